import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config.ts';
import type { TDatabase } from '../db/client.ts';
import { emailOutbox, type TEmailStatus } from '../db/schema/audit.ts';

export type TEmail = { to: string; subject: string; text: string; html?: string };

export type TMailer = {
  /** Sends (SMTP) or logs (no SMTP) an e-mail, always recording it in email_outbox. Never throws on SMTP failure. */
  sendEmail: (email: TEmail) => Promise<{ status: TEmailStatus }>;
};

type TCreateMailerOptions = {
  db: TDatabase;
  config: Pick<TConfig, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'NODE_ENV'>;
  logger: FastifyBaseLogger;
  now: () => Date;
};

/** Sortable, file-system-safe name: 2026-05-01T12-30-00-123Z_ana.souza_at_aurora.example.eml */
export const toEmlFileName = (sentAt: Date, to: string): string => {
  const stamp = sentAt.toISOString().replaceAll(':', '-').replace('.', '-');
  const recipient = to
    .toLowerCase()
    .replace('@', '_at_')
    .replace(/[^a-z0-9._-]/g, '_');
  return `${stamp}_${recipient}.eml`;
};

/** A plain UTF-8 message a person (or an e2e test) can read as is; 8bit so the text is not encoded. */
export const toEml = ({ from, email, sentAt }: { from: string; email: TEmail; sentAt: Date }): string =>
  [
    `From: ${from}`,
    `To: ${email.to}`,
    `Subject: ${email.subject}`,
    `Date: ${sentAt.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    email.text,
    '',
  ].join('\n');

export const createMailer = ({ db, config, logger, now }: TCreateMailerOptions): TMailer => {
  let transporter: Transporter | undefined;
  const getTransporter = (smtpUrl: string): Transporter => {
    transporter ??= nodemailer.createTransport(smtpUrl);
    return transporter;
  };

  const logEmail = async (email: TEmail, sentAt: Date): Promise<void> => {
    // Without SMTP a local user still has to finish flows such as password recovery: in development
    // the text (which may hold a code) goes to the log; elsewhere only subject and recipient do.
    const isDevelopment = config.NODE_ENV === 'development';
    logger.info(
      { to: email.to, subject: email.subject, ...(isDevelopment ? { text: email.text } : {}) },
      'e-mail registrado (SMTP não configurado)',
    );
    const outboxDir = path.join(config.DATA_DIR, 'outbox');
    await mkdir(outboxDir, { recursive: true });
    await writeFile(
      path.join(outboxDir, toEmlFileName(sentAt, email.to)),
      toEml({ from: config.MAIL_FROM, email, sentAt }),
    );
  };

  return {
    sendEmail: async (email) => {
      const created = now();
      const base = {
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        created,
      };
      if (!config.SMTP_URL) {
        await db.insert(emailOutbox).values({ ...base, status: 'LOGGED' });
        await logEmail(email, created);
        return { status: 'LOGGED' };
      }

      const [row] = await db
        .insert(emailOutbox)
        .values({ ...base, status: 'PENDING' })
        .returning({ id: emailOutbox.id });
      const id = row?.id ?? 0;
      try {
        await getTransporter(config.SMTP_URL).sendMail({ from: config.MAIL_FROM, ...email });
        await db.update(emailOutbox).set({ status: 'SENT', sentAt: now() }).where(eq(emailOutbox.id, id));
        return { status: 'SENT' };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger.error({ to: email.to, subject: email.subject, err: error }, 'falha ao enviar e-mail');
        await db.update(emailOutbox).set({ status: 'FAILED', error: message }).where(eq(emailOutbox.id, id));
        return { status: 'FAILED' };
      }
    },
  };
};
