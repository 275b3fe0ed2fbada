import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/audit.ts';
import { brandEmail } from '../branding/brand-email.ts';
import { findBranding } from '../branding/branding-repository.ts';
import { emailSenderNameOf, toPublicBranding } from '../branding/public-branding.ts';
import type { TJobQueue } from '../jobs/job-queue.ts';
import type { TEmail, TMailTransport } from './mail-transport.ts';

export const EMAIL_QUEUE = 'email';

/**
 * Tries per e-mail and the wait between them: 30 s doubling up to 30 min, so an SMTP outage of
 * about four hours loses nothing. After the last try the row is FAILED and an operator can requeue.
 */
export const EMAIL_RETRY = { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 30 * 60 };

type TEmailJob = { outboxId: number };

/**
 * An e-mail to queue. With a dedupe key (what it is about, e.g. 'digest:12:2026-11-23'), queuing
 * the same key again is a no-op: a retried job or a second instance never mails twice.
 */
export type TQueuedEmail = TEmail & { dedupeKey?: string; headers?: Record<string, string> };

/** One job id per outbox row, so queuing a row again (see resumePendingEmails) is a no-op. */
export const toEmailJobId = (outboxId: number): string =>
  `00000000-0000-4000-8000-${outboxId.toString(16).padStart(12, '0')}`;

export type TMailQueue = {
  /**
   * Records the e-mail (PENDING) and queues its delivery; resolves once both are durable. False
   * when its dedupe key was already queued (nothing new is sent).
   */
  queueEmail: (email: TQueuedEmail) => Promise<boolean>;
  /**
   * Records e-mails as part of the caller's transaction (so they exist exactly when the work they
   * report is committed); returns the new rows' ids for {@link TMailQueue.dispatchEmails}, which the
   * caller runs after the commit. Rows left undispatched by a crash are sent by resumePendingEmails.
   */
  recordEmails: (db: TDbExecutor, emails: readonly TQueuedEmail[]) => Promise<number[]>;
  /** Queues the delivery of recorded rows. */
  dispatchEmails: (outboxIds: readonly number[]) => Promise<void>;
  /**
   * At start: queues again every PENDING row, which covers a stop between the row and its job.
   * Rows that still have their job are left as they are (same job id).
   */
  resumePendingEmails: () => Promise<number>;
};

type TCreateMailQueueOptions = {
  db: TDatabase;
  jobs: TJobQueue;
  transport: TMailTransport;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** How often an idle worker looks for work (pg-boss polls; 0.5 s is its minimum). */
  pollingIntervalSeconds?: number;
  /** First wait before a retry (MAIL_RETRY_DELAY_SECONDS). */
  retryDelaySeconds?: number;
};

type TDeliverOptions = {
  db: TDatabase;
  transport: TMailTransport;
  outboxId: number;
  isLastTry: boolean;
  now: () => Date;
};

/**
 * One try of one queued e-mail. Only a PENDING row is sent, so a job delivered twice (a crash after
 * the try) does not mail twice once the row is marked. A failure is recorded and rethrown so the
 * queue tries again later; the last one marks the row FAILED.
 */
export const deliverQueuedEmail = async ({
  db,
  transport,
  outboxId,
  isLastTry,
  now,
}: TDeliverOptions): Promise<void> => {
  const [row] = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, 'PENDING')))
    .returning();
  if (!row) return;
  // The From name of the portal's identity (back-office) as it is when the e-mail leaves.
  const senderName = emailSenderNameOf(await findBranding(db));
  const email: TEmail = {
    ...(senderName ? { senderName } : {}),
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    ...(row.htmlBody ? { html: row.htmlBody } : {}),
    ...(row.headers ? { headers: row.headers } : {}),
  };
  try {
    const status = await transport.deliver(email, now());
    await db
      .update(emailOutbox)
      .set({ status, sentAt: now(), error: null })
      .where(eq(emailOutbox.id, outboxId));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(emailOutbox)
      .set({ error: message.slice(0, 500), ...(isLastTry ? { status: 'FAILED' as const } : {}) })
      .where(eq(emailOutbox.id, outboxId));
    throw error;
  }
};

/**
 * Records e-mails (PENDING) in the outbox as part of the caller's transaction, with the portal's
 * identity, so the outbox holds what is sent; the new rows' ids (a dedupe key already
 * recorded adds none).
 */
export const recordOutboxEmails = async ({
  executor,
  emails,
  now,
}: {
  executor: TDbExecutor;
  emails: readonly TQueuedEmail[];
  now: Date;
}): Promise<number[]> => {
  if (emails.length === 0) return [];
  const branding = toPublicBranding(await findBranding(executor));
  const rows = await executor
    .insert(emailOutbox)
    .values(
      emails
        .map((unbranded) => brandEmail(unbranded, branding))
        .map((email) => ({
          toAddress: email.to,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html ?? null,
          headers: email.headers ?? null,
          dedupeKey: email.dedupeKey ?? null,
          status: 'PENDING' as const,
          created: now,
        })),
    )
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
};

/** The durable e-mail queue: the outbox row is the record, pg-boss carries the tries. */
export const createMailQueue = ({
  db,
  jobs,
  transport,
  logger,
  now,
  pollingIntervalSeconds = 1,
  retryDelaySeconds = EMAIL_RETRY.retryDelay,
}: TCreateMailQueueOptions): TMailQueue => {
  jobs.register(async (boss) => {
    const retry = { ...EMAIL_RETRY, retryDelay: retryDelaySeconds };
    // createQueue keeps an existing queue's options: update them, so a changed delay takes effect.
    await boss.createQueue(EMAIL_QUEUE, retry);
    await boss.updateQueue(EMAIL_QUEUE, retry);
    await boss.work<TEmailJob>(EMAIL_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
      if (!job) return;
      await deliverQueuedEmail({
        db,
        transport,
        outboxId: job.data.outboxId,
        isLastTry: job.retryCount >= EMAIL_RETRY.retryLimit,
        now,
      }).catch((error: unknown) => {
        logger.warn(
          { err: error, outboxId: job.data.outboxId, try: job.retryCount + 1 },
          'e-mail não enviado',
        );
        throw error;
      });
    });
  });

  const recordEmails = (executor: TDbExecutor, emails: readonly TQueuedEmail[]): Promise<number[]> =>
    recordOutboxEmails({ executor, emails, now: now() });

  const dispatchEmails = async (outboxIds: readonly number[]): Promise<void> => {
    if (outboxIds.length === 0) return;
    const boss = await jobs.get();
    for (const id of outboxIds) {
      await boss.send(EMAIL_QUEUE, { outboxId: id } satisfies TEmailJob, { id: toEmailJobId(id) });
    }
  };

  return {
    queueEmail: async (email) => {
      // Start the queue first: a queue that cannot start must fail the call before a row exists.
      await jobs.get();
      const ids = await recordEmails(db, [email]);
      await dispatchEmails(ids);
      return ids.length > 0;
    },
    recordEmails,
    dispatchEmails,
    resumePendingEmails: async () => {
      const pending = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'PENDING'));
      if (pending.length === 0) return 0;
      const boss = await jobs.get();
      for (const { id } of pending) {
        await boss.send(EMAIL_QUEUE, { outboxId: id } satisfies TEmailJob, { id: toEmailJobId(id) });
      }
      return pending.length;
    },
  };
};
