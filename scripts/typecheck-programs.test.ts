import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPECHECK_PROJECTS } from './test-changed-plan.ts';
import { COMBINED_CONFIG, COMBINED_PROJECTS, TYPECHECK_PROGRAMS } from './typecheck-programs.ts';

const root = path.resolve(import.meta.dirname, '..');

type TConfig = { extends?: string; include?: string[]; compilerOptions?: unknown };

const configOf = (project: string): { file: string; config: TConfig } => {
  const file = path.join(root, project.endsWith('.json') ? project : path.join(project, 'tsconfig.json'));
  return { file, config: JSON.parse(readFileSync(file, 'utf8')) as TConfig };
};

/** A config's base and includes, as paths from the repository's root. */
const fromRoot = (project: string) => {
  const { file, config } = configOf(project);
  const folder = path.dirname(file);
  return {
    base: path.relative(root, path.resolve(folder, config.extends ?? '')),
    include: (config.include ?? []).map((entry) => path.relative(root, path.resolve(folder, entry))),
    hasOwnOptions: config.compilerOptions !== undefined,
  };
};

describe('the tsc runs of npm test', () => {
  it('check every project: each on its own or in the combined program', () => {
    const covered = [
      ...TYPECHECK_PROGRAMS.filter((program) => program !== COMBINED_CONFIG),
      ...COMBINED_PROJECTS,
    ];
    expect(covered.toSorted()).toEqual([...TYPECHECK_PROJECTS].toSorted());
  });

  it('combine projects of the same options, and the files of all of them, no more', () => {
    const combined = fromRoot(COMBINED_CONFIG);
    const parts = COMBINED_PROJECTS.map(fromRoot);
    for (const part of [combined, ...parts]) {
      expect(part.base).toBe('tsconfig.base.json');
      expect(part.hasOwnOptions).toBe(false);
    }
    expect(combined.include.toSorted()).toEqual(parts.flatMap((part) => part.include).toSorted());
  });
});
