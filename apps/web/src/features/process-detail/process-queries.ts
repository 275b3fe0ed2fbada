import { getQuotationDocumentDownloadCall } from '@pc/contract/quotation';
import { useEffect } from 'react';
import { toast } from '../../lib/toast-store.ts';
import {
  DOWNLOAD_ERROR,
  saveProcessDocument,
  type TDocumentDownloadTarget,
} from '../../lib/process-document-download.ts';

type TProcessPart = 'detail' | 'documents' | 'invoices' | 'quotations';

/** Spec §8 load-failure texts, word for word. */
export const LOAD_ERRORS = {
  detail: 'Não foi possível recuperar o processo!',
  documents: 'Não foi possível recuperar os documentos do processo!',
  quotations: 'Não foi possível recuperar as cotações do processo!',
  invoices: 'Não foi possível recuperar as invoices do processo!',
} as const satisfies Record<TProcessPart, string>;

export const DOWNLOAD_NOT_FOUND = 'O arquivo não foi encontrado para download!';

/** The input of every call about one process. */
export const processInput = (id: number) => ({ params: { id: String(id) } });

/** One toast per failure of a process's load (the effect runs when the error changes). */
export const useLoadFailureToast = (error: Error | null, part: TProcessPart): void => {
  useEffect(() => {
    if (error) toast.error(LOAD_ERRORS[part]);
  }, [error, part]);
};

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
