import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { processes } from '../../db/schema/processes.ts';
import { spreadsheetImportParts, spreadsheetImports } from '../../db/schema/spreadsheet-imports.ts';
import { users } from '../../db/schema/users.ts';

type TImportInsert = typeof spreadsheetImports.$inferInsert;

const summaryColumns = getTableColumns(spreadsheetImports);
/** The list shows no rows: it leaves out the first rows too. */
const { firstRows: _firstRows, ...listColumns } = summaryColumns;

type TStoredRefusalList = (typeof spreadsheetImports.$inferSelect)['refusals'];

/** An import as the screen shows it (never its file), with its uploader's name. */
export type TImportRow = typeof spreadsheetImports.$inferSelect & { userName: string };

const selectSummary = (db: TDbExecutor) =>
  db
    .select({ ...summaryColumns, userName: users.name })
    .from(spreadsheetImports)
    .innerJoin(users, eq(users.id, spreadsheetImports.userId));

/**
 * Records an upload and its file, a part at a time as `parts` yields them (each at most
 * SPREADSHEET_PART_BYTES), in one transaction: an import never exists without its whole file.
 */
export const insertSpreadsheetImport = async (
  db: TDatabase,
  values: Pick<TImportInsert, 'userId' | 'fileName' | 'status' | 'createdAt'>,
  parts: AsyncIterable<Buffer>,
): Promise<number> =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(spreadsheetImports).values(values).returning({ id: spreadsheetImports.id });
    if (!row) throw new Error('spreadsheet import not inserted');
    let part = 0;
    for await (const bytes of parts) {
      await tx.insert(spreadsheetImportParts).values({ importId: row.id, part, bytes });
      part += 1;
    }
    return row.id;
  });

export const findSpreadsheetImport = async (db: TDbExecutor, id: number): Promise<TImportRow | null> => {
  const [row] = await selectSummary(db).where(eq(spreadsheetImports.id, id)).limit(1);
  return row ?? null;
};

/** The uploaded file and what became of its rows (the commit and the result workbook read them). */
export const findSpreadsheetImportFile = async (db: TDbExecutor, id: number) => {
  const [row] = await db
    .select({
      fileName: spreadsheetImports.fileName,
      outcomes: spreadsheetImports.outcomes,
      refusals: spreadsheetImports.refusals,
      status: spreadsheetImports.status,
    })
    .from(spreadsheetImports)
    .where(eq(spreadsheetImports.id, id))
    .limit(1);
  if (!row) return null;
  const parts = await db
    .select({ bytes: spreadsheetImportParts.bytes })
    .from(spreadsheetImportParts)
    .where(eq(spreadsheetImportParts.importId, id))
    .orderBy(asc(spreadsheetImportParts.part));
  return { ...row, content: Buffer.concat(parts.map((part) => part.bytes)) };
};

/** An import's refused rows alone (a page of them is asked for often; the file is large). */
export const findSpreadsheetImportRefusals = async (
  db: TDbExecutor,
  id: number,
): Promise<TStoredRefusalList | null> => {
  const [row] = await db
    .select({ refusals: spreadsheetImports.refusals })
    .from(spreadsheetImports)
    .where(eq(spreadsheetImports.id, id))
    .limit(1);
  return row?.refusals ?? null;
};

export const listSpreadsheetImports = async (
  db: TDbExecutor,
  { page, size }: { page: number; size: number },
): Promise<{ rows: Omit<TImportRow, 'firstRows'>[]; total: number }> => {
  const rows = await db
    .select({ ...listColumns, userName: users.name })
    .from(spreadsheetImports)
    .innerJoin(users, eq(users.id, spreadsheetImports.userId))
    .orderBy(desc(spreadsheetImports.createdAt), desc(spreadsheetImports.id))
    .limit(size)
    .offset((page - 1) * size);
  const [counted] = await db.select({ total: count() }).from(spreadsheetImports);
  return { rows, total: counted?.total ?? 0 };
};

export const updateSpreadsheetImport = async (
  db: TDbExecutor,
  id: number,
  values: Partial<Omit<TImportInsert, 'id' | 'userId'>>,
): Promise<void> => {
  await db.update(spreadsheetImports).set(values).where(eq(spreadsheetImports.id, id));
};

