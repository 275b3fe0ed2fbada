import { ZIngestExpenses, type TIngestExpenses } from '@pc/contract/landed-cost';
import { replaceExpenses } from '../../core/ingestion/ingest-expenses.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TImportEnvironment } from './import-environment.ts';
import { refusedBy, type TGroupResult, type TGroupToWrite, type TWriteGroups } from './group-results.ts';
import { itemIndexOfIssue, pick, refusalOfIssue } from './sheet-rows.ts';

/** An expense's fields: the sheet's columns are named as the contract's (Processo aside). */
const EXPENSE_FIELDS = [
  'category',
  'description',
  'amount',
  'date',
  'isTaxDeductible',
  'cashRequest',
] as const;

/**
 * A process's rows as the ingestion API's body (one expense per row, in the sheet's order), or the
 * refusal of the row at fault: an issue of `expenses[3].amount` is the group's fourth row, told by
 * its column (Valor (R$)); one about the whole list (too many) is the group's first row.
 */
export const parseExpenseGroup = ({ rows }: Pick<TGroupToWrite, 'rows'>): TIngestExpenses | TGroupResult => {
  const first = rows[0];
  if (!first) return { outcome: 'unchanged' };
  const parsed = ZIngestExpenses.safeParse({
    expenses: rows.map(({ values }) => pick(values, EXPENSE_FIELDS)),
  });
  if (parsed.success) return parsed.data;
  return {
    outcome: 'refused',
    row: rows[itemIndexOfIssue(parsed.error) ?? 0]?.row ?? first.row,
    refusal: refusalOfIssue('expenses', parsed.error),
  };
};

/**
 * Every expense of a process per group, through the ingestion's own replaceExpenses (its transaction),
 * as a PUT …/expenses would: the group is the process's whole set, the same set again is unchanged.
 */
export const writeExpenseGroups =
  (environment: TImportEnvironment): TWriteGroups =>
  async (groups) => {
    const results: TGroupResult[] = [];
    for (const group of groups) {
      const body = parseExpenseGroup(group);
      if ('outcome' in body) {
        results.push(body);
        continue;
      }
      try {
        const { response, staleFacts } = await replaceExpenses({
          db: environment.db,
          caller: environment.caller,
          identification: group.identification,
          expenses: body.expenses,
        });
        environment.ingestContext.staleFacts.push(...staleFacts);
        results.push({ outcome: response.result });
      } catch (error: unknown) {
        if (!(error instanceof AppError)) environment.onError(error);
        results.push(refusedBy(group.rows[0]?.row ?? 1, error));
      }
    }
    return results;
  };
