import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalyticsFact, TAnalyticsStore } from './analytics-types.ts';
import { openDuckDbAnalyticsStore } from './duckdb-analytics-store.ts';
import { makeAnalyticsFact } from './analytics-fact-fixture.ts';

const fact = makeAnalyticsFact;

// Process 1 (2 items, sea, green), process 2 (air, red, Germany), process 3 of another company,
// process 4 outside the period.
const FACTS: TAnalyticsFact[] = [
  fact({}),
  fact({ itemId: 2, ncm: '84713012', vmld: 90, vmle: 80, ii: 4, freight: 2, grossWeight: 6, netWeight: 5 }),
  fact({
    processId: 2,
    itemId: 3,
    registryDate: '2026-11-20',
    ncm: '84713012',
    vmld: 300,
    vmle: 280,
    freight: 20,
    ii: 30,
    antidumping: 7,
    originCountry: '023',
    exporterName: 'BERLIN GMBH',
    exporterCountry: '023',
    manufacturerName: 'MUNICH AG',
    manufacturerCity: 'MUNIQUE',
    manufacturerCountry: '023',
    currency: 'EUR',
    mode: 'AEREA',
    channel: 'VERMELHO',
    declaration: 'DUIMP',
    presenceDate: '2026-11-10',
    clearanceDate: '2026-11-21',
    loadingDate: '2026-11-22',
    deliveryDate: null,
    channelDays: 3,
    lpcoWaits: '[["MAPA",6],["ANVISA",12],["MAPA",2]]',
  }),
  fact({
    companyId: 500,
    processId: 3,
    itemId: 4,
    acquirerName: 'MAR ABERTO',
    vmld: 5000,
    channelDays: 30,
    lpcoWaits: '[["MAPA",90]]',
  }),
  fact({ processId: 4, itemId: 5, registryDate: '2025-01-10', vmld: 7000 }),
];

async function* batchesOf(facts: TAnalyticsFact[], size = 2): AsyncIterable<TAnalyticsFact[]> {
  for (let start = 0; start < facts.length; start += size) yield facts.slice(start, start + size);
}

const period = { companyIds: [7], fromDay: '2026-10-01', toDay: '2026-11-30' };

