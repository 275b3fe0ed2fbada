import type { TCashRequestDocument } from '@pc/contract/document';
import type { TDbExecutor } from '../../db/client.ts';
import { groupBy } from '../../lib/group-by.ts';
import { findDocumentLogs } from '../../db/repositories/document-logs.ts';
import { toDocumentLog } from '../../db/repositories/document-logs.ts';
import { findCashRequestDocuments } from './calendar-repository.ts';

/**
 * The numerário documents of many processes with their DOWNLOAD logs, keyed by process id: one
 * documents query, then one logs query per company (the logs repository is per tenant).
 */
export const loadCashRequestDocuments = async (
  db: TDbExecutor,
  options: { companyIds: readonly number[]; processIds: readonly number[] },
): Promise<Map<number, TCashRequestDocument[]>> => {
  const rows = await findCashRequestDocuments(db, options);
  if (rows.length === 0) return new Map();

  const idsByCompany = groupBy(
    rows,
    (row) => row.companyId,
    (row) => row.id,
  );
  const logsByDocument = new Map<string, TCashRequestDocument['logs']>();
  for (const [companyId, documentIds] of idsByCompany) {
    for (const log of await findDocumentLogs(db, { companyId, documentIds })) {
      const key = `${companyId}:${log.documentId}`;
      const logs = logsByDocument.get(key) ?? [];
      logs.push(toDocumentLog(log));
      logsByDocument.set(key, logs);
    }
  }

  return groupBy(
    rows,
    (row) => row.processId,
    (row) => ({
      document: { id: row.id, originalFilename: row.originalFilename },
      logs: logsByDocument.get(`${row.companyId}:${row.id}`) ?? [],
    }),
  );
};
