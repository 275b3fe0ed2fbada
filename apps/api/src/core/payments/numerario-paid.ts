import { eq, type SQL } from 'drizzle-orm';
import { processes } from '../../db/schema/processes.ts';

/**
 * The one rule of a paid numerário: the process's cash_request_done, set by the ERP through the
 * ingestion or by the broker confirming a payment report. Every reader deciding "paid" asks here
 * (in TypeScript, or in SQL below), so the rule can change in one place.
 */
export const isNumerarioPaid = ({ cashRequestDone }: { cashRequestDone: boolean }): boolean =>
  cashRequestDone;

/** The same rule over `processes` in a query: its numerário is paid. */
export const numerarioPaidSql: SQL = eq(processes.cashRequestDone, true);

/** The same rule over `processes` in a query: its numerário is still to pay. */
export const numerarioUnpaidSql: SQL = eq(processes.cashRequestDone, false);
