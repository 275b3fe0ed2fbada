import type { TProcessDocument } from '@pc/contract/document';
import type { TDatabase } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  findDocumentFile,
  findDocumentLogs,
  findProcessDocuments,
  insertDocumentLog,
} from './document-repository.ts';
import { findProcessKey, findUserName } from './process-repository.ts';
import { PROCESS_NOT_FOUND } from './process-service.ts';

type TScope = { db: TDatabase; companyIds: readonly number[] };

/** Entity name recorded on document download logs (the seed and the calendars use the same). */
const DOCUMENT_ENTITY_NAME = 'Documento';

const requireProcess = async ({ db, companyIds, id }: TScope & { id: number }) => {
  const key = companyIds.length === 0 ? null : await findProcessKey(db, { companyIds, id });
  if (!key) throw notFound(PROCESS_NOT_FOUND);
  return key;
};

export const listProcessDocuments = async ({
  db,
  companyIds,
  processId,
}: TScope & { processId: number }): Promise<TProcessDocument[]> => {
  const key = await requireProcess({ db, companyIds, id: processId });
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
    logs: logs
      .filter((log) => log.documentId === row.id)
      .map((log) => ({
        entityName: log.entityName,
        createdBy: log.createdBy,
        type: log.type,
        created: log.created.toISOString(),
      })),
  }));
};

export type TDocumentDownload = { fileName: string; mimeType: string; content: Buffer };

/** The file of a document of the caller's process; records who downloaded it (DOWNLOAD log). */
export const downloadDocument = async ({
  db,
  companyIds,
  userId,
  processId,
  documentId,
  now,
}: TScope & {
  userId: number;
  processId: number;
  documentId: number;
  now: Date;
}): Promise<TDocumentDownload> => {
  const key = await requireProcess({ db, companyIds, id: processId });
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
