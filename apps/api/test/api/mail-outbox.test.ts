import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport, type TEmail, type TMailTransport } from '../../src/core/mail/mail-transport.ts';
import { buildRecoveryEmail } from '../../src/features/auth/recovery-email.ts';
import { NEWS_PREVIEW, DIGEST_PREVIEW } from '../../src/features/follow-up/email-preview-fixtures.ts';
import { renderNewsEmail, renderDigestEmail } from '../../src/features/follow-up/render-follow-up-emails.ts';
import { buildUserLetter, invitationLetter } from '../../src/core/invitations/invitation-email.ts';
import { buildForwarderInvitationEmail } from '../../src/core/quotations/forwarder-invitation-email.ts';
import { buildDecisionEmail } from '../../src/features/quotations/quotation-decision-email.ts';
import { startSmtpInbox, type TSmtpInbox } from '../helpers/smtp-inbox.ts';

const MAIL_FROM = 'Portal dos Clientes <nao-responda@portal.example>';
const SENT_AT = new Date('2026-11-22T15:00:00Z');
const EMAIL: TEmail = {
  to: 'ana@cliente.example',
  subject: 'Processo PRI00510 · ETA alterado',
  text: 'Olá, Ana.\n\nO ETA do processo PRI00510 mudou para 14/12/2026.\n\nAtenciosamente,\nEquipe Portal dos Clientes',
  html: '<p>Olá, Ana.</p>\n<p>O ETA do processo <strong>PRI00510</strong> mudou para 14/12/2026.</p>',
  headers: { 'List-Unsubscribe': '<https://portal.example/api/public/follow-up/unsubscribe/1.abc>' },
};

/** A whole HTML document in pt-BR that declares its UTF-8 in its head. */
const expectWholePtBrDocument = (html: string) => {
  expect(html).toMatch(/^<!doctype html>/i);
  expect(html).toMatch(/<html lang="pt-BR"[\s>]/);
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  // MJML's documents declare it the older (equivalent) way, for Outlook; a document may have only one.
  expect(head).toMatch(
    /<meta charset="utf-8">|<meta http-equiv="Content-Type" content="text\/html; charset=UTF-8">/i,
  );
  expect(head).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toMatch(/<body[\s>][\s\S]*<\/body>\s*<\/html>\s*$/);
};

