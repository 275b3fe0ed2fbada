import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStepRunner, headOf } from './step-runner.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('headOf', () => {
  it('drops colours and frames inside node_modules, and keeps the first lines', () => {
    const message = [
      '\u001b[31mAssertionError\u001b[39m: x',
      '    at node_modules/vitest/a.js:1',
      '    at test.ts:3',
    ];
    expect(headOf(message.join('\n'))).toBe('    AssertionError: x\n        at test.ts:3');
    expect(
      headOf(Array.from({ length: 30 }, (_, line) => `line ${line}`).join('\n')).split('\n'),
    ).toHaveLength(12);
  });
});

describe('createStepRunner', () => {
  it('runs a command, tells whether it succeeded, and adds up Vitest reports with their failures', async () => {
    const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'step-runner-'));
    folders.push(reportsDir);
    const runner = createStepRunner({ root: reportsDir, reportsDir });
    expect(await runner.run(process.execPath, ['-e', 'process.exit(0)'])).toBe(true);
    expect(await runner.run(process.execPath, ['-e', 'process.exit(3)'])).toBe(false);
    expect(await runner.run('no-such-command-here', [])).toBe(false);

    const report = runner.reportFile('vitest', 'json');
    writeFileSync(
      report,
      JSON.stringify({
        numPassedTests: 4,
        numFailedTests: 1,
        numPendingTests: 0,
        numTodoTests: 1,
        testResults: [
          {
            name: path.join(reportsDir, 'a.test.ts'),
            status: 'failed',
            message: '',
            assertionResults: [{ fullName: 'a fails', status: 'failed', failureMessages: ['Error: no'] }],
          },
          {
            name: path.join(reportsDir, 'b.test.ts'),
            status: 'failed',
            message: 'Error: Hook timed out in 10000ms.',
            assertionResults: [{ fullName: 'b is skipped', status: 'skipped', failureMessages: [] }],
          },
        ],
      }),
    );
    runner.addVitestCounts(report);
    runner.addVitestCounts(path.join(reportsDir, 'missing.json'));
    expect(runner.counts).toEqual({ passed: 4, failed: 1, skipped: 1 });
    expect(runner.failures).toEqual([
      'a.test.ts › a fails\n    Error: no',
      'b.test.ts\n    Error: Hook timed out in 10000ms.',
    ]);
  });
});
