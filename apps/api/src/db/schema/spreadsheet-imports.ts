import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './documents.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const SPREADSHEET_IMPORT_DB_STATUSES = [
  'PREVIEWING',
  'PREVIEWED',
  'COMMITTING',
  'DONE',
  'FAILED',
] as const;

/** What an import did (or would do) per sheet. */
export type TStoredSheetSummary = {
  kind: string;
  sheet: string;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
};

export type TStoredRefusal = { sheet: string; row: number; column: string | null; reason: string };

/** The first rows of a sheet as written (the contract's TSpreadsheetFirstRows). */
export type TStoredFirstRows = {
  sheet: string;
  kind: string;
  columns: string[];
  rows: { row: number; outcome: string; cells: (string | null)[]; reason: string | null }[];
};

/**
 * Spreadsheet onboarding: one spreadsheet upload and what became of it. The file is kept, in parts
 * (spreadsheet_import_parts: the commit reads it again, and the result workbook is the same file
 * with a status column); `outcomes` holds one
 * letter per row of each sheet (C created, U updated, N unchanged, R refused, '-' not a data row),
 * so the result of 100,000 rows is 100 KB, not a row per row.
 */
export const spreadsheetImports = pgTable(
  'spreadsheet_imports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: SPREADSHEET_IMPORT_DB_STATUSES }).notNull(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    sheets: jsonb('sheets').$type<TStoredSheetSummary[]>().notNull().default([]),
    /** The first refused rows with their reasons (capped; the sheets' counts are whole). */
    refusals: jsonb('refusals').$type<TStoredRefusal[]>().notNull().default([]),
    /** Per sheet name, one letter per row (see above). */
    outcomes: jsonb('outcomes').$type<Record<string, string>>().notNull().default({}),
    /** The first rows of each sheet as the phase wrote them (the preview's table). */
    firstRows: jsonb('first_rows').$type<TStoredFirstRows[]>().notNull().default([]),
    message: text('message'),
    createdAt: instant('created_at').notNull().defaultNow(),
    confirmedAt: instant('confirmed_at'),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('spreadsheet_imports_created_idx').on(t.createdAt),
    check(
      'spreadsheet_imports_status_ck',
      sql`${t.status} in ('PREVIEWING','PREVIEWED','COMMITTING','DONE','FAILED')`,
    ),
  ],
);

/** The bytes a part of an uploaded file holds at most: an upload is written and read a part at a time. */
export const SPREADSHEET_PART_BYTES = 1024 * 1024;

/**
 * An uploaded file's bytes, in parts of SPREADSHEET_PART_BYTES: the upload is spooled to disk and
 * written a part at a time, so no step holds a 50 MB parameter or row in the server's memory.
 */
export const spreadsheetImportParts = pgTable(
  'spreadsheet_import_parts',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => spreadsheetImports.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ name: 'spreadsheet_import_parts_pk', columns: [t.importId, t.part] })],
);
