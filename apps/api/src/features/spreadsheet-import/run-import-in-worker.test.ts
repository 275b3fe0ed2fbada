import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { toUserCaller } from '../../core/ingestion/ingestion-caller.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import { runImportInWorker } from './run-import-in-worker.ts';

/** An import whose database cannot be reached (nothing listens on port 1). */
const unreachable = {
  database: { url: 'postgresql://nobody@127.0.0.1:1/none' },
  mailQueue: {} as TMailQueue,
  dispatchEmails: async () => undefined,
  caller: toUserCaller({ id: 1, name: 'Carla Mendes' }),
  publicUrl: 'http://localhost',
  ip: null,
  now: new Date('2026-11-27T12:00:00Z'),
  importId: 1,
  isDryRun: true,
  onProgress: async () => undefined,
  onError: () => undefined,
};

describe('runImportInWorker', () => {
  it("bounds the import thread's heap: past it the import fails alone, the server goes on", async () => {
    const run = runImportInWorker({
      ...unreachable,
      limits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 1 },
    });
    await expect(run).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
  });

  it("answers the thread's failure as an error of the server's, not as the file's", async () => {
    const run = runImportInWorker(unreachable);
    await expect(run).rejects.toThrow(/^Não foi possível conectar ao PostgreSQL/);
    await expect(run).rejects.not.toBeInstanceOf(AppError);
  });
});
