import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { groupBy } from '../../lib/group-by.ts';
import { messageReads, messageThreads, processMessages } from '../../db/schema/collaboration.ts';
import { companies } from '../../db/schema/companies.ts';
import { notificationSettings } from '../../db/schema/notifications.ts';
import { processes } from '../../db/schema/processes.ts';
import { userCompanies, users } from '../../db/schema/users.ts';
import type { TThreadKey } from './message-repository.ts';

export type TDueMessage = TThreadKey & {
  id: number;
  authorSide: 'CUSTOMER' | 'BROKER';
  authorUserId: number | null;
  authorName: string;
  created: Date;
};

/**
 * Messages the e-mail job has not looked at yet, written before `createdBefore`, the oldest first,
 * locked: another instance's run skips them rather than wait, so no message is mailed twice.
 */
export const lockDueMessages = (
  db: TDbExecutor,
  options: { createdBefore: Date; limit: number },
): Promise<TDueMessage[]> =>
  db
    .select({
      companyId: processMessages.companyId,
      processId: processMessages.processId,
      id: processMessages.id,
      authorSide: processMessages.authorSide,
      authorUserId: processMessages.authorUserId,
      authorName: processMessages.authorName,
      created: processMessages.created,
    })
    .from(processMessages)
    .where(and(isNull(processMessages.notifiedAt), lte(processMessages.created, options.createdBefore)))
    .orderBy(asc(processMessages.created), asc(processMessages.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });

/** The job has looked at these messages (whether or not anyone needed an e-mail). */
export const markMessagesNotified = async (
  db: TDbExecutor,
  options: { messages: readonly TDueMessage[]; now: Date },
): Promise<void> => {
  const byCompany = groupBy(
    options.messages,
    (message) => message.companyId,
    (message) => message.id,
  );
  for (const [companyId, ids] of byCompany) {
    await db
      .update(processMessages)
      .set({ notifiedAt: options.now })
      .where(and(eq(processMessages.companyId, companyId), inArray(processMessages.id, ids)));
  }
};

export type TEmailThread = TThreadKey & {
  typeOfProcess: string;
  identification: number;
  customerRef: string | null;
  companyName: string;
  assignedUserId: number | null;
};

/** What the e-mail names of each thread: the process, its company and who took it. */
export const findEmailThreads = async (
  db: TDbExecutor,
  keys: readonly TThreadKey[],
): Promise<TEmailThread[]> => {
  if (keys.length === 0) return [];
  const pairs = sql.join(
    keys.map((key) => sql`(${key.companyId}::int, ${key.processId}::int)`),
    sql`, `,
  );
  return db
    .select({
      companyId: messageThreads.companyId,
      processId: messageThreads.processId,
      typeOfProcess: processes.typeOfProcess,
      identification: processes.identification,
      customerRef: processes.customerRef,
      companyName: companies.name,
      assignedUserId: messageThreads.assignedUserId,
    })
    .from(messageThreads)
    .innerJoin(
      processes,
      and(eq(processes.companyId, messageThreads.companyId), eq(processes.id, messageThreads.processId)),
    )
    .innerJoin(companies, eq(companies.id, messageThreads.companyId))
    .where(sql`(${messageThreads.companyId}, ${messageThreads.processId}) in (${pairs})`);
};

export type TRecipient = { id: number; name: string; email: string };

/** The broker's active staff (STAFF and ADMIN), with their follow-up switch. */
export const findActiveStaff = (db: TDbExecutor): Promise<(TRecipient & { isFollowingUp: boolean })[]> =>
  db
    .select({ id: users.id, name: users.name, email: users.email, isFollowingUp: users.followUp })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.role, ['STAFF', 'ADMIN'])))
    .orderBy(asc(users.id));

/**
 * The active customer users of these companies who keep the follow-up on, per company (only where
 * the company is in their data scope: a customer, not a customs broker), with their notification rules.
 */
export const findCustomerRecipients = async (
  db: TDbExecutor,
  companyIds: readonly number[],
): Promise<(TRecipient & { companyId: number; settings: unknown })[]> =>
  companyIds.length === 0
    ? []
    : db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          companyId: userCompanies.companyId,
          settings: notificationSettings.settings,
        })
        .from(users)
        .innerJoin(userCompanies, eq(userCompanies.userId, users.id))
        .innerJoin(companies, eq(companies.id, userCompanies.companyId))
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(
          and(
            inArray(userCompanies.companyId, [...companyIds]),
            eq(companies.isCustomer, true),
            eq(companies.isCustomBroker, false),
            eq(users.isActive, true),
            eq(users.role, 'CUSTOMER'),
            eq(users.followUp, true),
          ),
        )
        .orderBy(asc(users.id));

/** The read marks of these users on these processes' threads. */
export const findReadMarks = async (
  db: TDbExecutor,
  options: { userIds: readonly number[]; processIds: readonly number[] },
): Promise<(TThreadKey & { userId: number; lastReadMessageId: number })[]> =>
  options.userIds.length === 0 || options.processIds.length === 0
    ? []
    : db
        .select({
          userId: messageReads.userId,
          companyId: messageReads.companyId,
          processId: messageReads.processId,
          lastReadMessageId: messageReads.lastReadMessageId,
        })
        .from(messageReads)
        .where(
          and(
            inArray(messageReads.userId, [...options.userIds]),
            inArray(messageReads.processId, [...options.processIds]),
          ),
        );
