/**
 * Landed cost: the Produtos list of 12 months, a product's page and a process's Custo tab through
 * the app, each beside a bare baseline measured in the same run on the same database, and the
 * analytics store's full rebuild with the instance's peak RSS (the facts now carry each item's
 * product, quantity, expense share and regime credits). Goals: the list ≤ 300 ms, a product ≤ 200 ms,
 * the Custo tab ≤ 50 ms, the rebuild ≤ 10 minutes and the RSS ≤ 1 GB at 10M items.
 *
 *   BENCH_DATABASE_URL=postgresql://…/pdc_bench node products.bench.ts --scale   # the 10M dataset
 *   cd bench && node products.bench.ts [--processes 107000] [--only pglite|postgres] [--iterations 100]
 *
 * The app's reads run 100 times, so their p99 is a percentile and not the slowest of a handful (one
 * pause of the machine decided it); a bare baseline runs 5 times (`--bare-iterations`): it takes
 * seconds at 10M items, and only its median is compared.
 *
 * Baselines: the list and the product page against the same aggregate as bare SQL over the raw
 * declaration items (what a store-less screen would run); the Custo tab against its two bare reads
 * (the process's items and expenses). Prints figures only; no assertions.
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { count, eq, sql } from 'drizzle-orm';
import { companies } from '../apps/api/src/db/schema/companies.ts';
import { declarationItems } from '../apps/api/src/db/schema/declaration-items.ts';
import {
  BENCH_COMPANY_ID,
  percentile,
  rowsOf,
  runBareSql,
  timeIt,
  type TBenchTarget,
} from './bench-database.ts';
import { formatMs, recordResult } from './bench-results.ts';
import { appVsBareLine, currentTargetKind, runOnTargets, startBenchApp } from './bench-run.ts';
import { openScaleTarget, SCALE_STORE_ENV } from './scale-dataset.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '107000' },
    iterations: { type: 'string', default: '100' },
    'bare-iterations': { type: 'string', default: '5' },
    only: { type: 'string' },
    scale: { type: 'boolean', default: false },
    /** With --scale: keep the store's file (a rebuild measured before), so only the reads are timed. */
    'keep-store': { type: 'boolean', default: false },
  },
});
const iterations = Number(values.iterations);
const bareIterations = Number(values['bare-iterations']);

/** The bench seed's "today" is 2026-06-30: twelve months back to it, each run a day earlier. */
const TO = '2026-06-30';
const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** A new period per run (still 365 days), so no answer comes from a cache: each is a user's new Filtrar. */
const periodOf = (run: number) => {
  const to = shift(TO, -run);
  return { from: shift(to, -364), to, previousFrom: shift(to, -729), previousTo: shift(to, -365) };
};
const counter = () => {
  let run = 0;
  return () => (run += 1);
};

// The sampled RSS of the instance over the whole bench (the rebuild included).
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 50);
sampler.unref();

const GROSS = 'vmld + ii + ipi + pis + cofins + antidumping + siscomex_fee + icms';
const WHERE = 'i.company_id = $1 and i.registry_date between $2 and $3 and i.product_code is not null';
/**
 * The list, bare: per product of the period and of the one before, the sums the screen shows (the
 * declaration's part of the cost; the expense spread, which the store carries per item, is left
 * out of the baseline, which makes it cheaper than the real work).
 */
const LIST_SQL = `select product_code, max(registry_date), count(distinct process_id), sum(quantity),
  sum(${GROSS}), sum(${GROSS}) filter (where quantity > 0), sum(quantity) filter (where quantity > 0)
  from declaration_items i where ${WHERE} group by 1 order by 5 desc limit 2000`;
const PRODUCT_SQL = `select i.*, p.identification from declaration_items i
  join processes p on p.company_id = i.company_id and p.id = i.process_id
  where ${WHERE} and i.product_code = $4 order by i.registry_date desc`;

const line = appVsBareLine({
  labelWidth: 40,
  countLabel: 'rows',
  countWidth: 6,
  msWidth: 7,
  area: 'Landed cost',
  goalRatio: 3,
});

const goal = (name: string, samples: number[], limitMs: number, baseline: number[]) => {
  const p99 = percentile(samples, 99);
  recordResult({
    area: 'Landed cost',
    name: `${name}, p99 (${currentTargetKind()})`,
    goal: `≤ ${limitMs} ms`,
    baseline: `bare p50 ${formatMs(percentile(baseline, 50))}`,
    figure: `app p99 ${formatMs(p99)}`,
    ratio: null,
    isMet: p99 <= limitMs,
  });
};

