import { inArray } from 'drizzle-orm';
import { processes } from './schema/processes.ts';

/** SQL: the process belongs to one of `companyIds` (every caller-facing query starts with it). */
export const inScope = (companyIds: readonly number[]) => inArray(processes.companyId, [...companyIds]);
