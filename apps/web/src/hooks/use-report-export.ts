import { useMutation } from '@tanstack/react-query';
import {
  postImportDashboardProcessesExportCall,
  type TImportDashboardProcessesExportRequest,
} from '@pc/contract/dashboard';
import { postReportExportCall, type TReportExportRequest } from '@pc/contract/process-calls';
import { toast } from '../lib/toast-store.ts';
import { downloadFile } from '../lib/api-client.ts';
import { errorMessage } from '../lib/api-error.ts';
import { saveBlob } from '../lib/save-file.ts';

/**
 * GERAR EXCEL of the process list and the report: the server writes the rows (the ids sent, or the
 * whole report in its order) and the columns in the order sent, so the spreadsheet matches the
 * screen (the .xlsx file name: docs/decisions/0068-spreadsheet-files-and-cells.md).
 */
/** What GERAR EXCEL sends: ids or a report query to the report's export, or a drill-down's query. */
export type TListExport =
  | { kind: 'report'; body: TReportExportRequest }
  | { kind: 'drill'; body: TImportDashboardProcessesExportRequest };

const download = ({ kind, body }: TListExport) =>
  kind === 'report'
    ? downloadFile(postReportExportCall, { body })
    : downloadFile(postImportDashboardProcessesExportCall, { body });

export const useReportExport = () => {
  const mutation = useMutation({
    mutationFn: async (request: TListExport) => {
      const { blob, filename } = await download(request);
      saveBlob(blob, filename ?? postReportExportCall.fileName);
    },
    onError: (error) =>
      toast.error(`Não foi possível gerar a planilha: ${errorMessage(error, 'erro inesperado.')}`),
  });
  return { exportRows: mutation.mutate, isExporting: mutation.isPending };
};
