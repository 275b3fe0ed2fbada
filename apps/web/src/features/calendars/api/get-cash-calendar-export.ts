import { useMutation } from '@tanstack/react-query';
import {
  getCashCalendarExportCall,
  type TCashCalendarCategoryFilter,
  type TCashCalendarExportQuery,
  type TCashCalendarStatusFilter,
} from '@pc/contract/cash-calendar';
import { toast } from '../../../lib/toast-store.ts';
import { downloadFile } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { saveBlob } from '../../../lib/save-file.ts';

export type TCashCalendarExportInput = {
  type: TCashCalendarExportQuery['type'];
  customerIds: readonly number[];
  /** yyyy-MM-dd */
  startDay: string;
  endDay: string;
  category: TCashCalendarCategoryFilter;
  status: TCashCalendarStatusFilter;
};

export const EXPORT_ERROR = 'Não foi possível exportar os dados.';

/** Spec §7: both bounds at 00:00:00; saved under the server's file name, else the contract's. */
export const exportCashCalendar = async (input: TCashCalendarExportInput): Promise<void> => {
  const { blob, filename } = await downloadFile(getCashCalendarExportCall, {
    query: {
      customerIds: input.customerIds.join(','),
      startDate: `${input.startDay}T00:00:00`,
      endDate: `${input.endDay}T00:00:00`,
      category: input.category,
      status: input.status,
      type: input.type,
    },
  });
  saveBlob(blob, filename ?? getCashCalendarExportCall.fileName(input.type));
};

/** Spec §8: the server's message (read out of the JSON blob) when it answered, else the generic text. */
export const exportErrorMessage = (error: unknown): string =>
  isApiError(error) && error.hasResponse ? (error.serverMessage ?? EXPORT_ERROR) : EXPORT_ERROR;

export const useCashCalendarExport = () =>
  useMutation({
    mutationFn: exportCashCalendar,
    onError: (error) => toast.error(exportErrorMessage(error)),
  });
