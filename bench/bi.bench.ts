/**
 * Operational analytics: the 15 loads the Analytics screen fires on Gerar, for 12
 * months, in parallel as the web sends them, through the app (BI token, the analytics store)
 * against the same aggregates as bare SQL over the raw declaration items (the baseline, also in
 * parallel, on the same database). Prints the load's total, its slowest call and the event-loop
 * delay p99 of each, the store's rebuild at start and the period import job for 12 months.
 * Items scale with processes (about 9 per registered process): 107k processes ≈ 1M items.
 *
 *   cd bench && node bi.bench.ts [--processes 107000] [--iterations 10] [--only pglite|postgres]
 *   BENCH_DATABASE_URL=postgresql://pdc_test:pdc_test@127.0.0.1:5432/pdc_bench node bi.bench.ts
 *
 * Prints figures only; no assertions.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { createServer } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/lib/config.ts';
import { declarationItems } from '../apps/api/src/db/schema/declaration-items.ts';
import { signBiToken } from '../apps/api/src/core/auth/bi-token.ts';
import { signAccessToken } from '../apps/api/src/lib/jwt.ts';
import { BENCH_COMPANY_ID, percentile, runBareSql, type TBenchTarget } from './bench-database.ts';
import { peakRssMb, runOnTargets } from './bench-run.ts';
import { formatMs, recordResult } from './bench-results.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '107000' },
    iterations: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const processes = Number(values.processes);
const iterations = Number(values.iterations);

import { BARE_SQL, BI_PATHS, FROM, QUERY, TO } from './bi-bare-sql.ts';

type TRun = { total: number; slowest: number; loopP99: number };

const measure = async (load: () => Promise<number[]>): Promise<TRun[]> => {
  await load();
  const runs: TRun[] = [];
  for (let run = 0; run < iterations; run += 1) {
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    const startedAt = performance.now();
    const calls = await load();
    const total = performance.now() - startedAt;
    histogram.disable();
    runs.push({ total, slowest: Math.max(...calls), loopP99: histogram.percentile(99) / 1e6 });
  }
  return runs;
};

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const startedAt = performance.now();
  await work();
  return performance.now() - startedAt;
};

const print = (label: string, runs: TRun[]) => {
  const p50 = (pick: (run: TRun) => number) => percentile(runs.map(pick), 50).toFixed(0).padStart(6);
  console.log(
    `  ${label.padEnd(26)} total p50 ${p50((run) => run.total)} ms | slowest call p50 ${p50((run) => run.slowest)} ms | event-loop delay p99 (p50 of runs) ${p50((run) => run.loopP99)} ms`,
  );
};

const bench = async (target: TBenchTarget) => {
  const [row] = await target.handle.db.select({ items: count() }).from(declarationItems);
  console.log(`\n${target.label}: ${Number(row?.items ?? 0).toLocaleString('en-US')} declaration items`);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    FOLLOW_UP_SCHEDULES: 'false',
  });

  let app: Awaited<ReturnType<typeof createServer>> | undefined;
  const readyMs = await timed(async () => {
    app = await createServer({ config, database: target.handle, isServingWeb: false });
  });
  if (!app) throw new Error('no app');
  const server = app;

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
  const call = async (url: string) => {
    const startedAt = performance.now();
    const response = await server.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return performance.now() - startedAt;
  };

  // The first BI call waits for the store's rebuild from the database, which runs after the start.
  const syncMs = await timed(() => call(`/bi/valores-impostos?${QUERY}`));
  console.log(
    `  app ready in ${(readyMs / 1000).toFixed(1)} s; analytics store rebuilt from the database ${(syncMs / 1000).toFixed(1)} s later`,
  );

  const viaApp = await measure(() => Promise.all(BI_PATHS.map((path) => call(`${path}?${QUERY}`))));
  const bare = await measure(() =>
    Promise.all(
      BARE_SQL.map(async (text) =>
        timed(() => runBareSql(target.handle, text, [BENCH_COMPANY_ID, FROM, TO])),
      ),
    ),
  );
  print('15 loads via the app', viaApp);
  print('15 aggregates bare SQL', bare);
  const ratio =
    percentile(
      viaApp.map((run) => run.total),
      50,
    ) /
    percentile(
      bare.map((run) => run.total),
      50,
    );
  console.log(`  ratio app / bare SQL (total p50): ${ratio.toFixed(2)}`);
  const isPostgres = target.handle.kind === 'postgres';
  const goalMs = isPostgres ? 300 : 1000;
  const total = percentile(
    viaApp.map((run) => run.total),
    50,
  );
  const loopP99 = percentile(
    viaApp.map((run) => run.loopP99),
    50,
  );
  const kind = isPostgres ? 'PostgreSQL' : 'PGlite';
  recordResult({
    area: 'P3',
    name: `BI, the 15 loads of 12 months (${kind})`,
    goal: `≤ ${goalMs} ms in total`,
    baseline: `bare aggregates p50 ${formatMs(
      percentile(
        bare.map((run) => run.total),
        50,
      ),
    )}`,
    figure: `app p50 ${formatMs(total)}`,
    ratio,
    isMet: total <= goalMs,
  });
  recordResult({
    area: 'P3',
    name: `BI, event-loop delay p99 during the 15 loads (${kind})`,
    goal: '< 100 ms',
    baseline: '-',
    figure: formatMs(loopP99),
    ratio: null,
    isMet: loopP99 < 100,
  });

  const importQuery = `${QUERY}&companies_ids=${BENCH_COMPANY_ID}&buscar_cotacoes_moedas=false`;
  const importMs = await timed(async () => {
    const started = await server.inject({
      method: 'GET',
      url: `/processos-importacao/importar-por-periodo-do-gescomex?${importQuery}`,
      headers,
    });
    const { id } = started.json().dados as { id: string };
    for (;;) {
      const job = (await server.inject({ url: `/processos-importacao/importacoes/${id}`, headers })).json()
        .dados;
      if (job.status === 'completed') return;
      if (job.status === 'failed') throw new Error(job.mensagem);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  console.log(
    `  period import job, 12 months: ${(importMs / 1000).toFixed(1)} s | peak RSS ${peakRssMb()} MB`,
  );
  await server.close();
};

await runOnTargets(processes, bench, values.only);
