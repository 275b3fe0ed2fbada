/**
 * `npm run test:changed`: the checks a change needs, in minutes instead of `npm test`'s whole run.
 * The change is what differs from a base (test-changed-plan.ts, chooseBase): uncommitted and
 * untracked files, and the commits since origin/main (or main's upstream) when there is one.
 * On it: prettier and ESLint on the changed files, tsc on the workspaces they belong to, and the
 * tests whose imports reach them (`vitest related` per project; the API's through chooseApiTests).
 * Playwright specs are listed with their command, not run: they need a built web app and a server.
 *
 *   npm run test:changed                      against origin/main, main's upstream or HEAD
 *   npm run test:changed -- --base <ref>      against the merge base of <ref> and HEAD
 *   npm run test:changed -- --dry-run         the plan only
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { TScheduledStep } from './schedule-steps.ts';
import { createStepRunner } from './step-runner.ts';
import { buildImportGraph } from './test-changed-graph.ts';
import { chooseApiTests, chooseBase, planChecks, type TChangedFile } from './test-changed-plan.ts';
import { typecheckCommand } from './typecheck-programs.ts';

const root = path.resolve(import.meta.dirname, '..');
const API_TESTS_DIR = 'apps/api/test/api';

const { values: options } = parseArgs({
  options: { base: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});

const git = (args: readonly string[]): string | null => {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout : null;
};

const splitNul = (text: string | null): string[] => (text ?? '').split('\0').filter(Boolean);

const findChangedFiles = (): { files: TChangedFile[]; label: string } => {
  const base = chooseBase({
    requested: options.base ?? null,
    hasOriginMain: git(['rev-parse', '--verify', '--quiet', 'origin/main']) !== null,
    mainUpstream:
      git(['rev-parse', '--abbrev-ref', '--symbolic-full-name', 'main@{upstream}'])?.trim() || null,
  });
  const mergeBase = base ? git(['merge-base', base, 'HEAD'])?.trim() : undefined;
  if (base && !mergeBase) {
    console.error(`test:changed: no merge base of ${base} and HEAD (is ${base} a commit here?).`);
    process.exit(2);
  }
  // The working tree against the merge base: the commits since, staged and unstaged changes.
  const diffed = splitNul(git(['diff', '--name-only', '--no-renames', '-z', mergeBase ?? 'HEAD']));
  const untracked = splitNul(git(['ls-files', '--others', '--exclude-standard', '-z']));
  const paths = [...new Set([...diffed, ...untracked])].sort();
  return {
    files: paths.map((file) => ({ path: file, exists: existsSync(path.join(root, file)) })),
    label: base
      ? `the merge base of ${base} and HEAD (${mergeBase?.slice(0, 10)})`
      : 'HEAD (no origin/main or upstream)',
  };
};

const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'pdc-test-changed-'));
const { run, npx, vitest, runSteps, printSummary } = createStepRunner({ root, reportsDir });

const listApiTests = (): string[] =>
  readdirSync(path.join(root, API_TESTS_DIR), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${API_TESTS_DIR}/${file.split(path.sep).join('/')}`)
    .sort();

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

const startedAt = performance.now();
const { files, label } = findChangedFiles();
console.log(`━━ change: ${plural(files.length, 'file')} against ${label}`);
for (const file of files) console.log(`  ${file.exists ? '' : '(deleted) '}${file.path}`);
if (files.length === 0) {
  console.log('Nothing changed: nothing to check.');
  process.exit(0);
}

const plan = planChecks({ files });
const relatedSteps = new Map<string, TScheduledStep>(
  plan.related.map(({ project, files: related }) => [
    project,
    {
      name: `${project} tests (vitest related, ${plural(related.length, 'changed file')})`,
      run: () => vitest(['related', '--run', '--project', project, '--passWithNoTests', ...related]),
    },
  ]),
);
const checkSteps: TScheduledStep[] = [];
for (const project of plan.typecheck) {
  const { command, args } = typecheckCommand(project);
  checkSteps.push({ name: `types (tsc -p ${project}, TypeScript 7)`, run: () => run(command, args) });
}
if (plan.lint === 'all' || plan.lint.length > 0) {
  const targets = plan.lint === 'all' ? ['.'] : plan.lint;
  checkSteps.push({
    name: `lint (eslint, ${plan.lint === 'all' ? 'everything: its config changed' : plural(targets.length, 'file')})`,
    run: () => npx(['eslint', '--max-warnings', '0', '--no-warn-ignored', ...targets]),
  });
}
if (plan.format.length > 0) {
  checkSteps.push({
    name: `format (prettier --check, ${plural(plan.format.length, 'file')})`,
    run: () =>
      npx([
        'prettier',
        '--check',
        '--ignore-unknown',
        '--no-error-on-unmatched-pattern',
        '--log-level',
        'warn',
        ...plan.format,
      ]),
  });
}

const notes = [...plan.notes];
if (plan.apiSources.length > 0) {
  const tests = listApiTests();
  const graph = buildImportGraph({ root, entries: tests, tsconfig: 'apps/api/tsconfig.json' });
  const choice = chooseApiTests({ graph, changed: plan.apiSources, tests });
  console.log(`\n━━ API tests picked: ${choice.files.length} of ${tests.length}`);
  for (const file of choice.files) console.log(`  ${file} (${choice.reasons.get(file)})`);
  notes.push(
    `API tests: every one boots the whole server, so through createServer all ${tests.length} reach any server code;`,
    '  the ones picked import the change otherwise, or are named after its feature. npm run test:api runs them all.',
  );
  if (choice.files.length > 0) {
    relatedSteps.set('api', {
      name: `API tests on PGlite (vitest run, ${plural(choice.files.length, 'file')})`,
      run: () => vitest(['run', '--project', 'api', ...choice.files], { TEST_DATABASE_URL: '' }),
    });
  }
}
// Longest first, tests and checks interleaved: with one step per core, the short ones fill in
// beside the long ones.
const testSteps = ['web', 'api', 'integration', 'unit'].flatMap((project) => relatedSteps.get(project) ?? []);
const steps = [
  ...testSteps.slice(0, 1),
  ...checkSteps.slice(0, 1),
  ...testSteps.slice(1),
  ...checkSteps.slice(1),
];

const e2eLines =
  plan.e2eSpecs.length > 0
    ? [
        `e2e: ${plural(plan.e2eSpecs.length, 'changed spec')} NOT run (Playwright needs a built web app and a server). Run:`,
        `  node scripts/build-web.ts && (cd e2e && npx playwright test ${plan.e2eSpecs.map((spec) => spec.replace(/^e2e\//, '')).join(' ')})`,
      ]
    : [
        'e2e: not run (no spec changed; npm run test:e2e runs every spec against a built web app and a server).',
      ];

if (options['dry-run']) {
  console.log('\n━━ plan (--dry-run: nothing run)');
  for (const step of steps) console.log(`  ${step.name}`);
  for (const line of [...e2eLines, ...notes]) console.log(line);
  rmSync(reportsDir, { recursive: true, force: true });
  process.exit(0);
}

const slots = Number(process.env.TEST_SLOTS) || os.availableParallelism();
const results = await runSteps(steps, slots);
rmSync(reportsDir, { recursive: true, force: true });
const wallSeconds = (performance.now() - startedAt) / 1000;
process.exit(printSummary({ results, wallSeconds, extraLines: [...e2eLines, ...notes] }));
