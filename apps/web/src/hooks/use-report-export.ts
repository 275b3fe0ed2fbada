import { useMutation } from '@tanstack/react-query';
import type { TReportColumnKey } from '@pc/contract/report-columns';
import { postReportExportCall } from '@pc/contract/process-calls';
import { toast } from '../components/toast/toast-store.ts';
import { downloadFile } from '../lib/api-client.ts';
import { errorMessage } from '../lib/api-error.ts';
import { saveBlob } from '../lib/save-file.ts';

type TExportInput = { ids: number[]; columns: TReportColumnKey[] };

/**
 * GERAR EXCEL of the process list and the report: the server writes the rows and columns in the
 * order sent, so the spreadsheet matches the screen (docs/decisions.md: .xlsx file name).
 */
export const useReportExport = () => {
  const mutation = useMutation({
    mutationFn: async ({ ids, columns }: TExportInput) => {
      const { blob, filename } = await downloadFile(postReportExportCall, { body: { ids, columns } });
      saveBlob(blob, filename ?? postReportExportCall.fileName);
    },
    onError: (error) =>
      toast.error(`Não foi possível gerar a planilha: ${errorMessage(error, 'erro inesperado.')}`),
  });
  return { exportRows: mutation.mutate, isExporting: mutation.isPending };
};
