import { useMutation } from '@tanstack/react-query';
import { getImportDashboardExportCall } from '@pc/contract/dashboard';
import { downloadFile } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast-store.ts';
import { toDashboardQuery, type TDashboardRun } from '../dashboard-query.ts';

/** Spec part 2 §8, word for word. */
export const EXPORT_FAILURE_MESSAGE = 'Não foi possível exportar os dados.';

/** The Excel button: every figure per company (painel-importacao.xlsx). */
export const useDashboardExport = () => {
  const mutation = useMutation({
    mutationFn: async (run: TDashboardRun) => {
      const { blob, filename } = await downloadFile(getImportDashboardExportCall, {
        query: toDashboardQuery(run),
      });
      saveBlob(blob, filename ?? getImportDashboardExportCall.fileName);
    },
    onError: (error) => toast.error(errorMessage(error, EXPORT_FAILURE_MESSAGE)),
  });
  return { exportDashboard: mutation.mutate, isExporting: mutation.isPending };
};
