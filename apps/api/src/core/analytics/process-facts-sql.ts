import type { TAnalyticsFilter } from './analytics-types.ts';
import { buildFactWhere, isPeriodOnly, periodOf, type TWhere } from './fact-filter-sql.ts';

/**
 * One row per process and registry day, with what a declaration has once: its mode, its channel
 * and the process's milestones. Process counts, counts per period and lead times read these (a
 * year of a large company: about 50,000 rows) instead of deduplicating about a million items.
 */
export const PROCESS_FACTS_DDL = `CREATE TABLE IF NOT EXISTS process_facts (company_id INTEGER, process_id INTEGER,
  registry_date DATE, mode VARCHAR, channel VARCHAR, presence_date DATE, clearance_date DATE, loading_date DATE,
  delivery_date DATE, channel_days INTEGER, lpco_waits VARCHAR)`;

/** The process rows of the facts on the (company, day) pairs of the `touched` table. */
export const SELECT_TOUCHED_PROCESS_FACTS = `SELECT company_id, process_id, registry_date, any_value(mode),
    any_value(channel), any_value(presence_date), any_value(clearance_date), any_value(loading_date),
    any_value(delivery_date), any_value(channel_days), any_value(lpco_waits)
  FROM facts JOIN touched USING (company_id, registry_date)
  GROUP BY company_id, process_id, registry_date
  ORDER BY company_id, registry_date`;

/**
 * The rows of `process_facts p` a filter covers: its companies and days, and, when the drawer
 * narrows by item (an NCM, an exporter, a currency…), only the processes with a matching item on
 * that day.
 */
export const buildProcessWhere = (filter: TAnalyticsFilter): TWhere => {
  const onProcesses = buildFactWhere(periodOf(filter), 'p.');
  if (isPeriodOnly(filter)) return onProcesses;
  const onItems = buildFactWhere(filter, 'f.');
  // Both number their parameters from $1 in the same order, so the period's are the items' first ones.
  return {
    sql: `${onProcesses.sql} AND EXISTS (SELECT 1 FROM facts f WHERE f.company_id = p.company_id
      AND f.process_id = p.process_id AND f.registry_date = p.registry_date AND ${onItems.sql})`,
    values: onItems.values,
  };
};