describe('the local outbox (no SMTP_URL): each e-mail as it would be sent', () => {
  let dataDir: string;
  let outbox: TMailTransport;
  let inbox: TSmtpInbox;
  const logger = pino({ level: 'silent' });

  /** Delivers to the outbox and answers the new .eml as bytes, parsed, and the .html beside it. */
  const deliverToOutbox = async (email: TEmail) => {
    const before = new Set(await readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]));
    expect(await outbox.deliver(email, SENT_AT)).toBe('LOGGED');
    const files = await readdir(path.join(dataDir, 'outbox'));
    const eml = files.find((file) => file.endsWith('.eml') && !before.has(file));
    if (!eml) throw new Error('no new .eml in the outbox');
    const raw = await readFile(path.join(dataDir, 'outbox', eml));
    const beside = await readFile(path.join(dataDir, 'outbox', eml.replace(/\.eml$/, '.html')), 'utf8').catch(
      () => null,
    );
    return { raw, parsed: await simpleParser(raw), beside };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdc-eml-'));
    outbox = createMailTransport({ config: { SMTP_URL: undefined, MAIL_FROM, DATA_DIR: dataDir }, logger });
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is a MIME message: multipart/alternative with the text and the HTML, Message-ID, Date and CRLF lines', async () => {
    const { raw, parsed, beside } = await deliverToOutbox(EMAIL);
    const text = raw.toString('utf8');
    // RFC 5322 §2.1: CRLF ends every line; no bare LF or CR.
    expect(text).toContain('\r\n');
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    // The header section, unfolded (RFC 5322 §2.2.3: a CRLF before a space or tab only folds a line).
    const headerBlock = (text.split('\r\n\r\n')[0] ?? '').replace(/\r\n(?=[ \t])/g, '');
    expect(headerBlock).toMatch(/^Content-Type: multipart\/alternative;\s*boundary="?([^"\r\n]+)"?/im);
    expect(headerBlock).toMatch(/^MIME-Version: 1\.0$/m);
    expect(headerBlock).toMatch(/^Message-ID: <[^@\s>]+@portal\.example>$/m);
    expect(headerBlock).toMatch(/^Date: Sun, 22 Nov 2026 15:00:00 \+0000$/m);
    expect(headerBlock).toMatch(
      /^List-Unsubscribe: <https:\/\/portal\.example\/api\/public\/follow-up\/unsubscribe\/1\.abc>$/m,
    );
    // The two alternatives, plain text first (the least preferred, RFC 2046 §5.1.4).
    const boundary = /boundary="?([^"\r\n;]+)"?/.exec(headerBlock)?.[1] ?? '';
    const parts = text.split(`--${boundary}`).slice(1, -1);
    expect(parts.map((part) => /Content-Type: ([^;\r\n]+)/.exec(part)?.[1])).toEqual([
      'text/plain',
      'text/html',
    ]);
    expect(text).toContain(`--${boundary}--`);

    expect(parsed.from?.value).toEqual([
      { name: 'Portal dos Clientes', address: 'nao-responda@portal.example' },
    ]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : []).toEqual([
      { name: '', address: 'ana@cliente.example' },
    ]);
    expect(parsed.subject).toBe('Processo PRI00510 · ETA alterado');
    expect(parsed.date).toEqual(SENT_AT);
    expect(parsed.text?.trimEnd()).toBe(EMAIL.text);
    const html = parsed.html === false ? '' : (parsed.html ?? '');
    expectWholePtBrDocument(html);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Processo PRI00510 · ETA alterado</title>');
    expect(html).toContain(EMAIL.html);
    // The .html beside it is the HTML part, to open in a browser.
    expect(beside).toBe(html);
  });

  it('is the very message an SMTP server receives, but for its Message-ID and MIME boundary', async () => {
    const smtp = createMailTransport({
      config: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM, DATA_DIR: dataDir },
      logger,
    });
    expect(await smtp.deliver(EMAIL, SENT_AT)).toBe('SENT');
    const sent = inbox.received.at(-1) ?? '';
    const { raw } = await deliverToOutbox(EMAIL);
    /** Only the random parts differ between two compositions of one e-mail. */
    const normalise = (message: string) => {
      const boundary = /boundary="?([^"\r\n;]+)"?/.exec(message)?.[1] ?? 'none';
      return message
        .replaceAll(boundary, '<boundary>')
        .replace(/^Message-ID: <[^>]+>/m, 'Message-ID: <id>')
        .replace(/\r\n$/, '');
    };
    expect(normalise(raw.toString('utf8'))).toBe(normalise(sent));
  });

  it('sends every e-mail of the product with its HTML part as a whole pt-BR document', async () => {
    const news = await renderNewsEmail(NEWS_PREVIEW);
    const digest = await renderDigestEmail(DIGEST_PREVIEW);
    const to = 'ana@cliente.example';
    const emails: Record<string, TEmail> = {
      recovery: buildRecoveryEmail({ to, name: 'Ana Souza', code: '123456', validityMinutes: 15 }),
      invitation: buildUserLetter({
        to,
        name: 'Ana Souza',
        body: invitationLetter({
          to,
          link: 'https://portal.example/definir-senha/abc',
          expiresAt: new Date('2026-11-29T15:00:00Z'),
          companyNames: ['Aurora Têxtil Ltda'],
        }),
      }),
      forwarderInvitation: buildForwarderInvitationEmail({
        to: 'cotacao@oceanoazul.example',
        forwarderName: 'Oceano Azul',
        reference: 'PRI00510',
        companyName: 'Aurora Têxtil Ltda',
        url: 'https://portal.example/cotacao-frete/abc',
        expiresAt: new Date('2026-11-29T15:00:00Z'),
      }),
      decision: buildDecisionEmail({
        to: 'cotacao@oceanoazul.example',
        kind: 'rejected',
        person: 'Diego',
        reference: 'PRI00510',
        companyName: 'Aurora Têxtil Ltda',
        reason: 'Frete acima do orçamento',
      }),
      news: { to, ...news },
      digest: { to, ...digest },
    };
    for (const [name, email] of Object.entries(emails)) {
      const { parsed } = await deliverToOutbox(email);
      const html = parsed.html === false ? '' : (parsed.html ?? '');
      expect(html, name).not.toBe('');
      expectWholePtBrDocument(html);
      expect(parsed.text?.trimEnd(), name).toBe(email.text.trimEnd());
      expect(parsed.subject, name).toBe(email.subject);
    }
  });
});
