import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  SPREADSHEET_EMPTY_MESSAGE,
  SPREADSHEET_IMPORT_ACTION,
  SPREADSHEET_IMPORT_NOT_FOUND_MESSAGE,
  SPREADSHEET_INTERRUPTED_ACTION,
  SPREADSHEET_INTERRUPTED_MESSAGE,
  SPREADSHEET_NOT_CONFIRMABLE_MESSAGE,
  type TSpreadsheetCounts,
  type TSpreadsheetFirstRows,
  type TSpreadsheetImport,
  type TSpreadsheetImportDetail,
  type TSpreadsheetKind,
  type TSpreadsheetRowOutcome,
} from '@pc/contract/admin-spreadsheet';
import type { TAnalyticsStore } from '../../core/analytics/analytics-types.ts';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import { toUserCaller } from '../../core/ingestion/ingestion-caller.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import type { TDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { refreshImportedFacts, runImport, type TImportRun, type TRunImportOptions } from './run-import.ts';
import type { TImportThread } from './run-import-in-worker.ts';
import {
  claimSpreadsheetImportCommit,
  failRunningSpreadsheetImports,
  findSpreadsheetImport,
  findSpreadsheetImportFile,
  finishSpreadsheetImport,
  insertSpreadsheetImport,
  updateSpreadsheetImport,
  type TImportRow,
} from './spreadsheet-import-repository.ts';
import { findUserName } from '../../db/repositories/user-name.ts';
import { SPREADSHEET_PART_BYTES } from '../../db/schema/spreadsheet-imports.ts';
import type { TSpooledUpload } from '../../lib/http/spool-upload.ts';

/** The pg-boss queue of the imports' two phases. */
export const SPREADSHEET_IMPORT_QUEUE = 'spreadsheet-import';

export type TSpreadsheetJob = {
  importId: number;
  phase: 'preview' | 'commit';
  userId: number;
  ip: string | null;
};

export type TSpreadsheetDependencies = {
  db: TDatabase;
  store: TAnalyticsStore;
  mailQueue: TMailQueue;
  publicUrl: string;
  logger: FastifyBaseLogger;
  now: () => Date;
  /**
   * PostgreSQL: the import runs on a thread of its own with its own connection to this URL. Null
   * (the embedded PGlite, one connection in this process): it runs here.
   */
  databaseUrl: string | null;
  /** PGlite: writes a copy of the database to a file (a preview runs on that copy, on a thread). */
  dumpDatabase: ((file: string) => Promise<void>) | null;
  /** Where an import runs off the server's event loop (PostgreSQL, or a PGlite preview). */
  importThread: TImportThread;
};

/**
 * Rows done of each running preview, in this process's memory: the preview's writes sit in a
 * transaction that is rolled back, and on PGlite nothing else may write while it is open.
 */
const previewProgress = new Map<number, number>();

const sumCounts = (sheets: readonly TSpreadsheetCounts[]): TSpreadsheetCounts =>
  sheets.reduce(
    (sum, sheet) => ({
      created: sum.created + sheet.created,
      updated: sum.updated + sheet.updated,
      unchanged: sum.unchanged + sheet.unchanged,
      refused: sum.refused + sheet.refused,
    }),
    { created: 0, updated: 0, unchanged: 0, refused: 0 },
  );

export const toSpreadsheetImport = (row: Omit<TImportRow, 'firstRows'>): TSpreadsheetImport => ({
  id: row.id,
  fileName: row.fileName,
  status: row.status,
  userName: row.userName,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  progress: {
    done: row.status === 'PREVIEWING' ? (previewProgress.get(row.id) ?? 0) : row.progressDone,
    total: row.progressTotal,
  },
  sheets: row.sheets.map((sheet) => ({ ...sheet, kind: sheet.kind as TSpreadsheetKind })),
  totals: sumCounts(row.sheets),
  message: row.message,
});

/** The stored first rows as the contract tells them (their kinds and outcomes were written from its lists). */
const toFirstRows = (stored: TImportRow['firstRows']): TSpreadsheetFirstRows[] =>
  stored.map((sheet) => ({
    ...sheet,
    kind: sheet.kind as TSpreadsheetKind,
    rows: sheet.rows.map((row) => ({ ...row, outcome: row.outcome as TSpreadsheetRowOutcome })),
  }));

