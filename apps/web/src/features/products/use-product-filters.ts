import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TPeriod } from '@pc/contract/comparison-period';
import {
  readProductFilters,
  readProductsPeriod,
  writeProductsParams,
  type TProductFilters,
} from './product-filters.ts';

/**
 * The period and filters of the address (docs/decisions/0100-state-in-the-address.md): a copied
 * link opens the same list or product; applying pushes a new address, so Back goes back.
 */
export const useProductFilters = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  // One "today" per visit: the default period does not move under the user at midnight.
  const [today] = useState(() => new Date());
  const period = readProductsPeriod(searchParams, today);
  const filters = readProductFilters(searchParams);
  const apply = (nextPeriod: TPeriod, nextFilters: TProductFilters) =>
    setSearchParams(writeProductsParams(nextPeriod, nextFilters));
  const search = `?${writeProductsParams(period, filters).toString()}`;
  const isPeriodInUrl = searchParams.has('de') && searchParams.has('ate');
  useEffect(() => {
    // The default period is written into the address, so a copied link shows the same list.
    if (!isPeriodInUrl) setSearchParams(writeProductsParams(period, filters), { replace: true });
  });
  return { period, filters, apply, search, today };
};
