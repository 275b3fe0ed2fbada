import { getBiExportItemsCall, type TBiFilterQuery } from '@pc/contract/bi';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast-store.ts';
import { downloadFile } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { saveBlob } from '../../../lib/save-file.ts';

/** Spec part 2 §8, word for word. */
export const EXPORT_FAILURE_MESSAGE = 'Não foi possível exportar os dados.';

/**
 * The Excel button: the items of the generated filters, saved under the server's name or
 * 'analise-operacional.xlsx'; a failure shows the server's message (read from the blob answer), or
 * 'Não foi possível exportar os dados.' without one.
 */
export const useBiExport = () => {
  const mutation = useMutation({
    mutationFn: async (query: TBiFilterQuery) => {
      const { blob, filename } = await downloadFile(getBiExportItemsCall, { query });
      saveBlob(blob, filename ?? getBiExportItemsCall.fileName);
    },
    onError: (error) => toast.error(errorMessage(error, EXPORT_FAILURE_MESSAGE)),
  });
  return { exportItems: mutation.mutate, isExporting: mutation.isPending };
};
