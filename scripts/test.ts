/**
 * `npm test`: every check of the project, in order, with one summary at the end.
 * Format, lint, types, generated-artefact drift, unit + web tests, the API suite on PGlite
 * (and on PostgreSQL when TEST_DATABASE_URL is set), the web build, and Playwright in Chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureLibreOffice } from './ensure-debian-tools.ts';

type TStep = { name: string; run: () => boolean };
type TCounts = { passed: number; failed: number; skipped: number };

const root = path.resolve(import.meta.dirname, '..');
const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'pdc-test-reports-'));
const counts: TCounts = { passed: 0, failed: 0, skipped: 0 };

const run = (command: string, args: string[], env: Record<string, string> = {}, cwd = root): boolean => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

const npx = (args: string[], env: Record<string, string> = {}, cwd = root) =>
  run('npx', ['--no-install', ...args], env, cwd);

const addVitestCounts = (file: string): void => {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
};

const vitest = (name: string, projects: string[], env: Record<string, string> = {}): boolean => {
  const output = path.join(reportsDir, `${name}.json`);
  const isOk = npx(
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  addVitestCounts(output);
  return isOk;
};

const typecheckProjects = [
  'packages/contract',
  'apps/api',
  'apps/web',
  'e2e',
  'bench',
  'tsconfig.scripts.json',
];

const steps: TStep[] = [
  { name: 'format (prettier --check)', run: () => npx(['prettier', '--check', '--log-level', 'warn', '.']) },
  { name: 'lint (eslint)', run: () => npx(['eslint', '--max-warnings', '0', '.']) },
  {
    name: 'types (tsc)',
    run: () => typecheckProjects.map((project) => npx(['tsc', '-p', project])).every(Boolean),
  },
  { name: 'drift of generated artefacts', run: () => run('node', ['scripts/check-drift.ts']) },
  { name: 'unit and web tests (vitest)', run: () => vitest('unit', ['unit', 'web']) },
  {
    name: 'API suite on PGlite (vitest)',
    run: () => {
      // The export tests open the spreadsheets with LibreOffice (Debian's libreoffice-calc-nogui).
      ensureLibreOffice();
      return vitest('api-pglite', ['api'], { TEST_DATABASE_URL: '' });
    },
  },
];

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  steps.push({
    name: 'API suite on PostgreSQL (vitest)',
    run: () => vitest('api-postgres', ['api'], { TEST_DATABASE_URL: postgresUrl }),
  });
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}

steps.push(
  { name: 'web build (vite)', run: () => run('npm', ['run', 'build', '-w', '@pc/web']) },
  {
    name: 'end-to-end (Playwright in Chromium)',
    run: () => {
      const chromium = ensureChromium();
      const output = path.join(reportsDir, 'e2e.json');
      const isOk = npx(
        ['playwright', 'test'],
        {
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_NAME: output,
          PLAYWRIGHT_REPORTER: 'list,json',
        },
        path.join(root, 'e2e'),
      );
      if (existsSync(output)) {
        const report = JSON.parse(readFileSync(output, 'utf8')) as {
          stats: { expected: number; unexpected: number; flaky: number; skipped: number };
        };
        counts.passed += report.stats.expected + report.stats.flaky;
        counts.failed += report.stats.unexpected;
        counts.skipped += report.stats.skipped;
      }
      return isOk;
    },
  },
);

const results: { name: string; isOk: boolean; seconds: number }[] = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name}`);
  const startedAt = performance.now();
  const isOk = step.run();
  results.push({ name: step.name, isOk, seconds: (performance.now() - startedAt) / 1000 });
}
rmSync(reportsDir, { recursive: true, force: true });

console.log('\n━━ summary');
for (const result of results) {
  console.log(`${result.isOk ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s)`);
}
const failedSteps = results.filter((result) => !result.isOk).length;
console.log(`\nsteps: ${results.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps === 0 ? 0 : 1);
