import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CANCELLED_STEP_ID } from '@pc/contract/process';
import type { TQuotationRound, TQuotationRoundClosedReason } from '@pc/contract/quotation';
import type { TDbExecutor } from '../../db/client.ts';
import { processes } from '../../db/schema/processes.ts';
import { freightQuotations } from '../../db/schema/quotations.ts';

/**
 * A process's round of freight quotations, decided by everything that closes it (decision 0097):
 * a quotation approved, or the process concluded or cancelled. The invitations, the forwarder's
 * page and the back-office's Cotações de frete all read it here, never from an invitation alone.
 */
type TRoundFacts = { hasApproved: boolean; stepId: number; isConcluded: boolean };

/** The reason told first: the customer's decision, then the process's own end. */
export const closedReasonOf = (facts: TRoundFacts): TQuotationRoundClosedReason | null => {
  if (facts.hasApproved) return 'APPROVED';
  if (facts.stepId === CANCELLED_STEP_ID) return 'PROCESS_CANCELLED';
  if (facts.isConcluded) return 'PROCESS_CONCLUDED';
  return null;
};

const approvedExists = (key: { companyId: SQL | AnyPgColumn; processId: SQL | AnyPgColumn }): SQL =>
  sql`exists (select 1 from ${freightQuotations} where ${freightQuotations.companyId} = ${key.companyId} and ${freightQuotations.processId} = ${key.processId} and ${freightQuotations.approved})`;

/**
 * SQL: the round of the process these columns name is closed (the same rule as closedReasonOf),
 * for lists that derive a state per row without reading each process.
 */
export const isRoundClosedSql = (key: { companyId: AnyPgColumn; processId: AnyPgColumn }): SQL =>
  sql`(${approvedExists(key)} or exists (select 1 from ${processes} where ${processes.companyId} = ${key.companyId} and ${processes.id} = ${key.processId} and (${processes.isConcluded} or ${processes.stepId} = ${CANCELLED_STEP_ID})))`;

/**
 * The round of one process (null when the process does not exist). `isLocking` shares the process
 * row's lock with a decision on its quotations (which locks it for update), so an invitation and
 * an approval of the same round happen one after the other.
 */
export const findQuotationRound = async (
  db: TDbExecutor,
  key: { companyId: number; processId: number; isLocking?: boolean },
): Promise<TQuotationRound | null> => {
  const query = db
    .select({
      stepId: processes.stepId,
      isConcluded: processes.isConcluded,
      hasApproved: sql<boolean>`${approvedExists({ companyId: processes.companyId, processId: processes.id })}`,
    })
    .from(processes)
    .where(and(eq(processes.companyId, key.companyId), eq(processes.id, key.processId)))
    .limit(1);
  const [row] = key.isLocking ? await query.for('share') : await query;
  if (!row) return null;
  const closedReason = closedReasonOf({ ...row, hasApproved: Boolean(row.hasApproved) });
  return { isOpen: closedReason === null, closedReason };
};
