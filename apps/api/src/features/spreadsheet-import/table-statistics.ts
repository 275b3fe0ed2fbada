import type { TSpreadsheetKind } from '@pc/contract/admin-spreadsheet';
import type { TDbExecutor } from '../../db/client.ts';
import { analyzeTable, findTableRowEstimates } from './spreadsheet-import-repository.ts';

/** The tables whose rows a sheet's created rows become. */
const TABLES_OF_KIND: Readonly<Record<TSpreadsheetKind, readonly string[]>> = {
  companies: ['companies'],
  users: ['users', 'user_companies'],
  processes: ['processes'],
  cashRequests: [],
  invoices: ['invoices', 'installments'],
  declarations: ['declaration_items'],
  expenses: ['process_expenses'],
  duimps: ['duimp_versions'],
  exchangeRates: ['exchange_rates'],
};

/** Fewer new rows than this never call for fresh statistics. */
const MIN_NEW_ROWS = 1000;
/** New rows, as a share of the rows the planner believes the table has, that call for them. */
const GROWTH_SHARE = 0.5;

/**
 * Keeps the planner's statistics in step while an import fills a table that was (nearly) empty:
 * the new install the onboarding starts from. Planned for an empty processes table, each foreign
 * key check of a declaration item scanned every process the import had created (10,000 processes
 * and 90,000 items: a quadratic minute), and autovacuum never sees the preview's transaction nor
 * comes within a commit's seconds. A table is analysed again once the import has added half as many
 * rows as the planner believed it held (at least 1,000): a few times for an empty table, never for
 * a large one. A refusal to analyse (a database user that does not own the table) is ignored: the
 * import only runs slower.
 */
export const createTableStatistics = async (db: TDbExecutor) => {
  const tables = [...new Set(Object.values(TABLES_OF_KIND).flat())];
  const estimates = await findTableRowEstimates(db, tables);
  const added = new Map<string, number>();
  let isRefused = false;

  const refresh = async (table: string) => {
    try {
      // A savepoint of its own: a refusal must not abort the preview's transaction.
      await db.transaction(async (tx) => analyzeTable(tx, table));
      const [estimate] = (await findTableRowEstimates(db, [table])).values();
      estimates.set(table, estimate ?? 0);
    } catch {
      isRefused = true;
    }
    added.set(table, 0);
  };

  /** Told of rows created by a sheet; analyses the tables that grew enough since their last figures. */
  const noteCreated = async (kind: TSpreadsheetKind, rows: number): Promise<void> => {
    if (isRefused || rows <= 0) return;
    for (const table of TABLES_OF_KIND[kind]) {
      const total = (added.get(table) ?? 0) + rows;
      added.set(table, total);
      if (total >= MIN_NEW_ROWS && total >= (estimates.get(table) ?? 0) * GROWTH_SHARE) await refresh(table);
    }
  };

  return { noteCreated };
};

export type TTableStatistics = Awaited<ReturnType<typeof createTableStatistics>>;
