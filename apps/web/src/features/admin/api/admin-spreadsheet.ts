import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminSpreadsheetImportCall,
  getAdminSpreadsheetImportsCall,
  getAdminSpreadsheetRefusalsCall,
  getAdminSpreadsheetResultCall,
  getAdminSpreadsheetTemplateCall,
  postAdminSpreadsheetConfirmCall,
  postAdminSpreadsheetImportCall,
  type TSpreadsheetImport,
  type TSpreadsheetImportResponse,
  type TSpreadsheetImportStatus,
} from '@pc/contract/admin-spreadsheet';
import { callApi, downloadFile } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast-store.ts';

export const TEMPLATE_DOWNLOAD_ERROR = 'Não foi possível baixar o modelo.';
export const RESULT_DOWNLOAD_ERROR = 'Não foi possível baixar o resultado.';

/** How often a running import is asked for its progress. */
export const SPREADSHEET_POLL_MS = 1_000;

/** Whether the server is still working on the import (read, judged or written in the background). */
export const isRunningImport = (status: TSpreadsheetImportStatus): boolean =>
  status === 'PREVIEWING' || status === 'COMMITTING';

/** GET …/importacoes: one page, polled while any import on it is running. */
export const useSpreadsheetImportsQuery = (query: { page: number; size: number }) =>
  useQuery({
    ...callQueryOptions(getAdminSpreadsheetImportsCall, {
      query: { page: String(query.page), size: String(query.size) },
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.data.some((item) => isRunningImport(item.status)) ? SPREADSHEET_POLL_MS * 2 : false,
  });

/** GET …/importacoes/{id}: polled until the background work ends (a preview ready, or written). */
export const useSpreadsheetImportQuery = (id: number | null) =>
  useQuery({
    ...callQueryOptions(getAdminSpreadsheetImportCall, { params: { id: String(id ?? 0) } }),
    enabled: id !== null,
    refetchInterval: (current) => {
      const status = current.state.data?.data.status;
      return status !== undefined && isRunningImport(status) ? SPREADSHEET_POLL_MS : false;
    },
  });

/** GET …/importacoes/{id}/recusas: one page of refused rows. */
export const useSpreadsheetRefusalsQuery = (
  id: number,
  query: { page: number; size: number },
  isEnabled: boolean,
) =>
  useQuery({
    ...callQueryOptions(getAdminSpreadsheetRefusalsCall, {
      params: { id: String(id) },
      query: { page: String(query.page), size: String(query.size) },
    }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });

/** The one import's answer replaces its cache, and the list is read again. */
const useStoreImport = () => {
  const queryClient = useQueryClient();
  return ({ data }: TSpreadsheetImportResponse) => {
    queryClient.setQueryData(
      callQueryOptions(getAdminSpreadsheetImportCall, { params: { id: String(data.id) } }).queryKey,
      {
        data,
      },
    );
    void queryClient.invalidateQueries({ queryKey: [getAdminSpreadsheetImportsCall.path] });
  };
};

/** The list is read again when an import the screen follows changes its status. */
export const useRefreshImports = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [getAdminSpreadsheetImportsCall.path] });
};

/** POST …/importacoes: the file's own bytes, its name in ?arquivo=. */
export const useUploadSpreadsheetMutation = () =>
  useMutation({
    mutationFn: (file: File) =>
      callApi(postAdminSpreadsheetImportCall, { query: { arquivo: file.name }, rawBody: file }),
    onSuccess: useStoreImport(),
  });

/** POST …/importacoes/{id}/confirmar. */
export const useConfirmSpreadsheetMutation = () =>
  useMutation({
    mutationFn: (id: number) => callApi(postAdminSpreadsheetConfirmCall, { params: { id: String(id) } }),
    onSuccess: useStoreImport(),
  });

const download = async (fetchFile: () => ReturnType<typeof downloadFile>, fallbackName: string) => {
  const { blob, filename } = await fetchFile();
  saveBlob(blob, filename ?? fallbackName);
};

/** GET …/modelo.xlsx, saved under the server's file name. */
export const useTemplateDownload = () =>
  useMutation({
    mutationFn: () =>
      download(() => downloadFile(getAdminSpreadsheetTemplateCall), getAdminSpreadsheetTemplateCall.fileName),
    onError: (error) => toast.error(errorMessage(error, TEMPLATE_DOWNLOAD_ERROR)),
  });

/** GET …/importacoes/{id}/resultado.xlsx: the workbook with its status column. */
export const useResultDownload = () =>
  useMutation({
    mutationFn: (item: Pick<TSpreadsheetImport, 'id'>) =>
      download(
        () => downloadFile(getAdminSpreadsheetResultCall, { params: { id: String(item.id) } }),
        getAdminSpreadsheetResultCall.fileName,
      ),
    onError: (error) => toast.error(errorMessage(error, RESULT_DOWNLOAD_ERROR)),
  });
