import { TYPECHECK_PROJECTS, type TTypecheckProject } from './test-changed-plan.ts';

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
