import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The trail cannot be bypassed: outside the trail's own repository, the only code that updates the
 * processes table is the urgency toggle, which is not a milestone and keeps its own audit
 * (urgency_changes, part 1 §2) and history item.
 */
const ALLOWED_WRITERS = new Set([
  'core/process-trail/process-change-repository.ts',
  'features/processes/process-repository.ts',
]);

const listSources = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
};

describe('the change trail guard', () => {
  it('lets only the trail (and the urgency toggle) update processes', async () => {
    const writers: string[] = [];
    for (const file of await listSources(SOURCE_ROOT)) {
      const source = await readFile(file, 'utf8');
      if (/\.update\(\s*processes\s*\)|update\s+processes\s+set/i.test(source)) {
        writers.push(path.relative(SOURCE_ROOT, file));
      }
    }
    expect(writers.sort()).toEqual([...ALLOWED_WRITERS].sort());
  });

  it('finds the urgency writer, so the scan itself works', async () => {
    const source = await readFile(path.join(SOURCE_ROOT, 'features/processes/process-repository.ts'), 'utf8');
    expect(source).toMatch(/\.update\(\s*processes\s*\)/);
  });
});
