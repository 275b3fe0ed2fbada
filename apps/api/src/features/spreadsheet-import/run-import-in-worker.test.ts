import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { createImportThread } from './run-import-in-worker.ts';
import { UNREACHABLE_IMPORT } from './unreachable-import.ts';

const runFile = promisify(execFile);

describe('createImportThread', () => {
  const thread = createImportThread();
  afterAll(() => thread.close());

  it("bounds the import thread's heap: past it the import fails alone, the server goes on", async () => {
    // A process of its own, with V8's background tasks off (out-of-memory-probe.ts says why).
    const { stdout } = await runFile(process.execPath, [
      '--single-threaded',
      fileURLToPath(new URL('./out-of-memory-probe.ts', import.meta.url)),
    ]);
    expect(JSON.parse(stdout)).toEqual({ isRejected: true, code: 'ERR_WORKER_OUT_OF_MEMORY' });
  });

  it("answers the thread's failure as an error of the server's, not as the file's", async () => {
    const run = thread.run(UNREACHABLE_IMPORT);
    await expect(run).rejects.toThrow(/^Não foi possível conectar ao PostgreSQL/);
    await expect(run).rejects.not.toBeInstanceOf(AppError);
  });

  it('runs each import on the thread the first one started, not on a new one', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(thread.run(UNREACHABLE_IMPORT)).rejects.toThrow(/^Não foi possível conectar/);
    }
    expect(thread.threadsStarted()).toBe(1);
  });
});
