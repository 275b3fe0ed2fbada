import { inArray, sql, type SQL } from 'drizzle-orm';
import { processes } from './schema/processes.ts';

/** SQL: the process belongs to one of `companyIds` (every caller-facing query starts with it). */
export const inScope = (companyIds: readonly number[]) => inArray(processes.companyId, [...companyIds]);

/**
 * The same rule for a prepared statement: the companies arrive as one array parameter named
 * `name`, so the statement's text does not change with how many companies the caller has.
 */
export const inScopePlaceholder = (name: string): SQL =>
  sql`${processes.companyId} = any(${sql.placeholder(name)})`;
