import { describe, expect, it } from 'vitest';
import {
  API_COMPOSITION_ROOT,
  chooseApiTests,
  chooseBase,
  chooseTypecheck,
  findAffectedTests,
  findFeatureTests,
  planChecks,
  TYPECHECK_PROJECTS,
  workspaceOf,
} from './test-changed-plan.ts';

const changed = (...paths: string[]) => paths.map((path) => ({ path, exists: true }));

describe('workspaceOf', () => {
  it('names the tsc target whose compile holds the file', () => {
    expect(workspaceOf({ file: 'packages/contract/src/attention.ts' })).toBe('packages/contract');
    expect(workspaceOf({ file: 'apps/api/test/api/attention.test.ts' })).toBe('apps/api');
    expect(workspaceOf({ file: 'apps/web/src/components/pager/pager.tsx' })).toBe('apps/web');
    expect(workspaceOf({ file: 'e2e/home.spec.ts' })).toBe('e2e');
    expect(workspaceOf({ file: 'bench/bench-run.ts' })).toBe('bench');
    expect(workspaceOf({ file: 'scripts/test.ts' })).toBe('tsconfig.scripts.json');
    expect(workspaceOf({ file: 'eslint.config.js' })).toBe('tsconfig.scripts.json');
  });

  it('is null for files no tsconfig compiles', () => {
    expect(workspaceOf({ file: 'README.md' })).toBeNull();
    expect(workspaceOf({ file: 'Dockerfile' })).toBeNull();
  });
});

describe('chooseTypecheck', () => {
  it('checks the workspaces holding a changed typed file, in the order npm test does', () => {
    expect(chooseTypecheck({ files: ['apps/web/src/a.tsx', 'apps/api/src/b.ts', 'docs/c.md'] })).toEqual([
      'apps/api',
      'apps/web',
    ]);
  });

  it('checks nothing for a stylesheet or a document', () => {
    expect(chooseTypecheck({ files: ['apps/web/src/a.module.css', 'README.md'] })).toEqual([]);
  });

  it('checks every workspace when the contract or a shared compile setting changed', () => {
    expect(chooseTypecheck({ files: ['packages/contract/src/attention.ts'] })).toEqual([
      ...TYPECHECK_PROJECTS,
    ]);
    expect(chooseTypecheck({ files: ['tsconfig.base.json'] })).toEqual([...TYPECHECK_PROJECTS]);
    expect(chooseTypecheck({ files: ['package-lock.json'] })).toEqual([...TYPECHECK_PROJECTS]);
  });
});

describe('planChecks', () => {
  it('plans format, lint, types and tests for a one-feature change', () => {
    const plan = planChecks({
      files: changed(
        'apps/api/src/features/attention/attention-service.ts',
        'apps/api/test/api/attention.test.ts',
        'apps/web/src/components/pager/pager.tsx',
        'README.md',
      ),
    });
    expect(plan.format).toHaveLength(4);
    expect(plan.lint).toEqual([
      'apps/api/src/features/attention/attention-service.ts',
      'apps/api/test/api/attention.test.ts',
      'apps/web/src/components/pager/pager.tsx',
    ]);
    expect(plan.typecheck).toEqual(['apps/api', 'apps/web']);
    expect(plan.related).toEqual([
      {
        project: 'unit',
        files: [
          'apps/api/src/features/attention/attention-service.ts',
          'apps/api/test/api/attention.test.ts',
        ],
      },
      {
        project: 'integration',
        files: [
          'apps/api/src/features/attention/attention-service.ts',
          'apps/api/test/api/attention.test.ts',
        ],
      },
      { project: 'web', files: ['apps/web/src/components/pager/pager.tsx'] },
    ]);
    expect(plan.apiSources).toEqual([
      'apps/api/src/features/attention/attention-service.ts',
      'apps/api/test/api/attention.test.ts',
    ]);
    expect(plan.e2eSpecs).toEqual([]);
  });

  it('asks every Vitest project about a contract change', () => {
    const plan = planChecks({ files: changed('packages/contract/src/attention.ts') });
    expect(plan.related.map((entry) => entry.project)).toEqual(['unit', 'integration', 'web']);
    expect(plan.apiSources).toEqual(['packages/contract/src/attention.ts']);
  });

  it('lists changed e2e specs instead of testing them, and notes a changed e2e helper', () => {
    const plan = planChecks({ files: changed('e2e/home.spec.ts', 'e2e/support/session.ts') });
    expect(plan.e2eSpecs).toEqual(['e2e/home.spec.ts']);
    expect(plan.related).toEqual([{ project: 'unit', files: ['e2e/support/session.ts'] }]);
    expect(plan.notes.join('\n')).toContain('e2e support');
  });

  it('leaves deleted files out of format, lint and tests, but type-checks their workspace', () => {
    const plan = planChecks({ files: [{ path: 'apps/api/src/lib/old.ts', exists: false }] });
    expect(plan).toMatchObject({
      format: [],
      lint: [],
      related: [],
      apiSources: [],
      typecheck: ['apps/api'],
    });
    expect(plan.notes.join('\n')).toContain('1 deleted file');
  });

  it('lints everything when the ESLint config changed', () => {
    expect(planChecks({ files: changed('eslint-boundaries.js') }).lint).toBe('all');
  });
});

