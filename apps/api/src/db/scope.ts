import { CANCELLED_STEP_ID } from '@pc/contract/process';
import { and, inArray, isNotNull, isNull, ne, not, sql, type SQL } from 'drizzle-orm';
import { processes } from './schema/processes.ts';

/** SQL: the process belongs to one of `companyIds` (every caller-facing query starts with it). */
export const inScope = (companyIds: readonly number[]) => inArray(processes.companyId, [...companyIds]);

/** SQL: the process is not cancelled (a cancelled one has no milestone or payment left to watch). */
export const notCancelled = ne(processes.stepId, CANCELLED_STEP_ID);

/** SQL: still open — not concluded and not cancelled. */
export const isOpenProcess = and(not(processes.isConcluded), notCancelled);

/** SQL: days between the initial ETD and the current one. */
export const etdDelayDays = sql<number>`(${processes.datesEtd} - ${processes.initialDatesEtd})`;

/**
 * SQL: a shipment still to depart whose ETD is more than `delayDays` after the initial one (the
 * digest's and Home's attention list; the ETD Atrasados card counts departed ones too).
 */
export const isEtdDelayed = (delayDays: number): SQL | undefined =>
  and(
    isNull(processes.datesDepartureDate),
    isNotNull(processes.initialDatesEtd),
    sql`${etdDelayDays} > ${delayDays}::int`,
  );

/**
 * The same rule for a prepared statement: the companies arrive as one array parameter named
 * `name`, so the statement's text does not change with how many companies the caller has.
 */
export const inScopePlaceholder = (name: string): SQL =>
  sql`${processes.companyId} = any(${sql.placeholder(name)})`;
