import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { TQuotationInvitationStatus } from '@pc/contract/admin-quotations';
import type { TForwarderLanguage } from '@pc/contract/forwarder-quote';
import type { TDbExecutor } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { companies } from '../../db/schema/companies.ts';
import { processes } from '../../db/schema/processes.ts';
import { quotationInvitations } from '../../db/schema/quotations.ts';
import { isRoundClosedSql } from '../../core/quotations/quotation-round.ts';

/** A forwarder's link as the back-office reads it: never its token's hash. */
export type TQuotationInvitationRow = {
  id: number;
  companyId: number;
  companyName: string;
  processId: number;
  identification: number;
  typeOfProcess: string | null;
  forwarderName: string;
  email: string;
  createdAt: Date;
  createdBy: string;
  expiresAt: Date;
  revokedAt: Date | null;
  /** Its process's round is closed (decision 0097): a quotation approved, or the process ended. */
  isRoundClosed: boolean;
  quotationId: number | null;
  /** The forwarder's e-mails' language (a resend keeps it). */
  language: TForwarderLanguage;
};

export type TQuotationInvitationFilter = {
  /** Trimmed, non-empty; absent: every link. */
  search?: string | undefined;
  /** The process reference number the search reads as (PRI00123 → 123), if it reads as one. */
  identification?: number | undefined;
  status?: TQuotationInvitationStatus | undefined;
  companyId?: number | undefined;
  now: Date;
};

const COLUMNS = {
  id: quotationInvitations.id,
  companyId: quotationInvitations.companyId,
  companyName: companies.name,
  processId: quotationInvitations.processId,
  identification: processes.identification,
  typeOfProcess: processes.typeOfProcess,
  forwarderName: quotationInvitations.forwarderName,
  email: quotationInvitations.email,
  createdAt: quotationInvitations.createdAt,
  createdBy: quotationInvitations.createdBy,
  expiresAt: quotationInvitations.expiresAt,
  revokedAt: quotationInvitations.revokedAt,
  isRoundClosed: sql<boolean>`${isRoundClosedSql({ companyId: quotationInvitations.companyId, processId: quotationInvitations.processId })}`,
  quotationId: quotationInvitations.quotationId,
  language: quotationInvitations.language,
};

const t = quotationInvitations;

const roundClosed = isRoundClosedSql({ companyId: t.companyId, processId: t.processId });

/** The state's rule in SQL, in the order the contract derives it (revoked, closed, answered, expired, open). */
const statusCondition = (status: TQuotationInvitationStatus, now: Date): SQL | undefined => {
  switch (status) {
    case 'REVOKED':
      return isNotNull(t.revokedAt);
    case 'CLOSED':
      return and(isNull(t.revokedAt), roundClosed);
    case 'ANSWERED':
      return and(isNull(t.revokedAt), not(roundClosed), isNotNull(t.quotationId));
    case 'EXPIRED':
      return and(isNull(t.revokedAt), not(roundClosed), isNull(t.quotationId), lte(t.expiresAt, now));
    case 'OPEN':
      return and(isNull(t.revokedAt), not(roundClosed), isNull(t.quotationId), gt(t.expiresAt, now));
    default: {
      const exhaustive: never = status;
      throw new Error(`Unknown invitation status: ${String(exhaustive)}`);
    }
  }
};

const whereOf = (filter: TQuotationInvitationFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (filter.companyId !== undefined) conditions.push(eq(t.companyId, filter.companyId));
  if (filter.status) conditions.push(statusCondition(filter.status, filter.now));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    // Every arm reads an index, so the search is one BitmapOr: the ILIKEs the trigram indexes of
    // migration 0025, the reference the primary key by its company.
    conditions.push(
      or(
        ilike(t.forwarderName, pattern),
        ilike(t.email, pattern),
        // A reference is unique across companies: its one process, by processes_identification_uq,
        // so neither the page nor the count joins the processes to filter. Compared with `=` (one
        // row), not `in`: the subquery is then computed once before the scan, and the arm is an
        // index condition instead of a filter on every link (150 ms → 2 ms at 200k links).
        filter.identification === undefined
          ? undefined
          : sql`(${t.companyId}, ${t.processId}) = (select ${processes.companyId}, ${processes.id} from ${processes} where ${processes.identification} = ${filter.identification})`,
      ),
    );
  }
  return and(...conditions);
};

/** One page, newest first (the company and id break ties of links created in the same instant). */
export const listQuotationInvitations = (
  db: TDbExecutor,
  options: { filter: TQuotationInvitationFilter; limit: number; offset: number },
): Promise<TQuotationInvitationRow[]> =>
  db
    .select(COLUMNS)
    .from(t)
    .innerJoin(companies, eq(companies.id, t.companyId))
    .innerJoin(processes, and(eq(processes.companyId, t.companyId), eq(processes.id, t.processId)))
    .where(whereOf(options.filter))
    .orderBy(desc(t.createdAt), desc(t.companyId), desc(t.id))
    .limit(options.limit)
    .offset(options.offset);

export const countQuotationInvitations = async (
  db: TDbExecutor,
  filter: TQuotationInvitationFilter,
): Promise<number> => {
  // Every link has its process (a foreign key): counting needs no join.
  const [row] = await db.select({ total: count() }).from(t).where(whereOf(filter));
  return row?.total ?? 0;
};

/** Locks the link, so two revokes or resends of it record one audit event each in turn. */
export const findQuotationInvitationForUpdate = async (
  db: TDbExecutor,
  key: { companyId: number; id: number },
): Promise<TQuotationInvitationRow | null> => {
  const [row] = await db
    .select(COLUMNS)
    .from(t)
    .innerJoin(companies, eq(companies.id, t.companyId))
    .innerJoin(processes, and(eq(processes.companyId, t.companyId), eq(processes.id, t.processId)))
    .where(and(eq(t.companyId, key.companyId), eq(t.id, key.id)))
    .limit(1)
    .for('update', { of: t });
  return row ?? null;
};

export const setQuotationInvitationRevokedAt = async (
  db: TDbExecutor,
  key: { companyId: number; id: number; revokedAt: Date },
): Promise<void> => {
  await db
    .update(t)
    .set({ revokedAt: key.revokedAt })
    .where(and(eq(t.companyId, key.companyId), eq(t.id, key.id)));
};

/** A resend: the new token's hash (the old link stops matching) and its new expiry. */
export const renewQuotationInvitationToken = async (
  db: TDbExecutor,
  key: { companyId: number; id: number; tokenHash: string; expiresAt: Date },
): Promise<void> => {
  await db
    .update(t)
    .set({ tokenHash: key.tokenHash, expiresAt: key.expiresAt })
    .where(and(eq(t.companyId, key.companyId), eq(t.id, key.id)));
};
