import type { TTransitTimeFilters, TTransitTimeRow } from '@pc/contract/indicators';
import type { TTransitTimeDuimp } from '@pc/contract/transit-time';
import { averageLpcoWaits, averageOfDays, readDuimpMilestones } from '../../core/duimp/duimp-milestones.ts';
import type { TWayOfTransport } from '../../db/schema/processes.ts';
import type { TCallerScope } from '../../db/company-scope.ts';
import { resolveScope } from '../../core/scope/resolve-scope.ts';
import { loadEntitledCompanies, type TEntitlementSource } from '../../core/scope/entitled-companies.ts';
import {
  buildTransitTimeQuery,
  findDuimpMilestonesOfTransit,
  findTransitTimeOptions,
} from './transit-time-repository.ts';

const TRANSIT_TIME_FORBIDDEN_MESSAGE =
  'O indicador de Transit Time não está disponível para as suas empresas.';

const ptBr = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * The TRANSIT TIME tab is offered to the users of a company entitled to it; the companies asked for
 * must be theirs.
 */
const resolveTransitTimeScope = async ({
  entitlementsDb,
  callerCompanyIds,
  requestedCompanyIds,
}: Omit<TCallerScope, 'db'> & TEntitlementSource & TRequested): Promise<number[]> =>
  resolveScope({
    callerCompanyIds,
    requested: { field: 'companiesIds', ids: requestedCompanyIds },
    entitlement: {
      name: 'transitTime',
      applies: 'caller',
      message: TRANSIT_TIME_FORBIDDEN_MESSAGE,
      companies: await loadEntitledCompanies({ db: entitlementsDb, companyIds: callerCompanyIds }),
    },
  }).companyIds;

type TRequested = { requestedCompanyIds: readonly number[] };

type TListTransitTimeOptions = TCallerScope &
  TEntitlementSource & {
    requestedCompanyIds: readonly number[];
    startDate: string;
    endDate: string;
    origins: readonly string[];
    modes: readonly TWayOfTransport[];
    placesOfLoading: readonly string[];
  };

/** The tab's filter over the caller's entitled companies (403 otherwise). */
const resolveTransitFilter = async (options: TListTransitTimeOptions) => ({
  companyIds: await resolveTransitTimeScope(options),
  fromDay: options.startDate,
  toDay: options.endDate,
  origins: options.origins,
  modes: options.modes,
  placesOfLoading: options.placesOfLoading,
});

/** Mean days from departure to arrival by origin, place of loading and mode, for arrivals in the period. */
export const listTransitTimes = async (options: TListTransitTimeOptions): Promise<TTransitTimeRow[]> => {
  const rows = await buildTransitTimeQuery(options.db, await resolveTransitFilter(options));
  // Few grouped rows; sorted here because PGlite has no pt-BR collation.
  return rows.sort(
    (a, b) =>
      ptBr.compare(a.countryOrigin, b.countryOrigin) ||
      ptBr.compare(a.boardingPlace, b.boardingPlace) ||
      a.wayOfTransport.localeCompare(b.wayOfTransport),
  );
};

/**
 * The DUIMP waits of the tab's processes: registration to channel, and per agency an LPCO's request
 * to its grant (duimp-milestones.ts, as the BI's Lead Times read them).
 */
export const summariseDuimpLeadTimes = async (
  options: TListTransitTimeOptions,
): Promise<TTransitTimeDuimp> => {
  const versions = await findDuimpMilestonesOfTransit(options.db, await resolveTransitFilter(options));
  const milestones = versions.map((document) => readDuimpMilestones({ document }));
  const channelDays = milestones.flatMap((item) =>
    item.registryToChannelDays === null ? [] : [item.registryToChannelDays],
  );
  return {
    registryToChannel: { averageOfDays: averageOfDays(channelDays), processes: channelDays.length },
    lpcoByAgency: averageLpcoWaits({ waits: milestones.flatMap((item) => item.lpcoWaits) }),
  };
};

export const getTransitTimeFilters = async (
  options: TCallerScope & TEntitlementSource & TRequested,
): Promise<TTransitTimeFilters> => {
  const found = await findTransitTimeOptions(options.db, await resolveTransitTimeScope(options));
  return {
    origins: found.origins.sort(ptBr.compare),
    placesOfLoading: found.placesOfLoading.sort(ptBr.compare),
  };
};