export const getSpreadsheetImport = async (db: TDatabase, id: number): Promise<TSpreadsheetImportDetail> => {
  const row = await findSpreadsheetImport(db, id);
  if (!row) throw new AppError('NOT_FOUND', SPREADSHEET_IMPORT_NOT_FOUND_MESSAGE);
  return { ...toSpreadsheetImport(row), firstRows: toFirstRows(row.firstRows) };
};

/** Keeps the upload (spooled to disk, stored a part at a time) and queues its preview; nothing of its rows is written. */
export const uploadSpreadsheet = async (options: {
  db: TDatabase;
  queue: (job: TSpreadsheetJob) => Promise<void>;
  userId: number;
  fileName: string;
  upload: TSpooledUpload;
  ip: string | null;
  now: Date;
}): Promise<TSpreadsheetImportDetail> => {
  const { db, upload } = options;
  if (upload.bytes === 0) throw new AppError('BAD_REQUEST', SPREADSHEET_EMPTY_MESSAGE);
  const id = await insertSpreadsheetImport(
    db,
    { userId: options.userId, fileName: options.fileName, status: 'PREVIEWING', createdAt: options.now },
    upload.readParts(SPREADSHEET_PART_BYTES),
  );
  await options.queue({ importId: id, phase: 'preview', userId: options.userId, ip: options.ip });
  return getSpreadsheetImport(db, id);
};

/** Confirms a previewed import: its commit is queued (409 unless it waits for confirmation). */
export const confirmSpreadsheetImport = async (options: {
  db: TDatabase;
  queue: (job: TSpreadsheetJob) => Promise<void>;
  id: number;
  userId: number;
  ip: string | null;
  now: Date;
}): Promise<TSpreadsheetImportDetail> => {
  const { db, id } = options;
  if (!(await findSpreadsheetImport(db, id)))
    throw new AppError('NOT_FOUND', SPREADSHEET_IMPORT_NOT_FOUND_MESSAGE);
  if (!(await claimSpreadsheetImportCommit(db, { id, now: options.now }))) {
    throw new AppError('CONFLICT', SPREADSHEET_NOT_CONFIRMABLE_MESSAGE);
  }
  await options.queue({ importId: id, phase: 'commit', userId: options.userId, ip: options.ip });
  return getSpreadsheetImport(db, id);
};

/** The uploaded file, for an import run in this process (the embedded PGlite). */
const readStoredFile = async (db: TDatabase, id: number) => {
  const file = await findSpreadsheetImportFile(db, id);
  if (!file) throw new AppError('NOT_FOUND', SPREADSHEET_IMPORT_NOT_FOUND_MESSAGE);
  return { fileName: file.fileName, content: file.content };
};

const FAILED_MESSAGE = 'Não foi possível processar a planilha; tente de novo ou fale com o suporte.';

/**
 * Fails the running imports whose job died with its server (one by id, or every running one) and
 * audits each, in the name of the admin who sent the file. Sending the file again is safe: every
 * row is an idempotent upsert, so the rows a killed commit wrote are found as they are.
 */
export const failInterruptedSpreadsheetImports = async (options: {
  db: TDatabase;
  id?: number;
  now: Date;
}): Promise<number> =>
  options.db.transaction(async (tx) => {
    const failed = await failRunningSpreadsheetImports(tx, {
      ...(options.id === undefined ? {} : { id: options.id }),
      message: SPREADSHEET_INTERRUPTED_MESSAGE,
      now: options.now,
    });
    for (const row of failed) {
      await recordAuditEvent(tx, {
        actor: { userId: row.userId },
        action: SPREADSHEET_INTERRUPTED_ACTION,
        subject: { type: 'spreadsheet-import', id: row.id },
        before: { status: row.status },
        after: { status: 'FAILED', fileName: row.fileName },
        ip: null,
        at: options.now,
      });
    }
    return failed.length;
  });

/**
 * Where a phase runs. PostgreSQL: on a thread with its own connection, which reads the file itself
 * (its bytes never cross the server's event loop). PGlite, a preview: on a thread, against a copy
 * of the database, so its rolled-back transaction never holds the one session every request needs.
 * PGlite, a commit: here, a batch per transaction, so requests go on between batches.
 */
