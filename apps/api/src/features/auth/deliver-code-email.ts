import type { TDatabase } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/audit.ts';
import type { TEmail, TMailTransport } from '../../core/mail/mail-transport.ts';

/** What the outbox keeps instead of a code: the code lives only in the message the user receives. */
export const REDACTED_CODE = '••••••';

type TCodeEmailContent = { to: string; name: string; validityMinutes: number };

/**
 * Sends an e-mail carrying a one-time code straight through the transport (never through the job
 * table, which would store the code) and records it in the outbox with the code masked.
 */
export const deliverCodeEmail = async ({
  db,
  transport,
  now,
  build,
  content,
  code,
}: {
  db: TDatabase;
  transport: TMailTransport;
  now: Date;
  build: (options: TCodeEmailContent & { code: string }) => TEmail;
  content: TCodeEmailContent;
  code: string;
}): Promise<void> => {
  const status = await transport.deliver(build({ ...content, code }), now);
  const stored = build({ ...content, code: REDACTED_CODE });
  await db.insert(emailOutbox).values({
    toAddress: stored.to,
    subject: stored.subject,
    textBody: stored.text,
    htmlBody: stored.html ?? null,
    status,
    attempts: 1,
    created: now,
    sentAt: now,
  });
};
