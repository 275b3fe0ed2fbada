import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  getAuditEventsCall,
  getAuditEventsExportCall,
  type TAuditEventsExportQuery,
  type TAuditEventsQuery,
} from '@pc/contract/admin-audit';
import { downloadFile } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast-store.ts';

export const AUDIT_EXPORT_ERROR = 'Não foi possível exportar a auditoria.';

/** GET /api/admin/audit-events: one page; the previous page stays on screen while the next loads. */
export const useAuditEventsQuery = (query: TAuditEventsQuery) =>
  useQuery({ ...callQueryOptions(getAuditEventsCall, { query }), placeholderData: keepPreviousData });

/** GET /api/admin/audit-events/export: saved under the server's file name, else the contract's. */
const exportAuditEvents = async (query: TAuditEventsExportQuery): Promise<void> => {
  const { blob, filename } = await downloadFile(getAuditEventsExportCall, { query });
  saveBlob(blob, filename ?? getAuditEventsExportCall.fileName);
};

/** The server's refusal (e.g. over 100,000 rows) when it answered, else the generic text. */
const exportErrorMessage = (error: unknown): string =>
  isApiError(error) && error.hasResponse ? (error.serverMessage ?? AUDIT_EXPORT_ERROR) : AUDIT_EXPORT_ERROR;

export const useAuditExport = () =>
  useMutation({
    mutationFn: exportAuditEvents,
    onError: (error) => toast.error(exportErrorMessage(error)),
  });