const runPhase = async (
  dependencies: TSpreadsheetDependencies,
  {
    importId,
    isDryRun,
    options,
  }: { importId: number; isDryRun: boolean; options: Omit<TRunImportOptions, 'db' | 'file'> },
): Promise<TImportRun> => {
  const { db, databaseUrl, dumpDatabase, importThread } = dependencies;
  const dispatchEmails = (outboxIds: readonly number[]) => dependencies.mailQueue.dispatchEmails(outboxIds);
  if (databaseUrl) {
    return importThread.run({ ...options, database: { url: databaseUrl }, importId, dispatchEmails });
  }
  if (isDryRun && dumpDatabase) {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'pdc-preview-'));
    try {
      const loadDataDirFile = path.join(directory, 'database.tar');
      await dumpDatabase(loadDataDirFile);
      return await importThread.run({ ...options, database: { loadDataDirFile }, importId, dispatchEmails });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }
  return runImport({ ...options, db, file: await readStoredFile(db, importId) });
};

/**
 * One phase of an import, as its job runs it. The preview runs every write and rolls them back;
 * the commit writes them (each row or batch in its own transaction, like the ingestion API) and
 * records the import in the audit with its counts, in the transaction that marks it done.
 */
export const runSpreadsheetJob = async (
  dependencies: TSpreadsheetDependencies,
  job: TSpreadsheetJob,
): Promise<void> => {
  const { db, logger } = dependencies;
  const { importId, phase } = job;
  const stored = await findSpreadsheetImport(db, importId);
  const userName = await findUserName(db, job.userId);
  if (!stored || userName === null) return;
  const isDryRun = phase === 'preview';
  try {
    const options: Omit<TRunImportOptions, 'db' | 'file'> = {
      mailQueue: dependencies.mailQueue,
      publicUrl: dependencies.publicUrl,
      caller: toUserCaller({ id: job.userId, name: userName }),
      ip: job.ip,
      now: dependencies.now(),
      isDryRun,
      onProgress: async (done) => {
        if (isDryRun) previewProgress.set(importId, done);
        else await updateSpreadsheetImport(db, importId, { progressDone: done });
      },
      onError: (error) => logger.error({ err: error, importId }, 'linha da planilha recusada pelo banco'),
      // A preview keeps nothing, so only the import that writes says what it kept.
      onInfo: (details, message) => {
        if (!isDryRun) logger.info({ ...details, importId }, message);
      },
    };
    const { result, refresh, firstRows } = await runPhase(dependencies, { importId, isDryRun, options });
    if (!isDryRun) await refreshImportedFacts({ db, store: dependencies.store, refresh });
    const values = {
      sheets: result.sheets,
      refusals: result.refusals,
      outcomes: result.outcomes,
      firstRows,
      progressDone: result.rows,
      progressTotal: result.rows,
    };
    if (isDryRun) {
      await finishSpreadsheetImport(db, importId, {
        from: 'PREVIEWING',
        values: { ...values, status: 'PREVIEWED' },
      });
      return;
    }
    const at = dependencies.now();
    await db.transaction(async (tx) => {
      const isFinished = await finishSpreadsheetImport(tx, importId, {
        from: 'COMMITTING',
        values: { ...values, status: 'DONE', finishedAt: at },
      });
      // Already failed as interrupted (and audited so): the import stays as the admin was told.
      if (!isFinished) return;
      await recordAuditEvent(tx, {
        actor: { userId: job.userId },
        action: SPREADSHEET_IMPORT_ACTION,
        subject: { type: 'spreadsheet-import', id: importId },
        before: null,
        after: { fileName: stored.fileName, ...sumCounts(result.sheets) },
        ip: job.ip,
        at,
      });
    });
  } catch (error: unknown) {
    if (!(error instanceof AppError)) logger.error({ err: error, importId, phase }, 'importação de planilha');
    await finishSpreadsheetImport(db, importId, {
      from: isDryRun ? 'PREVIEWING' : 'COMMITTING',
      values: {
        status: 'FAILED',
        message: error instanceof AppError ? error.message : FAILED_MESSAGE,
        finishedAt: dependencies.now(),
      },
    });
  } finally {
    previewProgress.delete(importId);
  }
};
