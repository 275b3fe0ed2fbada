import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { currentDuimpVersionOn, duimpMilestoneFields } from '../../core/duimp/current-duimp-sql.ts';
import { countries } from '../../db/schema/countries.ts';
import { duimpVersions } from '../../db/schema/duimp.ts';
import { processes, type TWayOfTransport } from '../../db/schema/processes.ts';
import { inScope } from '../../db/scope.ts';

type TTransitTimeFilter = {
  companyIds: readonly number[];
  fromDay: string;
  toDay: string;
  /** Country names; empty = all. */
  origins: readonly string[];
  modes: readonly TWayOfTransport[];
  placesOfLoading: readonly string[];
};

/** Processes that have a transit: departure and arrival known, arrival not before departure. */
const hasTransit = and(
  isNotNull(processes.datesDepartureDate),
  isNotNull(processes.datesArrivalDate),
  sql`${processes.datesArrivalDate} >= ${processes.datesDepartureDate}`,
  isNotNull(processes.placeOfLoading),
  isNotNull(processes.wayOfTransport),
);

const anyOf = <T extends string>(column: Parameters<typeof inArray>[0], values: readonly T[]) =>
  values.length === 0 ? undefined : inArray(column, [...values]);

/** The tab's filter: arrivals in the period, of the chosen origins, modes and places of loading. */
const arrivingIn = (filter: TTransitTimeFilter) =>
  and(
    inScope(filter.companyIds),
    gte(processes.datesArrivalDate, filter.fromDay),
    lte(processes.datesArrivalDate, filter.toDay),
    anyOf(countries.name, filter.origins),
    anyOf(processes.wayOfTransport, filter.modes),
    anyOf(processes.placeOfLoading, filter.placesOfLoading),
  );

export const buildTransitTimeQuery = (db: TDbExecutor, filter: TTransitTimeFilter) =>
  db
    .select({
      countryOrigin: countries.name,
      boardingPlace: sql<string>`${processes.placeOfLoading}`,
      wayOfTransport: sql<TWayOfTransport>`${processes.wayOfTransport}`,
      avaregeOfDays:
        sql<number>`round(avg(${processes.datesArrivalDate} - ${processes.datesDepartureDate}), 1)`.mapWith(
          Number,
        ),
    })
    .from(processes)
    .innerJoin(countries, eq(countries.code, processes.originCountryCode))
    .where(and(arrivingIn(filter), hasTransit))
    .groupBy(countries.name, processes.placeOfLoading, processes.wayOfTransport);

/** Distinct origins and places of loading of the processes that can appear in the table. */
export const findTransitTimeOptions = async (db: TDbExecutor, companyIds: readonly number[]) => {
  const scope = and(inScope(companyIds), hasTransit);
  const [origins, places] = await Promise.all([
    db
      .selectDistinct({ value: countries.name })
      .from(processes)
      .innerJoin(countries, eq(countries.code, processes.originCountryCode))
      .where(scope)
      .orderBy(asc(countries.name)),
    db
      .selectDistinct({ value: sql<string>`${processes.placeOfLoading}` })
      .from(processes)
      .where(scope)
      .orderBy(asc(processes.placeOfLoading)),
  ]);
  return { origins: origins.map((row) => row.value), placesOfLoading: places.map((row) => row.value) };
};

/**
 * The current DUIMP versions' lead-time fields of the processes the tab's filters hold: arrival in the period, and
 * the origins, modes and places of loading chosen (a departure is not needed to wait for a channel).
 */
export const findDuimpMilestonesOfTransit = (db: TDbExecutor, filter: TTransitTimeFilter) =>
  db
    .select(duimpMilestoneFields)
    .from(processes)
    .innerJoin(duimpVersions, currentDuimpVersionOn)
    .leftJoin(countries, eq(countries.code, processes.originCountryCode))
    .where(arrivingIn(filter));
