import { and, asc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { declarationItems } from '../../db/schema/declaration-items.ts';

type TProcessRef = { companyId: number; processId: number };

/** A process's declaration items with what the landed cost reads, by item number. */
export const findCostItemRows = async (db: TDbExecutor, key: TProcessRef) =>
  db
    .select({
      itemNumber: declarationItems.itemNumber,
      ncm: declarationItems.ncm,
      productCode: declarationItems.productCode,
      productDescription: declarationItems.productDescription,
      quantity: declarationItems.quantity,
      unit: declarationItems.unit,
      grossWeight: declarationItems.grossWeight,
      vmld: declarationItems.vmld,
      ii: declarationItems.ii,
      ipi: declarationItems.ipi,
      pis: declarationItems.pis,
      cofins: declarationItems.cofins,
      antidumping: declarationItems.antidumping,
      siscomexFee: declarationItems.siscomexFee,
      icms: declarationItems.icms,
    })
    .from(declarationItems)
    .where(and(eq(declarationItems.companyId, key.companyId), eq(declarationItems.processId, key.processId)))
    .orderBy(asc(declarationItems.itemNumber));

export type TCostItemRow = Awaited<ReturnType<typeof findCostItemRows>>[number];

/** The company's landed cost: whether it is entitled, how expenses are spread, its tax regime. */
export const findLandedCostSettings = async (db: TDbExecutor, companyId: number) => {
  const [row] = await db
    .select({
      isEntitled: companies.hasLandedCost,
      allocation: companies.landedCostAllocation,
      taxRegime: companies.taxRegime,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
};