describe('DuckDB analytics store', () => {
  let store: TAnalyticsStore;

  beforeAll(async () => {
    store = await openDuckDbAnalyticsStore({ file: ':memory:' });
    expect(await store.rebuild(batchesOf(FACTS))).toBe(5);
  });
  afterAll(() => store.close());

  it('sums taxes, values, weights, modes and channels of the companies and days asked for', async () => {
    const summary = await store.summary(period);
    expect(summary.processes).toBe(2);
    expect(summary.taxes).toEqual({ ii: 44, ipi: 15, pis: 6, cofins: 27, antidumping: 7, siscomex: 3 });
    expect(summary.vmld).toBe(500);
    expect(summary.vmle).toBe(460);
    expect(summary.icms).toBe(60);
    expect(summary.grossWeight).toBe(30);
    expect(summary.netWeight).toBe(25);
    expect(summary.byMode).toEqual({
      MARITIMA: { processes: 1, freight: 10 },
      AEREA: { processes: 1, freight: 20 },
      RODOVIARIA: { processes: 0, freight: 0 },
    });
    expect(summary.channels).toEqual({ yellow: 0, green: 1, red: 1 });
  });

  it('applies each drawer filter and the map selections', async () => {
    expect((await store.summary({ ...period, mode: 'AEREA' })).vmld).toBe(300);
    expect((await store.summary({ ...period, currency: 'USD' })).vmld).toBe(200);
    expect((await store.summary({ ...period, exporter: 'BERLIN GMBH' })).processes).toBe(1);
    expect((await store.summary({ ...period, originCountries: ['023', '160'] })).vmld).toBe(500);
    expect((await store.summary({ ...period, ncms: ['84713012'] })).vmld).toBe(390);
    expect((await store.summary({ ...period, ncms: ['8471', '99'] })).vmld).toBe(390);
    expect((await store.summary({ ...period, incoterm: "FOB' OR 1=1 --" })).processes).toBe(0);
    // DI against DUIMP: each declaration's items, and its processes counted once.
    expect((await store.summary({ ...period, declaration: 'DUIMP' })).vmld).toBe(300);
    expect((await store.summary({ ...period, declaration: 'DI' })).vmld).toBe(200);
    expect((await store.summary({ ...period, declaration: 'DUIMP' })).channels).toEqual({
      yellow: 0,
      green: 0,
      red: 1,
    });
  });

  it('counts processes, periods and lead times of the processes with an item the filter keeps', async () => {
    const euro = await store.summary({ ...period, currency: 'EUR' });
    expect([euro.processes, euro.byMode.AEREA.processes, euro.channels.red]).toEqual([1, 1, 1]);
    expect(
      await store.processesByPeriod({ filter: { ...period, exporter: 'BERLIN GMBH' }, grain: 'month' }),
    ).toEqual([{ year: 2026, month: 11, day: null, processes: 1 }]);
    // Process 1 has one item of each NCM: it counts once, with its whole dates.
    expect((await store.summary({ ...period, ncms: ['85171231'] })).processes).toBe(1);
    expect(await store.leadTimes({ ...period, ncms: ['85171231'] })).toEqual({
      presenceToRegistry: 4,
      clearanceToLoading: 2,
      presenceToDelivery: 10,
      processes: { presenceToRegistry: 1, clearanceToLoading: 1, presenceToDelivery: 1 },
      registryToChannel: null,
      registryToChannelProcesses: 0,
      lpcoByAgency: [],
    });
    expect(await store.processKeys({ ...period, ncms: ['8471'] })).toEqual([
      { companyId: 7, processId: 2 },
      { companyId: 7, processId: 1 },
    ]);
  });

  it('groups goods by company and NCM, largest VMLD first', async () => {
    const rows = await store.ncmGoods(period);
    expect(rows.map((row) => [row.ncm, row.vmld, row.ii])).toEqual([
      ['84713012', 390, 34],
      ['85171231', 110, 10],
    ]);
  });

  it('ranks origins, exporters and manufacturers by VMLD', async () => {
    expect(await store.origins(period)).toEqual([
      { name: null, city: 'MUNIQUE', countryCode: '023', total: 300 },
      { name: null, city: 'SHENZHEN', countryCode: '160', total: 200 },
    ]);
    expect((await store.exporters(period)).map((row) => row.name)).toEqual(['BERLIN GMBH', 'SHENZHEN CO']);
    expect((await store.manufacturers(period)).map((row) => row.name)).toEqual(['MUNICH AG', 'SHENZHEN CO']);
  });

  it('counts processes per month or per day', async () => {
    expect(await store.processesByPeriod({ filter: period, grain: 'month' })).toEqual([
      { year: 2026, month: 10, day: null, processes: 1 },
      { year: 2026, month: 11, day: null, processes: 1 },
    ]);
    expect(await store.processesByPeriod({ filter: period, grain: 'day' })).toEqual([
      { year: 2026, month: 10, day: 5, processes: 1 },
      { year: 2026, month: 11, day: 20, processes: 1 },
    ]);
  });

  it("averages lead times per process, skipping missing dates, and counts each mean's processes", async () => {
    // Process 2 has no delivery date: the delivery mean is process 1's alone.
    expect(await store.leadTimes(period)).toEqual({
      presenceToRegistry: 7,
      clearanceToLoading: 1.5,
      presenceToDelivery: 10,
      processes: { presenceToRegistry: 2, clearanceToLoading: 2, presenceToDelivery: 1 },
      // The DUIMP's waits, its process once (not once per item); company 500's never count here.
      registryToChannel: 3,
      registryToChannelProcesses: 1,
      lpcoByAgency: [
        { agency: 'ANVISA', averageOfDays: 12, lpcos: 1 },
        { agency: 'MAPA', averageOfDays: 4, lpcos: 2 },
      ],
    });
    expect(await store.leadTimes({ ...period, companyIds: [999] })).toEqual({
      presenceToRegistry: null,
      clearanceToLoading: null,
      presenceToDelivery: null,
      processes: { presenceToRegistry: 0, clearanceToLoading: 0, presenceToDelivery: 0 },
      registryToChannel: null,
      registryToChannelProcesses: 0,
      lpcoByAgency: [],
    });
  });

  it('lists the processes a filter covers once each, newest registry first, in scope', async () => {
    expect(await store.processKeys(period)).toEqual([
      { companyId: 7, processId: 2 },
      { companyId: 7, processId: 1 },
    ]);
    expect(await store.processKeys({ ...period, mode: 'MARITIMA' })).toEqual([
      { companyId: 7, processId: 1 },
    ]);
    expect(await store.processKeys({ ...period, companyIds: [999] })).toEqual([]);
  });

  it('gives the map its countries with taxes, the processes per NCM and the distinct processes', async () => {
    expect(await store.map(period)).toEqual({
      countries: [
        { code: '023', totalWithTaxes: 354 },
        { code: '160', totalWithTaxes: 248 },
      ],
      ncms: [
        { ncm: '84713012', processes: 2 },
        { ncm: '85171231', processes: 1 },
      ],
      // Process 1 has both NCMs: the NCM counts add up to 3, the processes are 2.
      processes: 2,
      periodProcesses: 2,
    });
  });

  it("counts the map's selection once per process, out of the processes without the map's País and NCM", async () => {
    const chinese = await store.map({ ...period, originCountries: ['160'] });
    expect(chinese.ncms).toEqual([
      { ncm: '84713012', processes: 1 },
      { ncm: '85171231', processes: 1 },
    ]);
    expect({ processes: chinese.processes, periodProcesses: chinese.periodProcesses }).toEqual({
      processes: 1,
      periodProcesses: 2,
    });
    // The drawer's filters narrow both; the NCM prefix only the selection.
    const air = await store.map({ ...period, mode: 'AEREA', ncms: ['8517'] });
    expect({ processes: air.processes, periodProcesses: air.periodProcesses }).toEqual({
      processes: 0,
      periodProcesses: 1,
    });
  });

  it('lists the filter options of the period', async () => {
    const options = await store.filterOptions(period);
    expect(options.modes).toEqual(['AEREA', 'MARITIMA']);
    expect(options.currencies).toEqual(['EUR', 'USD']);
    expect(options.originCountries).toEqual(['023', '160']);
  });

  it('exports the filtered items oldest first, and replaces a period without touching the rest', async () => {
    const exported: TAnalyticsFact[] = [];
    for await (const batch of store.exportFacts(period)) exported.push(...batch);
    expect(exported.map((row) => row.itemId)).toEqual([1, 2, 3]);
    expect(exported[2]).toEqual(FACTS[2]);

    const replaced = await store.replaceFacts({
      period: { companyIds: [7], fromDay: '2026-11-01', toDay: '2026-11-30' },
      batches: batchesOf([fact({ processId: 2, itemId: 3, registryDate: '2026-11-20', vmld: 1 })]),
    });
    expect(replaced).toBe(1);
    expect(await store.countFacts()).toBe(5);
    expect((await store.summary(period)).vmld).toBe(201);
    expect((await store.summary({ ...period, companyIds: [500] })).vmld).toBe(5000);
  });

  it('keeps the filter lists and process rows in step with the facts a replacement removes and brings', async () => {
    await store.replaceFacts({
      period: { companyIds: [7], fromDay: '2026-11-01', toDay: '2026-11-30' },
      batches: batchesOf([
        fact({ processId: 2, itemId: 3, registryDate: '2026-11-20', currency: 'JPY', exporterName: null }),
        // Outside the replaced days: it joins the October values already there.
        fact({ processId: 5, itemId: 6, registryDate: '2026-10-05', currency: 'CNY', mode: 'RODOVIARIA' }),
      ]),
    });
    const options = await store.filterOptions(period);
    expect(options.currencies).toEqual(['CNY', 'JPY', 'USD']);
    const summary = await store.summary(period);
    expect([summary.processes, summary.byMode.RODOVIARIA.processes]).toEqual([3, 1]);
    expect(await store.processesByPeriod({ filter: period, grain: 'day' })).toEqual([
      { year: 2026, month: 10, day: 5, processes: 2 },
      { year: 2026, month: 11, day: 20, processes: 1 },
    ]);
    expect(options.modes).toEqual(['MARITIMA', 'RODOVIARIA']);
    expect(options.exporters).toEqual(['SHENZHEN CO']);
    expect(options.originCountries).toEqual(['160']);
    expect((await store.filterOptions({ ...period, companyIds: [500] })).currencies).toEqual(['USD']);

    await store.replaceFacts({
      period: { companyIds: [7], fromDay: '2026-11-01', toDay: '2026-11-30' },
      batches: batchesOf([]),
    });
    expect((await store.summary(period)).processes).toBe(2);
    expect((await store.processKeys(period)).map((key) => key.processId)).toEqual([5, 1]);
    expect((await store.filterOptions(period)).currencies).toEqual(['CNY', 'USD']);
    expect(await store.filterOptions({ ...period, companyIds: [999] })).toEqual({
      incoterms: [],
      modes: [],
      urfsDespacho: [],
      urfsEntrada: [],
      recintos: [],
      exporters: [],
      manufacturers: [],
      acquisitionCountries: [],
      originCountries: [],
      currencies: [],
      declarations: [],
    });
  });
});

