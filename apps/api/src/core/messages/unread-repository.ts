import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { messageReads, messageThreads, processMessages } from '../../db/schema/collaboration.ts';
import { companies } from '../../db/schema/companies.ts';
import { processes } from '../../db/schema/processes.ts';

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
 * The processes of `companyIds` whose conversation has messages `userId` has not read — written by
 * someone else after the user's read mark (none: every message) — the newest message first, at
 * most `limit`, each with the totals over all of them. One pass over the messages of the threads
 * whose last message is past the user's mark, counted per thread and paged, then only the page is
 * joined to its process and company.
 */
export const findUnreadThreads = async (
  db: TDbExecutor,
  options: { userId: number; companyIds: readonly number[]; limit: number },
): Promise<TUnreadThread[]> => {
  if (options.companyIds.length === 0) return [];
  const companyIds = [...options.companyIds];
  const mark = sql`coalesce(${messageReads.lastReadMessageId}, 0)`;
  const lastMessageAt = sql<Date>`max(${messageThreads.lastMessageAt})`;
  const page = db
    .select({
      companyId: processMessages.companyId,
      processId: processMessages.processId,
      unread: sql<number>`count(*)::int`.as('unread'),
      lastMessageAt: lastMessageAt.mapWith(messageThreads.lastMessageAt).as('last_message_at'),
      total: sql<number>`count(*) over ()`.as('total'),
      totalUnread: sql<number>`sum(count(*)) over ()`.as('total_unread'),
    })
    .from(processMessages)
    .innerJoin(
      messageThreads,
      and(
        eq(messageThreads.companyId, processMessages.companyId),
        eq(messageThreads.processId, processMessages.processId),
      ),
    )
    .leftJoin(
      messageReads,
      and(
        eq(messageReads.userId, options.userId),
        eq(messageReads.companyId, processMessages.companyId),
        eq(messageReads.processId, processMessages.processId),
      ),
    )
    .where(
      and(
        inArray(processMessages.companyId, companyIds),
        inArray(messageThreads.companyId, companyIds),
        sql`${messageThreads.lastMessageId} > ${mark}`,
        sql`${processMessages.id} > ${mark}`,
        sql`${processMessages.authorUserId} is distinct from ${options.userId}::int`,
      ),
    )
    .groupBy(processMessages.companyId, processMessages.processId)
    .orderBy(desc(lastMessageAt), desc(processMessages.processId))
    .limit(options.limit)
    .as('page');
  // Only the page's processes are joined to their names.
  return db
    .select({
      companyId: page.companyId,
      processId: page.processId,
      typeOfProcess: processes.typeOfProcess,
      identification: processes.identification,
      customerRef: processes.customerRef,
      companyName: companies.name,
      unread: page.unread,
      lastMessageAt: page.lastMessageAt,
      total: sql<number>`${page.total}`.mapWith(Number),
      totalUnread: sql<number>`${page.totalUnread}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(processes, and(eq(processes.companyId, page.companyId), eq(processes.id, page.processId)))
    .innerJoin(companies, eq(companies.id, page.companyId))
    .orderBy(desc(page.lastMessageAt), desc(page.processId));
};
