import mjml2html from 'mjml';
import { describe, expect, it } from 'vitest';
import { ANALYTICAL_PREVIEW, DIGEST_PREVIEW } from './email-preview-fixtures.ts';
import { DIGEST_LIST_LIMIT, type TDigestEmailData } from './follow-up-email-data.ts';
import { renderAnalyticalEmail, renderDigestEmail } from './render-follow-up-emails.ts';

/** Every link of an HTML part, as a mail client follows it (character references decoded). */
const linksOf = (html: string): string[] =>
  [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map(([, url = '']) =>
    url
      .replaceAll('&#x3D;', '=')
      .replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );

/** A digest with every list at its longest and more left out of each. */
const fullDigest = (): TDigestEmailData => {
  const repeat = <T>(items: T[]): T[] =>
    Array.from({ length: DIGEST_LIST_LIMIT }, (_, index) => items[index % items.length] as T);
  return {
    ...DIGEST_PREVIEW,
    changes: repeat(DIGEST_PREVIEW.changes),
    milestones: repeat(DIGEST_PREVIEW.milestones),
    milestonesOmitted: 4,
    payments: repeat(DIGEST_PREVIEW.payments),
    paymentsOmitted: 3,
    delayedEtds: repeat(DIGEST_PREVIEW.delayedEtds),
    delayedEtdsOmitted: 1,
  };
};

describe('renderAnalyticalEmail', () => {
  it('names the process and its changes in the subject, both parts and the process link', async () => {
    const email = await renderAnalyticalEmail(ANALYTICAL_PREVIEW);
    expect(email.subject).toBe('Processo PRI00812 · 3 alterações');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Olá, Ana Souza.');
      expect(part).toContain('Houve 3 alterações no processo');
      expect(part).toContain('Aurora Têxtil Ltda');
      expect(part).toContain('PO-2026-0412');
      expect(part).toContain('INV-812');
      expect(part).toContain('Trânsito');
      expect(part).toContain('Em trânsito');
      expect(part).toContain('ETA alterado de 10/12/2026 para 14/12/2026');
      expect(part).toContain('Etapa alterada de Booking para Trânsito');
      expect(part).toContain('em 23/11/2026 09:14');
      expect(part).toContain('Você recebe este e-mail porque ativou o follow-up analítico em Meus Dados.');
    }
    expect(email.html).toContain('<strong>PRI00812</strong>');
    expect(email.html).toContain('Ref. cliente');
    expect(email.html).toContain('Zhejiang Haining Warp Knitting Textile Imp. &amp; Exp. Co., Ltd.');
    expect(email.text).toContain('Exportador: Zhejiang Haining Warp Knitting Textile Imp. & Exp. Co., Ltd.');
    expect(email.html).toMatch(/href="https:\/\/portal\.example\/processos\/812"[^>]*>\s*Abrir processo/);
    expect(linksOf(email.html)).toEqual([
      'https://portal.example/processos/812',
      ANALYTICAL_PREVIEW.preferencesUrl,
      ANALYTICAL_PREVIEW.unsubscribeUrl,
    ]);
    expect(email.html).toContain('Alterar preferências');
    expect(email.html).toContain('Cancelar o recebimento');
    expect(email.text).toContain('Abrir processo: https://portal.example/processos/812');
    expect(email.text).toContain('Alterar preferências: https://portal.example/meus-dados');
    expect(email.text).toContain(`Cancelar o recebimento: ${ANALYTICAL_PREVIEW.unsubscribeUrl}`);
    // A real document in pt-BR for phones, with no template syntax left over.
    expect(email.html).toMatch(/^<!doctype html>/i);
    expect(email.html).toContain('<html lang="pt-BR"');
    expect(email.html).toContain('name="viewport"');
    expect(email.html).not.toMatch(/\{\{|<mj-/);
    expect(email.text).not.toMatch(/\{\{|<\/?[a-z]/i);
  });

  it('puts a single change in the subject, clipped to fit an inbox line', async () => {
    const [first] = ANALYTICAL_PREVIEW.changes;
    if (!first) throw new Error('the preview has changes');
    const email = await renderAnalyticalEmail({ ...ANALYTICAL_PREVIEW, changes: [first] });
    expect(email.subject).toBe('Processo PRI00812 · ETA alterado de 10/12/2026 para 14/12/2026');
    expect(email.text).toContain('Houve uma alteração no processo PRI00812.');

    const long = await renderAnalyticalEmail({
      ...ANALYTICAL_PREVIEW,
      changes: [
        { description: `Observação alterada: ${'carga parcial '.repeat(12)}`, changedAt: first.changedAt },
      ],
    });
    expect(long.subject.length).toBeLessThan(120);
    expect(long.subject).toMatch(/^Processo PRI00812 · Observação alterada: carga parcial .*…$/);
  });

  it('escapes what the data holds in the HTML and keeps it as is in the text', async () => {
    const email = await renderAnalyticalEmail({
      ...ANALYTICAL_PREVIEW,
      recipientName: 'Zé <b>',
      process: {
        ...ANALYTICAL_PREVIEW.process,
        customerName: 'Ação & <Cia>',
        customerRef: '<script>x</script>',
        url: 'https://portal.example/processos/812?a=1&b="><img src=x>',
      },
    });
    expect(email.html).toContain('Ação &amp; &lt;Cia&gt;');
    expect(email.html).toContain('Olá, Zé &lt;b&gt;.');
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(email.html).not.toMatch(/<script|<img|<b>/);
    expect(linksOf(email.html)[0]).toBe('https://portal.example/processos/812?a=1&b="><img src=x>');
    expect(email.text).toContain('Cliente: Ação & <Cia>');
    expect(email.text).toContain('Olá, Zé <b>.');
  });

  it('leaves out the facts a process does not have', async () => {
    const email = await renderAnalyticalEmail({
      ...ANALYTICAL_PREVIEW,
      process: { ...ANALYTICAL_PREVIEW.process, customerRef: null, invoice: null, exporterName: null },
    });
    for (const part of [email.html, email.text]) {
      expect(part).not.toContain('Ref. cliente');
      expect(part).not.toContain('Invoice');
      expect(part).not.toContain('Exportador');
      expect(part).toContain('Aurora Têxtil Ltda');
    }
  });
});

describe('renderDigestEmail', () => {
  it('has every section, the totals and the counts of what was left out', async () => {
    const email = await renderDigestEmail(DIGEST_PREVIEW);
    expect(email.subject).toBe('Resumo semanal · de 17/11/2026 a 23/11/2026');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Olá, Ana Souza.');
      expect(part).toContain('Aurora Têxtil Ltda e Aurora Comércio Exterior S.A.');
      expect(part).toContain('de 17/11/2026 a 23/11/2026');
      expect(part).toContain('de 23/11/2026 a 06/12/2026');
      expect(part).toContain('e mais 12 alterações no portal');
      expect(part).toContain('ETA alterado de 10/12/2026 para 12/12/2026');
      expect(part).toContain('em 23/11/2026 10:00');
      expect(part).toContain('R$ 1.250.000,00');
      expect(part).toContain('R$ 1.362.692,90');
      expect(part).toContain('Invoice INV-812 · parcela 2 · USD 12.000,00');
      expect(part).toContain('24 dias');
      expect(part).toContain('ETD inicial 01/11/2026');
      expect(part).toContain('ETD atual 25/11/2026');
      expect(part).toContain('E00821');
      expect(part).toContain('Você recebe este e-mail porque ativou o follow-up sintético em Meus Dados.');
    }
    for (const heading of [
      'Processos por etapa',
      'Alterações da semana',
      'ETD e ETA dos próximos 14 dias',
      'Pagamentos dos próximos 14 dias',
      'ETDs atrasados (mais de 7 dias)',
    ]) {
      expect(email.html).toContain(`>${heading}</div>`);
      expect(email.text).toContain(heading.toUpperCase());
    }
    // Newest change first, as the data lists them.
    expect(email.html.indexOf('PRI00800')).toBeLessThan(email.html.indexOf('PRI00809'));
    // The open total of the steps: 14 + 31 + 9 + 6 + 3.
    expect(email.html).toMatch(/Total em andamento<\/td><td[^>]*>63</);
    expect(email.text).toContain('Total em andamento: 63');
    expect(email.html).toMatch(/>Total<\/td><td[^>]*text-align: right[^>]*>R\$ 1\.362\.692,90</);
    expect(email.text).toContain('Total: R$ 1.362.692,90');
    // Every process links to its modal, the omitted ones to the portal.
    const links = linksOf(email.html);
    for (const id of [800, 809, 815, 790, 821, 777, 781])
      expect(links).toContain(`https://portal.example/processos/${id}`);
    expect(email.html).toMatch(/href="https:\/\/portal\.example"[^>]*>e mais 12 alterações no portal</);
    expect(email.html).toMatch(/href="https:\/\/portal\.example"[^>]*>\s*Abrir o portal/);
    expect(links).toContain(DIGEST_PREVIEW.unsubscribeUrl);
    expect(links).toContain(DIGEST_PREVIEW.preferencesUrl);
    // The text part carries the same links in full.
    expect(email.text).toContain(
      '- 24/11/2026 ETD: PRI00815 (Ref. PO-2026-0415)\n  https://portal.example/processos/815',
    );
    expect(email.text).toContain('PRI00812 (Ref. PO-2026-0412): https://portal.example/processos/812');
    expect(email.text).toContain('(24 dias)\n  https://portal.example/processos/777');
    expect(email.text).toContain('https://portal.example/processos/800');
    expect(email.text).toContain('e mais 12 alterações no portal: https://portal.example\n');
    expect(email.text).toContain('Abrir o portal: https://portal.example\n');
    expect(email.text).toContain(`Cancelar o recebimento: ${DIGEST_PREVIEW.unsubscribeUrl}`);
    expect(email.text).not.toMatch(/\{\{|<\/?[a-z]/i);
  });

  it('counts what every full list left out, and the total covers all payments', async () => {
    const email = await renderDigestEmail(fullDigest());
    for (const part of [email.html, email.text]) {
      expect(part).toContain('e mais 12 alterações no portal');
      expect(part).toContain('e mais 4 datas no portal');
      expect(part).toContain('e mais 3 pagamentos no portal');
      expect(part).toContain('e mais 1 ETD atrasado no portal');
    }
    expect(email.html).toContain('Total (todos os 33)');
    expect(email.text).toContain('Total (todos os 33): R$ 1.362.692,90');
    // Gmail clips a message past 102 KB, hiding the footer with the unsubscribe link.
    expect(Buffer.byteLength(email.html)).toBeLessThan(100_000);
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
      expect(part).not.toContain('R$');
      expect(part).toContain('Abrir o portal');
    }
  });

  it('escapes company names in the HTML', async () => {
    const email = await renderDigestEmail({ ...DIGEST_PREVIEW, companyNames: ['Ação & <Cia>', 'B&B'] });
    expect(email.html).toContain('processos de Ação &amp; &lt;Cia&gt; e B&amp;B,');
    expect(email.text).toContain('processos de Ação & <Cia> e B&B,');
  });
});

describe('the e-mails as mail clients load them', () => {
  it('load nothing from outside the portal: no images, web fonts or tracking pixels', async () => {
    for (const { html } of [
      await renderAnalyticalEmail(ANALYTICAL_PREVIEW),
      await renderDigestEmail(fullDigest()),
    ]) {
      for (const link of linksOf(html)) expect(link).toMatch(/^https:\/\/portal\.example(\/|$)/);
      expect(html).not.toMatch(/<img|<link|@import|url\(|fonts\.googleapis/i);
    }
  });

  it('are validated strictly: MJML throws on a template error rather than rendering it', async () => {
    // The renderer renders with validationLevel 'strict'; a render that resolves had no error.
    await expect(
      mjml2html('<mjml><mj-body><mj-section><mj-text>solto</mj-text></mj-section></mj-body></mjml>', {
        validationLevel: 'strict',
      }),
    ).rejects.toThrow(/mj-text cannot be used inside mj-section/);
  });
});
