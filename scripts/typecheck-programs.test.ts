import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPECHECK_PROJECTS } from './test-changed-plan.ts';
import {
  COMBINED_CONFIG,
  COMBINED_PROJECTS,
  NATIVE_TSC,
  TYPECHECK_PROGRAMS,
  typecheckCommand,
} from './typecheck-programs.ts';

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

  it('run TypeScript 7, which refuses a program with a type error and passes it once mended', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'pdc-typecheck-'));
    try {
      writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ type: 'module' }));
      writeFileSync(
        path.join(folder, 'tsconfig.json'),
        JSON.stringify({ extends: path.join(root, 'tsconfig.base.json'), compilerOptions: { types: [] } }),
      );
      const check = (source: string) => {
        writeFileSync(path.join(folder, 'sample.ts'), source);
        const { command, args } = typecheckCommand(folder);
        return spawnSync(command, args, { encoding: 'utf8' });
      };
      const version = spawnSync(process.execPath, [NATIVE_TSC, '-v'], { encoding: 'utf8' });
      expect(version.stdout).toMatch(/^Version 7\./);
      const broken = check("export const total: number = 'R$ 1.234,56';\n");
      expect(broken.status).not.toBe(0);
      expect(broken.stdout).toContain("error TS2322: Type 'string' is not assignable to type 'number'.");
      expect(check('export const total: number = 1234.56;\n').status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
