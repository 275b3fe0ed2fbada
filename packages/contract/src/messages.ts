import { z } from 'zod';
import { zIntRangeQuery } from './int-range-query.ts';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import { pageEnvelope } from './page.ts';
import { MAX_ID, ZIdPathParams, ZTimestamp, zBodyId, zIdQuery } from './primitives.ts';

// Collaboration, "Mensagens": one conversation per process between the company's users and the broker's
// staff. Not in the spec: the texts are ours, in pt-BR. A customer reaches the threads of their
// companies' processes (another company's answers 404); STAFF and ADMIN reach every company's
// through the same calls, and work the queue from the back-office's "Atendimento".

/** Longest message, in characters. */
export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_EMPTY_MESSAGE = 'Escreva a mensagem antes de enviar.';
export const MESSAGE_TOO_LONG_MESSAGE = `A mensagem deve ter no máximo ${MESSAGE_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`;
/** Documents one message may carry (each sent first through the process's documents call). */
export const MESSAGE_MAX_ATTACHMENTS = 5;
export const MESSAGE_TOO_MANY_ATTACHMENTS_MESSAGE = `Anexe no máximo ${MESSAGE_MAX_ATTACHMENTS} documentos por mensagem.`;

/** Which side wrote: a user of the importing company, or the broker (staff or its ERP). */
export const MESSAGE_AUTHOR_SIDES = ['CUSTOMER', 'BROKER'] as const;
export const ZMessageAuthorSide = z.enum(MESSAGE_AUTHOR_SIDES);
export type TMessageAuthorSide = z.infer<typeof ZMessageAuthorSide>;

/**
 * What a message is: a text someone wrote, or a line the portal writes into the thread when the
 * customer sends a document or reports a payment and when the broker confirms or refuses one, so
 * staff see them in the same queue and the customer sees the answer where they asked.
 */
export const MESSAGE_KINDS = [
  'TEXT',
  'DOCUMENT_SENT',
  'PAYMENT_REPORTED',
  'PAYMENT_CONFIRMED',
  'PAYMENT_REJECTED',
] as const;
export const ZMessageKind = z.enum(MESSAGE_KINDS);
export type TMessageKind = z.infer<typeof ZMessageKind>;

/** A document a message carries (download it with the process's document download call). */
export const ZMessageAttachment = z.object({
  documentId: z.number().int().positive(),
  originalFilename: z.string(),
  documentTypeName: z.string(),
});
export type TMessageAttachment = z.infer<typeof ZMessageAttachment>;

export const ZProcessMessage = z.object({
  id: z.number().int().positive(),
  processId: z.number().int().positive(),
  kind: ZMessageKind,
  /** Plain text as written (the web makes http(s) links clickable; never HTML). */
  text: z.string(),
  authorName: z.string(),
  authorSide: ZMessageAuthorSide,
  /** Whether the caller wrote it (their own messages never count as unread). */
  isMine: z.boolean(),
  created: ZTimestamp,
  attachments: z.array(ZMessageAttachment),
});
export type TProcessMessage = z.infer<typeof ZProcessMessage>;

/** A staff member, as a thread's owner. */
export const ZStaffRef = z.object({ id: z.number().int().positive(), name: z.string() });
export type TStaffRef = z.infer<typeof ZStaffRef>;

// --- The thread of a process ------------------------------------------------------------------

/** Messages a page of the thread holds: the newest ones; older ones come with `before`. */
export const MESSAGES_PAGE_SIZE_DEFAULT = 100;
export const MESSAGES_PAGE_SIZE_MAX = 200;

export const ZProcessMessagesQuery = z.object({
  /** Only messages older than this id (the "Mensagens anteriores" button); absent: the newest. */
  before: zIdQuery('before').optional(),
  size: zIntRangeQuery('size', 1, MESSAGES_PAGE_SIZE_MAX).default(MESSAGES_PAGE_SIZE_DEFAULT),
});
export type TProcessMessagesQuery = z.input<typeof ZProcessMessagesQuery>;

export const ZProcessMessages = z.object({
  /** Oldest first (the newest at the bottom of the thread). */
  messages: z.array(ZProcessMessage),
  /** Whether older messages exist before the first one here. */
  hasOlder: z.boolean(),
  /** Messages the caller has not read (written by others after the caller's last read). */
  unread: z.number().int().nonnegative(),
  /** The caller's last read message; null when they never opened the thread. */
  lastReadMessageId: z.number().int().positive().nullable(),
  /** The staff member who took the thread, if any (shown to both sides). */
  assignedTo: ZStaffRef.nullable(),
});
export type TProcessMessages = z.infer<typeof ZProcessMessages>;

