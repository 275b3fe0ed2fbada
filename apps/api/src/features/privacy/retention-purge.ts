import { and, lt, ne, sql } from 'drizzle-orm';
import { RETENTION_PURGE_ACTION } from '@pc/contract/privacy';
import type { TDatabase } from '../../db/client.ts';
import { emailOutbox, userAccessLogs } from '../../db/schema/audit.ts';
import { auditEvents } from '../../db/schema/audit-events.ts';

export type TRetentionSettings = {
  /** ACCESS_LOG_RETENTION_MONTHS: at least 6 (Marco Civil art. 15), checked by the config. */
  accessLogMonths: number;
  /** SENT_EMAIL_RETENTION_DAYS. */
  sentEmailDays: number;
};

export type TRetentionPurge = { accessLogs: number; emails: number };

/**
 * The daily retention purge, at `now`: access logs older than their months, and e-mails done with
 * (sent, logged or given up) older than their days; pending e-mails are never touched. Messages and
 * documents are kept while their process is (no purge here). Audited with its counts, as the
 * system, in the transaction that deletes.
 */
export const purgeExpiredData = async ({
  db,
  now,
  accessLogMonths,
  sentEmailDays,
}: TRetentionSettings & { db: TDatabase; now: Date }): Promise<TRetentionPurge> =>
  db.transaction(async (tx) => {
    const logCutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${accessLogMonths}::int)`;
    const mailCutoff = sql`${now.toISOString()}::timestamptz - make_interval(days => ${sentEmailDays}::int)`;
    const logs = await tx
      .delete(userAccessLogs)
      .where(lt(userAccessLogs.created, logCutoff))
      .returning({ id: userAccessLogs.id });
    const emails = await tx
      .delete(emailOutbox)
      .where(
        and(
          ne(emailOutbox.status, 'PENDING'),
          lt(sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.created})`, mailCutoff),
        ),
      )
      .returning({ id: emailOutbox.id });
    const result = { accessLogs: logs.length, emails: emails.length };
    // No actor: the system did it (Auditoria names it so).
    await tx.insert(auditEvents).values({
      at: now,
      actorUserId: null,
      actorClientId: null,
      action: RETENTION_PURGE_ACTION,
      subjectType: 'retention',
      subjectId: 'daily',
      after: { ...result, accessLogMonths, sentEmailDays },
    });
    return result;
  });
