/**
 * Scale: ten years of a large broker, ~10M declaration items (scale-dataset.ts), on
 * PostgreSQL, through one API instance whose analytics store is a DuckDB file under a memory
 * limit, as production runs it. Each goal is printed beside a baseline measured in the same run:
 *   - the store's full rebuild (when its file is missing or BENCH_SCALE_REBUILD=1), in the
 *     background, while the Home and the report are timed against their bare SQL;
 *   - the BI's 15 loads of 12 months (and the event loop's p99), the import dashboard, the Home's
 *     12 calls, the report's first page (all steps and one step), its search box and the header
 *     search by reference, invoice, exporter and container;
 *   - the instance's peak RSS over all of it;
 *   - a restart after a change logged while the instance was down: how long until the BI answers.
 *
 *   BENCH_DATABASE_URL=postgresql://…/pdc_bench node scale.bench.ts [--iterations 10]
 *
 * Prints figures only; no assertions.
 */
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { REPORT_COLUMN_KEYS, type TReportColumnKey } from '@pc/contract/report-columns';
import { runBareReportPage } from './bare-report.ts';
import { createServer } from '../apps/api/src/app.ts';
import { signBiToken } from '../apps/api/src/core/auth/bi-token.ts';
import type { TDatabaseHandle } from '../apps/api/src/db/client.ts';
import { analyticsChanges } from '../apps/api/src/db/schema/bi-imports.ts';
import type { TReportFilter } from '../apps/api/src/features/processes/process-repository.ts';
import { loadConfig } from '../apps/api/src/lib/config.ts';
import { signAccessToken } from '../apps/api/src/lib/jwt.ts';
import { BENCH_COMPANY_ID, percentile, rowsOf, runBareSql } from './bench-database.ts';
import { formatMs, recordResult } from './bench-results.ts';
import { BARE_SQL, BI_PATHS, FROM, QUERY, TO } from './bi-bare-sql.ts';
import { homeLoads } from './home-loads.ts';
import { openScaleTarget, SCALE_STORE_ENV } from './scale-dataset.ts';

const { values } = parseArgs({ options: { iterations: { type: 'string', default: '10' } } });
const iterations = Number(values.iterations);
const MEMORY_LIMIT = loadConfig({ NODE_ENV: 'test', ...SCALE_STORE_ENV }).ANALYTICS_STORE_MEMORY_LIMIT;
const STORE_FILE = SCALE_STORE_ENV.ANALYTICS_STORE_PATH;

// The instance's RSS, sampled all along: the goal is its peak while it serves everything below.
let peakRss = 0;
let peakHeap = 0;
let phase = 'start';
let peakPhase = phase;
const sampler = setInterval(() => {
  const rss = process.memoryUsage.rss();
  if (rss > peakRss) [peakRss, peakPhase] = [rss, phase];
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapTotal);
}, 50);
sampler.unref();

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const startedAt = performance.now();
  await work();
  return performance.now() - startedAt;
};
const p50 = (samples: number[]) => percentile(samples, 50);
const samplesOf = async (run: () => Promise<unknown>, count = iterations): Promise<number[]> => {
  await run();
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) samples.push(await timed(run));
  return samples;
};

type TGoal = { name: string; goalMs: number; figure: number; baseline: number; baselineLabel: string };
const record = ({ name, goalMs, figure, baseline, baselineLabel }: TGoal) => {
  console.log(
    `  ${name.padEnd(58)} ${formatMs(figure).padStart(11)} (goal ≤ ${goalMs} ms) | ${baselineLabel} ${formatMs(baseline)}`,
  );
  recordResult({
    area: 'Scale',
    name: `${name} (PostgreSQL, 10M items)`,
    goal: `≤ ${goalMs} ms`,
    baseline: `${baselineLabel} p50 ${formatMs(baseline)}`,
    figure: `app p50 ${formatMs(figure)}`,
    ratio: figure / baseline,
    isMet: figure <= goalMs,
  });
};

const startInstance = async (handle: TDatabaseHandle) => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    SEED_ON_EMPTY: 'false',
    FOLLOW_UP_SCHEDULES: 'false',
    WEBHOOKS_SCHEDULES: 'false',
    ...SCALE_STORE_ENV,
  });
  const app = await createServer({ config, database: handle, isServingWeb: false });
  const now = new Date();
  const iat = Math.floor(now.getTime() / 1000);
  const headers = {
    authorization: `Bearer ${await signAccessToken({ claims: { sub: '1', companyIds: [BENCH_COMPANY_ID], iat, exp: iat + 3600 }, signingKeys: config.JWT_SIGNING_KEYS })}`,
    token: await signBiToken({
      signingKeys: config.JWT_SIGNING_KEYS,
      userId: 1,
      sessionVersion: 0,
      now,
      ttlSeconds: 3600,
    }),
  };
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
  return { app, get };
};

