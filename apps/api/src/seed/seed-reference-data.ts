import { getTableName, type InferInsertModel } from 'drizzle-orm';
import type { TDbExecutor } from '../db/client.ts';
import { ensureReferenceData } from './ensure-reference-data.ts';
import { companies } from '../db/schema/companies.ts';
import { countries } from '../db/schema/countries.ts';
import { exchangeRates } from '../db/schema/exchange-rates.ts';
import { partners, places } from '../db/schema/partners.ts';
import { processSteps } from '../db/schema/process-steps.ts';
import { makeCnpj } from './cnpj.ts';
import { demoEntitlementsOf } from './demo-entitlements.ts';
import { demoLandedCostSettingsOf } from './demo-landed-cost.ts';
import { COUNTRIES } from './countries-data.ts';
import { addMonths, brtInstant } from './dates.ts';
import { buildExchangeTable, type TExchangeTable } from './exchange.ts';
import { insertRows, type TRowCounter } from './insert-rows.ts';
import type { TRng } from './prng.ts';
import { DEFAULT_HISTORY_DAYS, type TPortRef } from './process-context.ts';
import {
  AIRLINES,
  CARRIERS,
  COMPANIES,
  CUSTOMS_BROKERS,
  EXPORTERS,
  FREIGHT_FORWARDERS,
  MANUFACTURERS,
  PORTS,
  PROCESS_STEPS,
  ROAD_CARRIERS,
  SHIPOWNERS,
  WAREHOUSES,
  type TPartnerSeed,
} from './reference-data.ts';

type TSeedTableOptions = { db: TDbExecutor; counter: TRowCounter };

/**
 * Countries, process steps and the companies (customers and the broker), dated before the demo's
 * history, with the spec's entitlements (demo-entitlements.ts).
 */
export const seedCompanies = async ({
  db,
  counter,
  todayDay,
  etdIndicatorFederalId,
}: TSeedTableOptions & { todayDay: number; etdIndicatorFederalId?: string | undefined }) => {
  // A production start may have written them already (seed/ensure-reference-data.ts).
  await ensureReferenceData({ db });
  counter[getTableName(countries)] = COUNTRIES.length;
  counter[getTableName(processSteps)] = PROCESS_STEPS.length;
  const companyRows = COMPANIES.map((company, index) => {
    const federalId = makeCnpj(company.root, company.branch);
    return {
      id: company.id,
      federalId,
      name: company.name,
      isCustomer: company.isCustomer,
      isCustomBroker: company.isCustomBroker,
      ...demoEntitlementsOf({ id: company.id, federalId, etdIndicatorFederalId }),
      ...demoLandedCostSettingsOf(company.id),
      createdAt: brtInstant(todayDay - 900 + index * 7, 9, 0),
    };
  });
  await insertRows({ db, table: companies, rows: companyRows, counter });
  return companyRows;
};

const toPartnerRows = (seeds: readonly TPartnerSeed[], firstId: number) =>
  seeds.map((seed, index) => ({
    id: firstId + index,
    kind: seed.kind,
    name: seed.name,
    city: seed.city,
    countryCode: seed.countryCode,
    federalId: seed.cnpjRoot ? makeCnpj(seed.cnpjRoot) : null,
  }));

/** Every partner kind in its own id range, so an id tells the kind in the demo data. */
export const seedPartners = async ({ db, counter }: TSeedTableOptions) => {
  const rows = {
    exporters: toPartnerRows(EXPORTERS, 1),
    manufacturers: toPartnerRows(MANUFACTURERS, 101),
    forwarders: toPartnerRows(FREIGHT_FORWARDERS, 201),
    shipowners: toPartnerRows(SHIPOWNERS, 301),
    airlines: toPartnerRows(AIRLINES, 351),
    roadCarriers: toPartnerRows(ROAD_CARRIERS, 371),
    carriers: toPartnerRows(CARRIERS, 401),
    warehouses: toPartnerRows(WAREHOUSES, 501),
    brokers: toPartnerRows(CUSTOMS_BROKERS, 601),
  };
  await insertRows({ db, table: partners, rows: Object.values(rows).flat(), counter });
  return rows;
};

export type TPartnerRows = Awaited<ReturnType<typeof seedPartners>>;

/** Ports, their customs units (URF, shared between ports) and enclosures; answers the ports as the generator sees them. */
export const seedPlaces = async ({ db, counter }: TSeedTableOptions): Promise<TPortRef[]> => {
  let placeId = 0;
  const placeRows: InferInsertModel<typeof places>[] = [];
  const urfIds = new Map<string, number>();
  const portRefs: TPortRef[] = PORTS.map((seed) => {
    const portId = ++placeId;
    placeRows.push({ id: portId, ...seed.port, countryCode: '105' });
    if (!urfIds.has(seed.urf.alias)) {
      const urfId = ++placeId;
      urfIds.set(seed.urf.alias, urfId);
      placeRows.push({ id: urfId, ...seed.urf, countryCode: '105' });
    }
    const enclosures = seed.enclosures.map((enclosure) => {
      const id = ++placeId;
      placeRows.push({ id, ...enclosure, countryCode: '105' });
      return { id, alias: enclosure.alias, name: enclosure.name };
    });
    return {
      id: portId,
      alias: seed.port.alias,
      name: seed.port.name,
      mode: seed.mode,
      urfName: `${seed.urf.alias} - ${seed.urf.name}`,
      enclosures,
      weight: seed.weight,
    };
  });
  await insertRows({ db, table: places, rows: placeRows, counter });
  return portRefs;
};

/** Exchange rates from 27 months back to today, enough for the oldest process's invoices. */
export const seedExchangeRates = async ({
  db,
  counter,
  rng,
  todayDay,
  historyDays,
}: TSeedTableOptions & { rng: TRng; todayDay: number; historyDays: number }): Promise<TExchangeTable> => {
  // Three months before the oldest opening: an invoice's rate is read on its day.
  const months = 27 + Math.max(0, Math.ceil((historyDays - DEFAULT_HISTORY_DAYS) / 30));
  const exchange = buildExchangeTable(rng, addMonths(todayDay, -months), todayDay);
  await insertRows({
    db,
    table: exchangeRates,
    rows: exchange.rows.map((row, index) => ({ id: index + 1, ...row })),
    counter,
  });
  return exchange;
};
