import { describe, expect, it } from 'vitest';
import { ANALYTICAL_PREVIEW, DIGEST_PREVIEW } from './email-preview-fixtures.ts';
import { renderAnalyticalEmail, renderDigestEmail } from './render-follow-up-emails.ts';

describe('renderAnalyticalEmail', () => {
  it('names the process and its changes in the subject, both parts and the process link', async () => {
    const email = await renderAnalyticalEmail(ANALYTICAL_PREVIEW);
    expect(email.subject).toBe('Processo PRI00812 · 3 alterações');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Olá, Ana Souza.');
      expect(part).toContain('ETA alterado de 10/12/2026 para 14/12/2026');
      expect(part).toContain('em 23/11/2026 09:14');
      expect(part).toContain('Trânsito');
      expect(part).toContain('PO-2026-0412');
    }
    expect(email.html).toContain('href="https://portal.example/processos/812"');
    expect(email.html).toContain('Abrir processo');
    expect(email.text).toContain('Abrir processo: https://portal.example/processos/812');
    expect(email.text).toContain(
      'Você recebe este e-mail porque ativou o follow-up analítico em Meus Dados.',
    );
    expect(email.text).toContain(`Cancelar o recebimento: ${ANALYTICAL_PREVIEW.unsubscribeUrl}`);
    // A real document: the phone viewport meta and no template syntax left over.
    expect(email.html).toMatch(/^<!doctype html>/i);
    expect(email.html).toContain('name="viewport"');
    expect(email.html).not.toMatch(/\{\{|<mj-/);
  });

  it('puts a single change in the subject', async () => {
    const [first] = ANALYTICAL_PREVIEW.changes;
    const email = await renderAnalyticalEmail({ ...ANALYTICAL_PREVIEW, changes: first ? [first] : [] });
    expect(email.subject).toBe('Processo PRI00812 · ETA alterado de 10/12/2026 para 14/12/2026');
    expect(email.text).toContain('Houve uma alteração no processo PRI00812.');
  });

  it('escapes what the data holds in the HTML and keeps it as is in the text', async () => {
    const email = await renderAnalyticalEmail({
      ...ANALYTICAL_PREVIEW,
      process: {
        ...ANALYTICAL_PREVIEW.process,
        customerName: 'Ação & <Cia>',
        customerRef: '<script>x</script>',
      },
    });
    expect(email.html).toContain('Ação &amp; &lt;Cia&gt;');
    expect(email.html).not.toContain('<script>');
    expect(email.text).toContain('Cliente: Ação & <Cia>');
  });
});

describe('renderDigestEmail', () => {
  it('has every section, the totals and the counts of what was left out', async () => {
    const email = await renderDigestEmail(DIGEST_PREVIEW);
    expect(email.subject).toBe('Resumo semanal · de 17/11/2026 a 23/11/2026');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Aurora Têxtil Ltda e Aurora Comércio Exterior S.A.');
      expect(part).toContain('de 17/11/2026 a 23/11/2026');
      expect(part).toContain('e mais 12 alterações no portal');
      expect(part).toContain('R$ 1.362.692,90');
      expect(part).toContain('Invoice INV-812 · parcela 2 · USD 12.000,00');
      expect(part).toContain('24 dias');
      expect(part).toContain('ETD inicial 01/11/2026');
    }
    expect(email.html).toContain('Processos por etapa');
    expect(email.html).toContain('Alterações da semana');
    expect(email.html).toContain('ETD e ETA dos próximos 14 dias');
    expect(email.html).toContain('Pagamentos dos próximos 14 dias');
    expect(email.html).toContain('ETDs atrasados (mais de 7 dias)');
    // The open total of the steps: 14 + 31 + 9 + 6 + 3.
    expect(email.text).toContain('Total em andamento: 63');
    expect(email.text).toContain('- 24/11/2026 ETD: PRI00815 (Ref. PO-2026-0415)');
    expect(email.text).toContain('https://portal.example/processos/800');
    expect(email.text).toContain(
      'Você recebe este e-mail porque ativou o follow-up sintético em Meus Dados.',
    );
  });

  it('says so when a section is empty', async () => {
    const email = await renderDigestEmail({
      ...DIGEST_PREVIEW,
      steps: [],
      changes: [],
      changesOmitted: 0,
      milestones: [],
      payments: [],
      paymentsTotal: 'R$ 0,00',
      delayedEtds: [],
    });
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Nenhum processo em andamento.');
      expect(part).toContain('Nenhuma alteração nesta semana.');
      expect(part).toContain('Nenhum ETD ou ETA nos próximos 14 dias.');
      expect(part).toContain('Nenhum pagamento previsto nos próximos 14 dias.');
      expect(part).toContain('Nenhum ETD atrasado.');
      expect(part).not.toContain('e mais');
    }
  });
});
