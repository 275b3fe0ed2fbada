import {
  ATTACHMENT_NOT_FOUND_MESSAGE,
  MESSAGE_POST_ACTION,
  MESSAGE_READ_ACTION,
  THREAD_ASSIGN_ACTION,
  UNREAD_PROCESSES_LIMIT,
  type TMessageAttachment,
  type TProcessMessage,
  type TProcessMessages,
  type TUnreadMessages,
} from '@pc/contract/messages';
import { processReference } from '@pc/contract/process';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import { recordMessage } from '../../core/messages/record-message.ts';
import { findUnreadThreads } from '../../core/messages/unread-repository.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import {
  requireActorProcessKey,
  type TProcessActor,
  type TProcessKey,
} from '../../db/repositories/process-key.ts';
import { findUserName } from '../../db/repositories/user-name.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  countUnreadMessages,
  findMessagesBefore,
  findProcessAttachments,
  findReadMark,
  findThreadState,
  raiseReadMark,
  type TAttachmentRow,
  type TMessageRow,
  type TThreadKey,
} from './message-repository.ts';
import { assignThreadIfUnassigned } from './thread-repository.ts';

/**
 * Who calls a thread's calls: the user, as the process calls' actor (collaboration): a customer reaches
 * only their companies' processes, STAFF and ADMIN every company's (they answer every conversation).
 */
export type TThreadCaller = TProcessActor & { userId: number };

/** The documents a message carries, in its order. */
export const toAttachments = (
  documentIds: readonly number[],
  byId: ReadonlyMap<number, TAttachmentRow>,
): TMessageAttachment[] =>
  documentIds.flatMap((id) => {
    const row = byId.get(id);
    // A document deleted since (the ERP replaced it) leaves the message, not a broken link.
    return row ? [row] : [];
  });

/** The documents the messages carry, looked up once for them all. */
export const findAttachmentsOf = async (
  db: TDbExecutor,
  key: TThreadKey,
  messages: readonly { documentIds: readonly number[] }[],
): Promise<Map<number, TAttachmentRow>> => {
  const documentIds = [...new Set(messages.flatMap((message) => message.documentIds))];
  const rows = await findProcessAttachments(db, { ...key, documentIds });
  return new Map(rows.map((row) => [row.documentId, row]));
};

const toProcessMessage = (
  row: TMessageRow,
  userId: number,
  attachments: ReadonlyMap<number, TAttachmentRow>,
): TProcessMessage => ({
  id: row.id,
  processId: row.processId,
  kind: row.kind,
  text: row.text,
  authorName: row.authorName,
  authorSide: row.authorSide,
  isMine: row.authorUserId === userId,
  created: row.created.toISOString(),
  attachments: toAttachments(row.documentIds, attachments),
});

const keyOf = (process: TProcessKey): TThreadKey => ({ companyId: process.companyId, processId: process.id });

/** A page of the conversation: the newest `size` messages before `before`, oldest first. */
export const listProcessMessages = async (options: {
  db: TDatabase;
  caller: TThreadCaller;
  processId: number;
  before: number | undefined;
  size: number;
}): Promise<TProcessMessages> => {
  const { db, caller } = options;
  const key = keyOf(await requireActorProcessKey(db, { actor: caller, id: options.processId }));
  const [rows, lastReadMessageId, thread] = await Promise.all([
    findMessagesBefore(db, { ...key, before: options.before, limit: options.size + 1 }),
    findReadMark(db, { ...key, userId: caller.userId }),
    findThreadState(db, key),
  ]);
  const page = rows.slice(0, options.size).reverse();
  const [attachments, unread] = await Promise.all([
    findAttachmentsOf(db, key, page),
    countUnreadMessages(db, { ...key, userId: caller.userId, after: lastReadMessageId }),
  ]);
  return {
    messages: page.map((row) => toProcessMessage(row, caller.userId, attachments)),
    hasOlder: rows.length > options.size,
    unread,
    lastReadMessageId,
    assignedTo: thread?.assignedTo ?? null,
  };
};

/**
 * Writes the caller's message on their side of the conversation, with the documents of the same
 * process it carries; the author has read up to it. A staff member's answer to a thread nobody holds
 * assigns it to them. Message, thread, webhook event, read mark, assignment and audit commit together.
 */
