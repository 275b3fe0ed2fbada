import { notFound } from '../../lib/app-error.ts';
import type { TCompanyScope } from '../../db/company-scope.ts';
import type { TFileDownload } from '../../lib/http/send-file.ts';
import { findProcessKey } from '../../db/repositories/process-key.ts';
import { findQuotationDocumentFile } from './quotation-repository.ts';

const DOCUMENT_NOT_FOUND = 'Documento não encontrado.';

/**
 * The file of a document attached to a quotation of the caller's process. A process outside the
 * caller's companies answers the same 404 as a missing document, so ids reveal nothing. No DOWNLOAD
 * log: document_logs points at process documents only (docs/decisions/0038-documents-and-downloads.md).
 */
export const downloadQuotationDocument = async ({
  db,
  companyIds,
  processId,
  documentId,
}: TCompanyScope & { processId: number; documentId: number }): Promise<TFileDownload<Buffer>> => {
  const key = companyIds.length === 0 ? null : await findProcessKey(db, { companyIds, id: processId });
  const file = key
    ? await findQuotationDocumentFile(db, { companyId: key.companyId, processId: key.id, documentId })
    : null;
  if (!file) throw notFound(DOCUMENT_NOT_FOUND);
  return { fileName: file.originalFilename, mimeType: file.mimeType, content: file.content };
};
