import { useQuery } from '@tanstack/react-query';
import { getBiCountriesCall } from '@pc/contract/bi';
import { useMemo } from 'react';
import { callQueryOptions, selectDados } from '../../../lib/call-query-options.ts';
import { useBlockErrorToast } from '../use-block-error-toast.ts';
import { toCountryCatalogue, type TCountryCatalogue } from './country-catalogue.ts';

/** GET /bi/paises once per session: names and flags of the 3-digit customs country codes. */
export const useCountryCatalogue = (): TCountryCatalogue => {
  const query = useQuery({
    ...callQueryOptions(getBiCountriesCall),
    select: selectDados,
    staleTime: Infinity,
  });
  useBlockErrorToast(query.error);
  return useMemo(() => toCountryCatalogue(query.data), [query.data]);
};