type TImportStatus = (typeof spreadsheetImports.$inferSelect)['status'];
/** The statuses of an import whose job is still to end it. */
const RUNNING_STATUSES: readonly TImportStatus[] = ['PREVIEWING', 'COMMITTING'];

/**
 * Ends a running import (PREVIEWED, DONE or FAILED) only while it is still in `from`: a job that
 * outlived the verdict that it was interrupted must not overwrite it. False when it was not.
 */
export const finishSpreadsheetImport = async (
  db: TDbExecutor,
  id: number,
  { from, values }: { from: TImportStatus; values: Partial<Omit<TImportInsert, 'id' | 'userId'>> },
): Promise<boolean> => {
  const rows = await db
    .update(spreadsheetImports)
    .set(values)
    .where(and(eq(spreadsheetImports.id, id), eq(spreadsheetImports.status, from)))
    .returning({ id: spreadsheetImports.id });
  return rows.length > 0;
};

/**
 * Fails the running imports (one, or every one) whose job died: each as it was before, so the
 * audit can say which phase stopped.
 */
export const failRunningSpreadsheetImports = async (
  db: TDbExecutor,
  { id, message, now }: { id?: number; message: string; now: Date },
): Promise<{ id: number; userId: number; fileName: string; status: TImportStatus }[]> => {
  const running = await db
    .select({
      id: spreadsheetImports.id,
      userId: spreadsheetImports.userId,
      fileName: spreadsheetImports.fileName,
      status: spreadsheetImports.status,
    })
    .from(spreadsheetImports)
    .where(
      and(
        inArray(spreadsheetImports.status, [...RUNNING_STATUSES]),
        id === undefined ? undefined : eq(spreadsheetImports.id, id),
      ),
    )
    .for('update');
  if (running.length === 0) return [];
  await db
    .update(spreadsheetImports)
    .set({ status: 'FAILED', message, finishedAt: now })
    .where(
      inArray(
        spreadsheetImports.id,
        running.map((row) => row.id),
      ),
    );
  return running;
};

/** Moves a previewed import to COMMITTING; false when it was not waiting for confirmation. */
export const claimSpreadsheetImportCommit = async (
  db: TDbExecutor,
  { id, now }: { id: number; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(spreadsheetImports)
    .set({ status: 'COMMITTING', confirmedAt: now, progressDone: 0 })
    .where(and(eq(spreadsheetImports.id, id), eq(spreadsheetImports.status, 'PREVIEWED')))
    .returning({ id: spreadsheetImports.id });
  return rows.length > 0;
};

/** The planner's row estimate of these tables (pg_class.reltuples; never analysed: 0). */
export const findTableRowEstimates = async (
  db: TDbExecutor,
  tables: readonly string[],
): Promise<Map<string, number>> => {
  const result = await db.execute(
    sql`select relname as name, greatest(reltuples, 0)::float8 as rows from pg_class
      where relnamespace = 'public'::regnamespace and relname = any(${sql.param([...tables])}::text[])`,
  );
  const rows = (result as unknown as { rows: { name: string; rows: number }[] }).rows;
  return new Map(rows.map((row) => [row.name, Number(row.rows)]));
};

/**
 * Refreshes the planner's statistics of one table (ANALYZE samples at most 30,000 rows). Inside a
 * transaction it sees the transaction's own rows, and its figures roll back with it.
 */
export const analyzeTable = async (db: TDbExecutor, table: string): Promise<void> => {
  await db.execute(sql`analyze ${sql.identifier(table)}`);
};

/** The stored type of each of these processes, by reference number (a number is one process of any company). */
export const findProcessTypes = async (
  db: TDbExecutor,
  identifications: readonly number[],
): Promise<Map<number, string>> => {
  if (identifications.length === 0) return new Map();
  const rows = await db
    .select({ identification: processes.identification, typeOfProcess: processes.typeOfProcess })
    .from(processes)
    .where(inArray(processes.identification, [...identifications]));
  return new Map(rows.map((row) => [row.identification, row.typeOfProcess]));
};
