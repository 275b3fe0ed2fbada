import { and, asc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { processExpenses } from '../schema/process-expenses.ts';

export type TProcessExpenseRow = typeof processExpenses.$inferSelect;
export type TProcessExpenseInsert = typeof processExpenses.$inferInsert;

type TProcessRef = { companyId: number; processId: number };

/** A process's expenses in the order the ERP sent them. */
export const findProcessExpenses = async (db: TDbExecutor, key: TProcessRef): Promise<TProcessExpenseRow[]> =>
  db
    .select()
    .from(processExpenses)
    .where(and(eq(processExpenses.companyId, key.companyId), eq(processExpenses.processId, key.processId)))
    .orderBy(asc(processExpenses.lineNumber));

/** The process's set replaced by these lines (none: cleared). */
export const replaceProcessExpenses = async (
  db: TDbExecutor,
  options: TProcessRef & { rows: readonly Omit<TProcessExpenseInsert, 'companyId' | 'processId'>[] },
): Promise<void> => {
  const { companyId, processId, rows } = options;
  await db
    .delete(processExpenses)
    .where(and(eq(processExpenses.companyId, companyId), eq(processExpenses.processId, processId)));
  if (rows.length === 0) return;
  await db.insert(processExpenses).values(rows.map((row) => ({ ...row, companyId, processId })));
};
