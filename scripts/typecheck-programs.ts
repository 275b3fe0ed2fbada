import path from 'node:path';
import { TYPECHECK_PROJECTS, type TTypecheckProject } from './test-changed-plan.ts';

/**
 * TypeScript 7's native compiler (the `typescript-native` alias of typescript@7), for the type check
 * only: 42 CPU-seconds for every program where TypeScript 6 took 72, with the same diagnostics. The
 * editors, ESLint's parser and openapi-typescript keep TypeScript 6's API (decision 0126). Called by
 * its path: both packages name their command `tsc`, and which one `npx tsc` finds depends on the
 * install.
 */
export const NATIVE_TSC = path.join(
  import.meta.dirname,
  '..',
  'node_modules',
  'typescript-native',
  'bin',
  'tsc',
);

/** The command that type-checks one program (a project folder or a tsconfig file). */
export const typecheckCommand = (program: string): { command: string; args: string[] } => ({
  command: process.execPath,
  args: [NATIVE_TSC, '-p', program],
});

/**
 * The Node projects that share tsconfig.base.json's options and most of their files (bench and the
 * scripts import the API's). One program, tsconfig.check.json, checks their files once: 32 s where
 * the three took 75 (one check of the API's 2,000 files instead of three).
 */
export const COMBINED_PROJECTS: readonly TTypecheckProject[] = ['apps/api', 'bench', 'tsconfig.scripts.json'];

export const COMBINED_CONFIG = 'tsconfig.check.json';

/**
 * The tsc runs of `npm test`, longest first: the combined program, and the projects whose types
 * differ (the web's DOM and JSX, the contract without DOM, e2e with Playwright's own element types).
 */
export const TYPECHECK_PROGRAMS: readonly string[] = [
  COMBINED_CONFIG,
  ...TYPECHECK_PROJECTS.filter((project) => !COMBINED_PROJECTS.includes(project)),
];
