import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { partners } from '../../db/schema/partners.ts';
import { processes } from '../../db/schema/processes.ts';
import { freightQuotations, quotationInvitations } from '../../db/schema/quotations.ts';

type TProcessKey = { companyId: number; processId: number };

const ofProcess = (key: TProcessKey) =>
  and(eq(freightQuotations.companyId, key.companyId), eq(freightQuotations.processId, key.processId));

/** The round's quotations, locked until the transaction ends: one decision at a time per process. */
export const lockRoundQuotations = async (db: TDbExecutor, key: TProcessKey) =>
  db
    .select({
      id: freightQuotations.id,
      approved: freightQuotations.approved,
      forwarderName: partners.name,
      contactEmail: freightQuotations.contactEmail,
      person: freightQuotations.person,
      total: freightQuotations.total,
      /** The language of the link it was quoted through (null: quoted otherwise), for the decision's e-mail. */
      language: quotationInvitations.language,
    })
    .from(freightQuotations)
    .leftJoin(partners, eq(partners.id, freightQuotations.freightForwarderId))
    .leftJoin(
      quotationInvitations,
      and(
        eq(quotationInvitations.companyId, freightQuotations.companyId),
        eq(quotationInvitations.quotationId, freightQuotations.id),
      ),
    )
    .where(ofProcess(key))
    .for('update', { of: freightQuotations });

export type TRoundQuotation = Awaited<ReturnType<typeof lockRoundQuotations>>[number];

export const findProcessTypeOfProcess = async (db: TDbExecutor, key: TProcessKey): Promise<string | null> => {
  const [row] = await db
    .select({ type: processes.typeOfProcess })
    .from(processes)
    .where(and(eq(processes.companyId, key.companyId), eq(processes.id, key.processId)));
  return row?.type ?? null;
};

type TDecision = { approved: boolean; rejectReason: string | null; decidedAt: Date; decidedBy: string };

export const decideOne = async (
  db: TDbExecutor,
  key: TProcessKey & { quotationId: number },
  decision: TDecision,
) => {
  await db
    .update(freightQuotations)
    .set(decision)
    .where(and(ofProcess(key), eq(freightQuotations.id, key.quotationId)));
};

/** Closes the round's undecided quotations other than the approved one; answers their ids. */
export const closeOpenQuotations = async (
  db: TDbExecutor,
  key: TProcessKey & { approvedId: number },
  decision: TDecision,
): Promise<number[]> =>
  (
    await db
      .update(freightQuotations)
      .set(decision)
      .where(
        and(ofProcess(key), ne(freightQuotations.id, key.approvedId), isNull(freightQuotations.approved)),
      )
      .returning({ id: freightQuotations.id })
  ).map((row) => row.id);

/** COTADO → VISUALIZADO for a process's quotations; answers how many changed. */
export const markQuotationsViewed = async (db: TDbExecutor, key: TProcessKey): Promise<number> =>
  (
    await db
      .update(freightQuotations)
      .set({ status: 'VISUALIZADO' })
      .where(and(ofProcess(key), eq(freightQuotations.status, 'COTADO')))
      .returning({ id: freightQuotations.id })
  ).length;
