import { useMutation } from '@tanstack/react-query';
import { getProcessLandedCostExportCall } from '@pc/contract/landed-cost';
import { downloadFile } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast-store.ts';
import { processInput } from './get-process.ts';

export const LANDED_COST_EXPORT_ERROR = 'Não foi possível exportar a planilha de custo.';

/** The planilha de custo de nacionalização, saved under the server's file name, else the contract's. */
const exportLandedCost = async (processId: number): Promise<void> => {
  const { blob, filename } = await downloadFile(getProcessLandedCostExportCall, processInput(processId));
  saveBlob(blob, filename ?? getProcessLandedCostExportCall.fileName);
};

/** The Custo tab's export (its own module: the tab loads it when opened, not with the process modal). */
export const useLandedCostExport = () =>
  useMutation({
    mutationFn: exportLandedCost,
    onError: (error) =>
      toast.error(
        isApiError(error) && error.hasResponse
          ? (error.serverMessage ?? LANDED_COST_EXPORT_ERROR)
          : LANDED_COST_EXPORT_ERROR,
      ),
  });
