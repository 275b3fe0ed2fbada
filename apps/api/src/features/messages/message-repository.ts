import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { messageReads, messageThreads, processMessages } from '../../db/schema/collaboration.ts';
import { documents } from '../../db/schema/documents.ts';
import { users } from '../../db/schema/users.ts';

/** A process's conversation: the tenant key every query of this feature filters on. */
export type TThreadKey = { companyId: number; processId: number };

const threadOf = (key: TThreadKey) =>
  and(eq(processMessages.companyId, key.companyId), eq(processMessages.processId, key.processId));

const messageColumns = {
  id: processMessages.id,
  companyId: processMessages.companyId,
  processId: processMessages.processId,
  kind: processMessages.kind,
  text: processMessages.text,
  authorSide: processMessages.authorSide,
  authorUserId: processMessages.authorUserId,
  authorName: processMessages.authorName,
  documentIds: processMessages.documentIds,
  created: processMessages.created,
};

export type TMessageRow = {
  id: number;
  companyId: number;
  processId: number;
  kind: (typeof processMessages.$inferSelect)['kind'];
  text: string;
  authorSide: (typeof processMessages.$inferSelect)['authorSide'];
  authorUserId: number | null;
  authorName: string;
  documentIds: number[];
  created: Date;
};

/** The newest `limit` messages of a thread older than `before` (all when absent), newest first. */
export const findMessagesBefore = (
  db: TDbExecutor,
  options: TThreadKey & { before: number | undefined; limit: number },
): Promise<TMessageRow[]> =>
  db
    .select(messageColumns)
    .from(processMessages)
    .where(
      and(
        threadOf(options),
        options.before === undefined ? undefined : lt(processMessages.id, options.before),
      ),
    )
    .orderBy(desc(processMessages.id))
    .limit(options.limit);

/** The messages of a thread after `after` (from the first when absent), oldest first, with the author's e-mail. */
export const findMessagesAfter = (
  db: TDbExecutor,
  options: TThreadKey & { after: number | undefined; limit: number },
): Promise<(TMessageRow & { authorEmail: string | null })[]> =>
  db
    .select({ ...messageColumns, authorEmail: users.email })
    .from(processMessages)
    .leftJoin(users, eq(users.id, processMessages.authorUserId))
    .where(
      and(threadOf(options), options.after === undefined ? undefined : gt(processMessages.id, options.after)),
    )
    .orderBy(asc(processMessages.id))
    .limit(options.limit);

export type TAttachmentRow = { documentId: number; originalFilename: string; documentTypeName: string };

/** Which of these documents belong to the process (the others are absent). */
export const findProcessAttachments = async (
  db: TDbExecutor,
  options: TThreadKey & { documentIds: readonly number[] },
): Promise<TAttachmentRow[]> =>
  options.documentIds.length === 0
    ? []
    : db
        .select({
          documentId: documents.id,
          originalFilename: documents.originalFilename,
          documentTypeName: documents.documentTypeName,
        })
        .from(documents)
        .where(
          and(
            eq(documents.companyId, options.companyId),
            eq(documents.processId, options.processId),
            inArray(documents.id, [...options.documentIds]),
          ),
        );

const readOf = (key: TThreadKey & { userId: number }) =>
  and(
    eq(messageReads.userId, key.userId),
    eq(messageReads.companyId, key.companyId),
    eq(messageReads.processId, key.processId),
  );

/** The user's read mark on the thread (null: never read it). */
export const findReadMark = async (
  db: TDbExecutor,
  key: TThreadKey & { userId: number; isLocking?: boolean },
): Promise<number | null> => {
  const query = db
    .select({ lastReadMessageId: messageReads.lastReadMessageId })
    .from(messageReads)
    .where(readOf(key))
    .limit(1);
  const [row] = key.isLocking ? await query.for('update') : await query;
  return row?.lastReadMessageId ?? null;
};

/** Messages of the thread the user did not write, after `after` (from the first when null). */
export const countUnreadMessages = async (
  db: TDbExecutor,
  options: TThreadKey & { userId: number; after: number | null },
): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(processMessages)
    .where(
      and(
        threadOf(options),
        gt(processMessages.id, options.after ?? 0),
        sql`${processMessages.authorUserId} is distinct from ${options.userId}::int`,
      ),
    );
  return row?.count ?? 0;
};

/**
 * Moves the user's read mark up to `messageId`, never back (a concurrent first read of the same
 * thread meets the other's row and keeps the greater mark).
 */
export const raiseReadMark = async (
  db: TDbExecutor,
  key: TThreadKey & { userId: number; messageId: number; at: Date },
): Promise<void> => {
  await db
    .insert(messageReads)
    .values({
      userId: key.userId,
      companyId: key.companyId,
      processId: key.processId,
      lastReadMessageId: key.messageId,
      readAt: key.at,
    })
    .onConflictDoUpdate({
      target: [messageReads.userId, messageReads.companyId, messageReads.processId],
      set: {
        lastReadMessageId: sql`greatest(${messageReads.lastReadMessageId}, excluded.last_read_message_id)`,
        readAt: key.at,
      },
    });
};

/** The thread's row (absent before its first message) with the name of the staff member who took it. */
export const findThreadState = async (
  db: TDbExecutor,
  key: TThreadKey,
): Promise<{ lastMessageId: number; assignedTo: { id: number; name: string } | null } | null> => {
  const [row] = await db
    .select({
      lastMessageId: messageThreads.lastMessageId,
      assignedUserId: messageThreads.assignedUserId,
      assignedName: users.name,
    })
    .from(messageThreads)
    .leftJoin(users, eq(users.id, messageThreads.assignedUserId))
    .where(and(eq(messageThreads.companyId, key.companyId), eq(messageThreads.processId, key.processId)))
    .limit(1);
  if (!row) return null;
  const assignedTo =
    row.assignedUserId !== null && row.assignedName !== null
      ? { id: row.assignedUserId, name: row.assignedName }
      : null;
  return { lastMessageId: row.lastMessageId, assignedTo };
};
