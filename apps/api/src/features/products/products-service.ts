import type { z } from 'zod';
import { and, inArray } from 'drizzle-orm';
import { comparisonPeriod } from '@pc/contract/comparison-period';
import { processReference } from '@pc/contract/process';
import {
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCTS_LIST_MAX,
  PRODUCTS_NOT_ENTITLED_MESSAGE,
  type TProductDetail,
  type TProductImport,
  type TProductList,
  type TProductListRow,
  type TProductSupplier,
  type ZProductsQuery,
} from '@pc/contract/products';
import type { TDbExecutor } from '../../db/client.ts';
import { processes } from '../../db/schema/processes.ts';
import type {
  TAnalyticsFact,
  TAnalyticsFilter,
  TAnalyticsStore,
  TProductTotals,
} from '../../core/analytics/analytics-types.ts';
import { readCountryCatalogue } from '../../core/country-catalogue.ts';
import { loadEntitledCompanies } from '../../core/scope/entitled-companies.ts';
import { resolveScope, type TPeriodScope } from '../../core/scope/resolve-scope.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  compareSuppliers,
  countryNameIn,
  toProductImport,
  toProductListRow,
  toProductMonth,
} from './product-figures.ts';

type TProductsQuery = z.output<typeof ZProductsQuery>;

export type TProductsRequest = {
  /** Where the entitlements and process numbers are read (the primary). */
  db: TDbExecutor;
  store: TAnalyticsStore;
  callerCompanyIds: readonly number[];
  query: TProductsQuery;
};

/** The caller's companies asked for (403 for a foreign id), narrowed to those entitled to landedCost. */
const resolveProductsScope = async ({
  db,
  callerCompanyIds,
  query,
}: TProductsRequest): Promise<TPeriodScope> =>
  resolveScope({
    callerCompanyIds,
    requested: { field: 'customerIds', ids: query.customerIds },
    entitlement: {
      name: 'landedCost',
      applies: 'narrow',
      message: PRODUCTS_NOT_ENTITLED_MESSAGE,
      companies: await loadEntitledCompanies({ db, companyIds: callerCompanyIds }),
    },
    period: { start: query.startDate, end: query.endDate, endField: 'endDate' },
  });

const filterOf = (scope: TPeriodScope, query: TProductsQuery): TAnalyticsFilter => ({
  companyIds: scope.companyIds,
  fromDay: scope.fromDay,
  toDay: scope.toDay,
  ncms: query.ncm === undefined ? undefined : [query.ncm],
  exporter: query.exportador,
  originCountries: query.paisOrigem === undefined ? undefined : [query.paisOrigem],
});

const countryNamesOf = async (db: TDbExecutor) =>
  new Map((await readCountryCatalogue({ db })).map((country) => [country.codigo, country.nome]));

/**
 * The Produtos list: the period's products (costliest first, at most PRODUCTS_LIST_MAX) with the
 * weighted mean unit cost against the previous period's, and the filters' options.
 */
export const listProducts = async (request: TProductsRequest): Promise<TProductList> => {
  const { db, store, query } = request;
  const scope = await resolveProductsScope(request);
  const filter = filterOf(scope, query);
  const previousPeriod = comparisonPeriod({ from: scope.fromDay, to: scope.toDay });
  const previous = { fromDay: previousPeriod.from, toDay: previousPeriod.to };
  const [current, options, countryNames] = await Promise.all([
    store.products({ filter, previous, limit: PRODUCTS_LIST_MAX }),
    store.productOptions({ companyIds: scope.companyIds, fromDay: scope.fromDay, toDay: scope.toDay }),
    countryNamesOf(db),
  ]);
  return {
    products: current.products.map(toProductListRow),
    total: current.total,
    previousPeriod,
    itemsWithoutProduct: options.itemsWithoutProduct,
    options: {
      ncms: options.ncms,
      exportadores: options.exporters,
      paises_origem: options.originCountries
        .map((codigo) => ({ codigo, nome: countryNameIn(countryNames, codigo) }))
        .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    },
  };
};