describe('DuckDB analytics store in a file', () => {
  it('keeps its facts and its sync state across a reopening, under the memory limit it was given', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'pdc-duckdb-'));
    const file = path.join(folder, 'store.duckdb');
    try {
      // The spill folder's parents are made too: DuckDB makes only the last folder.
      const tempDirectory = path.join(folder, 'new-data-dir', 'analytics-tmp');
      const first = await openDuckDbAnalyticsStore({ file, tempDirectory, memoryLimit: '128MB' });
      expect(existsSync(tempDirectory)).toBe(true);
      expect(await first.memoryLimit()).toBe('122.0 MiB');
      expect(await first.readSyncState()).toBeNull();
      await first.rebuild(batchesOf([makeAnalyticsFact({ itemId: 1 }), makeAnalyticsFact({ itemId: 2 })]));
      await first.writeSyncState({ databaseId: 'db-1', appliedChangeId: 41 });
      await first.writeSyncState({ databaseId: 'db-1', appliedChangeId: 42 });
      await first.close();

      const second = await openDuckDbAnalyticsStore({ file, memoryLimit: '1GB' });
      expect(await second.memoryLimit()).toBe('953.6 MiB');
      expect(await second.countFacts()).toBe(2);
      expect(await second.readSyncState()).toEqual({ databaseId: 'db-1', appliedChangeId: 42 });
      await second.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('DuckDB analytics store rebuilt', () => {
  it('serves the facts it had while a rebuild reads, and keeps them when the rebuild fails', async () => {
    const store = await openDuckDbAnalyticsStore({ file: ':memory:' });
    try {
      await store.rebuild(batchesOf(FACTS));
      const before = await store.summary(period);
      let resumeFeed = (): void => undefined;
      const paused = new Promise<void>((resolve) => {
        resumeFeed = resolve;
      });
      async function* failingFeed(): AsyncIterable<TAnalyticsFact[]> {
        yield [fact({ itemId: 90, vmld: 1 })];
        await paused;
        throw new Error('a conexão com o banco caiu');
      }
      const failed = store.rebuild(failingFeed());
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Mid-rebuild the readers still see the old facts, not the one appended yet.
      expect(await store.summary(period)).toEqual(before);
      resumeFeed();
      await expect(failed).rejects.toThrow('a conexão com o banco caiu');
      expect(await store.countFacts()).toBe(5);
      expect(await store.summary(period)).toEqual(before);

      expect(await store.rebuild(batchesOf(FACTS.slice(0, 2)))).toBe(2);
      expect(await store.countFacts()).toBe(2);
      expect((await store.summary(period)).processes).toBe(1);
    } finally {
      await store.close();
    }
  });
});

describe('DuckDB analytics store: a product’s units', () => {
  let store: TAnalyticsStore;
  const product = (itemId: number, productCode: string, unit: string | null, quantity: number | null) =>
    fact({ itemId, processId: itemId, productCode, unit, quantity });

  beforeAll(async () => {
    store = await openDuckDbAnalyticsStore({ file: ':memory:' });
    await store.rebuild(
      batchesOf([
        product(1, 'MIXED', 'UN', 10),
        product(2, 'MIXED', 'KG', 5),
        product(3, 'MIXED', 'UN', 2),
        product(4, 'ONE', 'UN', 4),
        product(5, 'ONE', 'UN', 6),
        // A unit with no quantity counts as no unit: nothing to weigh.
        product(6, 'NONE', 'UN', null),
      ]),
    );
  });
  afterAll(() => store.close());

  it('tells none, one and more than one unit apart in the list, the months and the suppliers', async () => {
    const { products } = await store.products({ filter: period, previous: null, limit: 10 });
    expect(Object.fromEntries(products.map((row) => [row.productCode, [row.units, row.unit]]))).toEqual({
      MIXED: [2, 'KG'],
      ONE: [1, 'UN'],
      NONE: [0, null],
    });
    const months = await store.productMonths({ ...period, productCode: 'MIXED' });
    expect(months.map((month) => month.units)).toEqual([2]);
    const suppliers = await store.productSuppliers({ ...period, productCode: 'ONE' });
    expect(suppliers.map((supplier) => supplier.units)).toEqual([1]);
  });
});

describe('DuckDB analytics store: a product’s imports and sums', () => {
  let store: TAnalyticsStore;
  const item = (overrides: Partial<TAnalyticsFact>) =>
    fact({ productCode: 'VALVE', productDescription: 'Válvula', unit: 'UN', quantity: 10, ...overrides });

  beforeAll(async () => {
    store = await openDuckDbAnalyticsStore({ file: ':memory:' });
    await store.rebuild(
      batchesOf([
        // One process, one product, two suppliers and origins, and items on two registry days.
        item({ processId: 1, itemId: 1, exporterName: 'A', originCountry: '160' }),
        item({ processId: 1, itemId: 2, exporterName: 'B', originCountry: '023', vmld: 50 }),
        item({ processId: 1, itemId: 3, exporterName: 'A', registryDate: '2026-11-03' }),
        item({ processId: 2, itemId: 4, exporterName: 'B', registryDate: '2026-11-03', quantity: 0 }),
        // Another company's process never counts.
        item({ companyId: 500, processId: 9, itemId: 9 }),
      ]),
    );
  });
  afterAll(() => store.close());

  it('counts each process once across suppliers and days, and sums every item once', async () => {
    const [valve] = (await store.products({ filter: period, previous: null, limit: 10 })).products;
    expect(valve).toMatchObject({ productCode: 'VALVE', imports: 2, items: 4, quantity: 30 });
    // 157 per item of the fixture, 97 for the one of VMLD 50; the zero quantity is not costed.
    expect(valve?.grossCost).toBe(157 * 3 + 97);
    expect(valve?.costedGross).toBe(157 * 2 + 97);
    expect(valve?.costedQuantity).toBe(30);

    const months = await store.productMonths({ ...period, productCode: 'VALVE' });
    expect(months.map((month) => [month.month, month.imports, month.quantity])).toEqual([
      ['2026-10', 1, 20],
      ['2026-11', 2, 10],
    ]);
    const suppliers = await store.productSuppliers({ ...period, productCode: 'VALVE' });
    expect(suppliers.map((supplier) => [supplier.exporterName, supplier.imports, supplier.quantity])).toEqual(
      [
        ['A', 1, 20],
        ['B', 2, 10],
      ],
    );
    const byOrigin = await store.products({
      filter: { ...period, originCountries: ['023'] },
      previous: null,
      limit: 10,
    });
    expect(byOrigin.products.map((row) => [row.imports, row.items])).toEqual([[1, 1]]);
  });

  it('follows a process replaced: its old items leave the sums with it', async () => {
    await store.replaceFacts({
      period: { companyIds: [7], fromDay: '2026-11-01', toDay: '2026-11-30' },
      batches: batchesOf([item({ processId: 2, itemId: 4, registryDate: '2026-11-03', quantity: 5 })]),
    });
    const [valve] = (await store.products({ filter: period, previous: null, limit: 10 })).products;
    // Process 1's November item was in the days replaced and did not come back.
    expect(valve).toMatchObject({ imports: 2, items: 3, quantity: 25, costedQuantity: 25 });
    const options = await store.productOptions(period);
    // The item sent again came with the fixture's exporter.
    expect(options.exporters).toEqual(['A', 'B', 'SHENZHEN CO']);
    expect(options.itemsWithoutProduct).toBe(0);
  });
});
