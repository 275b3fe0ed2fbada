import { and, asc, eq, inArray, isNull, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbExecutor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { countries } from '../../db/schema/countries.ts';
import { declarationItems } from '../../db/schema/declaration-items.ts';
import { partners, places } from '../../db/schema/partners.ts';
import { processes } from '../../db/schema/processes.ts';
import {
  freightQuotationContainers,
  freightQuotationDocuments,
  freightQuotations,
  quotationInvitations,
} from '../../db/schema/quotations.ts';

export type TInvitationRow = typeof quotationInvitations.$inferSelect;

export const findProcessByIdentification = async (db: TDbExecutor, identification: number) => {
  const [row] = await db
    .select({ companyId: processes.companyId, id: processes.id, typeOfProcess: processes.typeOfProcess })
    .from(processes)
    .where(eq(processes.identification, identification))
    .limit(1);
  return row ?? null;
};

/** A process of these companies by id, with what an invitation needs (null: not theirs or absent). */
export const findProcessOfCompanies = async (
  db: TDbExecutor,
  key: { companyIds: readonly number[]; id: number },
) => {
  if (key.companyIds.length === 0) return null;
  const [row] = await db
    .select({
      companyId: processes.companyId,
      id: processes.id,
      typeOfProcess: processes.typeOfProcess,
      identification: processes.identification,
    })
    .from(processes)
    .where(and(inArray(processes.companyId, [...key.companyIds]), eq(processes.id, key.id)))
    .limit(1);
  return row ?? null;
};

export const insertInvitation = async (db: TDbExecutor, values: typeof quotationInvitations.$inferInsert) => {
  const [row] = await db
    .insert(quotationInvitations)
    .values(values)
    .returning({ id: quotationInvitations.id });
  if (!row) throw new Error('invitation not created');
  return row.id;
};

export const findInvitationById = async (db: TDbExecutor, id: number): Promise<TInvitationRow | null> => {
  const [row] = await db.select().from(quotationInvitations).where(eq(quotationInvitations.id, id)).limit(1);
  return row ?? null;
};

export const revokeInvitationRow = async (
  db: TDbExecutor,
  key: { companyId: number; id: number; now: Date },
): Promise<boolean> =>
  (
    await db
      .update(quotationInvitations)
      .set({ revokedAt: key.now })
      .where(
        and(
          eq(quotationInvitations.companyId, key.companyId),
          eq(quotationInvitations.id, key.id),
          isNull(quotationInvitations.revokedAt),
        ),
      )
      .returning({ id: quotationInvitations.id })
  ).length > 0;

export const findInvitationByTokenHash = async (
  db: TDbExecutor,
  tokenHash: string,
  isLocking = false,
): Promise<TInvitationRow | null> => {
  const query = db
    .select()
    .from(quotationInvitations)
    .where(eq(quotationInvitations.tokenHash, tokenHash))
    .limit(1);
  const [row] = isLocking ? await query.for('update') : await query;
  return row ?? null;
};

export const linkInvitationQuotation = async (
  db: TDbExecutor,
  key: { companyId: number; id: number; quotationId: number },
): Promise<void> => {
  await db
    .update(quotationInvitations)
    .set({ quotationId: key.quotationId })
    .where(and(eq(quotationInvitations.companyId, key.companyId), eq(quotationInvitations.id, key.id)));
};

const port = alias(places, 'destination_port');

/** What the forwarder's page shows of the process: no prices, no customer data but the company's name. */
export const findForwarderView = async (db: TDbExecutor, key: { companyId: number; processId: number }) => {
  const [row] = await db
    .select({
      identification: processes.identification,
      typeOfProcess: processes.typeOfProcess,
      companyName: companies.name,
      wayOfTransport: processes.wayOfTransport,
      typeOfBoarding: processes.typeOfBoarding,
      incoterm: processes.incoterm,
      placeOfLoading: processes.placeOfLoading,
      originCountry: countries.name,
      destinationPortAlias: port.alias,
      destinationPortName: port.name,
      goodsReadyDate: processes.datesGoodsReadinesDate,
      estimatedReadyDate: processes.datesEstimatedGoodsReadinesDate,
    })
    .from(processes)
    .innerJoin(companies, eq(companies.id, processes.companyId))
    .leftJoin(countries, eq(countries.code, processes.originCountryCode))
    .leftJoin(port, eq(port.id, processes.destinationPortId))
    .where(and(eq(processes.companyId, key.companyId), eq(processes.id, key.processId)));
  if (!row) return null;
  const [weights] = await db
    .select({ gross: sum(declarationItems.grossWeight), net: sum(declarationItems.netWeight) })
    .from(declarationItems)
    .where(and(eq(declarationItems.companyId, key.companyId), eq(declarationItems.processId, key.processId)));
  return { ...row, grossWeight: weights?.gross ?? null, netWeight: weights?.net ?? null };
};

export const findQuotationForEdit = async (db: TDbExecutor, key: { companyId: number; id: number }) => {
  const [row] = await db
    .select()
    .from(freightQuotations)
    .where(and(eq(freightQuotations.companyId, key.companyId), eq(freightQuotations.id, key.id)));
  if (!row) return null;
  const containers = await db
    .select({ quantity: freightQuotationContainers.quantity, type: freightQuotationContainers.type })
    .from(freightQuotationContainers)
    .where(
      and(
        eq(freightQuotationContainers.companyId, key.companyId),
        eq(freightQuotationContainers.freightQuotationId, key.id),
      ),
    );
  return { ...row, containers };
};

/** The forwarder partner of a name, created on first use. */
export const findOrCreateForwarder = async (db: TDbExecutor, name: string): Promise<number> => {
  const [found] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.kind, 'FREIGHT_FORWARDER'), eq(partners.name, name)))
    .limit(1);
  if (found) return found.id;
  const [created] = await db
    .insert(partners)
    .values({ kind: 'FREIGHT_FORWARDER', name })
    .returning({ id: partners.id });
  if (!created) throw new Error('forwarder not created');
  return created.id;
};

