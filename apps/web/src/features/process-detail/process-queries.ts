import {
  getInvoicesByProcessCall,
  getProcessCall,
  getProcessDocumentsCall,
} from '@pc/contract/process-calls';
import { getFreightQuotationsCall, getQuotationDocumentDownloadCall } from '@pc/contract/quotation';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../components/toast/toast-store.ts';
import { callApi } from '../../lib/api-client.ts';
import {
  DOWNLOAD_ERROR,
  saveProcessDocument,
  type TDocumentDownloadTarget,
} from '../../lib/process-document-download.ts';

type TProcessPart = 'detail' | 'documents' | 'invoices' | 'quotations';

export const processDetailKey = (id: number, part: TProcessPart) => ['process-detail', id, part] as const;

/** Spec §8 load-failure texts, word for word. */
export const LOAD_ERRORS = {
  detail: 'Não foi possível recuperar o processo!',
  documents: 'Não foi possível recuperar os documentos do processo!',
  quotations: 'Não foi possível recuperar as cotações do processo!',
  invoices: 'Não foi possível recuperar as invoices do processo!',
} as const satisfies Record<TProcessPart, string>;

export const DOWNLOAD_NOT_FOUND = 'O arquivo não foi encontrado para download!';

/** One part of a process, with one failure toast per failure (the effect runs when the error changes). */
const useProcessPartQuery = <T>(
  id: number,
  part: TProcessPart,
  fetchPart: (params: { id: string }, signal: AbortSignal) => Promise<T>,
) => {
  const query = useQuery({
    queryKey: processDetailKey(id, part),
    queryFn: ({ signal }) => fetchPart({ id: String(id) }, signal),
  });
  const { error } = query;
  useEffect(() => {
    if (error) toast.error(LOAD_ERRORS[part]);
  }, [error, part]);
  return query;
};

export const useProcessDetailQuery = (id: number) =>
  useProcessPartQuery(
    id,
    'detail',
    async (params, signal) => (await callApi(getProcessCall, { params, signal })).data,
  );

export const useProcessDocumentsQuery = (id: number) =>
  useProcessPartQuery(
    id,
    'documents',
    async (params, signal) => (await callApi(getProcessDocumentsCall, { params, signal })).data,
  );

export const useProcessInvoicesQuery = (id: number) =>
  useProcessPartQuery(
    id,
    'invoices',
    async (params, signal) => (await callApi(getInvoicesByProcessCall, { params, signal })).data,
  );

export const useProcessQuotationsQuery = (id: number) =>
  useProcessPartQuery(
    id,
    'quotations',
    async (params, signal) => (await callApi(getFreightQuotationsCall, { params, signal })).data,
  );

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
