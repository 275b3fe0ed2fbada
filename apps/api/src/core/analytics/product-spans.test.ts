import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAnalyticsFact } from './analytics-fact-fixture.ts';
import type { TAnalyticsFact, TAnalyticsFilter, TAnalyticsStore } from './analytics-types.ts';
import { openDuckDbAnalyticsStore } from './duckdb-analytics-store.ts';

// The Produtos counts add up the product_sums rows' processes, less the rows of a process that falls
// in more than one: after a rebuild and after loads that touch some days, every count must be the
// distinct processes of the items the filter keeps, as counting them one by one gives.

const DAYS = ['2026-10-05', '2026-10-20', '2026-11-03', '2026-11-17'];
const PRODUCTS = ['GEAR', 'VALVE', 'PUMP'];
const EXPORTERS = ['A', 'B', null];
const ORIGINS = ['160', '023'];

/** A small deterministic generator (mulberry32), so a failure replays the same items. */
const randomFrom = (seed: number) => {
  let state = seed;
  return (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const makeItems = ({
  seed,
  count,
  days,
  firstItemId,
}: {
  seed: number;
  count: number;
  days: string[];
  firstItemId: number;
}) => {
  const random = randomFrom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, index) =>
    makeAnalyticsFact({
      // Few processes, so most have several items of one product on several rows.
      processId: 1 + Math.floor(random() * 6),
      itemId: firstItemId + index,
      registryDate: pick(days),
      productCode: random() < 0.9 ? pick(PRODUCTS) : null,
      ncm: random() < 0.8 ? '85171231' : '84713012',
      exporterName: pick(EXPORTERS),
      originCountry: pick(ORIGINS),
      quantity: 1 + Math.floor(random() * 10),
      unit: 'UN',
    }),
  );
};

async function* batchesOf(facts: TAnalyticsFact[]): AsyncIterable<TAnalyticsFact[]> {
  for (let start = 0; start < facts.length; start += 7) yield facts.slice(start, start + 7);
}

const isKept = (fact: TAnalyticsFact, filter: TAnalyticsFilter): boolean =>
  fact.companyId === 7 &&
  fact.productCode !== null &&
  fact.registryDate >= filter.fromDay &&
  fact.registryDate <= filter.toDay &&
  (filter.exporter === undefined || fact.exporterName === filter.exporter) &&
  (filter.originCountries === undefined || filter.originCountries.includes(fact.originCountry ?? '')) &&
  (filter.ncms === undefined || filter.ncms.includes(fact.ncm)) &&
  (filter.productCode === undefined || fact.productCode === filter.productCode);

/** Distinct processes per key of the items kept, counted one by one. */
const countOneByOne = (
  facts: TAnalyticsFact[],
  filter: TAnalyticsFilter,
  keyOf: (fact: TAnalyticsFact) => string,
) => {
  const processes = new Map<string, Set<number>>();
  for (const fact of facts.filter((each) => isKept(each, filter))) {
    const key = keyOf(fact);
    processes.set(key, (processes.get(key) ?? new Set()).add(fact.processId));
  }
  return Object.fromEntries([...processes].map(([key, set]) => [key, set.size]));
};

const base = { companyIds: [7], fromDay: '2026-10-01', toDay: '2026-11-30' };
const FILTERS: TAnalyticsFilter[] = [
  base,
  { ...base, fromDay: '2026-10-15' },
  { ...base, exporter: 'A' },
  { ...base, originCountries: ['023'] },
  { ...base, ncms: ['84713012'] },
];

describe('DuckDB analytics store: processes counted once across the product sums rows', () => {
  let store: TAnalyticsStore;
  let facts: TAnalyticsFact[] = [];

  const expectCountsOneByOne = async (): Promise<void> => {
    for (const filter of FILTERS) {
      const { products } = await store.products({ filter, previous: null, limit: 10 });
      expect(Object.fromEntries(products.map((row) => [row.productCode, row.imports]))).toEqual(
        countOneByOne(facts, filter, (fact) => String(fact.productCode)),
      );
      for (const productCode of PRODUCTS) {
        const narrowed = { ...filter, productCode };
        const months = await store.productMonths(narrowed);
        expect(Object.fromEntries(months.map((month) => [month.month, month.imports]))).toEqual(
          countOneByOne(facts, narrowed, (fact) => fact.registryDate.slice(0, 7)),
        );
        const suppliers = await store.productSuppliers(narrowed);
        expect(Object.fromEntries(suppliers.map((row) => [String(row.exporterName), row.imports]))).toEqual(
          countOneByOne(facts, narrowed, (fact) => String(fact.exporterName)),
        );
      }
    }
  };

  beforeAll(async () => {
    store = await openDuckDbAnalyticsStore({ file: ':memory:' });
    facts = [
      ...makeItems({ seed: 1, count: 80, days: DAYS, firstItemId: 1 }),
      // Rows apart by one part of their key alone: an exporter against none, and two NCMs.
      makeAnalyticsFact({ processId: 50, itemId: 500, productCode: 'GEAR', exporterName: null }),
      makeAnalyticsFact({ processId: 50, itemId: 501, productCode: 'GEAR', exporterName: 'A' }),
      makeAnalyticsFact({ processId: 51, itemId: 510, productCode: 'PUMP', ncm: '84713012' }),
      makeAnalyticsFact({ processId: 51, itemId: 511, productCode: 'PUMP' }),
      // Another company's items never count.
      makeAnalyticsFact({ companyId: 500, processId: 1, itemId: 999, productCode: 'GEAR' }),
    ];
    await store.rebuild(batchesOf(facts));
  });
  afterAll(() => store.close());

  it('after a rebuild', async () => {
    await expectCountsOneByOne();
  });

  it('after loads that replace some days, leaving a process rows on days they do not touch', async () => {
    const loads = [
      { seed: 2, count: 30, period: { companyIds: [7], fromDay: '2026-11-01', toDay: '2026-11-30' } },
      { seed: 3, count: 0, period: { companyIds: [7], fromDay: '2026-10-20', toDay: '2026-10-20' } },
      { seed: 4, count: 12, period: { companyIds: [7], fromDay: '2026-10-01', toDay: '2026-10-10' } },
      { seed: 5, count: 25, period: { companyIds: [7], fromDay: '2026-10-15', toDay: '2026-11-05' } },
    ];
    let nextItemId = 1_000;
    for (const { seed, count, period } of loads) {
      const days = DAYS.filter((day) => day >= period.fromDay && day <= period.toDay);
      const items = makeItems({ seed, count, days, firstItemId: nextItemId });
      nextItemId += count;
      await store.replaceFacts({ period, batches: batchesOf(items) });
      facts = [
        ...facts.filter(
          (fact) =>
            !period.companyIds.includes(fact.companyId) ||
            fact.registryDate < period.fromDay ||
            fact.registryDate > period.toDay,
        ),
        ...items,
      ];
      await expectCountsOneByOne();
    }
  });
});
