import {
  getDocumentDownloadCall,
  getInvoicesByProcessCall,
  getProcessCall,
  getProcessDocumentsCall,
} from '@pc/contract/process-calls';
import { getFreightQuotationsCall, getQuotationDocumentDownloadCall } from '@pc/contract/quotation';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../components/toast/toast-store.ts';
import { callApi, downloadFile } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-file.ts';

export const processDetailKeys = {
  all: (id: number) => ['process-detail', id] as const,
  detail: (id: number) => ['process-detail', id, 'detail'] as const,
  documents: (id: number) => ['process-detail', id, 'documents'] as const,
  invoices: (id: number) => ['process-detail', id, 'invoices'] as const,
  quotations: (id: number) => ['process-detail', id, 'quotations'] as const,
};

/** Spec §8 load-failure texts, word for word. */
export const LOAD_ERRORS = {
  process: 'Não foi possível recuperar o processo!',
  documents: 'Não foi possível recuperar os documentos do processo!',
  quotations: 'Não foi possível recuperar as cotações do processo!',
  invoices: 'Não foi possível recuperar as invoices do processo!',
} as const;

export const DOWNLOAD_ERROR = 'Não foi possível fazer o download do arquivo!';
export const DOWNLOAD_NOT_FOUND = 'O arquivo não foi encontrado para download!';

// One toast per failure (not per render): the effect runs when the error object changes.
const useErrorToast = (error: Error | null, message: string): void => {
  useEffect(() => {
    if (error) toast.error(message);
  }, [error, message]);
};

export const useProcessDetailQuery = (id: number) => {
  const query = useQuery({
    queryKey: processDetailKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await callApi(getProcessCall, { params: { id: String(id) }, signal })).data,
  });
  useErrorToast(query.error, LOAD_ERRORS.process);
  return query;
};

export const useProcessDocumentsQuery = (id: number) => {
  const query = useQuery({
    queryKey: processDetailKeys.documents(id),
    queryFn: async ({ signal }) =>
      (await callApi(getProcessDocumentsCall, { params: { id: String(id) }, signal })).data,
  });
  useErrorToast(query.error, LOAD_ERRORS.documents);
  return query;
};

export const useProcessInvoicesQuery = (id: number) => {
  const query = useQuery({
    queryKey: processDetailKeys.invoices(id),
    queryFn: async ({ signal }) =>
      (await callApi(getInvoicesByProcessCall, { params: { id: String(id) }, signal })).data,
  });
  useErrorToast(query.error, LOAD_ERRORS.invoices);
  return query;
};

export const useProcessQuotationsQuery = (id: number) => {
  const query = useQuery({
    queryKey: processDetailKeys.quotations(id),
    queryFn: async ({ signal }) =>
      (await callApi(getFreightQuotationsCall, { params: { id: String(id) }, signal })).data,
  });
  useErrorToast(query.error, LOAD_ERRORS.quotations);
  return query;
};

type TDownloadTarget = { processId: number; documentId: number; originalFilename: string };

/** Saves the fetched file under the name the list shows; any failure is one toast (spec §8). */
const saveDownload = async (
  fetchFile: () => Promise<{ blob: Blob }>,
  originalFilename: string,
): Promise<boolean> => {
  try {
    const { blob } = await fetchFile();
    saveBlob(blob, originalFilename);
    return true;
  } catch {
    toast.error(DOWNLOAD_ERROR);
    return false;
  }
};

/** Downloads a process document and saves it under its original name (spec §7). */
export const downloadProcessDocument = ({
  processId,
  documentId,
  originalFilename,
}: TDownloadTarget): Promise<boolean> =>
  saveDownload(
    () =>
      downloadFile(getDocumentDownloadCall, {
        params: { id: String(processId), docId: String(documentId) },
      }),
    originalFilename,
  );

/** Downloads a document attached to one of the process's freight quotations (its own route). */
export const downloadQuotationDocument = ({
  processId,
  documentId,
  originalFilename,
}: TDownloadTarget): Promise<boolean> =>
  saveDownload(
    () =>
      downloadFile(getQuotationDocumentDownloadCall, {
        params: { id: String(processId), docId: String(documentId) },
      }),
    originalFilename,
  );
