import { createHash } from 'node:crypto';
import {
  CUSTOMER_DOCUMENT_MEDIA_TYPES,
  CUSTOMER_DOCUMENT_MESSAGES,
  CUSTOMER_DOCUMENT_SEND_ACTION,
  ZCustomerDocumentFields,
} from '@pc/contract/customer-documents';
import type { TProcessDocument } from '@pc/contract/document';
import type {
  TIntegrationCustomerDocumentsQuery,
  TIntegrationCustomerDocumentsResponse,
} from '@pc/contract/integration-collaboration';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import { insertDocument } from '../../core/ingestion/integration-repository.ts';
import { documentSentLineText } from '../../core/messages/document-line.ts';
import { recordMessage } from '../../core/messages/record-message.ts';
import { recordWebhookEvent } from '../../core/webhooks/record-webhook-event.ts';
import type { TDatabase } from '../../db/client.ts';
import { requireActorProcessKey, type TProcessActor } from '../../db/repositories/process-key.ts';
import { storeFile } from '../../db/repositories/stored-files.ts';
import { findUserName } from '../../db/repositories/user-name.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { detectAllowedFileType, withExtensionOf } from '../../lib/files/judge-file-content.ts';
import type { TFileDownload } from '../../lib/http/send-file.ts';
import { findCustomerDocumentFile, findCustomerDocumentsAfter } from './customer-document-repository.ts';

export type TUploadedFile = { fileName: string; content: Buffer };

/** The form's text fields as the contract reads them; 400 with its first pt-BR message. */
const parseCustomerDocumentFields = (fields: Record<string, string>) => {
  const parsed = ZCustomerDocumentFields.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? CUSTOMER_DOCUMENT_MESSAGES.badType);
  }
  return parsed.data;
};

/**
 * "Enviar documento" (collaboration): a document of the process, judged by its bytes (the name and
 * the declared type are the browser's guess; the stored name takes the content's ending), stored
 * content-addressed. A customer's is marked as sent by the customer and writes a DOCUMENT_SENT line
 * in the conversation (the staff's notice, in the inbox and by e-mail); a staff member's is the
 * broker's document. Document, audit, document.added and the line commit together.
 */
export const sendCustomerDocument = async (options: {
  db: TDatabase;
  actor: TProcessActor & { userId: number };
  processId: number;
  fields: Record<string, string>;
  file: TUploadedFile | null;
  ip: string | null;
  now: Date;
}): Promise<TProcessDocument> => {
  const { db, actor, now } = options;
  const { documentTypeName, note, isMessageAttachment } = parseCustomerDocumentFields(options.fields);
  const { file } = options;
  if (!file || file.content.length === 0) {
    throw new AppError('BAD_REQUEST', CUSTOMER_DOCUMENT_MESSAGES.missingFile);
  }
  const key = await requireActorProcessKey(db, { actor, id: options.processId });
  const detected = await detectAllowedFileType({
    content: file.content,
    allowedMimeTypes: CUSTOMER_DOCUMENT_MEDIA_TYPES,
  });
  if (!detected) throw new AppError('BAD_REQUEST', CUSTOMER_DOCUMENT_MESSAGES.badType);
  const originalFilename = withExtensionOf(
    file.fileName.trim() || `documento.${detected.extension}`,
    detected.mimeType,
  );
  const isSentByCustomer = !actor.isStaff;
  const userName = (await findUserName(db, actor.userId)) ?? `Usuário ${actor.userId}`;
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  const { companyId } = key;
  const id = await db.transaction(async (tx) => {
    const fileId = await storeFile(tx, {
      companyId,
      sha256,
      mimeType: detected.mimeType,
      content: file.content,
    });
    const documentId = await insertDocument(tx, {
      companyId,
      processId: key.id,
      fileId,
      documentTypeName,
      originalFilename,
      created: now,
      createdBy: userName,
      isSentByCustomer,
      note,
      uploadedByUserId: actor.userId,
    });
    await recordAuditEvent(tx, {
      actor: { userId: actor.userId },
      action: CUSTOMER_DOCUMENT_SEND_ACTION,
      subject: { type: 'document', id: documentId },
      companyId,
      after: { processId: key.id, documentTypeName, originalFilename, sha256, isSentByCustomer, note },
      ip: options.ip,
      at: now,
    });
    await recordWebhookEvent(tx, {
      type: 'document.added',
      occurredAt: now,
      data: {
        companyId,
        processId: key.id,
        documentId,
        documentType: documentTypeName,
        fileName: originalFilename,
        isCashRequest: false,
        createdAt: now.toISOString(),
      },
    });
    // A message's attachment is announced by the message that carries it, not by a line of its own.
    if (isSentByCustomer && !isMessageAttachment) {
      await recordMessage(tx, {
        companyId,
        processId: key.id,
        kind: 'DOCUMENT_SENT',
        text: documentSentLineText({ documentTypeName, fileName: originalFilename, note }),
        author: { side: 'CUSTOMER', userId: actor.userId, name: userName },
        documentIds: [documentId],
        at: now,
      });
    }
    return documentId;
  });
  return {
    id,
    originalFilename,
    documentTypeName,
    created: now.toISOString(),
    createdBy: userName,
    legacyCreated: null,
    legacyCreatedBy: null,
    logs: [],
    isSentByCustomer,
    note,
  };
};

/** The ERP's poll: documents customers sent after `after`, oldest first, and the next cursor. */
export const listCustomerDocumentsForClient = async (options: {
  db: TDatabase;
  companyIds: readonly number[] | null;
  query: { after?: number; limit: number } & Omit<TIntegrationCustomerDocumentsQuery, 'after' | 'limit'>;
}): Promise<TIntegrationCustomerDocumentsResponse> => {
  const { limit } = options.query;
  const rows = await findCustomerDocumentsAfter(options.db, {
    companyIds: options.companyIds,
    after: options.query.after ?? 0,
    limit,
  });
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({ ...row, created: row.created.toISOString() })),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
};

/** The file of a document a customer sent, under its name; 404 outside the client's companies. */
export const downloadCustomerDocumentForClient = async (options: {
  db: TDatabase;
  companyIds: readonly number[] | null;
  id: number;
}): Promise<TFileDownload<Buffer>> => {
  const file = await findCustomerDocumentFile(options.db, options);
  if (!file) throw notFound('Documento não encontrado.');
  return { fileName: file.originalFilename, mimeType: file.mimeType, content: file.content };
};
