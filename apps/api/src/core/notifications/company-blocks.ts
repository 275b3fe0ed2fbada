import { inArray } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { companyNotificationBlocks } from '../../db/schema/notifications.ts';

/**
 * The events an admin turned off for these companies, as 'companyId:EVENT': such news reaches none
 * of the company's users, in any channel (the centre, push, e-mail and the unread-message e-mail).
 */
export const findBlockedEvents = async (
  db: TDbExecutor,
  companyIds: readonly number[],
): Promise<Set<string>> => {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .select({ companyId: companyNotificationBlocks.companyId, event: companyNotificationBlocks.event })
    .from(companyNotificationBlocks)
    .where(inArray(companyNotificationBlocks.companyId, [...companyIds]));
  return new Set(rows.map((row) => `${row.companyId}:${row.event}`));
};