export const postProcessMessage = async (options: {
  db: TDatabase;
  caller: TThreadCaller;
  processId: number;
  text: string;
  documentIds: readonly number[] | undefined;
  ip: string;
  now: Date;
}): Promise<TProcessMessage> => {
  const { db, caller, now } = options;
  const documentIds = [...new Set(options.documentIds ?? [])];
  return db.transaction(async (tx) => {
    const process = await requireActorProcessKey(tx, { actor: caller, id: options.processId });
    const key = keyOf(process);
    const found = await findProcessAttachments(tx, { ...key, documentIds });
    if (found.length !== documentIds.length) throw notFound(ATTACHMENT_NOT_FOUND_MESSAGE);
    const name = (await findUserName(tx, caller.userId)) ?? 'Usuário';
    const message = await recordMessage(tx, {
      ...key,
      kind: 'TEXT',
      text: options.text,
      // The side a portal user writes on: the importing company's, or the broker's for its staff.
      author: { side: caller.isStaff ? 'BROKER' : 'CUSTOMER', userId: caller.userId, name },
      documentIds,
      at: now,
    });
    await raiseReadMark(tx, { ...key, userId: caller.userId, messageId: message.id, at: now });
    await recordAuditEvent(tx, {
      actor: { userId: caller.userId },
      action: MESSAGE_POST_ACTION,
      subject: { type: 'process', id: process.id },
      companyId: process.companyId,
      after: { messageId: message.id, authorSide: message.authorSide, documentIds },
      ip: options.ip,
      at: now,
    });
    // Whoever of the broker answers a thread nobody holds is the one looking after it now, so the
    // Atendimento queue never shows an answered thread as nobody's.
    if (caller.isStaff && (await assignThreadIfUnassigned(tx, { ...key, assignedUserId: caller.userId }))) {
      await recordAuditEvent(tx, {
        actor: { userId: caller.userId },
        action: THREAD_ASSIGN_ACTION,
        subject: { type: 'process', id: process.id },
        companyId: process.companyId,
        before: { assignedUserId: null },
        after: { assignedUserId: caller.userId },
        ip: options.ip,
        at: now,
      });
    }
    const attachments = new Map(found.map((row) => [row.documentId, row]));
    return toProcessMessage(message, caller.userId, attachments);
  });
};

/**
 * Marks the conversation read up to `lastMessageId` (at most its last message); a mark never moves
 * back, and only a mark that moves is audited. Answers what stays unread.
 */
export const markMessagesRead = async (options: {
  db: TDatabase;
  caller: TThreadCaller;
  processId: number;
  lastMessageId: number;
  ip: string;
  now: Date;
}): Promise<{ unread: number }> => {
  const { db, caller, now } = options;
  return db.transaction(async (tx) => {
    const process = await requireActorProcessKey(tx, { actor: caller, id: options.processId });
    const key = keyOf(process);
    const thread = await findThreadState(tx, key);
    const current = await findReadMark(tx, { ...key, userId: caller.userId, isLocking: true });
    // Nobody marks read what was not written yet.
    const target = Math.min(options.lastMessageId, thread?.lastMessageId ?? 0);
    if (target > 0 && target > (current ?? 0)) {
      await raiseReadMark(tx, { ...key, userId: caller.userId, messageId: target, at: now });
      await recordAuditEvent(tx, {
        actor: { userId: caller.userId },
        action: MESSAGE_READ_ACTION,
        subject: { type: 'process', id: process.id },
        companyId: process.companyId,
        before: { lastReadMessageId: current },
        after: { lastReadMessageId: target },
        ip: options.ip,
        at: now,
      });
    }
    const mark = Math.max(target, current ?? 0);
    return {
      unread: await countUnreadMessages(tx, { ...key, userId: caller.userId, after: mark || null }),
    };
  });
};

/**
 * The caller's unread messages over their own companies' processes (staff too: the Atendimento
 * inbox, not this count, is how staff follow every company).
 */
export const listUnreadMessages = async (options: {
  db: TDatabase;
  userId: number;
  companyIds: readonly number[];
}): Promise<TUnreadMessages> => {
  const rows = await findUnreadThreads(options.db, {
    userId: options.userId,
    companyIds: options.companyIds,
    limit: UNREAD_PROCESSES_LIMIT,
  });
  return {
    total: rows[0]?.totalUnread ?? 0,
    processes: rows.map((row) => ({
      processId: row.processId,
      reference: processReference(row.typeOfProcess, row.identification),
      companyName: row.companyName,
      unread: row.unread,
      lastMessageAt: row.lastMessageAt.toISOString(),
    })),
  };
};
