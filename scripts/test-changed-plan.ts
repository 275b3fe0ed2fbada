/**
 * `npm run test:changed`'s choices, as pure functions over the changed paths (scripts/test-changed.ts
 * runs them): which workspace a file belongs to, which checks a change needs, and which API test
 * files its import graph reaches.
 */

/** The `tsc -p` targets, in the order `npm test` checks them. */
export const TYPECHECK_PROJECTS = [
  'packages/contract',
  'apps/api',
  'apps/web',
  'e2e',
  'bench',
  'tsconfig.scripts.json',
] as const;

export type TTypecheckProject = (typeof TYPECHECK_PROJECTS)[number];

/** Vitest projects that `vitest related` picks tests in; `api` is chosen apart (findAffectedTests). */
export type TRelatedProject = 'unit' | 'integration' | 'web';

export type TChangedFile = { path: string; exists: boolean };

export type TPlan = {
  /** Existing files for `prettier --check --ignore-unknown`. */
  format: string[];
  /** Files for ESLint, or 'all' when its configuration changed. */
  lint: string[] | 'all';
  typecheck: TTypecheckProject[];
  related: { project: TRelatedProject; files: string[] }[];
  /** Changed files whose API tests findAffectedTests picks, or none when the API cannot be affected. */
  apiSources: string[];
  /** Changed Playwright specs: listed with their command, not run. */
  e2eSpecs: string[];
  notes: string[];
};

const WORKSPACE_FOLDERS: readonly (readonly [string, TTypecheckProject])[] = [
  ['packages/contract/', 'packages/contract'],
  ['apps/api/', 'apps/api'],
  ['apps/web/', 'apps/web'],
  ['e2e/', 'e2e'],
  ['bench/', 'bench'],
  // tsconfig.scripts.json's include.
  ['scripts/', 'tsconfig.scripts.json'],
  ['docs/integration-client/', 'tsconfig.scripts.json'],
];
const SCRIPTS_ROOT_FILES = new Set(['eslint.config.js', 'eslint-boundaries.js', 'vitest.config.ts']);
/** Read by every workspace's compile: a change re-checks them all. */
const SHARED_TYPE_FILES = new Set(['tsconfig.base.json', 'package.json', 'package-lock.json']);
const ESLINT_CONFIG_FILES = new Set(['eslint.config.js', 'eslint-boundaries.js']);

const TYPED_FILE = /\.(ts|tsx|mts|cts|js|mjs|json)$/;
const LINTED_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
/** What a test can import: code, data and the CSS modules the web's components read class names from. */
const IMPORTABLE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|css)$/;
const E2E_SPEC = /^e2e\/.*\.spec\.ts$/;

/** The `tsc -p` target whose compile includes the file, or null (Markdown at the root, Docker...). */
export const workspaceOf = ({ file }: { file: string }): TTypecheckProject | null => {
  const folder = WORKSPACE_FOLDERS.find(([prefix]) => file.startsWith(prefix));
  if (folder) return folder[1];
  return SCRIPTS_ROOT_FILES.has(file) ? 'tsconfig.scripts.json' : null;
};

/**
 * The workspaces to type-check: those holding a changed typed file, and every workspace when the
 * contract or a shared compile setting changed. The tsconfigs have no project references: each
 * workspace reads @pc/contract's sources through node_modules, and every one of them imports it.
 */
export const chooseTypecheck = ({ files }: { files: readonly string[] }): TTypecheckProject[] => {
  const chosen = new Set<TTypecheckProject>();
  for (const file of files) {
    if (SHARED_TYPE_FILES.has(file)) return [...TYPECHECK_PROJECTS];
    if (!TYPED_FILE.test(file)) continue;
    const workspace = workspaceOf({ file });
    if (workspace === 'packages/contract') return [...TYPECHECK_PROJECTS];
    if (workspace) chosen.add(workspace);
  }
  return TYPECHECK_PROJECTS.filter((project) => chosen.has(project));
};

/**
 * Which Vitest projects can hold a test that imports the file. The web's tests import the web app
 * and the contract; the API's projects the API and the contract; the unit project has tests in
 * every workspace. Vitest itself then picks, in each, the tests whose import graph reaches it.
 */
const projectsFor = ({ file }: { file: string }): TRelatedProject[] => {
  if (file.startsWith('packages/contract/')) return ['unit', 'integration', 'web'];
  if (file.startsWith('apps/web/src/')) return ['web'];
  if (file.startsWith('apps/web/')) return ['unit', 'web'];
  if (file.startsWith('apps/api/')) return ['unit', 'integration'];
  // Vitest's own config: `vitest related` reruns every test of a project whose config changed.
  if (file === 'vitest.config.ts') return ['unit', 'integration', 'web'];
  return ['unit'];
};

const isApiSource = (file: string): boolean =>
  file.startsWith('apps/api/') || file.startsWith('packages/contract/') || file === 'vitest.config.ts';

