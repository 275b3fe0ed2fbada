import { toUserCaller } from '../../core/ingestion/ingestion-caller.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import type { TRunImportInWorkerOptions } from './run-import-in-worker.ts';

/** For the import thread's tests: an import whose database cannot be reached (nothing listens on port 1). */
export const UNREACHABLE_IMPORT: TRunImportInWorkerOptions = {
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
  onInfo: () => undefined,
};
