import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { messageReads, messageThreads } from '../../db/schema/collaboration.ts';
import { companies } from '../../db/schema/companies.ts';
import { processes } from '../../db/schema/processes.ts';

/**
 * SQL: how many messages of the thread's process `userId` has not read — written by someone else
 * after the user's read mark (none: every message). Their own messages never count.
 */
export const unreadCountOf = (userId: number, lastReadMessageId: unknown) => sql<number>`(
  select count(*)::int from process_messages m
  where m.company_id = ${messageThreads.companyId}
    and m.process_id = ${messageThreads.processId}
    and m.id > coalesce(${lastReadMessageId}, 0)
    and m.author_user_id is distinct from ${userId}::int
)`;

export type TUnreadThread = {
  companyId: number;
  processId: number;
  typeOfProcess: string;
  identification: number;
  customerRef: string | null;
  companyName: string;
  unread: number;
  lastMessageAt: Date;
  /** Processes with unread messages in all (not only the `limit` answered). */
  total: number;
  /** Unread messages over all of them. */
  totalUnread: number;
};

/**
 * The processes of `companyIds` whose conversation has messages `userId` has not read, the newest
 * message first, at most `limit`, each with the totals over all of them. Only threads whose last
 * message is past the user's mark are counted, so a thread read to the end costs no count.
 */
export const findUnreadThreads = async (
  db: TDbExecutor,
  options: { userId: number; companyIds: readonly number[]; limit: number },
): Promise<TUnreadThread[]> => {
  if (options.companyIds.length === 0) return [];
  const unread = unreadCountOf(options.userId, messageReads.lastReadMessageId);
  const candidates = db
    .select({
      companyId: messageThreads.companyId,
      processId: messageThreads.processId,
      typeOfProcess: processes.typeOfProcess,
      identification: processes.identification,
      customerRef: processes.customerRef,
      companyName: companies.name,
      unread: unread.as('unread'),
      lastMessageAt: messageThreads.lastMessageAt,
    })
    .from(messageThreads)
    .innerJoin(
      processes,
      and(eq(processes.companyId, messageThreads.companyId), eq(processes.id, messageThreads.processId)),
    )
    .innerJoin(companies, eq(companies.id, messageThreads.companyId))
    .leftJoin(
      messageReads,
      and(
        eq(messageReads.userId, options.userId),
        eq(messageReads.companyId, messageThreads.companyId),
        eq(messageReads.processId, messageThreads.processId),
      ),
    )
    .where(
      and(
        inArray(messageThreads.companyId, [...options.companyIds]),
        sql`${messageThreads.lastMessageId} > coalesce(${messageReads.lastReadMessageId}, 0)`,
      ),
    )
    .as('candidates');
  return db
    .select({
      companyId: candidates.companyId,
      processId: candidates.processId,
      typeOfProcess: candidates.typeOfProcess,
      identification: candidates.identification,
      customerRef: candidates.customerRef,
      companyName: candidates.companyName,
      unread: candidates.unread,
      lastMessageAt: candidates.lastMessageAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      totalUnread: sql<number>`sum(${candidates.unread}) over ()`.mapWith(Number),
    })
    .from(candidates)
    .where(sql`${candidates.unread} > 0`)
    .orderBy(desc(candidates.lastMessageAt), desc(candidates.processId))
    .limit(options.limit);
};
