import type { TLandedCost } from '@pc/contract/landed-cost';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error.ts';
import { hasEntitlement } from '@pc/contract/entitlements';
import { useSession } from '../../lib/session.ts';
import { processLandedCostQueryOptions } from './api/get-process-landed-cost.ts';
import { useLoadFailureToast } from './use-load-failure-toast.ts';

/**
 * The Custo tab's data: asked only when some company of the user holds landedCost. null hides the
 * tab: no items to cost yet, the process's company is not entitled (the server's 404, no toast), or
 * while it loads.
 */
export const useProcessLandedCost = (processId: number): TLandedCost | null => {
  // The rule read here, not through lib/permissions: a helper there would ride in every screen's entry.
  const isEntitled = hasEntitlement('landedCost', useSession().companies);
  const query = useQuery({ ...processLandedCostQueryOptions(processId), enabled: isEntitled });
  const isNotEntitled = isApiError(query.error) && query.error.status === 404;
  useLoadFailureToast(isNotEntitled ? null : query.error, 'landedCost');
  return isEntitled ? (query.data?.data ?? null) : null;
};