/** The broker's process numbers (PRI00123) of these processes, in the caller's scope. */
const readProcessNumbers = async (db: TDbExecutor, companyIds: readonly number[], ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: processes.id, type: processes.typeOfProcess, identification: processes.identification })
    .from(processes)
    .where(and(inArray(processes.companyId, [...companyIds]), inArray(processes.id, [...ids])));
  return new Map(rows.map((row) => [row.id, processReference(row.type, row.identification)]));
};

/** Facts as imports, with their process numbers read in the caller's scope. */
const toImports = async (
  db: TDbExecutor,
  companyIds: readonly number[],
  facts: readonly TAnalyticsFact[],
  countryNames: ReadonlyMap<string, string>,
): Promise<TProductImport[]> => {
  const numbers = await readProcessNumbers(db, companyIds, [...new Set(facts.map((fact) => fact.processId))]);
  return facts.map((fact) =>
    toProductImport(fact, {
      processNumber: numbers.get(fact.processId) ?? null,
      originCountryName: fact.originCountry === null ? null : countryNameIn(countryNames, fact.originCountry),
    }),
  );
};

/** The product's filter and the previous period its figures compare with. */
const resolveProductFilter = async (request: TProductsRequest & { productCode: string }) => {
  const scope = await resolveProductsScope(request);
  const filter: TAnalyticsFilter = { ...filterOf(scope, request.query), productCode: request.productCode };
  const previousPeriod = comparisonPeriod({ from: scope.fromDay, to: scope.toDay });
  return { scope, filter, previous: { fromDay: previousPeriod.from, toDay: previousPeriod.to } };
};

/** The product's figures of the period and of the previous one; 404 without imports. */
const requireProduct = ({ products }: TProductTotals) => {
  const [total] = products;
  if (!total) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  return { total, product: toProductListRow(total) };
};

/**
 * A product's page: its row of the list, its months and suppliers (sums in the store) and one page of
 * its imports, newest first, each costed per unit as the process's Custo tab costs it. A product
 * without imports in the filters answers 404. Every read starts at once: the page waits for the
 * slowest, not for their sum.
 */
export const readProduct = async (
  request: TProductsRequest & { productCode: string; page: number; size: number },
): Promise<TProductDetail> => {
  const { db, store, page, size } = request;
  const { scope, filter, previous } = await resolveProductFilter(request);
  const [totals, countryNames, months, suppliers, facts] = await Promise.all([
    store.products({ filter, previous, limit: 1 }),
    countryNamesOf(db),
    store.productMonths(filter),
    store.productSuppliers(filter),
    store.factsPage({ filter, limit: size, offset: (page - 1) * size }),
  ]);
  const { total, product } = requireProduct(totals);
  return {
    product,
    months: months.map(toProductMonth),
    suppliers: compareSuppliers(suppliers, countryNames),
    imports: await toImports(db, scope.companyIds, facts, countryNames),
    importsTotal: total.items,
    page,
    size,
  };
};

/** Everything of a product for its spreadsheet: every import (newest first) and its suppliers. */
export const readProductForExport = async (
  request: TProductsRequest & { productCode: string },
): Promise<{ product: TProductListRow; imports: TProductImport[]; suppliers: TProductSupplier[] }> => {
  const { db, store } = request;
  const { scope, filter, previous } = await resolveProductFilter(request);
  const [totals, countryNames] = await Promise.all([
    store.products({ filter, previous, limit: 1 }),
    countryNamesOf(db),
  ]);
  const { product } = requireProduct(totals);
  const facts: TAnalyticsFact[] = [];
  for await (const batch of store.exportFacts(filter)) facts.push(...batch);
  const [suppliers, imports] = await Promise.all([
    store.productSuppliers(filter),
    toImports(db, scope.companyIds, facts.reverse(), countryNames),
  ]);
  return { product, imports, suppliers: compareSuppliers(suppliers, countryNames) };
};
