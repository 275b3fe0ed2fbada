import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md is the map of the code: every top-level folder of each app's src and every
// feature folder must be named in it, as the folder name in backticks followed by a slash (`core/`,
// `attention/`; a path that starts with it, `core/http/register-call.ts`, counts too). The folders are
// read from disk when the test runs, so a folder added or renamed fails here until the map says so.

const root = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

const foldersIn = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The folders of `dir` that docs/architecture.md does not name as `name/`. */
const unnamedIn = (dir: string): string[] => foldersIn(dir).filter((name) => !doc.includes(`\`${name}/`));

const explain = (dir: string, missing: string[]): string =>
  `docs/architecture.md does not name ${missing.map((name) => `\`${name}/\``).join(', ')} of ${dir}: ` +
  'add a line for each, with the folder name in backticks followed by a slash.';

describe('docs/architecture.md names every folder of the map', () => {
  for (const dir of ['apps/api/src', 'apps/web/src', 'apps/api/src/features', 'apps/web/src/features']) {
    it(`names every folder of ${dir}`, () => {
      const missing = unnamedIn(dir);
      expect(missing, explain(dir, missing)).toEqual([]);
    });
  }
});
