import { boolean, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { processFk } from './processes.ts';

/**
 * The process's own costs beyond the declaration (despesas: AFRMM, armazenagem, honorários…), as the
 * broker's ERP sent them: the set of a process is replaced whole (core/ingestion/ingest-expenses.ts).
 * The landed cost spreads them over the declaration's items (core/landed-cost/).
 */
export const processExpenses = pgTable(
  'process_expenses',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    /** The order the ERP sent them in (1, 2…), which the screens keep. */
    lineNumber: integer('line_number').notNull(),
    /** EXPENSE_CATEGORIES. */
    category: text('category').notNull(),
    description: text('description'),
    /** In BRL. */
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    isTaxDeductible: boolean('is_tax_deductible').notNull(),
    /** The numerário it was paid from, as the ERP names it (free text, shown as sent). */
    cashRequest: text('cash_request'),
  },
  (t) => [
    primaryKey({ name: 'process_expenses_pk', columns: [t.companyId, t.id] }),
    processFk('process_expenses_process_fk', t.companyId, t.processId),
    index('process_expenses_company_process_idx').on(t.companyId, t.processId, t.lineNumber),
  ],
);
