import { and, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import { users } from '../../db/schema/users.ts';

export type TCalendarFeedRow = typeof calendarFeeds.$inferSelect;

export const findCalendarFeedByUser = async (
  db: TDbExecutor,
  userId: number,
): Promise<TCalendarFeedRow | null> => {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return row ?? null;
};

/** The feed of a token, with its user, only while the user is active. */
export const findCalendarFeedByToken = async (db: TDbExecutor, token: string) => {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, companyIds: calendarFeeds.companyIds })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.token, token), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
};

/** Creates the user's feed or replaces its token and companies (a new token revokes the old). */
export const saveCalendarFeed = async (
  db: TDbExecutor,
  feed: { userId: number; token: string; companyIds: number[] | null; now: Date },
): Promise<TCalendarFeedRow> => {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId: feed.userId, token: feed.token, companyIds: feed.companyIds, createdAt: feed.now })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { token: feed.token, companyIds: feed.companyIds, createdAt: feed.now, lastReadAt: null },
    })
    .returning();
  if (!row) throw new Error('calendar feed not saved');
  return row;
};

export const updateCalendarFeedCompanies = async (
  db: TDbExecutor,
  feed: { userId: number; companyIds: number[] | null },
): Promise<TCalendarFeedRow | null> => {
  const [row] = await db
    .update(calendarFeeds)
    .set({ companyIds: feed.companyIds })
    .where(eq(calendarFeeds.userId, feed.userId))
    .returning();
  return row ?? null;
};

export const deleteCalendarFeed = async (db: TDbExecutor, userId: number): Promise<void> => {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
};

export const touchCalendarFeed = async (
  db: TDbExecutor,
  options: { userId: number; now: Date },
): Promise<void> => {
  await db
    .update(calendarFeeds)
    .set({ lastReadAt: options.now })
    .where(eq(calendarFeeds.userId, options.userId));
};
