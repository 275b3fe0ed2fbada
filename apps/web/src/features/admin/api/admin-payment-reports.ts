import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminPaymentReportsCall,
  postPaymentReportConfirmCall,
  postPaymentReportRejectCall,
  type TAdminPaymentReportsQuery,
} from '@pc/contract/payment-reports';
import { refreshPaymentQueries } from '../../../components/payment-report/refresh-payment-queries.ts';
import { callApi } from '../../../lib/api-client.ts';
import { callQueryOptions } from '../../../lib/call-query-options.ts';

/** GET /api/admin/payment-reports: one page; the previous page stays on screen while the next loads. */
export const useAdminPaymentReportsQuery = (query: TAdminPaymentReportsQuery) =>
  useQuery({
    ...callQueryOptions(getAdminPaymentReportsCall, { query }),
    placeholderData: keepPreviousData,
  });

/** A decision changes the list, and the state the calendars and the Financeiro tab show. */
const useInvalidatePayments = () => {
  const queryClient = useQueryClient();
  return () => refreshPaymentQueries(queryClient);
};

/** POST …/{id}/confirm: the numerário or instalment reads Pago. */
export const useConfirmPaymentReportMutation = () =>
  useMutation({
    mutationFn: (id: number) => callApi(postPaymentReportConfirmCall, { params: { id: String(id) } }),
    onSuccess: useInvalidatePayments(),
  });

/** POST …/{id}/reject with the reason: the payment reads À Pagar again. */
export const useRejectPaymentReportMutation = () =>
  useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callApi(postPaymentReportRejectCall, { params: { id: String(id) }, body: { reason } }),
    onSuccess: useInvalidatePayments(),
  });
