import type { TProcessDocument } from '@pc/contract/document';
import { notFound } from '../../lib/app-error.ts';
import type { TCompanyScope } from '../../db/company-scope.ts';
import type { TFileDownload } from '../../lib/http/send-file.ts';
import { findDocumentFile, findProcessDocuments, insertDocumentLog } from './document-repository.ts';
import { findDocumentLogs } from '../../db/repositories/document-logs.ts';
import { findUserName } from '../../db/repositories/user-name.ts';
import { requireActorProcessKey } from '../../db/repositories/process-key.ts';
import { toDocumentLog } from '../../db/repositories/document-logs.ts';

/** Entity name recorded on document download logs (the seed and the calendars use the same). */
const DOCUMENT_ENTITY_NAME = 'Documento';

/** The broker's staff (isStaff) reach every company's documents, as they do its conversation. */
type TDocumentCaller = TCompanyScope & { isStaff?: boolean };

export const listProcessDocuments = async ({
  db,
  companyIds,
  isStaff = false,
  processId,
}: TDocumentCaller & { processId: number }): Promise<TProcessDocument[]> => {
  const key = await requireActorProcessKey(db, { actor: { isStaff, companyIds }, id: processId });
  const rows = await findProcessDocuments(db, { companyId: key.companyId, processId: key.id });
  const logs = await findDocumentLogs(db, {
    companyId: key.companyId,
    documentIds: rows.map((row) => row.id),
  });
  return rows.map((row) => ({
    id: row.id,
    originalFilename: row.originalFilename,
    documentTypeName: row.documentTypeName,
    created: row.created.toISOString(),
    createdBy: row.createdBy,
    legacyCreated: row.legacyCreated?.toISOString() ?? null,
    legacyCreatedBy: row.legacyCreatedBy,
    isSentByCustomer: row.isSentByCustomer,
    note: row.note,
    logs: logs.filter((log) => log.documentId === row.id).map(toDocumentLog),
  }));
};

/** The file of a document of the caller's process; records who downloaded it (DOWNLOAD log). */
export const downloadDocument = async ({
  db,
  companyIds,
  isStaff = false,
  userId,
  processId,
  documentId,
  now,
}: TDocumentCaller & {
  userId: number;
  processId: number;
  documentId: number;
  now: Date;
}): Promise<TFileDownload<Buffer>> => {
  const key = await requireActorProcessKey(db, { actor: { isStaff, companyIds }, id: processId });
  const file = await findDocumentFile(db, { companyId: key.companyId, processId: key.id, documentId });
  if (!file) throw notFound('Documento não encontrado.');
  const userName = (await findUserName(db, userId)) ?? `Usuário ${userId}`;
  await insertDocumentLog(db, {
    companyId: key.companyId,
    documentId: file.id,
    userId,
    entityName: DOCUMENT_ENTITY_NAME,
    createdBy: userName,
    type: 'DOWNLOAD',
    created: now,
  });
  return { fileName: file.originalFilename, mimeType: file.mimeType, content: file.content };
};
