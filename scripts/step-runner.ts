/**
 * What `npm test` and `npm run test:changed` share to run their steps: commands whose output is
 * kept in a file of its own and printed whole when they end (steps running side by side never
 * interleave their lines), and Vitest's JSON reports added up into one count and one list of
 * failures, printed again above the summary because CI keeps only the tail of the output.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scheduleSteps, type TScheduledStep, type TStepResult } from './schedule-steps.ts';

export type TCounts = { passed: number; failed: number; skipped: number };

type TVitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    /** `failed` with a message when the file itself failed: an import, a hook or a timeout outside a test. */
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};

const ERROR_LINES = 12;

/** The head of a failure's message, without colours or frames inside node_modules. */
export const headOf = (message: string): string =>
  message
    // eslint-disable-next-line no-control-regex -- the reporters colour their messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => !/^\s*at .*node_modules/.test(line))
    .slice(0, ERROR_LINES)
    .map((line) => `    ${line}`)
    .join('\n');

export const createStepRunner = ({ root, reportsDir }: { root: string; reportsDir: string }) => {
  const counts: TCounts = { passed: 0, failed: 0, skipped: 0 };
  const failures: string[] = [];
  let fileCount = 0;

  /** A new file in the reports folder, named after what it holds. */
  const reportFile = (name: string, extension: string): string => {
    fileCount += 1;
    return path.join(reportsDir, `${name}-${fileCount}.${extension}`);
  };

  const run = (
    command: string,
    args: readonly string[],
    env: Record<string, string> = {},
    cwd = root,
  ): Promise<boolean> => {
    const logFile = reportFile('output', 'log');
    const log = createWriteStream(logFile);
    return new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env },
      });
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      const finish = (isOk: boolean) =>
        log.end(() => {
          process.stdout.write(`\n── ${command} ${args.join(' ')}\n${readFileSync(logFile, 'utf8')}`);
          resolve(isOk);
        });
      child.once('error', (error) => {
        log.write(`${error.message}\n`);
        finish(false);
      });
      child.once('close', (code) => finish(code === 0));
    });
  };

  const npx = (args: readonly string[], env: Record<string, string> = {}, cwd = root): Promise<boolean> =>
    run('npx', ['--no-install', ...args], env, cwd);

  const addVitestCounts = (file: string): void => {
    if (!existsSync(file)) return;
    const report = JSON.parse(readFileSync(file, 'utf8')) as TVitestReport;
    for (const result of report.testResults) {
      const where = path.relative(root, result.name);
      // A failed hook marks the file failed and its tests skipped: no test says why the step failed.
      if (result.status === 'failed' && result.message) failures.push(`${where}\n${headOf(result.message)}`);
      for (const test of result.assertionResults) {
        if (test.status !== 'failed') continue;
        failures.push(`${where} › ${test.fullName}\n${headOf(test.failureMessages.join('\n'))}`);
      }
    }
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  };

  /** Vitest with the given arguments, its JSON report added to the counts. */
  const vitest = async (args: readonly string[], env: Record<string, string> = {}): Promise<boolean> => {
    const report = reportFile('vitest', 'json');
    const isOk = await npx(
      ['vitest', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      env,
    );
    const failuresBefore = failures.length;
    addVitestCounts(report);
    // An unhandled error fails the run without failing a test; CI keeps only the tail, so say where to look.
    if (!isOk && failures.length === failuresBefore) {
      failures.push(
        `vitest ${args.join(' ')}\n    failed outside its tests: see "Unhandled" in its output above`,
      );
    }
    return isOk;
  };

  /** Runs the steps on `slots` at once, telling each start and end. */
  const runSteps = (steps: readonly TScheduledStep[], slots: number): Promise<TStepResult[]> =>
    scheduleSteps({
      steps,
      slots,
      onStart: (step) => console.log(`\n━━ started: ${step.name}`),
      onEnd: (result) =>
        console.log(`\n━━ ${result.isOk ? 'ok' : 'FAILED'}: ${result.name} (${result.seconds.toFixed(1)} s)`),
    });

  /**
   * The failed tests again, each step's result, `extraLines`, and the closing counts (the line CI
   * reads); the exit code the run should end with.
   */
  const printSummary = ({
    results,
    wallSeconds,
    extraLines = [],
  }: {
    results: readonly TStepResult[];
    wallSeconds: number;
    extraLines?: readonly string[];
  }): number => {
    if (failures.length > 0) {
      console.log('\n━━ failed tests');
      for (const failure of failures) console.log(failure);
    }
    console.log('\n━━ summary');
    for (const result of results) {
      console.log(`${result.isOk ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s)`);
    }
    for (const line of extraLines) console.log(line);
    const failedSteps = results.filter((result) => !result.isOk).length;
    console.log(
      `\nsteps: ${results.length - failedSteps} passed, ${failedSteps} failed, in ${wallSeconds.toFixed(1)} s`,
    );
    console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    return failedSteps === 0 ? 0 : 1;
  };

  return { counts, failures, reportFile, run, npx, vitest, addVitestCounts, runSteps, printSummary };
};
