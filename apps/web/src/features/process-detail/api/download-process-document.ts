import { getQuotationDocumentDownloadCall } from '@pc/contract/quotation';
import { toast } from '../../../lib/toast-store.ts';
import {
  DOWNLOAD_ERROR,
  saveProcessDocument,
  type TDocumentDownloadTarget,
} from '../../../lib/process-document-download.ts';

/** Runs a download; any failure is one toast (spec §8). Resolves whether the file was saved. */
const withDownloadToast = async (download: () => Promise<void>): Promise<boolean> => {
  try {
    await download();
    return true;
  } catch {
    toast.error(DOWNLOAD_ERROR);
    return false;
  }
};

/** Downloads a process document and saves it under its original name (spec §7). */
export const downloadProcessDocument = (target: TDocumentDownloadTarget): Promise<boolean> =>
  withDownloadToast(() => saveProcessDocument(target));

/** Downloads a document attached to one of the process's freight quotations (its own route). */
export const downloadQuotationDocument = (target: TDocumentDownloadTarget): Promise<boolean> =>
  withDownloadToast(() => saveProcessDocument(target, getQuotationDocumentDownloadCall));
