import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.ts';
import type { TImportDatabase, TImportWorkerInput, TImportWorkerMessage } from './import-worker-protocol.ts';
import type { TImportRun, TRunImportOptions } from './run-import.ts';

/**
 * The import thread's heap. V8 lets garbage grow to a multiple of the live heap that rises with the
 * heap's maximum: in the server's own heap (a quarter of the machine's memory) a 100,000-row
 * workbook grew the process by ~380 MB of garbage, for a live set of ~15 MB. Bounded, the thread
 * collects early; a workbook that needs more fails alone (the import is FAILED), not the server.
 */
export const IMPORT_WORKER_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 };

export type TRunImportInWorkerOptions = Omit<TRunImportOptions, 'db' | 'file'> & {
  database: TImportDatabase;
  /** The import whose stored file the thread reads. */
  importId: number;
  /** The server's mail queue: it queues the invitations the thread recorded. */
  dispatchEmails: (outboxIds: readonly number[]) => Promise<void>;
  limits?: typeof IMPORT_WORKER_LIMITS;
};

/**
 * runImport on a thread of its own (import-worker.ts) with its own connection to PostgreSQL, or
 * its own copy of the embedded PGlite (a preview):
 * answers what runImport answers, and fails as it fails (the file's pt-BR AppError, or an error).
 */
export const runImportInWorker = (options: TRunImportInWorkerOptions): Promise<TImportRun> => {
  const input: TImportWorkerInput = {
    database: options.database,
    importId: options.importId,
    isDryRun: options.isDryRun,
    caller: options.caller,
    publicUrl: options.publicUrl,
    ip: options.ip,
    now: options.now.toISOString(),
  };
  const worker = new Worker(new URL('./import-worker.ts', import.meta.url), {
    workerData: input,
    resourceLimits: options.limits ?? IMPORT_WORKER_LIMITS,
  });
  // Progress and e-mails are handled in the order they were told, before the answer is given.
  let told: Promise<void> = Promise.resolve();
  const after = (work: () => Promise<void>) => {
    told = told.then(work).catch((error: unknown) => options.onError(error));
  };
  return new Promise<TImportRun>((resolve, reject) => {
    let isSettled = false;
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      void told.then(outcome);
    };
    worker.on('message', (message: TImportWorkerMessage) => {
      switch (message.type) {
        case 'progress':
          after(() => options.onProgress(message.rowsDone));
          return;
        case 'emails':
          after(() => options.dispatchEmails(message.outboxIds));
          return;
        case 'row-error':
          options.onError(message.error);
          return;
        case 'info':
          options.onInfo(message.details, message.message);
          return;
        case 'done':
          settle(() => resolve(message.run));
          return;
        case 'failed':
          settle(() =>
            reject(
              message.code
                ? new AppError(message.code, message.message)
                : Object.assign(new Error(message.message), { cause: message.error }),
            ),
          );
          return;
      }
    });
    // Out of memory, or a failure before the import began (the connection, a module).
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`a importação parou antes de terminar (código ${code})`))),
    );
  });
};
