/**
 * Home GERAL load (Home indicators): the five indicator calls for the period and its comparison period,
 * plus the two 'ETD Atrasados' calls (the bench company is company 3), all in parallel as the web
 * sends them, through the app (app.inject with a valid token) against the same SQL run bare
 * (same text and parameters, straight through the driver, also in parallel). Measures the
 * event-loop delay (perf_hooks.monitorEventLoopDelay) during each kind of load. 100k processes of
 * one company in a temporary PGlite, and in PostgreSQL when BENCH_DATABASE_URL is set (its public
 * schema is DROPPED: use a dedicated database).
 *
 *   cd bench && node indicators.bench.ts [--processes 100000] [--iterations 15] [--only pglite|postgres]
 *   BENCH_DATABASE_URL=postgresql://pdc_test:pdc_test@127.0.0.1:5432/pdc_bench node indicators.bench.ts
 *
 * Prints figures only; no assertions.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { homeLoads } from './home-loads.ts';
import { percentile, runBareSql, type TBenchTarget } from './bench-database.ts';
import { formatMs, recordResult } from './bench-results.ts';
import {
  currentTargetKind,
  explainLines,
  p50p99,
  peakRssMb,
  runOnTargets,
  startBenchApp,
} from './bench-run.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '15' },
    /** `pglite` or `postgres`: run one target only (a 100k PGlite seed takes minutes). */
    only: { type: 'string' },
  },
});
const processes = Number(values.processes);
const iterations = Number(values.iterations);

const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;

const LOOP_RESOLUTION_MS = 5;

/**
 * Runs `rounds` rounds of `run` after a warm-up: wall time per round, and the event-loop delay
 * meanwhile. PGlite answers through microtasks only, so a round may never yield to the event loop:
 * a short idle pause after each round lets the sampling timer fire and record how long the loop was
 * blocked (the pauses are not in the timings; they only add zero-delay samples, so read max/p99).
 */
const measure = async (rounds: number, run: () => Promise<unknown>) => {
  await run(); // warm-up (plans, JIT, caches)
  const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  histogram.enable();
  await sleep(LOOP_RESOLUTION_MS * 2);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const startedAt = performance.now();
    await run();
    samples.push(performance.now() - startedAt);
    await sleep(LOOP_RESOLUTION_MS * 2);
  }
  histogram.disable();
  return {
    samples,
    loopP50: histogram.percentile(50) / 1e6,
    loopP99: histogram.percentile(99) / 1e6,
    loopMax: histogram.max / 1e6,
  };
};

const bench = async ({ label, handle }: TBenchTarget) => {
  const { app, inject } = await startBenchApp(handle);
  const loads = homeLoads();
  const bare = loads.map((load) => load.toSql(handle.db));

  console.log(`\n${label}: ${loads.length} calls in parallel per load, ${iterations} loads after a warm-up`);
  for (const load of loads)
    console.log(`  ${load.label.padEnd(34)} ${(await inject(load.url)).body.slice(0, 150)}`);

  const viaApp = await measure(iterations, () => Promise.all(loads.map((load) => inject(load.url))));
  const viaSql = await measure(iterations, () =>
    Promise.all(bare.map((query) => runBareSql(handle, query.sql, query.params))),
  );
  const [a50, a99] = p50p99(viaApp.samples);
  const [b50, b99] = p50p99(viaSql.samples);
  console.log(
    `  GERAL load via app   p50 ${ms(a50)} p99 ${ms(a99)} | event-loop delay p50 ${ms(viaApp.loopP50)} p99 ${ms(viaApp.loopP99)} max ${ms(viaApp.loopMax)}`,
  );
  console.log(
    `  same SQL, bare       p50 ${ms(b50)} p99 ${ms(b99)} | event-loop delay p50 ${ms(viaSql.loopP50)} p99 ${ms(viaSql.loopP99)} max ${ms(viaSql.loopMax)}`,
  );
  console.log(`  ratio app / bare SQL p50 ${(a50 / b50).toFixed(2)}  p99 ${(a99 / b99).toFixed(2)}`);
  const kind = currentTargetKind();
  recordResult({
    area: 'Home',
    name: `Home GERAL load, ${loads.length} calls in parallel, ${processes.toLocaleString('en-US')} processes (${kind})`,
    goal: '≤ 100 ms in total',
    baseline: `bare p50 ${formatMs(b50)}`,
    figure: `app p50 ${formatMs(a50)}`,
    ratio: a50 / b50,
    isMet: a50 <= 100,
  });
  if (a50 > 100) {
    // The goal is missed: show where each query's time goes.
    for (const [index, query] of bare.entries()) {
      console.log(`    EXPLAIN ${loads[index]?.label ?? ''}`);
      for (const line of await explainLines(handle, query.sql, query.params)) console.log(`      ${line}`);
    }
  }
  recordResult({
    area: 'Home',
    name: `Home GERAL load, event-loop delay p99 (${kind})`,
    goal: '< 100 ms',
    baseline: `bare SQL p99 ${formatMs(viaSql.loopP99)}`,
    figure: formatMs(viaApp.loopP99),
    ratio: null,
    isMet: viaApp.loopP99 < 100,
  });

  // Each call alone (sequential), to see which query dominates.
  for (const [index, load] of loads.entries()) {
    const query = bare[index];
    if (!query) continue;
    const one = await measure(Math.max(5, Math.floor(iterations / 2)), () => inject(load.url));
    const oneBare = await measure(Math.max(5, Math.floor(iterations / 2)), () =>
      runBareSql(handle, query.sql, query.params),
    );
    console.log(
      `    ${load.label.padEnd(34)} app p50 ${ms(percentile(one.samples, 50))} | bare p50 ${ms(percentile(oneBare.samples, 50))}`,
    );
  }
  console.log(`  peak RSS ${peakRssMb()} MB`);
  await app.close();
};

await runOnTargets(processes, bench, values.only);
