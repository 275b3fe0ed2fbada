import { getDocumentDownloadCall } from '@pc/contract/process-calls';
import type { getQuotationDocumentDownloadCall } from '@pc/contract/quotation';
import { downloadFile } from './api-client.ts';
import { saveBlob } from './save-file.ts';

/** Spec §8: any failed file download. */
export const DOWNLOAD_ERROR = 'Não foi possível fazer o download do arquivo!';

export type TDocumentDownloadTarget = { processId: number; documentId: number; originalFilename: string };

/**
 * Saves a process document (the detail's documents tab, a numerário of the financial calendar)
 * under its original file name (spec §7); the server appends the DOWNLOAD log. A document of one
 * of the process's freight quotations comes through its own call. Throws on failure.
 */
export const saveProcessDocument = async (
  { processId, documentId, originalFilename }: TDocumentDownloadTarget,
  call: typeof getDocumentDownloadCall | typeof getQuotationDocumentDownloadCall = getDocumentDownloadCall,
): Promise<void> => {
  const { blob } = await downloadFile(call, { params: { id: String(processId), docId: String(documentId) } });
  saveBlob(blob, originalFilename);
};
