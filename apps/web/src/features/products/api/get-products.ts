import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TPeriod } from '@pc/contract/comparison-period';
import { getProductCall, getProductsCall } from '@pc/contract/products';
import { isApiError } from '../../../lib/api-error.ts';
import { callQueryOptions, selectData } from '../../../lib/call-query-options.ts';
import { toProductsQuery, type TProductFilters } from '../product-filters.ts';

/** The Produtos list of the period and filters; the previous answer stays on screen while the next loads. */
export const productsQueryOptions = (period: TPeriod, filters: TProductFilters) =>
  queryOptions({
    ...callQueryOptions(getProductsCall, { query: toProductsQuery(period, filters) }),
    select: selectData,
    placeholderData: keepPreviousData,
  });

/**
 * A product's page with a page of its imports; the page shown stays while the next loads. A product
 * without imports in the filters answers 404, which is not retried.
 */
export const productQueryOptions = (code: string, period: TPeriod, filters: TProductFilters, page: number) =>
  queryOptions({
    ...callQueryOptions(getProductCall, {
      params: { code },
      query: { ...toProductsQuery(period, filters), page: String(page) },
    }),
    select: selectData,
    placeholderData: keepPreviousData,
    retry: (failures: number, error: Error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
