import { and, count, eq, gte } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import {
  companyNotificationBlocks,
  notificationDeliveries,
  notifications,
} from '../../db/schema/notifications.ts';

/** Notifications the centre made for the company's users since `since`, per event. */
export const countNotificationsByEvent = (
  db: TDbExecutor,
  { companyId, since }: { companyId: number; since: Date },
) =>
  db
    .select({ event: notifications.event, total: count() })
    .from(notifications)
    .where(and(eq(notifications.companyId, companyId), gte(notifications.createdAt, since)))
    .groupBy(notifications.event);

/** Pushes handed to a push service for the company's users since `since`, per event. */
export const countDeliveriesByEvent = (
  db: TDbExecutor,
  { companyId, since, channel }: { companyId: number; since: Date; channel: 'PUSH' | 'EMAIL' },
) =>
  db
    .select({ event: notificationDeliveries.event, total: count() })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.companyId, companyId),
        eq(notificationDeliveries.channel, channel),
        eq(notificationDeliveries.status, 'SENT'),
        gte(notificationDeliveries.sentAt, since),
      ),
    )
    .groupBy(notificationDeliveries.event);

/** Turns an event off (a row) or on (no row); answers whether anything changed. */
export const setEventBlocked = async (
  db: TDbExecutor,
  {
    companyId,
    event,
    isTurnedOff,
    actorUserId,
    now,
  }: { companyId: number; event: string; isTurnedOff: boolean; actorUserId: number; now: Date },
): Promise<boolean> => {
  if (isTurnedOff) {
    const rows = await db
      .insert(companyNotificationBlocks)
      .values({ companyId, event, createdAt: now, createdBy: actorUserId })
      .onConflictDoNothing()
      .returning({ event: companyNotificationBlocks.event });
    return rows.length > 0;
  }
  const rows = await db
    .delete(companyNotificationBlocks)
    .where(
      and(eq(companyNotificationBlocks.companyId, companyId), eq(companyNotificationBlocks.event, event)),
    )
    .returning({ event: companyNotificationBlocks.event });
  return rows.length > 0;
};
