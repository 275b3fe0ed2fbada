import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { messageThreads, processMessages } from '../../db/schema/collaboration.ts';
import { companies } from '../../db/schema/companies.ts';
import { processes } from '../../db/schema/processes.ts';
import { users } from '../../db/schema/users.ts';
import type { TThreadKey } from './message-repository.ts';

/** Characters of the last message the inbox shows. */
export const EXCERPT_LENGTH = 200;

/** The inbox's filters: a company, a staff member's threads, or nobody's (true) / somebody's (false). */
export type TThreadFilter = {
  companyId?: number | undefined;
  staffUserId?: number | undefined;
  isUnassigned?: boolean | undefined;
};

const filterOf = (filter: TThreadFilter): SQL | undefined =>
  and(
    filter.companyId === undefined ? undefined : eq(messageThreads.companyId, filter.companyId),
    filter.staffUserId === undefined ? undefined : eq(messageThreads.assignedUserId, filter.staffUserId),
    filter.isUnassigned === undefined
      ? undefined
      : filter.isUnassigned
        ? isNull(messageThreads.assignedUserId)
        : isNotNull(messageThreads.assignedUserId),
  );

const threadColumns = {
  companyId: messageThreads.companyId,
  processId: messageThreads.processId,
  companyName: companies.name,
  typeOfProcess: processes.typeOfProcess,
  identification: processes.identification,
  customerRef: processes.customerRef,
  excerpt: sql<string>`left(${processMessages.text}, ${EXCERPT_LENGTH}::int)`,
  authorName: processMessages.authorName,
  authorSide: processMessages.authorSide,
  kind: processMessages.kind,
  lastMessageAt: messageThreads.lastMessageAt,
  waitingSince: messageThreads.waitingSince,
  messageCount: messageThreads.messageCount,
  assignedUserId: messageThreads.assignedUserId,
  assignedName: users.name,
};

const selectThreads = (db: TDbExecutor) =>
  db
    .select(threadColumns)
    .from(messageThreads)
    .innerJoin(companies, eq(companies.id, messageThreads.companyId))
    .innerJoin(
      processes,
      and(eq(processes.companyId, messageThreads.companyId), eq(processes.id, messageThreads.processId)),
    )
    .innerJoin(
      processMessages,
      and(
        eq(processMessages.companyId, messageThreads.companyId),
        eq(processMessages.id, messageThreads.lastMessageId),
      ),
    )
    .leftJoin(users, eq(users.id, messageThreads.assignedUserId));

export type TThreadRow = Awaited<ReturnType<ReturnType<typeof selectThreads>['execute']>>[number];

const inboxOrder = [
  sql`${messageThreads.waitingSince} asc nulls last`,
  desc(messageThreads.lastMessageAt),
  desc(messageThreads.processId),
];

/**
 * A page of the inbox: unanswered threads first, the longest waiting first, then the most recent
 * (the process id breaks ties, so pages never overlap). The page is chosen on message_threads alone
 * (one narrow table's top-N), and only its rows are joined to their process and last message.
 */
export const findThreadPage = (
  db: TDbExecutor,
  options: { filter: TThreadFilter; isUnansweredOnly: boolean; limit: number; offset: number },
): Promise<TThreadRow[]> => {
  const page = db
    .select({ companyId: messageThreads.companyId, processId: messageThreads.processId })
    .from(messageThreads)
    .where(
      and(
        filterOf(options.filter),
        options.isUnansweredOnly ? isNotNull(messageThreads.waitingSince) : undefined,
      ),
    )
    .orderBy(...inboxOrder)
    .limit(options.limit)
    .offset(options.offset)
    .as('page');
  return selectThreads(db)
    .innerJoin(
      page,
      and(eq(page.companyId, messageThreads.companyId), eq(page.processId, messageThreads.processId)),
    )
    .orderBy(...inboxOrder);
};

/** The threads under the filter, and how many of them wait for an answer. */
export const countThreads = async (
  db: TDbExecutor,
  filter: TThreadFilter,
): Promise<{ total: number; unanswered: number }> => {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      unanswered:
        sql<number>`count(*) filter (where ${messageThreads.waitingSince} is not null)::int`.mapWith(Number),
    })
    .from(messageThreads)
    .where(filterOf(filter));
  return { total: row?.total ?? 0, unanswered: row?.unanswered ?? 0 };
};

/** One thread as the inbox shows it (null: the process has no message yet). */
export const findThread = async (db: TDbExecutor, key: TThreadKey): Promise<TThreadRow | null> => {
  const [row] = await selectThreads(db)
    .where(and(eq(messageThreads.companyId, key.companyId), eq(messageThreads.processId, key.processId)))
    .limit(1);
  return row ?? null;
};

/**
 * The thread of process `processId` in any company, its row locked for a new owner (null: unknown
 * process, or no message yet). Read company by company on the primary key (company_id,
 * process_id): the process id alone has no index of its own.
 */
export const lockThreadOfProcess = async (
  db: TDbExecutor,
  processId: number,
): Promise<(TThreadKey & { assignedUserId: number | null }) | null> => {
  const [row] = await db
    .select({
      companyId: messageThreads.companyId,
      processId: messageThreads.processId,
      assignedUserId: messageThreads.assignedUserId,
    })
    .from(companies)
    .innerJoin(
      messageThreads,
      and(eq(messageThreads.companyId, companies.id), eq(messageThreads.processId, processId)),
    )
    .limit(1)
    .for('update', { of: messageThreads });
  return row ?? null;
};

export const updateThreadAssignee = async (
  db: TDbExecutor,
  key: TThreadKey & { assignedUserId: number | null },
): Promise<void> => {
  await db
    .update(messageThreads)
    .set({ assignedUserId: key.assignedUserId })
    .where(and(eq(messageThreads.companyId, key.companyId), eq(messageThreads.processId, key.processId)));
};

/**
 * Gives a thread nobody holds to `assignedUserId`, in one conditional update: a thread someone
 * already holds keeps its owner, even when two answers race. Whether it was given.
 */
export const assignThreadIfUnassigned = async (
  db: TDbExecutor,
  key: TThreadKey & { assignedUserId: number },
): Promise<boolean> => {
  const rows = await db
    .update(messageThreads)
    .set({ assignedUserId: key.assignedUserId })
    .where(
      and(
        eq(messageThreads.companyId, key.companyId),
        eq(messageThreads.processId, key.processId),
        isNull(messageThreads.assignedUserId),
      ),
    )
    .returning({ processId: messageThreads.processId });
  return rows.length > 0;
};

/** Whether the user is an active member of the broker's staff (STAFF or ADMIN). */
export const isActiveStaff = async (db: TDbExecutor, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), inArray(users.role, ['STAFF', 'ADMIN'])))
    .limit(1);
  return row !== undefined;
};
