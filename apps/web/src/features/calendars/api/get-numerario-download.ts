import { getDocumentDownloadCall } from '@pc/contract/process-calls';
import { downloadFile } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-file.ts';

export const DOWNLOAD_ERROR = 'Não foi possível fazer o download do arquivo!';

export type TNumerarioDownloadTarget = { processId: number; documentId: number; originalFilename: string };

/**
 * The documents download route of the process detail (spec §7): saved under the document's
 * original file name; the server appends the DOWNLOAD log.
 */
export const downloadNumerario = async ({
  processId,
  documentId,
  originalFilename,
}: TNumerarioDownloadTarget): Promise<void> => {
  const { blob } = await downloadFile(getDocumentDownloadCall, {
    params: { id: String(processId), docId: String(documentId) },
  });
  saveBlob(blob, originalFilename);
};
