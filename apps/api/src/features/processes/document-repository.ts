import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared.ts';
import { documentLogs, documents, storedFiles } from '../../db/schema/documents.ts';

type TProcessKey = { companyId: number; processId: number };

const processDocumentsStatement = preparedPerExecutor((db) =>
  db
    .select({
      id: documents.id,
      originalFilename: documents.originalFilename,
      documentTypeName: documents.documentTypeName,
      created: documents.created,
      createdBy: documents.createdBy,
      legacyCreated: documents.legacyCreated,
      legacyCreatedBy: documents.legacyCreatedBy,
      isSentByCustomer: documents.isSentByCustomer,
      note: documents.note,
    })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, sql.placeholder('companyId')),
        eq(documents.processId, sql.placeholder('processId')),
      ),
    )
    .orderBy(desc(documents.created), desc(documents.id))
    .prepare('process_documents'),
);

export const findProcessDocuments = async (db: TDbExecutor, key: TProcessKey) =>
  processDocumentsStatement(db).execute(key);

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
