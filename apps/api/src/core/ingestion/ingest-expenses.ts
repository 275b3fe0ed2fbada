import type { TProcessKey } from '../analytics/analytics-types.ts';
import type { TIngestExpenses, TIngestExpensesResponse } from '@pc/contract/landed-cost';
import type { TDatabase } from '../../db/client.ts';
import {
  findProcessExpenses,
  replaceProcessExpenses,
  type TProcessExpenseInsert,
  type TProcessExpenseRow,
} from '../../db/repositories/process-expenses.ts';
import { findWritableProcess } from './ingest-references.ts';
import type { TIngestionCaller } from './ingestion-caller.ts';
import { isSameStoredValue, toText } from './stored-values.ts';

type TExpenseLine = Omit<TProcessExpenseInsert, 'companyId' | 'processId'>;

const toLine = (expense: TIngestExpenses['expenses'][number], index: number): TExpenseLine => ({
  lineNumber: index + 1,
  category: expense.category,
  description: toText(expense.description) ?? null,
  amount: expense.amount.toFixed(2),
  spentOn: expense.date,
  isTaxDeductible: expense.isTaxDeductible,
  cashRequest: toText(expense.cashRequest) ?? null,
});

const LINE_FIELDS = [
  'lineNumber',
  'category',
  'description',
  'amount',
  'spentOn',
  'isTaxDeductible',
  'cashRequest',
] as const satisfies readonly (keyof TExpenseLine & keyof TProcessExpenseRow)[];

/** Whether the stored set is the one sent, line by line in order. */
const isSameSet = (stored: readonly TProcessExpenseRow[], wanted: readonly TExpenseLine[]): boolean =>
  stored.length === wanted.length &&
  stored.every((row, index) =>
    LINE_FIELDS.every((field) => isSameStoredValue(row[field], wanted[index]?.[field])),
  );

/**
 * Every expense of a process (the ingestion API's PUT): the set sent replaces the stored one, in the
 * order sent; the same set again is unchanged. A process missing or outside a limited client's
 * companies answers 404. The Custo tab reads them when asked; the analytics facts carry each item's
 * share, so a changed set names its process as stale.
 */
export const replaceExpenses = async (options: {
  db: TDatabase;
  caller: TIngestionCaller;
  identification: number;
  expenses: TIngestExpenses['expenses'];
}): Promise<{ response: TIngestExpensesResponse; staleFacts: TProcessKey[] }> => {
  const { db, caller, identification } = options;
  const wanted = options.expenses.map(toLine);
  return db.transaction(async (tx) => {
    const process = await findWritableProcess(tx, caller, identification);
    const key = { companyId: process.companyId, processId: process.id };
    const stored = await findProcessExpenses(tx, key);
    if (isSameSet(stored, wanted)) {
      return { response: { result: 'unchanged', expenses: wanted.length }, staleFacts: [] };
    }
    await replaceProcessExpenses(tx, { ...key, rows: wanted });
    // The facts carry each item's share of the expenses: refreshed after the commit.
    return {
      response: { result: stored.length === 0 ? 'created' : 'updated', expenses: wanted.length },
      staleFacts: [key],
    };
  });
};
