import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../../lib/app-error.ts';
import type {
  TImportDatabase,
  TImportTask,
  TImportWorkerInput,
  TImportWorkerMessage,
} from './import-worker-protocol.ts';
import type { TImportRun, TRunImportOptions } from './run-import.ts';

/**
 * The import thread's heap. V8 lets garbage grow to a multiple of the live heap that rises with the
 * heap's maximum: in the server's own heap (a quarter of the machine's memory) a 100,000-row
 * workbook grew the process by ~380 MB of garbage, for a live set of ~15 MB. Bounded, the thread
 * collects early; a workbook that needs more fails alone (the import is FAILED), not the server.
 */
export const IMPORT_WORKER_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 };

/**
 * How long an idle import thread is kept. Starting one loads the import's modules (1.5–2 CPU-seconds
 * on a 2-core machine); an administrator who previews a workbook confirms it minutes later.
 */
export const IMPORT_THREAD_IDLE_MS = 5 * 60_000;

export type TRunImportInWorkerOptions = Omit<TRunImportOptions, 'db' | 'file'> & {
  database: TImportDatabase;
  /** The import whose stored file the thread reads. */
  importId: number;
  /** The server's mail queue: it queues the invitations the thread recorded. */
  dispatchEmails: (outboxIds: readonly number[]) => Promise<void>;
};

/** The server's import thread: one import at a time, as the job queue hands them out. */
export type TImportThread = {
  run: (options: TRunImportInWorkerOptions) => Promise<TImportRun>;
  /** Ends the thread once the import it runs, if any, has ended. */
  close: () => Promise<void>;
  /** How many threads were started so far: one, unless one failed or idled out. */
  threadsStarted: () => number;
  /** How many imports were handed to the thread so far. */
  importsRun: () => number;
};

/**
 * runImport on a thread of its own (import-worker.ts) with its own connection to PostgreSQL, or
 * its own copy of the embedded PGlite (a preview): answers what runImport answers, and fails as it
 * fails (the file's pt-BR AppError, or an error). The thread outlives an import for a while, so the
 * next one does not load the import's modules again; a thread that failed (out of heap) is
 * replaced by a new one for the next import.
 */
export const createImportThread = ({
  limits = IMPORT_WORKER_LIMITS,
  idleTimeoutMs = IMPORT_THREAD_IDLE_MS,
  onThreadError = () => undefined,
}: {
  limits?: typeof IMPORT_WORKER_LIMITS;
  idleTimeoutMs?: number;
  /** A failure of the thread no import answers for (a close that timed out): for the server's log. */
  onThreadError?: (error: unknown) => void;
} = {}): TImportThread => {
  const pool = new Piscina<TImportTask, void>({
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: idleTimeoutMs,
    resourceLimits: limits,
    // An import leaves no handle open, but its thread must go on running timers and I/O between
    // tasks' messages: Piscina's default blocks an idle thread on Atomics.wait.
    atomics: 'disabled',
  });
  pool.on('error', onThreadError);
  let threadsStarted = 0;
  pool.on('workerCreate', () => {
    threadsStarted += 1;
  });
  let importsRun = 0;
  return {
    run: (options) => {
      importsRun += 1;
      return runOnThread(pool, options);
    },
    close: () => pool.close(),
    threadsStarted: () => threadsStarted,
    importsRun: () => importsRun,
  };
};

/**
 * Named with each import rather than with the pool: the thread then loads the import's modules for
 * its first import, so a thread that fails there (out of heap) fails that import. Loaded when the
 * thread starts, a failure would leave the import queued for a thread that never comes.
 */
const IMPORT_WORKER = new URL('./import-worker.ts', import.meta.url).href;

const runOnThread = (
  pool: Piscina<TImportTask, void>,
  options: TRunImportInWorkerOptions,
): Promise<TImportRun> => {
  const input: TImportWorkerInput = {
    database: options.database,
    importId: options.importId,
    isDryRun: options.isDryRun,
    caller: options.caller,
    publicUrl: options.publicUrl,
    ip: options.ip,
    now: options.now.toISOString(),
  };
  // The thread tells its progress and its outcome on a channel of this import's own, in order.
  const { port1: messages, port2: threadPort } = new MessageChannel();
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
      messages.close();
      void told.then(outcome);
    };
    messages.on('message', (message: TImportWorkerMessage) => {
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
    const task = pool.run(
      { input, port: threadPort },
      {
        filename: IMPORT_WORKER,
        name: 'importOnThread',
        transferList: [threadPort],
      },
    );
    // Out of heap, or a failure before the import began (a module): the thread's own error.
    task.catch((error: unknown) => settle(() => reject(error)));
    // The thread closes its side once it told the outcome, so messages told before are read first.
    messages.on('close', () => {
      void task.then(
        () => settle(() => reject(new Error('a importação parou antes de dizer como terminou'))),
        // Its failure is answered above.
        () => undefined,
      );
    });
  });
};
