import type { QueryClient } from '@tanstack/react-query';
import { getCashCalendarCall, getLegacyCashCalendarCall } from '@pc/contract/cash-calendar';
import { getAdminPaymentReportsCall, getProcessPaymentReportsCall } from '@pc/contract/payment-reports';

/**
 * After a payment is reported, confirmed or refused: every screen that shows its state reads the
 * server again (both financial calendars, the Financeiro tab, the back-office's list).
 */
export const refreshPaymentQueries = (queryClient: QueryClient): void => {
  const calls = [
    getCashCalendarCall,
    getLegacyCashCalendarCall,
    getProcessPaymentReportsCall,
    getAdminPaymentReportsCall,
  ];
  for (const call of calls) void queryClient.invalidateQueries({ queryKey: [call.path] });
};
