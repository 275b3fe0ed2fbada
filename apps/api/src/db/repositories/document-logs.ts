import { and, asc, eq } from 'drizzle-orm';
import { inIdList } from '../id-list.ts';
import type { TDocumentLog } from '@pc/contract/document';
import type { TDbExecutor } from '../client.ts';
import { documentLogs } from '../schema/documents.ts';

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
        inIdList(documentLogs.documentId, options.documentIds),
      ),
    )
    .orderBy(asc(documentLogs.created), asc(documentLogs.id));

export const findDocumentLogs = async (db: TDbExecutor, options: TDocumentLogKeys) =>
  options.documentIds.length === 0 ? [] : buildDocumentLogsQuery(db, options);

type TDocumentLogRow = Awaited<ReturnType<typeof buildDocumentLogsQuery>>[number];

/** A download-log row as the contract's log (the process's documents and the calendars' numerários). */
export const toDocumentLog = (log: TDocumentLogRow): TDocumentLog => ({
  entityName: log.entityName,
  createdBy: log.createdBy,
  type: log.type,
  created: log.created.toISOString(),
});
