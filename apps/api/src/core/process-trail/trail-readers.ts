import { asc, eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { processChanges } from '../../db/schema/process-changes.ts';

/**
 * The trail's readers (the webhooks' sweep, the notification sweep): each has a pending flag of its
 * own on every row, so one reader's progress never holds the other's.
 */
export type TTrailReader = 'webhooks' | 'notifications';

const flagOf = (reader: TTrailReader) =>
  reader === 'webhooks' ? processChanges.isWebhookPending : processChanges.isNotificationPending;

/** The oldest trail rows the reader has not taken, locked (a second sweep of it skips them). */
export const lockPendingTrail = (
  db: TDbExecutor,
  { reader, limit }: { reader: TTrailReader; limit: number },
) =>
  db
    .select({
      companyId: processChanges.companyId,
      id: processChanges.id,
      processId: processChanges.processId,
      field: processChanges.field,
      oldValue: processChanges.oldValue,
      newValue: processChanges.newValue,
      changedAt: processChanges.changedAt,
      source: processChanges.source,
    })
    .from(processChanges)
    .where(eq(flagOf(reader), true))
    .orderBy(asc(processChanges.id))
    .limit(limit)
    .for('update', { skipLocked: true });

/** Marks the rows taken by the reader. */
export const markTrailTaken = async (
  db: TDbExecutor,
  { reader, rows }: { reader: TTrailReader; rows: readonly { companyId: number; id: number }[] },
): Promise<void> => {
  if (rows.length === 0) return;
  const keys = sql.join(
    rows.map((row) => sql`(${row.companyId}::integer, ${row.id}::integer)`),
    sql`, `,
  );
  await db
    .update(processChanges)
    .set(reader === 'webhooks' ? { isWebhookPending: false } : { isNotificationPending: false })
    .where(sql`(${processChanges.companyId}, ${processChanges.id}) in (${keys})`);
};