describe('findAffectedTests', () => {
  // Every test imports the server's composition root through its helper, as the API's do.
  const graph = new Map([
    ['test/a.test.ts', ['test/test-app.ts', 'src/features/a/a-service.ts']],
    ['test/b.test.ts', ['test/test-app.ts']],
    ['test/c.test.ts', ['test/test-app.ts', 'test/fixtures.ts']],
    ['test/test-app.ts', ['src/app.ts', 'src/db.ts']],
    ['test/fixtures.ts', ['src/features/a/a-repository.ts']],
    ['src/app.ts', ['src/features/a/a-routes.ts', 'src/features/b/b-routes.ts']],
    ['src/features/a/a-routes.ts', ['src/features/a/a-service.ts']],
    ['src/features/a/a-service.ts', ['src/features/a/a-repository.ts']],
  ]);
  const tests = ['test/a.test.ts', 'test/b.test.ts', 'test/c.test.ts'];
  const find = (changedFiles: string[], barriers = ['src/app.ts']) =>
    findAffectedTests({ graph, changed: changedFiles, tests, barriers });

  it('picks the tests that import the change, directly or through a helper, not through the barrier', () => {
    expect(find(['src/features/a/a-service.ts'])).toEqual(['test/a.test.ts']);
    expect(find(['src/features/a/a-repository.ts'])).toEqual(['test/a.test.ts', 'test/c.test.ts']);
  });

  it('picks every test when the change is reached from their shared helper, or is the barrier itself', () => {
    expect(find(['src/db.ts'])).toEqual(tests);
    expect(find(['src/app.ts'])).toEqual(tests);
  });

  it('follows the barrier like any import when there is none, as vitest related does', () => {
    expect(find(['src/features/b/b-routes.ts'], [])).toEqual(tests);
    expect(find(['src/features/b/b-routes.ts'])).toEqual([]);
  });

  it('picks a changed test file itself', () => {
    expect(find(['test/b.test.ts'])).toEqual(['test/b.test.ts']);
  });
});

describe('findFeatureTests', () => {
  const tests = [
    'apps/api/test/api/auth-bi.test.ts',
    'apps/api/test/api/bi-host.test.ts',
    'apps/api/test/api/billing.test.ts',
    'apps/api/test/api/calendar-feed.test.ts',
    'apps/api/test/api/process-trail.test.ts',
    'apps/api/test/api/processes-read.test.ts',
  ];

  it("picks the tests with the feature's name, or its singular, as whole words", () => {
    expect(findFeatureTests({ changed: ['apps/api/src/features/bi/bi-answers.ts'], tests })).toEqual([
      'apps/api/test/api/auth-bi.test.ts',
      'apps/api/test/api/bi-host.test.ts',
    ]);
    expect(findFeatureTests({ changed: ['apps/api/src/features/calendars/feed.ts'], tests })).toEqual([
      'apps/api/test/api/calendar-feed.test.ts',
    ]);
    expect(findFeatureTests({ changed: ['apps/api/src/features/processes/x.ts'], tests })).toEqual([
      'apps/api/test/api/process-trail.test.ts',
      'apps/api/test/api/processes-read.test.ts',
    ]);
  });

  it('picks nothing for code outside a feature', () => {
    expect(
      findFeatureTests({ changed: ['apps/api/src/db/client.ts', 'packages/contract/src/bi.ts'], tests }),
    ).toEqual([]);
  });
});

describe('chooseApiTests', () => {
  const graph = new Map([
    ['t/attention.test.ts', ['t/test-app.ts', 'apps/api/src/features/attention/rules.ts']],
    ['t/messages.test.ts', ['t/test-app.ts']],
    ['t/other.test.ts', ['t/test-app.ts']],
    ['t/test-app.ts', [API_COMPOSITION_ROOT]],
    [
      API_COMPOSITION_ROOT,
      ['apps/api/src/features/attention/rules.ts', 'apps/api/src/features/messages/send.ts'],
    ],
  ]);
  const tests = ['t/attention.test.ts', 't/messages.test.ts', 't/other.test.ts'];

  it('joins the tests that import the change with those named after its feature, and says why', () => {
    const choice = chooseApiTests({
      graph,
      changed: ['apps/api/src/features/attention/rules.ts', 'apps/api/src/features/messages/send.ts'],
      tests,
    });
    expect(choice.files).toEqual(['t/attention.test.ts', 't/messages.test.ts']);
    expect(Object.fromEntries(choice.reasons)).toEqual({
      't/attention.test.ts': 'imports the change',
      't/messages.test.ts': 'named after its feature',
    });
  });

  it('runs them all when the Vitest config changed', () => {
    expect(chooseApiTests({ graph, changed: ['vitest.config.ts'], tests }).files).toEqual(tests);
  });
});

describe('chooseBase', () => {
  it('prefers the asked base, then origin/main, then main upstream, else none', () => {
    expect(chooseBase({ requested: 'v1', hasOriginMain: true, mainUpstream: 'up/main' })).toBe('v1');
    expect(chooseBase({ requested: null, hasOriginMain: true, mainUpstream: 'up/main' })).toBe('origin/main');
    expect(chooseBase({ requested: null, hasOriginMain: false, mainUpstream: 'up/main' })).toBe('up/main');
    expect(chooseBase({ requested: null, hasOriginMain: false, mainUpstream: null })).toBeNull();
  });
});
