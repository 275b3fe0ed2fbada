import { pino } from 'pino';
import { recordOutboxEmails, type TMailQueue } from '../../core/mail/mail-queue.ts';
import { openDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TImportTask, TImportWorkerMessage } from './import-worker-protocol.ts';
import { runImport } from './run-import.ts';
import { findSpreadsheetImportFile } from './spreadsheet-import-repository.ts';

/** An error as the log wants it (pino's own serializer), in a form a message can carry. */
const loggable = (error: unknown): unknown =>
  error instanceof Error ? pino.stdSerializers.err(error) : String(error);

/**
 * One phase of a spreadsheet import on the import thread (run-import-in-worker.ts runs it there),
 * with its own connection to PostgreSQL: the workbook's parsing and checks never hold the server's
 * event loop, and the thread's heap is bounded, so its garbage is collected within that bound.
 * Everything is told on the import's port, the outcome last; the port is closed after it.
 */
export const importOnThread = async ({ input, port }: TImportTask): Promise<void> => {
  const tell = (message: TImportWorkerMessage): void => port.postMessage(message);
  const now = new Date(input.now);
  // Invitations are recorded in the import's transactions; their delivery is queued by the server's
  // own mail queue once told (the thread has no job queue).
  const mailQueue: TMailQueue = {
    queueEmail: () => Promise.reject(new Error('the import thread only records e-mails')),
    recordEmails: (executor, emails) => recordOutboxEmails({ executor, emails, now }),
    dispatchEmails: async (outboxIds) => {
      if (outboxIds.length > 0) tell({ type: 'emails', outboxIds: [...outboxIds] });
    },
    resumePendingEmails: async () => 0,
  };
  try {
    const handle = await openDatabase(
      'url' in input.database
        ? { url: input.database.url }
        : { loadDataDirFile: input.database.loadDataDirFile },
    );
    try {
      const file = await findSpreadsheetImportFile(handle.db, input.importId);
      if (!file) throw new Error(`a importação ${input.importId} não existe mais`);
      const run = await runImport({
        db: handle.db,
        mailQueue,
        caller: input.caller,
        publicUrl: input.publicUrl,
        ip: input.ip,
        now,
        file: { fileName: file.fileName, content: file.content },
        isDryRun: input.isDryRun,
        onProgress: async (rowsDone) => tell({ type: 'progress', rowsDone }),
        onError: (error) => tell({ type: 'row-error', error: loggable(error) }),
        onInfo: (details, message) => tell({ type: 'info', details, message }),
      });
      tell({ type: 'done', run });
    } finally {
      await handle.close();
    }
  } catch (error: unknown) {
    tell({
      type: 'failed',
      code: error instanceof AppError ? error.code : null,
      message: error instanceof Error ? error.message : String(error),
      error: loggable(error),
    });
  } finally {
    port.close();
  }
};
