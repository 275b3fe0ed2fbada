/**
 * Up to what size the embedded PGlite serves (scale, docs/runbooks/pglite-sizes.md): the same reads at a
 * few dataset sizes, each in a fresh temporary PGlite, through the app. Prints per size the seed's
 * time, the data folder's size, the analytics store's sync after a start, and p50 of the Home's 12
 * calls, the report's first page, the header search and the BI's 15 loads of 12 months.
 *
 *   cd bench && node pglite-size.bench.ts [--sizes 2000,20000,100000] [--iterations 7]
 *
 * Prints figures only; no assertions.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { signBiToken } from '../apps/api/src/core/auth/bi-token.ts';
import { BI_PATHS, QUERY } from './bi-bare-sql.ts';
import { openPgliteTarget, percentile, timeIt } from './bench-database.ts';
import { formatMs, recordResult } from './bench-results.ts';
import { startBenchApp } from './bench-run.ts';
import { homeLoads } from './home-loads.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '2000,20000,100000' },
    iterations: { type: 'string', default: '7' },
  },
});
const iterations = Number(values.iterations);
const p50 = (samples: number[]) => percentile(samples, 50);

for (const size of values.sizes.split(',').map(Number)) {
  console.log(`\nPGlite, ${size.toLocaleString('en-US')} processes`);
  const target = await openPgliteTarget(size);
  const folder = target.handle.location;
  const megabytes = Number(execFileSync('du', ['-sm', folder]).toString().split('\t')[0]);
  const startedAt = performance.now();
  const { app, config, headers, inject } = await startBenchApp(target.handle);
  const biHeaders = {
    ...headers,
    token: await signBiToken({
      signingKeys: config.JWT_SIGNING_KEYS,
      userId: 1,
      sessionVersion: 0,
      now: new Date(),
      ttlSeconds: 3600,
    }),
  };
  const syncMs = performance.now() - startedAt;
  const loads = homeLoads();
  const home = p50(await timeIt(iterations, () => Promise.all(loads.map((load) => inject(load.url)))));
  const report = p50(
    await timeIt(iterations, () =>
      inject('/customers/import/report/general?concluido=false&stepsIds=8&size=15&sort=step'),
    ),
  );
  const search = p50(
    await timeIt(iterations, () => inject('/customers/import/search?concluidos=true&q=shenzhen')),
  );
  const bi = p50(
    await timeIt(iterations, () =>
      Promise.all(BI_PATHS.map((path) => inject(`${path}?${QUERY}`, biHeaders))),
    ),
  );
  const rssMb = process.memoryUsage.rss() / 1024 / 1024;
  console.log(
    `  data ${megabytes} MB | store in step ${(syncMs / 1000).toFixed(1)} s after the start | Home ${formatMs(home)} | report ${formatMs(report)} | search ${formatMs(search)} | BI 15 loads ${formatMs(bi)} | RSS ${rssMb.toFixed(0)} MB`,
  );
  recordResult({
    area: 'Scale',
    name: `PGlite at ${size.toLocaleString('en-US')} processes: Home / report / search / BI p50`,
    goal: 'reported (docs/runbooks/pglite-sizes.md)',
    baseline: `data ${megabytes} MB, store in step ${(syncMs / 1000).toFixed(1)} s`,
    figure: `${formatMs(home)} / ${formatMs(report)} / ${formatMs(search)} / ${formatMs(bi)}`,
    ratio: null,
    isMet: true,
  });
  await app.close();
  await target.dispose();
}
