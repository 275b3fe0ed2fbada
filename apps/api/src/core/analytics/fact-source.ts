import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { declarationItems } from '../../db/schema/declaration-items.ts';
import { processes } from '../../db/schema/processes.ts';
import type { TAnalyticsFact, TAnalyticsPeriod } from './analytics-types.ts';

/** Rows per read: small enough that one PGlite query never holds the event loop for long. */
const BATCH_SIZE = 5_000;

const selectFacts = {
  companyId: declarationItems.companyId,
  processId: declarationItems.processId,
  itemId: declarationItems.id,
  registryDate: declarationItems.registryDate,
  acquirerName: companies.name,
  ncm: declarationItems.ncm,
  vmle: declarationItems.vmle,
  vmld: declarationItems.vmld,
  freight: declarationItems.freight,
  ii: declarationItems.ii,
  ipi: declarationItems.ipi,
  pis: declarationItems.pis,
  cofins: declarationItems.cofins,
  antidumping: declarationItems.antidumping,
  siscomex: declarationItems.siscomexFee,
  icms: declarationItems.icms,
  grossWeight: declarationItems.grossWeight,
  netWeight: declarationItems.netWeight,
  originCountry: declarationItems.originCountryCode,
  acquisitionCountry: declarationItems.acquisitionCountryCode,
  exporterName: declarationItems.exporterName,
  exporterCountry: declarationItems.exporterCountryCode,
  manufacturerName: declarationItems.manufacturerName,
  manufacturerCity: declarationItems.manufacturerCity,
  manufacturerCountry: declarationItems.manufacturerCountryCode,
  incoterm: declarationItems.incoterm,
  currency: declarationItems.negotiatedCurrency,
  urfDespacho: declarationItems.urfDespacho,
  urfEntrada: declarationItems.urfEntrada,
  recinto: declarationItems.recinto,
  mode: declarationItems.transportMode,
  channel: declarationItems.channel,
  presenceDate: processes.datesGoodsPresenceDate,
  clearanceDate: sql<
    string | null
  >`coalesce(${processes.diResourcefulnessDate}, ${processes.duimpResourcefulnessDate})`,
  loadingDate: processes.datesGoodsLoadingDate,
  deliveryDate: processes.datesCustomerDeliverDate,
};

type TSourceRow = Awaited<ReturnType<typeof readBatch>>[number];

const readBatch = (
  db: TDbExecutor,
  where: SQL | undefined,
  after: { companyId: number; id: number } | null,
) =>
  db
    .select(selectFacts)
    .from(declarationItems)
    .innerJoin(
      processes,
      and(eq(processes.companyId, declarationItems.companyId), eq(processes.id, declarationItems.processId)),
    )
    .innerJoin(companies, eq(companies.id, declarationItems.companyId))
    .where(
      and(
        where,
        after
          ? sql`(${declarationItems.companyId}, ${declarationItems.id}) > (${after.companyId}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(declarationItems.companyId), asc(declarationItems.id))
    .limit(BATCH_SIZE);

const toFact = (row: TSourceRow): TAnalyticsFact => ({
  ...row,
  vmle: Number(row.vmle),
  vmld: Number(row.vmld),
  freight: Number(row.freight),
  ii: Number(row.ii),
  ipi: Number(row.ipi),
  pis: Number(row.pis),
  cofins: Number(row.cofins),
  antidumping: Number(row.antidumping),
  siscomex: Number(row.siscomex),
  icms: Number(row.icms),
  grossWeight: Number(row.grossWeight),
  netWeight: Number(row.netWeight),
  mode: row.mode === 'AEREA' || row.mode === 'MARITIMA' || row.mode === 'RODOVIARIA' ? row.mode : null,
  clearanceDate: row.clearanceDate === null ? null : String(row.clearanceDate).slice(0, 10),
});

/**
 * The declaration items of the operational database (the source of truth) as analytics facts, in
 * batches: every item, or those of a period's companies and registry days.
 */
export async function* readFactBatches({
  db,
  period,
}: {
  db: TDbExecutor;
  period?: TAnalyticsPeriod;
}): AsyncIterable<TAnalyticsFact[]> {
  const where = period
    ? and(
        inArray(declarationItems.companyId, [...period.companyIds]),
        between(declarationItems.registryDate, period.fromDay, period.toDay),
      )
    : undefined;
  let after: { companyId: number; id: number } | null = null;
  for (;;) {
    const rows = await readBatch(db, where, after);
    if (rows.length === 0) return;
    yield rows.map(toFact);
    const last = rows[rows.length - 1] as TSourceRow;
    after = { companyId: last.companyId, id: last.itemId };
    if (rows.length < BATCH_SIZE) return;
  }
}
