/**
 * Lints apps/api/openapi.json with Redocly's recommended rules (redocly.yaml): fails on any error
 * or warning, so the document an integrator reads stays clean. A step of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

type TRedoclyReport = {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
};

const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync(
  'npx',
  ['--no-install', 'redocly', 'lint', 'apps/api/openapi.json', '--format=json', '--max-problems=1000'],
  {
    cwd: root,
    encoding: 'utf8',
    // No usage report or update check from a test run.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
const start = result.stdout.indexOf('{');
if (start === -1) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
const report = JSON.parse(result.stdout.slice(start)) as TRedoclyReport;
for (const problem of report.problems) {
  console.error(
    `${problem.severity} ${problem.ruleId} ${problem.location?.[0]?.pointer ?? ''}: ${problem.message}`,
  );
}
const { errors, warnings } = report.totals;
console.log(`redocly lint apps/api/openapi.json: ${errors} errors, ${warnings} warnings`);
process.exit(errors === 0 && warnings === 0 && result.status === 0 ? 0 : 1);
