/**
 * `npm test`: every check of the project, with one summary at the end.
 * Format, lint, types, generated-artefact drift, the docs, unit + web tests, the API suite on
 * PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), the web build, and Playwright in
 * Chromium. Steps that do not need each other run at the same time (TEST_SLOTS at once, the
 * machine's cores by default); each step's output is printed whole when it ends.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooseSteps } from './choose-steps.ts';
import { planE2eLanes } from './e2e-lanes.ts';
import {
  ensureChromium,
  ensureChromiumHeadlessShell,
  ensureHaproxy,
  ensureLibreOffice,
} from './ensure-debian-tools.ts';
import type { TScheduledStep } from './schedule-steps.ts';
import { createStepRunner, headOf } from './step-runner.ts';
import { TYPECHECK_PROGRAMS, typecheckCommand } from './typecheck-programs.ts';

type TStep = TScheduledStep;
type TPlaywrightSuite = {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { results: { status: string; error?: { message?: string } }[] }[];
  }[];
  suites?: TPlaywrightSuite[];
};

const root = path.resolve(import.meta.dirname, '..');
const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'pdc-test-reports-'));
const {
  counts,
  failures,
  reportFile,
  run,
  npx,
  vitest: runVitest,
  runSteps,
  printSummary,
} = createStepRunner({
  root,
  reportsDir,
});

const vitest = (projects: string[], env: Record<string, string> = {}): Promise<boolean> =>
  runVitest(['run', ...projects.flatMap((project) => ['--project', project])], env);

/** Runs the tasks at most `limit` at a time; true when every one succeeded. */
const runPooled = async (tasks: (() => Promise<boolean>)[], limit: number): Promise<boolean> => {
  const queue = [...tasks];
  const worker = async (): Promise<boolean> => {
    let isOk = true;
    for (let task = queue.shift(); task; task = queue.shift()) isOk = (await task()) && isOk;
    return isOk;
  };
  const results = await Promise.all(Array.from({ length: limit }, worker));
  return results.every(Boolean);
};

const addPlaywrightFailures = (suites: readonly TPlaywrightSuite[], titles: readonly string[]): void => {
  for (const suite of suites) {
    // The file's own suite is titled with its file name, which `spec.file` already gives.
    const trail = suite.title.endsWith('.ts') ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      const failed = spec.tests
        .flatMap((test) => test.results)
        .filter((result) => result.status === 'failed' || result.status === 'timedOut');
      if (failed.length === 0) continue;
      const messages = failed.map((result) => result.error?.message ?? result.status).join('\n');
      failures.push(
        `e2e/${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')}\n${headOf(messages)}`,
      );
    }
    addPlaywrightFailures(suite.suites ?? [], trail);
  }
};

const WEB_BUILD = 'web build (vite)';
/**
 * Playwright runs at once. With the screencast off and the headless shell, one run leaves a core idle
 * a third of the time; two side by side kept both busy and passed (decision 0119). Each lane is one
 * run with its own server over specs of about equal weight (e2e-lanes.ts).
 */
const E2E_LANES = 2;
const e2eDir = path.join(root, 'e2e');
/** The specs of a test run: the documentation screenshots run only on demand (SCREENSHOTS=1). */
const e2eSpecs = (): string[] =>
  readdirSync(e2eDir).filter((file) => file.endsWith('.spec.ts') && !file.startsWith('screenshots'));
const e2eLanes = (): string[][] =>
  planE2eLanes({
    files: e2eSpecs(),
    weights: JSON.parse(readFileSync(path.join(e2eDir, 'spec-weights.json'), 'utf8')) as Record<
      string,
      number
    >,
    lanes: E2E_LANES,
  });

/** One e2e lane: its own Playwright run over its specs, with its own server, port and seeded data. */
const runE2eLane = async (lane: number, specs: readonly string[]): Promise<boolean> => {
  const chromium = ensureChromium();
  const headlessShell = ensureChromiumHeadlessShell();
  const output = reportFile(`e2e-${lane}`, 'json');
  const isOk = await npx(
    // Each lane writes its traces to a folder of its own: Playwright empties its output folder when a
    // run starts, which took a running lane's traces from under it.
    ['playwright', 'test', ...specs, `--output=test-results/lane-${lane}`, '--reporter=list,json'],
    {
      CHROMIUM_PATH: chromium,
      CHROMIUM_HEADLESS_SHELL_PATH: headlessShell,
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    },
    path.join(root, 'e2e'),
  );
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      suites: TPlaywrightSuite[];
    };
    addPlaywrightFailures(report.suites, []);
    counts.passed += report.stats.expected + report.stats.flaky;
    counts.failed += report.stats.unexpected;
    counts.skipped += report.stats.skipped;
  }
  return isOk;
};

