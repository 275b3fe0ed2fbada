import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildImportGraph } from './test-changed-graph.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('buildImportGraph', () => {
  const test = 'apps/api/test/api/attention.test.ts';
  const graph = buildImportGraph({ root, entries: [test], tsconfig: 'apps/api/tsconfig.json' });

  it("follows a test's relative imports, and the helpers' own, to the server's composition root", () => {
    expect(graph.get(test)).toContain('apps/api/src/features/attention/attention-service.ts');
    expect(graph.get('apps/api/test/helpers/test-app.ts')).toContain('apps/api/src/app.ts');
    expect(graph.has('apps/api/src/app.ts')).toBe(true);
  });

  it("resolves @pc/contract's subpaths to the contract's sources, and leaves packages out", () => {
    expect(graph.get(test)).toContain('packages/contract/src/attention.ts');
    expect([...graph.keys()].filter((file) => file.includes('node_modules'))).toEqual([]);
    expect(graph.get(test)?.some((file) => file.includes('vitest'))).toBe(false);
  });
});
