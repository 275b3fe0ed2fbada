import type { MessagePort } from 'node:worker_threads';
import type { TErrorCode } from '../../lib/app-error.ts';
import type { TIngestionCaller } from '../../core/ingestion/ingestion-caller.ts';
import type { TImportRun } from './run-import.ts';

export type TImportDatabase = { url: string } | { loadDataDirFile: string };

/**
 * What the import's thread is given: its own connection to the database and one phase's work. The
 * thread reads the uploaded file itself: the server's event loop never decodes its bytes.
 */
export type TImportWorkerInput = {
  /** PostgreSQL's URL, or (a PGlite preview) a copy of the embedded database to open in memory. */
  database: TImportDatabase;
  importId: number;
  isDryRun: boolean;
  caller: TIngestionCaller;
  publicUrl: string;
  ip: string | null;
  /** ISO instant: the import's `now`. */
  now: string;
};

/** What the import's thread tells the server, in order; `done` or `failed` ends it. */
export type TImportWorkerMessage =
  | { type: 'progress'; rowsDone: number }
  /** Invitations recorded in the outbox and committed: the server queues their delivery. */
  | { type: 'emails'; outboxIds: number[] }
  /** An unexpected failure of one row's write (the row was refused): for the server's log. */
  | { type: 'row-error'; error: unknown }
  /** What the server's log keeps at info (an unknown Portal Único code, kept as sent). */
  | { type: 'info'; details: Record<string, unknown>; message: string }
  | { type: 'done'; run: TImportRun }
  /** An AppError's code and pt-BR message (the file's fault), or null code for anything else. */
  | { type: 'failed'; code: TErrorCode | null; message: string; error: unknown };

/** One import handed to the thread (import-worker.ts): its input, and the port it tells on. */
export type TImportTask = { input: TImportWorkerInput; port: MessagePort };
