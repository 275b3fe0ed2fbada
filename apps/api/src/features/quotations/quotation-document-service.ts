import type { TDatabase } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findProcessKey } from '../processes/process-repository.ts';
import { findQuotationDocumentFile } from './quotation-repository.ts';

export type TQuotationDocumentDownload = { fileName: string; mimeType: string; content: Buffer };

const DOCUMENT_NOT_FOUND = 'Documento não encontrado.';

/**
 * The file of a document attached to a quotation of the caller's process. A process outside the
 * caller's companies answers the same 404 as a missing document, so ids reveal nothing. No DOWNLOAD
 * log: document_logs points at process documents only (docs/decisions.md).
 */
export const downloadQuotationDocument = async ({
  db,
  companyIds,
  processId,
  documentId,
}: {
  db: TDatabase;
  companyIds: readonly number[];
  processId: number;
  documentId: number;
}): Promise<TQuotationDocumentDownload> => {
  const key = companyIds.length === 0 ? null : await findProcessKey(db, { companyIds, id: processId });
  const file = key
    ? await findQuotationDocumentFile(db, { companyId: key.companyId, processId: key.id, documentId })
    : null;
  if (!file) throw notFound(DOCUMENT_NOT_FOUND);
  return { fileName: file.originalFilename, mimeType: file.mimeType, content: file.content };
};