/** The report's filter as the service builds it from the query (all steps = the active ones). */
const reportFilter = (overrides: Partial<TReportFilter>): TReportFilter => ({
  companyIds: [BENCH_COMPANY_ID],
  isIncludingConcluded: false,
  stepIds: [7, 1, 2, 3, 4, 9, 10, 11],
  period: null,
  ...overrides,
});

/** The page of 15 and the count the report answers, as bare SQL on the driver. */
const bareReport = (handle: TDatabaseHandle, filter: TReportFilter, sort: TReportColumnKey | null) =>
  runBareReportPage(handle, { filter, order: { sort, isDescending: false }, limit: 15, offset: 0 });

const target = await openScaleTarget();
const { handle } = target;
try {
  const [dataset] = rowsOf<{ processes: number; open: number; items: number }>(
    await handle.db.execute(
      sql.raw(
        'select (select count(*)::int from processes) as processes, (select count(*)::int from processes where not is_concluded) as open, (select count(*)::int from declaration_items) as items',
      ),
    ),
  );
  console.log(
    `\n  dataset: ${dataset?.processes.toLocaleString('en-US')} processes (${dataset?.open.toLocaleString('en-US')} open), ${dataset?.items.toLocaleString('en-US')} declaration items`,
  );

  const isRebuilding = process.env.BENCH_SCALE_REBUILD === '1' || !(await stat(STORE_FILE).catch(() => null));
  if (isRebuilding) await rm(path.dirname(STORE_FILE), { recursive: true, force: true });
  await mkdir(path.dirname(STORE_FILE), { recursive: true });

  const loads = homeLoads();
  const homeBare = () =>
    Promise.all(
      loads.map((load) => load.toSql(handle.db)).map((query) => runBareSql(handle, query.sql, query.params)),
    );
  const allSteps = reportFilter({});
  // What the process list asks first: the open processes of every step, sorted by step.
  const REPORT_ALL = '/customers/import/report/general?concluido=false&stepsIds=8&size=15&sort=step';

  phase = 'rebuild';
  // 1. The start: a rebuild of the whole store (when asked), in the background, while others call.
  const startedAt = performance.now();
  let instance = await startInstance(handle);
  let rebuildMs = Number.NaN;
  if (isRebuilding) {
    const synced = instance.get(`/bi/valores-impostos?${QUERY}`).then(() => {
      rebuildMs = performance.now() - startedAt;
    });
    const during = {
      home: [] as number[],
      report: [] as number[],
      homeBare: [] as number[],
      reportBare: [] as number[],
    };
    while (Number.isNaN(rebuildMs)) {
      during.home.push(await timed(() => Promise.all(loads.map((load) => instance.get(load.url)))));
      during.homeBare.push(await timed(homeBare));
      during.report.push(await timed(() => instance.get(REPORT_ALL)));
      during.reportBare.push(await timed(() => bareReport(handle, allSteps, 'step')));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await synced;
    console.log(`  full rebuild of the store in the background: ${(rebuildMs / 1000).toFixed(0)} s`);
    recordResult({
      area: 'Scale',
      name: 'Full rebuild of the analytics store, in the background (PostgreSQL, 10M items)',
      goal: '≤ 600 s',
      baseline: '-',
      figure: `${(rebuildMs / 1000).toFixed(0)} s`,
      ratio: null,
      isMet: rebuildMs <= 600_000,
    });
    record({
      name: "Home's 12 calls during the rebuild",
      goalMs: 100,
      figure: p50(during.home),
      baseline: p50(during.homeBare),
      baselineLabel: 'bare SQL',
    });
    record({
      name: 'Report first page, all steps, during the rebuild',
      goalMs: 150,
      figure: p50(during.report),
      baseline: p50(during.reportBare),
      baselineLabel: 'bare SQL',
    });
  } else {
    await instance.get(`/bi/valores-impostos?${QUERY}`);
    console.log(
      `  store reused from its file: in step ${((performance.now() - startedAt) / 1000).toFixed(1)} s after the start`,
    );
  }

  // A failed rebuild leaves an empty store that answers zeros fast: never time that.
  const stored = await instance.app.analyticsStore.countFacts();
  if (stored !== dataset?.items)
    throw new Error(`the store holds ${stored} items, the database ${dataset?.items}`);

  // 2. Every read at rest.
  phase = 'BI loads';
  const biRuns: { total: number; loopP99: number }[] = [];
  const biLoad = () => Promise.all(BI_PATHS.map((biPath) => instance.get(`${biPath}?${QUERY}`)));
  await biLoad();
  for (let run = 0; run < iterations; run += 1) {
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const total = await timed(biLoad);
    histogram.disable();
    biRuns.push({ total, loopP99: histogram.percentile(99) / 1e6 });
  }
  // Five at a time: fifteen scans of a year of items at once outwait the pool's connection timeout.
  const biBare = await samplesOf(async () => {
    for (let first = 0; first < BARE_SQL.length; first += 5) {
      await Promise.all(
        BARE_SQL.slice(first, first + 5).map((text) =>
          runBareSql(handle, text, [BENCH_COMPANY_ID, FROM, TO]),
        ),
      );
    }
  }, 3);
  record({
    name: 'BI, the 15 loads of 12 months',
    goalMs: 300,
    figure: p50(biRuns.map((run) => run.total)),
    baseline: p50(biBare),
    baselineLabel: 'bare aggregates',
  });
  const loopP99 = p50(biRuns.map((run) => run.loopP99));
  console.log(`  BI, event-loop delay p99 during the loads ${formatMs(loopP99)} (goal < 100 ms)`);
  recordResult({
    area: 'Scale',
    name: 'BI, event-loop delay p99 during the 15 loads (PostgreSQL, 10M items)',
    goal: '< 100 ms',
    baseline: '-',
    figure: formatMs(loopP99),
    ratio: null,
    isMet: loopP99 < 100,
  });

  phase = 'dashboard, Home, report, search';
  const dashboard = `/api/public/customer/import-dashboard?startDate=${FROM}&endDate=${TO}`;
  const dashboardBare = `select count(distinct process_id), sum(vmld), sum(ii + ipi + pis + cofins + antidumping + siscomex_fee) from declaration_items where company_id = $1 and registry_date between $2 and $3`;
  record({
    name: 'Import dashboard, 12 months',
    goalMs: 150,
    figure: p50(await samplesOf(() => instance.get(dashboard))),
    baseline: p50(await samplesOf(() => runBareSql(handle, dashboardBare, [BENCH_COMPANY_ID, FROM, TO]))),
    baselineLabel: 'one bare aggregate of the items',
  });
  record({
    name: "Home's 12 calls",
    goalMs: 100,
    figure: p50(await samplesOf(() => Promise.all(loads.map((load) => instance.get(load.url))))),
    baseline: p50(await samplesOf(homeBare)),
    baselineLabel: 'bare SQL',
  });

  const reports = [
    { name: 'Report first page, all steps', url: REPORT_ALL, filter: allSteps, goalMs: 150 },
    {
      name: 'Report first page, one step (Em trânsito)',
      url: '/customers/import/report/general?concluido=false&stepsIds=2&size=15&sort=step',
      filter: reportFilter({ stepIds: [2] }),
      goalMs: 150,
    },
    {
      name: 'Report search box "ltd", all steps',
      url: `${REPORT_ALL}&text=ltd`,
      filter: reportFilter({ text: { normalisedTerm: 'ltd', columns: REPORT_COLUMN_KEYS } }),
      goalMs: 100,
    },
  ];
  for (const report of reports) {
    record({
      name: report.name,
      goalMs: report.goalMs,
      figure: p50(await samplesOf(() => instance.get(report.url))),
      baseline: p50(await samplesOf(() => bareReport(handle, report.filter, 'step'))),
      baselineLabel: 'bare SQL',
    });
  }

  // The header search: terms taken from the data (the newest process's reference, an older one's
  // invoice, an exporter's name, a container).
  const [sample] = rowsOf<{ identification: number; invoice: string; container: string | null }>(
    await handle.db.execute(
      sql.raw(
        `select (select identification from processes where company_id = ${BENCH_COMPANY_ID} order by created desc limit 1) as identification,
                (select invoice from processes where company_id = ${BENCH_COMPANY_ID} and invoice is not null order by id limit 1 offset 5000) as invoice,
                (select container_numbers[1] from processes where company_id = ${BENCH_COMPANY_ID} and cardinality(container_numbers) > 0 order by id desc limit 1) as container`,
      ),
    ),
  );
  const terms = [
    { kind: 'reference', term: `PRI${String(sample?.identification).padStart(5, '0')}` },
    { kind: 'invoice', term: sample?.invoice ?? 'INV' },
    { kind: 'exporter', term: 'shenzhen' },
    // A seed older than the container numbers has none: a term that matches nothing costs the most.
    { kind: 'container', term: sample?.container ?? 'MSCU1234565' },
  ];
  for (const { kind, term } of terms) {
    const normalised = term.toLowerCase();
    record({
      name: `Header search by ${kind} ("${term}")`,
      goalMs: 100,
      figure: p50(
        await samplesOf(() =>
          instance.get(`/customers/import/search?concluidos=true&q=${encodeURIComponent(term)}`),
        ),
      ),
      baseline: p50(
        await samplesOf(() =>
          runBareSql(
            handle,
            'select id from processes where company_id = $1 and search_text like $2 order by created desc limit 10',
            [BENCH_COMPANY_ID, `%${normalised}%`],
          ),
        ),
      ),
      baselineLabel: 'bare SQL on search_text',
    });
  }

  phase = 'restart and replay';
  // 3. A restart: a change logged while the instance is down, then the time until the BI answers.
  await instance.app.close();
  const downAt = performance.now();
  // The busiest kind of change: a BI import of the newest month of the largest customer.
  await handle.db
    .insert(analyticsChanges)
    .values({ companyIds: [BENCH_COMPANY_ID], fromDay: '2026-06-01', toDay: '2026-06-30' });
  const [month] = rowsOf<{ items: number }>(
    await handle.db.execute(
      sql.raw(
        `select count(*)::int as items from declaration_items where company_id = ${BENCH_COMPANY_ID} and registry_date between '2026-06-01' and '2026-06-30'`,
      ),
    ),
  );
  const replayed = month?.items ?? 0;
  const restartedAt = performance.now();
  instance = await startInstance(handle);
  await instance.get(`/bi/valores-impostos?${QUERY}`);
  const restartMs = performance.now() - restartedAt;
  await instance.app.analyticsChanges.synced;
  const inStepMs = performance.now() - restartedAt;
  console.log(
    `  restart (down ${((restartedAt - downAt) / 1000).toFixed(1)} s, ${replayed.toLocaleString('en-US')} items of one month to replay): BI answers ${(restartMs / 1000).toFixed(1)} s after the start, in step ${(inStepMs / 1000).toFixed(1)} s after it`,
  );
  recordResult({
    area: 'Scale',
    name: 'After a restart, the BI answers (PostgreSQL, 10M items)',
    goal: '≤ 10 s, no full rebuild',
    baseline: Number.isNaN(rebuildMs)
      ? 'full rebuild: not run (BENCH_SCALE_REBUILD=1)'
      : `full rebuild ${(rebuildMs / 1000).toFixed(0)} s`,
    figure: `${(restartMs / 1000).toFixed(1)} s (in step after ${(inStepMs / 1000).toFixed(1)} s)`,
    ratio: Number.isNaN(rebuildMs) ? null : restartMs / rebuildMs,
    isMet: restartMs <= 10_000,
  });
  await instance.get(`/bi/valores-impostos?${QUERY}`);
  await instance.app.close();

  const peakMb = peakRss / 1024 / 1024;
  const storeMb = (await stat(STORE_FILE)).size / 1024 / 1024;
  console.log(
    `  peak RSS of the instance ${peakMb.toFixed(0)} MB (goal ≤ 1024 MB); store file ${storeMb.toFixed(0)} MB; memory limit ${MEMORY_LIMIT}; peak V8 heap ${(peakHeap / 1024 / 1024).toFixed(0)} MB; the peak during: ${peakPhase}`,
  );
  recordResult({
    area: 'Scale',
    name: 'Peak RSS of the API instance over all of the above (PostgreSQL, 10M items)',
    goal: '≤ 1,024 MB',
    baseline: `DuckDB memory_limit ${MEMORY_LIMIT}; store file ${storeMb.toFixed(0)} MB`,
    figure: `${peakMb.toFixed(0)} MB`,
    ratio: null,
    isMet: peakMb <= 1024,
  });
} finally {
  clearInterval(sampler);
  await target.dispose();
}
