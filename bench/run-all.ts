/**
 * `npm run bench`: every performance bench in turn, each in its own process, then one table with
 * the goal, the baseline measured in the same run, the figure, their ratio and the verdict.
 * PostgreSQL runs on BENCH_DATABASE_URL (a dedicated database: its public schema is replaced when
 * it does not hold the same dataset); the PGlite rows run where a goal names PGlite.
 *
 *   BENCH_DATABASE_URL=postgresql://…/pdc_bench npm run bench [-- --only P1,P2] [--processes 107000]
 *
 * Each bench's own lines are printed as it runs. Exits 0 whatever the verdicts: a bench measures.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { TBenchResult } from './bench-results.ts';

const { values } = parseArgs({
  options: {
    // 107,000 processes hold about 1M declaration items: one dataset for every PostgreSQL bench.
    processes: { type: 'string', default: '107000' },
    only: { type: 'string' },
    'pglite-processes': { type: 'string', default: '100000' },
  },
});

type TStep = { areas: string[]; script: string; args: string[]; needsPostgres: boolean };

const pg = ['--only', 'postgres', '--processes', values.processes];
const pglite = ['--only', 'pglite', '--processes', values['pglite-processes']];

const STEPS: TStep[] = [
  { areas: ['P1'], script: 'report.bench.ts', args: pg, needsPostgres: true },
  { areas: ['P1', 'P4'], script: 'cash-calendar.bench.ts', args: pg, needsPostgres: true },
  {
    areas: ['P2'],
    script: 'detail-throughput.bench.ts',
    args: ['--processes', values.processes],
    needsPostgres: true,
  },
  { areas: ['P3'], script: 'bi.bench.ts', args: pg, needsPostgres: true },
  { areas: ['P3'], script: 'bi.bench.ts', args: pglite, needsPostgres: false },
  {
    areas: ['P4'],
    script: 'export.bench.ts',
    args: ['--processes', values['pglite-processes']],
    needsPostgres: false,
  },
  { areas: ['Home'], script: 'indicators.bench.ts', args: pg, needsPostgres: true },
  { areas: ['Home'], script: 'indicators.bench.ts', args: pglite, needsPostgres: false },
  { areas: ['Dashboard'], script: 'import-dashboard.bench.ts', args: pg, needsPostgres: true },
  { areas: ['Attention'], script: 'attention.bench.ts', args: pg, needsPostgres: true },
  { areas: ['Ingestion'], script: 'ingestion.bench.ts', args: pg, needsPostgres: true },
  // Its own dataset (1M processes, 100k users) in <BENCH_DATABASE_URL>_admin.
  { areas: ['Admin'], script: 'admin.bench.ts', args: [], needsPostgres: true },
  { areas: ['Onboarding'], script: 'spreadsheet-import.bench.ts', args: [], needsPostgres: true },
  // Its own clone of the seed: 100k conversations and one of 1,000 messages.
  { areas: ['Collaboration'], script: 'collaboration.bench.ts', args: [], needsPostgres: true },
  { areas: ['P5'], script: 'web.bench.ts', args: [], needsPostgres: false },
  // Its own dataset, ~10M declaration items over ten years (about 25 min to seed, then reused), in
  // <BENCH_DATABASE_URL>_scale; the instance's store is a file under bench/.scale-data.
  { areas: ['Scale'], script: 'scale.bench.ts', args: [], needsPostgres: true },
  // Up to what size the embedded PGlite serves: 2k, 20k and 100k processes (docs/runbooks/pglite-sizes.md).
  { areas: ['Scale'], script: 'pglite-size.bench.ts', args: [], needsPostgres: false },
  // Last: it seeds three datasets of its own, in <BENCH_DATABASE_URL>_growth, and reads the scale one.
  { areas: ['Growth'], script: 'growth.bench.ts', args: [], needsPostgres: true },
];

const wanted = values.only?.split(',').map((area) => area.trim());
const hasPostgres = Boolean(process.env.BENCH_DATABASE_URL);

const run = (script: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--expose-gc', path.join(import.meta.dirname, script), ...args], {
      stdio: 'inherit',
      env,
      cwd: import.meta.dirname,
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });

const resultsDir = await mkdtemp(path.join(tmpdir(), 'pc-bench-results-'));
const resultsFile = path.join(resultsDir, 'results.jsonl');
const failures: string[] = [];
try {
  for (const step of STEPS) {
    if (wanted && !step.areas.some((area) => wanted.includes(area))) continue;
    if (step.needsPostgres && !hasPostgres) {
      failures.push(`${step.script} ${step.args.join(' ')}: skipped, BENCH_DATABASE_URL is not set`);
      continue;
    }
    console.log(`\n━━ ${step.script} ${step.args.join(' ')}`);
    const code = await run(step.script, step.args, {
      ...process.env,
      BENCH_RESULTS_FILE: resultsFile,
      BENCH_REUSE: process.env.BENCH_REUSE ?? '1',
    });
    if (code !== 0) failures.push(`${step.script} ${step.args.join(' ')}: exited with ${code}`);
  }

  const results = (await readFile(resultsFile, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TBenchResult);
  const header = ['area', 'measure', 'goal', 'baseline', 'figure', 'ratio', 'verdict'];
  const rows = results.map((result) => [
    result.area,
    result.name,
    result.goal,
    result.baseline,
    result.figure,
    result.ratio === null ? '-' : `${result.ratio.toFixed(2)}×`,
    result.isMet ? 'met' : 'MISSED',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('-|-')}`);
  for (const row of rows) console.log(format(row));
  const missed = results.filter((result) => !result.isMet).length;
  console.log(`\n${results.length} goals measured: ${results.length - missed} met, ${missed} missed.`);
  for (const failure of failures) console.log(`  ${failure}`);
} finally {
  await rm(resultsDir, { recursive: true, force: true });
}
