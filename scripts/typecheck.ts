/**
 * `npm run typecheck`: every program `npm test` type-checks, one after the other, with TypeScript 7's
 * native compiler (decision 0126). Exits with the first failure's code, after checking them all.
 */
import { spawnSync } from 'node:child_process';
import { TYPECHECK_PROGRAMS, typecheckCommand } from './typecheck-programs.ts';

let exitCode = 0;
for (const program of TYPECHECK_PROGRAMS) {
  const { command, args } = typecheckCommand(program);
  console.log(`── tsc -p ${program}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0 && exitCode === 0) exitCode = status ?? 1;
}
process.exit(exitCode);
