import { pageInfoOf } from '@pc/contract/page';
import {
  NOT_STAFF_MESSAGE,
  THREAD_ASSIGN_ACTION,
  type TMessageThread,
  type TMessageThreadsResponse,
  type TThreadStatusFilter,
} from '@pc/contract/messages';
import { processReference } from '@pc/contract/process';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import type { TDatabase } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import {
  countThreads,
  findThread,
  findThreadPage,
  isActiveStaff,
  lockThreadOfProcess,
  updateThreadAssignee,
  type TThreadFilter,
  type TThreadRow,
} from './thread-repository.ts';

export const THREAD_NOT_FOUND_MESSAGE = 'Este processo ainda não tem mensagens.';

const toMessageThread = (row: TThreadRow): TMessageThread => ({
  processId: row.processId,
  companyId: row.companyId,
  companyName: row.companyName,
  reference: processReference(row.typeOfProcess, row.identification),
  customerRef: row.customerRef,
  lastMessage: {
    excerpt: row.excerpt,
    authorName: row.authorName,
    authorSide: row.authorSide,
    kind: row.kind,
    created: row.lastMessageAt.toISOString(),
  },
  isUnanswered: row.waitingSince !== null,
  waitingSince: row.waitingSince?.toISOString() ?? null,
  messageCount: row.messageCount,
  assignedTo:
    row.assignedUserId !== null && row.assignedName !== null
      ? { id: row.assignedUserId, name: row.assignedName }
      : null,
});

/**
 * Atendimento: every company's conversations, unanswered first (the longest waiting first), then
 * the most recent; the unanswered count follows the company and staff filters, not the status.
 */
export const listMessageThreads = async (options: {
  db: TDatabase;
  filter: TThreadFilter;
  status: TThreadStatusFilter;
  page: number;
  size: number;
}): Promise<TMessageThreadsResponse> => {
  const { db, filter, page, size } = options;
  const isUnansweredOnly = options.status === 'UNANSWERED';
  const [rows, counts] = await Promise.all([
    findThreadPage(db, { filter, isUnansweredOnly, limit: size, offset: (page - 1) * size }),
    countThreads(db, filter),
  ]);
  const totalElements = isUnansweredOnly ? counts.unanswered : counts.total;
  return {
    data: rows.map(toMessageThread),
    page: pageInfoOf({ number: page, size, totalElements }),
    unansweredCount: counts.unanswered,
  };
};

/** Gives the conversation of a process to a staff member (STAFF or ADMIN, active), or back to the queue. */
export const assignThread = async (options: {
  db: TDatabase;
  actorUserId: number;
  processId: number;
  staffUserId: number | null;
  ip: string;
  now: Date;
}): Promise<TMessageThread> => {
  const { db, staffUserId } = options;
  return db.transaction(async (tx) => {
    const current = await lockThreadOfProcess(tx, options.processId);
    if (!current) throw notFound(THREAD_NOT_FOUND_MESSAGE);
    const key = { companyId: current.companyId, processId: current.processId };
    if (staffUserId !== null && !(await isActiveStaff(tx, staffUserId))) throw badRequest(NOT_STAFF_MESSAGE);
    if (current.assignedUserId !== staffUserId) {
      await updateThreadAssignee(tx, { ...key, assignedUserId: staffUserId });
      await recordAuditEvent(tx, {
        actor: { userId: options.actorUserId },
        action: THREAD_ASSIGN_ACTION,
        subject: { type: 'process', id: key.processId },
        companyId: key.companyId,
        before: { assignedUserId: current.assignedUserId },
        after: { assignedUserId: staffUserId },
        ip: options.ip,
        at: options.now,
      });
    }
    const thread = await findThread(tx, key);
    if (!thread) throw notFound(THREAD_NOT_FOUND_MESSAGE);
    return toMessageThread(thread);
  });
};
