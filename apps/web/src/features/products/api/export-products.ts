import { useMutation } from '@tanstack/react-query';
import type { TPeriod } from '@pc/contract/comparison-period';
import { getProductExportCall, getProductsExportCall } from '@pc/contract/products';
import { downloadFile } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast-store.ts';
import { toProductsQuery, type TProductFilters } from '../product-filters.ts';

export const PRODUCTS_EXPORT_ERROR = 'Não foi possível exportar a planilha de produtos.';

type TExportInput = { period: TPeriod; filters: TProductFilters; code?: string };

/** The list (produtos.xlsx) or a product's imports (produto.xlsx), under the server's file name. */
const exportProducts = async ({ period, filters, code }: TExportInput): Promise<void> => {
  const query = toProductsQuery(period, filters);
  if (code === undefined) {
    const { blob, filename } = await downloadFile(getProductsExportCall, { query });
    saveBlob(blob, filename ?? getProductsExportCall.fileName);
    return;
  }
  const { blob, filename } = await downloadFile(getProductExportCall, { params: { code }, query });
  saveBlob(blob, filename ?? getProductExportCall.fileName);
};

export const useProductsExport = () =>
  useMutation({
    mutationFn: exportProducts,
    onError: (error) =>
      toast.error(
        isApiError(error) && error.hasResponse
          ? (error.serverMessage ?? PRODUCTS_EXPORT_ERROR)
          : PRODUCTS_EXPORT_ERROR,
      ),
  });
