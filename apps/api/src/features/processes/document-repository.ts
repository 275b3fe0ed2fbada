import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { documentLogs, documents, storedFiles } from '../../db/schema/documents.ts';

type TProcessKey = { companyId: number; processId: number };

export const findProcessDocuments = async (db: TDbExecutor, key: TProcessKey) =>
  db
    .select({
      id: documents.id,
      originalFilename: documents.originalFilename,
      documentTypeName: documents.documentTypeName,
      created: documents.created,
      createdBy: documents.createdBy,
      legacyCreated: documents.legacyCreated,
      legacyCreatedBy: documents.legacyCreatedBy,
    })
    .from(documents)
    .where(and(eq(documents.companyId, key.companyId), eq(documents.processId, key.processId)))
    .orderBy(desc(documents.created), desc(documents.id));

type TDocumentLogKeys = { companyId: number; documentIds: number[] };

/** The download logs of many documents in one query (oldest first; the cash-calendar bench runs it bare). */
export const buildDocumentLogsQuery = (db: TDbExecutor, options: TDocumentLogKeys) =>
  db
    .select({
      documentId: documentLogs.documentId,
      entityName: documentLogs.entityName,
      createdBy: documentLogs.createdBy,
      type: documentLogs.type,
      created: documentLogs.created,
    })
    .from(documentLogs)
    .where(
      and(
        eq(documentLogs.companyId, options.companyId),
        inArray(documentLogs.documentId, options.documentIds),
      ),
    )
    .orderBy(asc(documentLogs.created), asc(documentLogs.id));

export const findDocumentLogs = async (db: TDbExecutor, options: TDocumentLogKeys) =>
  options.documentIds.length === 0 ? [] : buildDocumentLogsQuery(db, options);

/** A document of the process with its file bytes; null when it is not this process's document. */
export const findDocumentFile = async (db: TDbExecutor, options: TProcessKey & { documentId: number }) => {
  const [row] = await db
    .select({
      id: documents.id,
      originalFilename: documents.originalFilename,
      mimeType: storedFiles.mimeType,
      content: storedFiles.content,
    })
    .from(documents)
    .innerJoin(
      storedFiles,
      and(eq(storedFiles.companyId, documents.companyId), eq(storedFiles.id, documents.fileId)),
    )
    .where(
      and(
        eq(documents.companyId, options.companyId),
        eq(documents.processId, options.processId),
        eq(documents.id, options.documentId),
      ),
    )
    .limit(1);
  return row ?? null;
};

export const insertDocumentLog = async (
  db: TDbExecutor,
  values: typeof documentLogs.$inferInsert,
): Promise<void> => {
  await db.insert(documentLogs).values(values);
};