export const ZProcessMessagesResponse = dataEnvelope(ZProcessMessages);
export type TProcessMessagesResponse = z.infer<typeof ZProcessMessagesResponse>;

export const getProcessMessagesCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/processes/{id}/messages',
  summary:
    'The conversation of a process, newest page (oldest first within it), with the caller’s unread count; before pages back.',
  isAuthenticated: true,
  params: ZIdPathParams,
  query: ZProcessMessagesQuery,
  responses: { 200: ZProcessMessagesResponse },
});

/** A message's text as people and the ERP write it: trimmed, 1 to MESSAGE_MAX_LENGTH characters. */
export const ZMessageText = z
  .string({ error: MESSAGE_EMPTY_MESSAGE })
  .trim()
  .min(1, MESSAGE_EMPTY_MESSAGE)
  .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE);

export const ZPostProcessMessageRequest = z
  .object({
    text: ZMessageText,
    /** Documents of the same process to attach (sent before through the documents call). */
    documentIds: z
      .array(zBodyId('documentIds'), { error: 'Informe documentIds como uma lista de ids.' })
      .max(MESSAGE_MAX_ATTACHMENTS, MESSAGE_TOO_MANY_ATTACHMENTS_MESSAGE)
      .optional(),
  })
  .meta({ examples: [{ text: 'Bom dia! Qual a previsão de desembaraço deste processo?' }] });
export type TPostProcessMessageRequest = z.input<typeof ZPostProcessMessageRequest>;

export const ZProcessMessageResponse = dataEnvelope(ZProcessMessage);
export type TProcessMessageResponse = z.infer<typeof ZProcessMessageResponse>;

export const postProcessMessageCall = defineCall({
  method: 'POST',
  path: '/api/public/customer/processes/{id}/messages',
  summary:
    'Posts a message on the process’s conversation (the caller’s side: CUSTOMER, or BROKER for staff).',
  isAuthenticated: true,
  params: ZIdPathParams,
  body: ZPostProcessMessageRequest,
  description:
    'A document id that is not of this process answers 404 ("Documento não encontrado neste processo."). The message is sent as message.posted to the webhooks and e-mailed to the other side when it stays unread.',
  responses: { 201: ZProcessMessageResponse },
});

export const ATTACHMENT_NOT_FOUND_MESSAGE = 'Documento não encontrado neste processo.';

export const ZMarkMessagesReadRequest = z.object({
  /** The newest message the caller saw; every message up to it counts as read. */
  lastMessageId: zBodyId('lastMessageId'),
});
export type TMarkMessagesReadRequest = z.input<typeof ZMarkMessagesReadRequest>;

export const ZMessagesReadResponse = dataEnvelope(z.object({ unread: z.number().int().nonnegative() }));
export type TMessagesReadResponse = z.infer<typeof ZMessagesReadResponse>;

export const postMessagesReadCall = defineCall({
  method: 'POST',
  path: '/api/public/customer/processes/{id}/messages/read',
  summary: 'Marks the conversation read up to lastMessageId for the caller; answers what stays unread.',
  isAuthenticated: true,
  params: ZIdPathParams,
  body: ZMarkMessagesReadRequest,
  description: 'A read mark never moves back: an older lastMessageId than the stored one changes nothing.',
  responses: { 200: ZMessagesReadResponse },
});

// --- Unread counts (the process list's rows, the tab, Home's "Mensagens não lidas") ------------

/** Processes the unread call lists at most (the total counts them all). */
export const UNREAD_PROCESSES_LIMIT = 500;

export const ZUnreadProcess = z.object({
  processId: z.number().int().positive(),
  /** Type prefix plus identification, e.g. 'PRI00812'. */
  reference: z.string(),
  companyName: z.string(),
  unread: z.number().int().positive(),
  lastMessageAt: ZTimestamp,
});
export type TUnreadProcess = z.infer<typeof ZUnreadProcess>;

export const ZUnreadMessages = z.object({
  /** Unread messages over all the caller's processes. */
  total: z.number().int().nonnegative(),
  /** Processes with unread messages, the newest message first, at most UNREAD_PROCESSES_LIMIT. */
  processes: z.array(ZUnreadProcess),
});
export type TUnreadMessages = z.infer<typeof ZUnreadMessages>;

export const ZUnreadMessagesResponse = dataEnvelope(ZUnreadMessages);
export type TUnreadMessagesResponse = z.infer<typeof ZUnreadMessagesResponse>;

export const getUnreadMessagesCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/messages/unread',
  summary: 'Unread messages of the caller over their companies’ processes: the total and per process.',
  isAuthenticated: true,
  responses: { 200: ZUnreadMessagesResponse },
});

