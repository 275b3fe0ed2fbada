import { TRANSIT_TIME_COMPANY_ID } from '@pc/contract/company';
import type { TTransitTimeFilters, TTransitTimeRow } from '@pc/contract/indicators';
import type { TWayOfTransport } from '../../db/schema/processes.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { TCompanyScope } from '../../lib/company-scope.ts';
import { resolveRequestedCompanies } from './indicator-scope.ts';
import { buildTransitTimeQuery, findTransitTimeOptions } from './transit-time-repository.ts';

const TRANSIT_TIME_FORBIDDEN_MESSAGE =
  'O indicador de Transit Time não está disponível para as suas empresas.';

const ptBr = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

const requireTransitTimeAccess = (companyIds: readonly number[]) => {
  if (!companyIds.includes(TRANSIT_TIME_COMPANY_ID)) throw forbidden(TRANSIT_TIME_FORBIDDEN_MESSAGE);
};

type TListTransitTimeOptions = TCompanyScope & {
  requestedCompanyIds: readonly number[];
  startDate: string;
  endDate: string;
  origins: readonly string[];
  modes: readonly TWayOfTransport[];
  placesOfLoading: readonly string[];
};

/** Mean days from departure to arrival by origin, place of loading and mode, for arrivals in the period. */
export const listTransitTimes = async (options: TListTransitTimeOptions): Promise<TTransitTimeRow[]> => {
  requireTransitTimeAccess(options.companyIds);
  const companyIds = resolveRequestedCompanies({
    companyIds: options.companyIds,
    requestedIds: options.requestedCompanyIds,
    field: 'companiesIds',
  });
  const rows = await buildTransitTimeQuery(options.db, {
    companyIds,
    fromDay: options.startDate,
    toDay: options.endDate,
    origins: options.origins,
    modes: options.modes,
    placesOfLoading: options.placesOfLoading,
  });
  // Few grouped rows; sorted here because PGlite has no pt-BR collation.
  return rows.sort(
    (a, b) =>
      ptBr.compare(a.countryOrigin, b.countryOrigin) ||
      ptBr.compare(a.boardingPlace, b.boardingPlace) ||
      a.wayOfTransport.localeCompare(b.wayOfTransport),
  );
};

export const getTransitTimeFilters = async ({
  db,
  companyIds,
  requestedCompanyIds,
}: TCompanyScope & { requestedCompanyIds: readonly number[] }): Promise<TTransitTimeFilters> => {
  requireTransitTimeAccess(companyIds);
  const scope = resolveRequestedCompanies({
    companyIds,
    requestedIds: requestedCompanyIds,
    field: 'companiesIds',
  });
  const options = await findTransitTimeOptions(db, scope);
  return {
    origins: options.origins.sort(ptBr.compare),
    placesOfLoading: options.placesOfLoading.sort(ptBr.compare),
  };
};
