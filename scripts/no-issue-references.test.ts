import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findIssueReferences } from './issue-references.ts';

// The code explains itself without the tracker: a comment or a test title names the rule or
// concept, never an issue number (a dead link to whoever reads it without the tracker).

const root = path.resolve(import.meta.dirname, '..');
const CHECKED_FOLDERS = ['apps', 'packages', 'scripts', 'e2e', 'bench'];
const CHECKED_FILE = /\.(ts|tsx|js|mjs)$/;

/** The tracked files of the checked folders (a file deleted but not yet committed is skipped). */
const listCheckedFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-z', '--', ...CHECKED_FOLDERS], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => CHECKED_FILE.test(file) && existsSync(path.join(root, file)));

const findReferencesIn = ({ file }: { file: string }) =>
  findIssueReferences({ file, text: readFileSync(path.join(root, file), 'utf8') });

describe('no issue references in the code', () => {
  const files = listCheckedFiles();

  it('checks the code, not an empty list', () => {
    expect(files).toEqual(expect.arrayContaining(['apps/api/src/app.ts', 'apps/web/src/app/router.tsx']));
    expect(files.length).toBeGreaterThan(500);
  });

  it('finds no comment or test title that points into the tracker', () => {
    const found = files
      .flatMap((file) => findReferencesIn({ file }))
      .map(({ file, line, text }) => `${file}:${line}: ${text}`);
    expect(found, `Name the rule or concept instead of the issue:\n${found.join('\n')}`).toEqual([]);
  });
});
