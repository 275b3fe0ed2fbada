import mjml2html from 'mjml';
import { describe, expect, it } from 'vitest';
import { DIGEST_PREVIEW, NEWS_PREVIEW } from './email-preview-fixtures.ts';
import { DIGEST_LIST_LIMIT, type TDigestEmailData } from './follow-up-email-data.ts';
import { DIGEST_CHANGES_MAILED_NOTE, renderDigestEmail, renderNewsEmail } from './render-follow-up-emails.ts';

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

describe('renderNewsEmail', () => {
  it('counts the news in the subject, and lists each with its company, time and process link', async () => {
    const email = await renderNewsEmail(NEWS_PREVIEW);
    expect(email.subject).toBe('3 novidades nos seus processos');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Olá, Ana Souza.');
      expect(part).toContain('Há 3 novidades nos seus processos.');
      expect(part).toContain('PRI00812: ETA alterado de 10/12/2026 para 14/12/2026 (4 dias depois)');
      expect(part).toContain('E00398: novo documento, Conhecimento de embarque');
      expect(part).toContain('Aurora Têxtil Ltda · 23/11/2026 09:14');
      expect(part).toContain(
        'Você recebe este e-mail porque ativou o e-mail das notificações em Meus Dados.',
      );
    }
    expect(linksOf(email.html)).toEqual([
      'https://portal.example/processos/812?aba=geral',
      'https://portal.example/processos/812?aba=historico',
      'https://portal.example/processos/398?aba=documentos',
      'https://portal.example/notificacoes',
      NEWS_PREVIEW.preferencesUrl,
      NEWS_PREVIEW.unsubscribeUrl,
    ]);
    expect(email.text).toContain('Abrir processo: https://portal.example/processos/398?aba=documentos');
    expect(email.text).toContain('Ver todas as notificações: https://portal.example/notificacoes');
    expect(email.text).toContain('Alterar preferências: https://portal.example/meus-dados/notificacoes');
    // A real document in pt-BR for phones, with no template syntax left over.
    expect(email.html).toMatch(/^<!doctype html>/i);
    expect(email.html).toContain('<html lang="pt-BR"');
    expect(email.html).toContain('name="viewport"');
    expect(email.html).not.toMatch(/\{\{|<mj-/);
    expect(email.text).not.toMatch(/\{\{|<\/?[a-z]/i);
  });

  it('puts a single piece of news in the subject, clipped to fit an inbox line', async () => {
    const [first] = NEWS_PREVIEW.items;
    if (!first) throw new Error('the preview has news');
    const email = await renderNewsEmail({ ...NEWS_PREVIEW, items: [first] });
    expect(email.subject).toBe('PRI00812: ETA alterado de 10/12/2026 para 14/12/2026 (4 dias depois)');
    expect(email.text).toContain('Há uma novidade nos seus processos.');
    const long = await renderNewsEmail({
      ...NEWS_PREVIEW,
      items: [{ ...first, text: `PRI00812: mensagem do despachante, ${'carga parcial '.repeat(12)}` }],
    });
    expect(long.subject.length).toBeLessThan(120);
    expect(long.subject).toMatch(/^PRI00812: mensagem do despachante, carga parcial .*…$/);
  });

  it('says a daily summary is one, and counts what it left out with the centre’s link', async () => {
    const email = await renderNewsEmail({ ...NEWS_PREVIEW, isDaily: true, omitted: 12 });
    expect(email.subject).toBe('Resumo do dia · 15 novidades nos seus processos');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Resumo do dia: 15 novidades nos seus processos.');
      expect(part).toContain('e mais 12 novidades no portal');
    }
  });

  it('escapes what the data holds in the HTML and keeps it as is in the text', async () => {
    const [first] = NEWS_PREVIEW.items;
    if (!first) throw new Error('the preview has news');
    const email = await renderNewsEmail({
      ...NEWS_PREVIEW,
      recipientName: 'Zé <b>',
      items: [
        {
          ...first,
          companyName: 'Ação & <Cia>',
          text: 'PRI00812: <script>x</script>',
          url: 'https://portal.example/processos/812?a=1&b="><img src=x>',
        },
      ],
    });
    expect(email.html).toContain('Ação &amp; &lt;Cia&gt;');
    expect(email.html).toContain('Olá, Zé &lt;b&gt;.');
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(email.html).not.toMatch(/<script|<img|<b>/);
    expect(linksOf(email.html)[0]).toBe('https://portal.example/processos/812?a=1&b="><img src=x>');
    expect(email.text).toContain('Ação & <Cia> · 23/11/2026 09:12');
    expect(email.text).toContain('Olá, Zé <b>.');
  });
});

describe('renderDigestEmail', () => {
  it('says the week’s changes went by e-mail, instead of listing them again, to who takes them so', async () => {
    const email = await renderDigestEmail({
      ...DIGEST_PREVIEW,
      changes: [],
      changesOmitted: 0,
      isChangesMailed: true,
    });
    for (const part of [email.html, email.text]) {
      expect(part).toContain(DIGEST_CHANGES_MAILED_NOTE);
      expect(part).not.toContain('Nenhuma alteração nesta semana.');
    }
    expect(email.text).toContain('Ver as notificações: https://portal.example/notificacoes');
    expect(linksOf(email.html)).toContain('https://portal.example/notificacoes');
  });

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
    for (const { html } of [await renderNewsEmail(NEWS_PREVIEW), await renderDigestEmail(fullDigest())]) {
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
