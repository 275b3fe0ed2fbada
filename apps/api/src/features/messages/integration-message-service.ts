import type {
  TIntegrationMessage,
  TIntegrationMessagesResponse,
} from '@pc/contract/integration-collaboration';
import { MESSAGE_POST_ACTION } from '@pc/contract/messages';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import { canWriteCompany, type TServiceCaller } from '../../core/auth/service-client.ts';
import { recordMessage } from '../../core/messages/record-message.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import {
  findProcessKeyByIdentification,
  PROCESS_NOT_FOUND,
  type TProcessKey,
} from '../../db/repositories/process-key.ts';
import { notFound } from '../../lib/app-error.ts';
import { findMessagesAfter, type TAttachmentRow, type TMessageRow } from './message-repository.ts';
import { findAttachmentsOf, toAttachments } from './message-service.ts';

/** The process of a reference number the client may reach (another company's looks missing: 404). */
const requireClientProcess = async (
  db: TDbExecutor,
  options: { client: TServiceCaller; identification: number },
): Promise<TProcessKey> => {
  const key = await findProcessKeyByIdentification(db, options.identification);
  if (!key || !canWriteCompany(options.client, key.companyId)) throw notFound(PROCESS_NOT_FOUND);
  return key;
};

const toIntegrationMessage = (
  row: TMessageRow & { authorEmail: string | null },
  attachments: ReadonlyMap<number, TAttachmentRow>,
): TIntegrationMessage => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  authorName: row.authorName,
  authorSide: row.authorSide,
  authorEmail: row.authorEmail,
  created: row.created.toISOString(),
  attachments: toAttachments(row.documentIds, attachments),
});

/** The ERP reads a conversation oldest first from a cursor; nextCursor is null once it is caught up. */
export const listIntegrationMessages = async (options: {
  db: TDatabase;
  client: TServiceCaller;
  identification: number;
  after: number | undefined;
  limit: number;
}): Promise<TIntegrationMessagesResponse> => {
  const { db, limit } = options;
  const process = await requireClientProcess(db, options);
  const key = { companyId: process.companyId, processId: process.id };
  const rows = await findMessagesAfter(db, { ...key, after: options.after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const attachments = await findAttachmentsOf(db, key, page);
  return {
    items: page.map((row) => toIntegrationMessage(row, attachments)),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
};

/**
 * The ERP answers on the broker's side, in the name it gives (an analyst's) or its own; the thread
 * counts as answered in Atendimento. Audited with the client as the actor.
 */
export const postIntegrationMessage = async (options: {
  db: TDatabase;
  client: TServiceCaller;
  identification: number;
  text: string;
  authorName: string | undefined;
  ip: string;
  now: Date;
}): Promise<TIntegrationMessage> => {
  const { db, client, now } = options;
  return db.transaction(async (tx) => {
    const process = await requireClientProcess(tx, options);
    const message = await recordMessage(tx, {
      companyId: process.companyId,
      processId: process.id,
      kind: 'TEXT',
      text: options.text,
      author: { side: 'BROKER', clientId: client.id, name: options.authorName ?? client.name },
      at: now,
    });
    await recordAuditEvent(tx, {
      actor: { clientId: client.id },
      action: MESSAGE_POST_ACTION,
      subject: { type: 'process', id: process.id },
      companyId: process.companyId,
      after: { messageId: message.id, authorSide: message.authorSide, documentIds: [] },
      ip: options.ip,
      at: now,
    });
    return toIntegrationMessage({ ...message, authorEmail: null }, new Map());
  });
};
