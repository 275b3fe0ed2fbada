import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../lib/config.ts';
import { toHtmlDocument } from './html-document.ts';

export type TEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on the follow-up e-mails. */
  headers?: Record<string, string>;
  /** The From's display name (the portal's identity an admin set); MAIL_FROM's address stays. */
  senderName?: string;
};

/** MAIL_FROM's address: `Nome <endereço>` or the bare address. */
export const mailFromAddress = (mailFrom: string): string =>
  /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();

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

/** An e-mail as both ways send it: one message, whether SMTP carries it or the outbox keeps it. */
const toMailOptions = ({
  from,
  email,
  sentAt,
}: {
  from: string;
  email: TEmail;
  sentAt: Date;
}): SendMailOptions => ({
  from,
  to: email.to,
  subject: email.subject,
  text: email.text,
  ...(email.html === undefined ? {} : { html: toHtmlDocument({ subject: email.subject, html: email.html }) }),
  ...(email.headers ? { headers: email.headers } : {}),
  date: sentAt,
});

/**
 * nodemailer composes the outbox's message as it composes the one it sends through SMTP (its
 * stream transport is the SMTP transport without the connection): the same MIME tree, encodings,
 * Message-ID and Date, with the CRLF line ends of the wire, so what a developer opens is what a
 * customer gets.
 */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

const composeEmail = async (options: { from: string; email: TEmail; sentAt: Date }): Promise<Buffer> => {
  const { message } = await composer.sendMail(toMailOptions(options));
  if (!Buffer.isBuffer(message)) throw new Error('nodemailer did not buffer the message');
  return message;
};

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
      // Quoted: the contract allows no quote, < or > in the name; nodemailer encodes its accents.
      const from = email.senderName
        ? `"${email.senderName}" <${mailFromAddress(config.MAIL_FROM)}>`
        : config.MAIL_FROM;
      const message = { from, email, sentAt };
      if (config.SMTP_URL) {
        await getTransporter(config.SMTP_URL).sendMail(toMailOptions(message));
        return 'SENT';
      }
      // The outbox folder stands in for the recipient's mailbox on a machine without SMTP. The
      // log never carries the text: it may hold a recovery code.
      const outboxDir = path.join(config.DATA_DIR, 'outbox');
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, toEmlFileName(sentAt, email.to));
      await writeFile(file, await composeEmail(message), { mode: 0o600 });
      // The HTML part beside it, to open in a browser without a mail client.
      if (email.html !== undefined) {
        const html = toHtmlDocument({ subject: email.subject, html: email.html });
        await writeFile(file.replace(/\.eml$/, '.html'), html, { mode: 0o600 });
      }
      logger.info({ to: email.to, subject: email.subject, file }, 'e-mail gravado na caixa de saída local');
      return 'LOGGED';
    },
  };
};