// --- Back-office "Atendimento" -----------------------------------------------------------------

export const THREADS_PAGE_SIZE_DEFAULT = 25;
export const THREADS_PAGE_SIZE_MAX = 100;

/** UNANSWERED: the last message is the customer's; ALL: every thread (unanswered ones first). */
export const ZThreadStatusFilter = z.enum(['UNANSWERED', 'ALL'], {
  error: 'Informe status como UNANSWERED ou ALL.',
});
export type TThreadStatusFilter = z.infer<typeof ZThreadStatusFilter>;

export const ZMessageThreadsQuery = z.object({
  status: ZThreadStatusFilter.default('ALL'),
  companyId: zIdQuery('companyId').optional(),
  /** Threads a staff member took; `0`… is not an id: use `unassigned=true` for nobody's. */
  staffUserId: zIdQuery('staffUserId').optional(),
  unassigned: z
    .enum(['true', 'false'], { error: 'Informe unassigned como true ou false.' })
    .transform((value) => value === 'true')
    .optional(),
  page: zIntRangeQuery('page', 1, MAX_ID).default(1),
  size: zIntRangeQuery('size', 1, THREADS_PAGE_SIZE_MAX).default(THREADS_PAGE_SIZE_DEFAULT),
});
export type TMessageThreadsQuery = z.input<typeof ZMessageThreadsQuery>;

export const ZMessageThread = z.object({
  processId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  companyName: z.string(),
  /** Type prefix plus identification, e.g. 'PRI00812'. */
  reference: z.string(),
  customerRef: z.string().nullable(),
  lastMessage: z.object({
    /** The first 200 characters. */
    excerpt: z.string(),
    authorName: z.string(),
    authorSide: ZMessageAuthorSide,
    kind: ZMessageKind,
    created: ZTimestamp,
  }),
  /** The last message is the customer's: the broker owes an answer. */
  isUnanswered: z.boolean(),
  /** Since when the customer waits (the first customer message after the broker's last); null when answered. */
  waitingSince: ZTimestamp.nullable(),
  messageCount: z.number().int().positive(),
  assignedTo: ZStaffRef.nullable(),
});
export type TMessageThread = z.infer<typeof ZMessageThread>;

export const ZMessageThreadsResponse = pageEnvelope(ZMessageThread).extend({
  /** Unanswered threads under the same company / staff filter (the tab's badge). */
  unansweredCount: z.number().int().nonnegative(),
});
export type TMessageThreadsResponse = z.infer<typeof ZMessageThreadsResponse>;

export const getMessageThreadsCall = defineCall({
  method: 'GET',
  path: '/api/admin/message-threads',
  summary:
    'Atendimento: every company’s conversations, unanswered first (the longest waiting first), then the most recent; by company and by staff member.',
  isAuthenticated: true,
  role: 'STAFF',
  query: ZMessageThreadsQuery,
  responses: { 200: ZMessageThreadsResponse },
});

export const ZAssignThreadRequest = z.object({
  /** The staff member who takes it (a STAFF or ADMIN user); null gives it back to the queue. */
  staffUserId: zBodyId('staffUserId').nullable(),
});
export type TAssignThreadRequest = z.input<typeof ZAssignThreadRequest>;

export const ZMessageThreadResponse = dataEnvelope(ZMessageThread);
export type TMessageThreadResponse = z.infer<typeof ZMessageThreadResponse>;

export const NOT_STAFF_MESSAGE = 'Escolha um membro da equipe do despachante.';

export const putThreadAssigneeCall = defineCall({
  method: 'PUT',
  path: '/api/admin/message-threads/{id}/assignee',
  summary: 'Takes a conversation (id is the process id) for a staff member, or gives it back (null).',
  isAuthenticated: true,
  role: 'STAFF',
  params: ZIdPathParams,
  body: ZAssignThreadRequest,
  description: 'A process without messages answers 404; a user who is not STAFF or ADMIN answers 400.',
  responses: { 200: ZMessageThreadResponse },
});

/** Audit actions (audit_events.action) and what the Auditoria screen calls them. */
export const MESSAGE_POST_ACTION = 'message.post';
export const MESSAGE_READ_ACTION = 'message.read';
export const THREAD_ASSIGN_ACTION = 'message.thread.assign';
export const MESSAGE_AUDIT_LABELS: Readonly<Record<string, string>> = {
  [MESSAGE_POST_ACTION]: 'Mensagem enviada',
  [MESSAGE_READ_ACTION]: 'Mensagens lidas',
  [THREAD_ASSIGN_ACTION]: 'Atendimento assumido ou devolvido',
};