export const planChecks = ({ files }: { files: readonly TChangedFile[] }): TPlan => {
  const existing = files.filter((file) => file.exists).map((file) => file.path);
  const deleted = files.filter((file) => !file.exists).map((file) => file.path);
  const paths = files.map((file) => file.path);
  const testable = existing.filter((file) => IMPORTABLE_FILE.test(file) && !E2E_SPEC.test(file));
  const related = (['unit', 'integration', 'web'] as const)
    .map((project) => ({
      project,
      files: testable.filter((file) => projectsFor({ file }).includes(project)),
    }))
    .filter((entry) => entry.files.length > 0);
  const e2eSpecs = existing.filter((file) => E2E_SPEC.test(file));
  const notes: string[] = [];
  if (deleted.length > 0) {
    notes.push(
      `${deleted.length} deleted file(s): their workspaces are type-checked, which finds what still imports them.`,
    );
  }
  if (paths.some((file) => file.startsWith('e2e/') && !E2E_SPEC.test(file))) {
    notes.push('e2e support or config changed: any spec may be affected (npm run test:e2e runs them all).');
  }
  if (paths.some((file) => file.startsWith('apps/api/'))) {
    notes.push(
      'API tests run on PGlite only here; npm test also runs them on PostgreSQL, and the restart project.',
    );
  }
  return {
    format: existing,
    lint: paths.some((file) => ESLINT_CONFIG_FILES.has(file))
      ? 'all'
      : existing.filter((f) => LINTED_FILE.test(f)),
    typecheck: chooseTypecheck({ files: paths }),
    related,
    apiSources: testable.filter(isApiSource),
    e2eSpecs,
    notes,
  };
};

/** A module graph: each file's imports, as repository-relative paths. */
export type TImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * The test files whose imports reach a changed file without passing through a `barrier`. Every API
 * test boots the whole server (createServer in apps/api/src/app.ts), so through it every test
 * reaches every feature, and `vitest related` would pick the whole suite for any change. Past the
 * barrier a test is picked when it imports the changed code itself, or a helper that does. A
 * changed barrier is itself a change: the tests that import it are picked.
 */
export const findAffectedTests = ({
  graph,
  changed,
  tests,
  barriers,
}: {
  graph: TImportGraph;
  changed: readonly string[];
  tests: readonly string[];
  barriers: readonly string[];
}): string[] => {
  const importers = new Map<string, string[]>();
  for (const [file, imports] of graph) {
    for (const imported of imports) importers.set(imported, [...(importers.get(imported) ?? []), file]);
  }
  const blocked = new Set(barriers);
  const affected = new Set(changed);
  const queue = [...changed];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    for (const importer of importers.get(file) ?? []) {
      if (affected.has(importer)) continue;
      affected.add(importer);
      if (!blocked.has(importer)) queue.push(importer);
    }
  }
  return tests.filter((test) => affected.has(test));
};

/**
 * API test files named after a changed feature (apps/api/src/features/<feature>/…): the feature's
 * name, or its singular, as whole words of the file's name (`bi` picks bi-host and auth-bi, not
 * `billing`). Most feature tests reach their feature only over HTTP, through the server.
 */
export const findFeatureTests = ({
  changed,
  tests,
}: {
  changed: readonly string[];
  tests: readonly string[];
}): string[] => {
  const features = new Set(
    changed.flatMap((file) => /^apps\/api\/src\/features\/([^/]+)\//.exec(file)?.[1] ?? []),
  );
  const names = [...features].flatMap((feature) => {
    const singular = feature.endsWith('sses') ? feature.slice(0, -2) : feature.replace(/s$/, '');
    return singular === feature ? [feature] : [feature, singular];
  });
  return tests.filter((test) => {
    const words = `-${(test.split('/').pop() ?? '').replace(/\.test\.ts$/, '')}-`;
    return names.some((name) => words.includes(`-${name}-`));
  });
};

/** Where the server is composed: every API test imports it through test/helpers/test-app.ts. */
export const API_COMPOSITION_ROOT = 'apps/api/src/app.ts';

export type TApiChoice = { files: string[]; reasons: Map<string, string> };

/**
 * The API test files to run for a change: the changed ones, those whose imports reach the change
 * other than through the composition root (findAffectedTests), and those named after its feature
 * (findFeatureTests). A change to Vitest's config runs them all, as `vitest related` would.
 */
export const chooseApiTests = ({
  graph,
  changed,
  tests,
}: {
  graph: TImportGraph;
  changed: readonly string[];
  tests: readonly string[];
}): TApiChoice => {
  const reasons = new Map<string, string>();
  if (changed.includes('vitest.config.ts')) {
    for (const test of tests) reasons.set(test, 'Vitest config changed');
    return { files: [...tests], reasons };
  }
  for (const test of findAffectedTests({ graph, changed, tests, barriers: [API_COMPOSITION_ROOT] })) {
    reasons.set(test, changed.includes(test) ? 'changed' : 'imports the change');
  }
  for (const test of findFeatureTests({ changed, tests })) {
    if (!reasons.has(test)) reasons.set(test, 'named after its feature');
  }
  return { files: tests.filter((test) => reasons.has(test)), reasons };
};

/**
 * What the change is compared with: the `--base` asked for, else origin/main, else the upstream of
 * main; the merge base with HEAD of it, so commits made on the base since are not the change. With
 * none, the change is what the working tree holds against HEAD.
 */
export const chooseBase = ({
  requested,
  hasOriginMain,
  mainUpstream,
}: {
  requested: string | null;
  hasOriginMain: boolean;
  mainUpstream: string | null;
}): string | null => requested ?? (hasOriginMain ? 'origin/main' : mainUpstream);
