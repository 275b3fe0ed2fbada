import { queryOptions } from '@tanstack/react-query';
import { getBiCountriesCall } from '@pc/contract/bi';
import { callQueryOptions, selectDados } from '../../../lib/call-query-options.ts';

/** GET /bi/paises once per session: names and flags of the 3-digit customs country codes. */
export const biCountriesQueryOptions = () =>
  queryOptions({
    ...callQueryOptions(getBiCountriesCall),
    select: selectDados,
    staleTime: Infinity,
  });
