import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { biCountriesQueryOptions } from '../api/get-bi-countries.ts';
import { useBlockErrorToast } from '../use-block-error-toast.ts';
import { toCountryCatalogue, type TCountryCatalogue } from './country-catalogue.ts';

/** The country catalogue of the map and the rankings; a failed load toasts like a block. */
export const useCountryCatalogue = (): TCountryCatalogue => {
  const query = useQuery(biCountriesQueryOptions());
  useBlockErrorToast(query.error);
  return useMemo(() => toCountryCatalogue(query.data), [query.data]);
};
