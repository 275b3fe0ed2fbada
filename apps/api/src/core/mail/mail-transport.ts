import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../lib/config.ts';

export type TEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on the follow-up e-mails. */
  headers?: Record<string, string>;
};

/** SENT through SMTP, or LOGGED to the local outbox folder when no SMTP is configured. */
export type TDeliveryStatus = 'SENT' | 'LOGGED';

export type TMailTransport = {
  /** Hands the e-mail to SMTP or writes it to DATA_DIR/outbox; throws when SMTP refuses it. */
  deliver: (email: TEmail, sentAt: Date) => Promise<TDeliveryStatus>;
};

/**
 * Sortable, file-system-safe, unique name: 2026-05-01T12-30-00-123Z_1f3a9c0e_ana.souza_at_aurora.example.eml
 * (two e-mails to one person in the same millisecond must not overwrite each other).
 */
export const toEmlFileName = (sentAt: Date, to: string): string => {
  const stamp = sentAt.toISOString().replaceAll(':', '-').replace('.', '-');
  const recipient = to
    .toLowerCase()
    .replace('@', '_at_')
    .replace(/[^a-z0-9._-]/g, '_');
  return `${stamp}_${randomBytes(4).toString('hex')}_${recipient}.eml`;
};

/** A plain UTF-8 message a person (or an e2e test) can read as is; 8bit so the text is not encoded. */
export const toEml = ({ from, email, sentAt }: { from: string; email: TEmail; sentAt: Date }): string =>
  [
    `From: ${from}`,
    `To: ${email.to}`,
    `Subject: ${email.subject}`,
    `Date: ${sentAt.toUTCString()}`,
    ...Object.entries(email.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    email.text,
    '',
  ].join('\n');

const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

type TCreateMailTransportOptions = {
  config: Pick<TConfig, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;
  logger: FastifyBaseLogger;
};

export const createMailTransport = ({ config, logger }: TCreateMailTransportOptions): TMailTransport => {
  let transporter: Transporter | undefined;
  const getTransporter = (smtpUrl: string): Transporter => {
    // Bounded waits: a hanging SMTP server fails the try (and the queue retries) instead of holding it.
    // (nodemailer reads these options from the URL's query).
    const url = new URL(smtpUrl);
    for (const [option, ms] of Object.entries(SMTP_TIMEOUTS_MS)) {
      if (!url.searchParams.has(option)) url.searchParams.set(option, String(ms));
    }
    transporter ??= nodemailer.createTransport(url.toString());
    return transporter;
  };

  return {
    deliver: async (email, sentAt) => {
      if (config.SMTP_URL) {
        await getTransporter(config.SMTP_URL).sendMail({ from: config.MAIL_FROM, ...email });
        return 'SENT';
      }
      // The outbox folder stands in for the recipient's mailbox on a machine without SMTP. The
      // log never carries the text: it may hold a recovery code.
      const outboxDir = path.join(config.DATA_DIR, 'outbox');
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, toEmlFileName(sentAt, email.to));
      await writeFile(file, toEml({ from: config.MAIL_FROM, email, sentAt }), { mode: 0o600 });
      // The HTML part beside it, to open in a browser (the .eml stays plain text for people and tests).
      if (email.html !== undefined) {
        await writeFile(file.replace(/\.eml$/, '.html'), email.html, { mode: 0o600 });
      }
      logger.info({ to: email.to, subject: email.subject, file }, 'e-mail gravado na caixa de saída local');
      return 'LOGGED';
    },
  };
};