// The longest steps first: the scheduler starts them in this order as slots free up.
const steps: TStep[] = [
  { name: WEB_BUILD, run: () => run('npm', ['run', 'build', '-w', '@pc/web']) },
  {
    name: 'API suite on PGlite (vitest)',
    // Vitest runs a worker per core (vitest.config.ts): a step beside it would only share them.
    isAlone: true,
    run: () => {
      // The export tests open the spreadsheets with LibreOffice (Debian's libreoffice-calc-nogui).
      ensureLibreOffice();
      return vitest(['api'], { TEST_DATABASE_URL: '' });
    },
  },
  {
    name: `end-to-end (e2e, Playwright in Chromium, ${E2E_LANES} lanes of specs by weight)`,
    needs: [WEB_BUILD],
    // The shards' servers, browsers and runners fill the two cores: nothing else runs beside them.
    isAlone: true,
    run: () =>
      runPooled(
        e2eLanes().map((specs, index) => () => runE2eLane(index + 1, specs)),
        E2E_LANES,
      ),
  },
];

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  steps.push({
    name: 'API suite on PostgreSQL (vitest)',
    isAlone: true,
    run: () => {
      ensureLibreOffice();
      return vitest(['api'], { TEST_DATABASE_URL: postgresUrl });
    },
  });
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}

steps.push(
  {
    name: 'unit, integration and web tests (vitest)',
    isAlone: true,
    run: () => vitest(['unit', 'integration', 'web']),
  },
  {
    name: 'types (tsc, TypeScript 7)',
    // One program at a time: the native compiler checks a program on threads of its own.
    run: () =>
      runPooled(
        TYPECHECK_PROGRAMS.map((program) => () => {
          const { command, args } = typecheckCommand(program);
          return run(command, args);
        }),
        1,
      ),
  },
  { name: 'lint (eslint)', run: () => npx(['eslint', '--max-warnings', '0', '.']) },
  { name: 'format (prettier --check)', run: () => npx(['prettier', '--check', '--log-level', 'warn', '.']) },
  { name: 'drift of generated artefacts', run: () => run('node', ['scripts/check-drift.ts']) },
  {
    name: 'docs (links, decision fields, line length, no machine paths)',
    run: () => run('node', ['scripts/check-docs.ts']),
  },
  {
    name: 'OpenAPI lint (redocly, 0 errors and 0 warnings)',
    run: () => run('node', ['scripts/lint-openapi.ts']),
  },
  {
    name: 'bundle budget (/login bytes, Home files and bytes, no chart or map code a screen does not draw)',
    needs: [WEB_BUILD],
    run: () => run('node', ['scripts/check-bundle-budget.ts']),
  },
);

const CLUSTER = 'cluster (primary + replica, two instances, HAProxy)';
if (postgresUrl) {
  // Needs Debian's PostgreSQL 15 binaries (installed with the server the suite above uses). Both
  // stop and start servers of their own, on ports of their own, and run away from the steps that fill
  // the cores (the restart test's close hung once beside the unit tests). Most of their time is a
  // wait (a crashed job's expiry, a schedule's minute), so they run beside each other.
  steps.push({
    name: 'PostgreSQL restart (vitest)',
    isAlone: true,
    besides: [CLUSTER],
    run: () => vitest(['restart']),
  });
  // The same binaries make a primary and its streaming replica; two instances behind HAProxy.
  steps.push({
    name: CLUSTER,
    isAlone: true,
    run: () => run('node', ['scripts/cluster/test-cluster.ts'], { HAPROXY_BIN: ensureHaproxy() }),
  });
}

const choice = chooseSteps(steps, process.argv.slice(2));
if ('error' in choice) {
  rmSync(reportsDir, { recursive: true, force: true });
  console.error(choice.error);
  process.exit(1);
}

const slots = Number(process.env.TEST_SLOTS) || os.availableParallelism();
const startedAt = performance.now();
const results = await runSteps(choice.steps, slots);
const wallSeconds = (performance.now() - startedAt) / 1000;
rmSync(reportsDir, { recursive: true, force: true });
process.exit(printSummary({ results, wallSeconds }));