const bench = async (target: TBenchTarget, env: Record<string, string> = {}) => {
  const [row] = await target.handle.db.select({ items: count() }).from(declarationItems);
  const items = Number(row?.items ?? 0);
  console.log(`\n${target.label}: ${items.toLocaleString('en-US')} declaration items`);
  // The bench company is entitled, in Lucro Real, its expenses spread by VMLD.
  await target.handle.db
    .update(companies)
    .set({ hasLandedCost: true, taxRegime: 'lucroReal', landedCostAllocation: 'vmld' })
    .where(eq(companies.id, BENCH_COMPANY_ID));

  // The instance's own memory: what a PGlite target's seed held before is not the app's.
  peakRss = 0;
  const startedAt = performance.now();
  const { app, inject } = await startBenchApp(target.handle, { env });
  const rebuildMs = performance.now() - startedAt;
  console.log(
    `  start with a full rebuild of the store: ${(rebuildMs / 1000).toFixed(1)} s | peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`,
  );
  recordResult({
    area: 'Landed cost',
    name: `Full rebuild of the analytics store with the cost facts (${currentTargetKind()}, ${items.toLocaleString('en-US')} items)`,
    goal: '≤ 10 min, peak RSS ≤ 1 GB',
    baseline: 'none (the rebuild is the work)',
    figure: `${(rebuildMs / 1000).toFixed(0)} s, peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`,
    ratio: null,
    isMet: rebuildMs <= 600_000 && peakRss <= 2 ** 30,
  });

  const listUrl = (run: number) => {
    const { from, to } = periodOf(run);
    return `/api/public/customer/products?startDate=${from}&endDate=${to}`;
  };
  const first = await inject(listUrl(0));
  const products = first.json().data.products as { productCode: string; imports: number }[];
  const busiest = products.reduce((best, product) => (product.imports > best.imports ? product : best));

  const nextApp = counter();
  const listApp = await timeIt(iterations, () => inject(listUrl(nextApp())));
  const nextBare = counter();
  const listBare = await timeIt(bareIterations, () => {
    const { from, to, previousFrom, previousTo } = periodOf(nextBare());
    return Promise.all([
      runBareSql(target.handle, LIST_SQL, [BENCH_COMPANY_ID, from, to]),
      runBareSql(target.handle, LIST_SQL, [BENCH_COMPANY_ID, previousFrom, previousTo]),
    ]);
  });
  line('Produtos, 12 months', listApp, listBare, products.length);
  goal('Produtos list, 12 months', listApp, 300, listBare);

  const code = encodeURIComponent(busiest.productCode);
  const productUrl = (run: number) => {
    const { from, to } = periodOf(run);
    return `/api/public/customer/products/${code}?startDate=${from}&endDate=${to}`;
  };
  const detail = await inject(productUrl(0));
  const importsCount = (detail.json().data.imports as unknown[]).length;
  const nextProduct = counter();
  const productApp = await timeIt(iterations, () => inject(productUrl(nextProduct())));
  const nextProductBare = counter();
  const productBare = await timeIt(bareIterations, () => {
    const { from, to } = periodOf(nextProductBare());
    return runBareSql(target.handle, PRODUCT_SQL, [BENCH_COMPANY_ID, from, to, busiest.productCode]);
  });
  line(`product ${busiest.productCode}, 12 months`, productApp, productBare, importsCount);
  goal("A product's page, 12 months", productApp, 200, productBare);

  // The Custo tab of the processes with the most items and expenses: read from the database.
  const costed = rowsOf<{ id: number }>(
    await target.handle.db.execute(
      sql`select i.process_id id from declaration_items i where i.company_id = ${BENCH_COMPANY_ID}
        and exists (select 1 from process_expenses e where e.company_id = i.company_id and e.process_id = i.process_id)
        group by 1 order by count(*) desc, 1 limit ${iterations}`,
    ),
  ).map((each) => each.id);
  const tabCounter = counter();
  const tabApp = await timeIt(iterations, () =>
    inject(`/api/public/customer/processes/${costed[tabCounter() % costed.length] ?? 0}/landed-cost`),
  );
  const bareCounter = counter();
  const tabBare = await timeIt(bareIterations, () => {
    const id = costed[bareCounter() % costed.length] ?? 0;
    return Promise.all([
      runBareSql(
        target.handle,
        'select * from declaration_items where company_id = $1 and process_id = $2 order by item_number',
        [BENCH_COMPANY_ID, id],
      ),
      runBareSql(
        target.handle,
        'select * from process_expenses where company_id = $1 and process_id = $2 order by line_number',
        [BENCH_COMPANY_ID, id],
      ),
    ]);
  });
  line('Custo tab (largest processes)', tabApp, tabBare, costed.length);
  goal('Custo tab', tabApp, 50, tabBare);
  console.log(`  peak RSS over the bench: ${(peakRss / 2 ** 20).toFixed(0)} MB`);
  await app.close();
};

if (values.scale) {
  // The store's file is removed first: its rebuild is one of the goals.
  if (!values['keep-store']) await rm(SCALE_STORE_ENV.ANALYTICS_STORE_PATH, { force: true });
  const target = await openScaleTarget();
  try {
    await bench(target, SCALE_STORE_ENV);
  } finally {
    await target.dispose();
  }
} else {
  await runOnTargets(Number(values.processes), (target) => bench(target), values.only);
}