export const insertQuotation = async (db: TDbExecutor, values: typeof freightQuotations.$inferInsert) => {
  const [row] = await db.insert(freightQuotations).values(values).returning({ id: freightQuotations.id });
  if (!row) throw new Error('quotation not created');
  return row.id;
};

export const updateQuotation = async (
  db: TDbExecutor,
  key: { companyId: number; id: number },
  values: Partial<typeof freightQuotations.$inferInsert>,
) => {
  await db
    .update(freightQuotations)
    .set(values)
    .where(and(eq(freightQuotations.companyId, key.companyId), eq(freightQuotations.id, key.id)));
};

export const replaceQuotationContainers = async (
  db: TDbExecutor,
  key: { companyId: number; quotationId: number },
  containers: readonly { quantity: number; type: (typeof freightQuotationContainers.$inferInsert)['type'] }[],
) => {
  await db
    .delete(freightQuotationContainers)
    .where(
      and(
        eq(freightQuotationContainers.companyId, key.companyId),
        eq(freightQuotationContainers.freightQuotationId, key.quotationId),
      ),
    );
  if (containers.length === 0) return;
  await db.insert(freightQuotationContainers).values(
    containers.map((container) => ({
      companyId: key.companyId,
      freightQuotationId: key.quotationId,
      quantity: container.quantity,
      type: container.type,
    })),
  );
};

export const findQuotationAttachments = async (
  db: TDbExecutor,
  key: { companyId: number; quotationId: number },
) =>
  db
    .select({
      id: freightQuotationDocuments.id,
      originalFilename: freightQuotationDocuments.originalFilename,
    })
    .from(freightQuotationDocuments)
    .where(
      and(
        eq(freightQuotationDocuments.companyId, key.companyId),
        eq(freightQuotationDocuments.freightQuotationId, key.quotationId),
      ),
    )
    .orderBy(asc(freightQuotationDocuments.id));

export const insertQuotationAttachment = async (
  db: TDbExecutor,
  values: typeof freightQuotationDocuments.$inferInsert,
): Promise<void> => {
  await db.insert(freightQuotationDocuments).values(values);
};
