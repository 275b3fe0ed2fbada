import { and, asc, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { inIdList } from '../../db/id-list.ts';
import { companies } from '../../db/schema/companies.ts';
import { declarationItems } from '../../db/schema/declaration-items.ts';
import { duimpVersions } from '../../db/schema/duimp.ts';
import { processes } from '../../db/schema/processes.ts';
import { processExpenses } from '../../db/schema/process-expenses.ts';
import type { TDeclarationKind } from '@pc/contract/declaration-kind';
import { currentDuimpVersionOn, duimpMilestoneFields } from '../duimp/current-duimp-sql.ts';
import { readDuimpMilestones, type TDuimpMilestones } from '../duimp/duimp-milestones.ts';
import { allocateExpenses, creditCentsOf, lineCentsOf } from '../landed-cost/compute-landed-cost.ts';
import { parseStoredSettings } from '../landed-cost/load-landed-cost.ts';
import type { TAnalyticsFact, TAnalyticsPeriod } from './analytics-types.ts';

/**
 * Rows per read: small enough that one PGlite query never holds the event loop for long, and that a
 * batch dies young in V8 (5,000 rows outlived the young generation: a rebuild grew the heap by
 * ~350 MB of garbage; 2,000 keep it within ~100 MB, for ~10% more time).
 */
const BATCH_SIZE = 2_000;

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
  declaration: sql<TDeclarationKind>`case when ${processes.duimp} then 'DUIMP' else 'DI' end`,
  presenceDate: processes.datesGoodsPresenceDate,
  clearanceDate: sql<
    string | null
  >`coalesce(${processes.diResourcefulnessDate}, ${processes.duimpResourcefulnessDate})`,
  loadingDate: processes.datesGoodsLoadingDate,
  deliveryDate: processes.datesCustomerDeliverDate,
  productCode: declarationItems.productCode,
  productDescription: declarationItems.productDescription,
  quantity: declarationItems.quantity,
  unit: declarationItems.unit,
  // The company's landed-cost settings: read per row (the join is there), not kept on the fact.
  allocation: companies.landedCostAllocation,
  taxRegime: companies.taxRegime,
};

/** Where the next batch of a company starts: after the last row read, in the batches' order. */
type TCursor = { registryDate: string; id: number };

type TSourceRow = Awaited<ReturnType<typeof readBatch>>[number];

/**
 * One company's next batch, by day then item: the order the store keeps (its zone maps), so a
 * rebuild appends as it reads. One company at a time, because PostgreSQL misjudges a row comparison
 * led by the company (one company past the last: "1 row") and then scans the whole table.
 */
const readBatch = ({
  db,
  companyId,
  days,
  after,
}: {
  db: TDbExecutor;
  companyId: number;
  days: SQL | undefined;
  after: TCursor | null;
}) =>
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
        eq(declarationItems.companyId, companyId),
        days,
        after
          ? sql`(${declarationItems.registryDate}, ${declarationItems.id}) > (${after.registryDate}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(declarationItems.registryDate), asc(declarationItems.id))
    .limit(BATCH_SIZE);

/** What a batch's companion reads are given: the company and the batch's rows. */
type TBatchOf = { db: TDbExecutor; companyId: number; rows: readonly TSourceRow[] };

/**
 * Each item's share of its process's expenses, in cents, for the processes of a batch that have
 * expenses: the spread of the Custo tab (allocateExpenses) over all of the process's items, in
 * item-number order, so a fact carries the same share the tab shows.
 */
const readExpenseShares = async ({ db, companyId, rows }: TBatchOf): Promise<Map<number, bigint>> => {
  const shares = new Map<number, bigint>();
  const processIds = [...new Set(rows.map((row) => row.processId))];
  if (processIds.length === 0) return shares;
  const expenses = await db
    .select({ processId: processExpenses.processId, amount: processExpenses.amount })
    .from(processExpenses)
    .where(and(eq(processExpenses.companyId, companyId), inArray(processExpenses.processId, processIds)));
  if (expenses.length === 0) return shares;
  const amountsOf = new Map<number, number[]>();
  for (const expense of expenses) {
    const amounts = amountsOf.get(expense.processId) ?? [];
    amounts.push(Number(expense.amount));
    amountsOf.set(expense.processId, amounts);
  }
  const basis = await db
    .select({
      processId: declarationItems.processId,
      itemId: declarationItems.id,
      quantity: declarationItems.quantity,
      grossWeight: declarationItems.grossWeight,
      vmld: declarationItems.vmld,
    })
    .from(declarationItems)
    .where(
      and(
        eq(declarationItems.companyId, companyId),
        inArray(declarationItems.processId, [...amountsOf.keys()]),
      ),
    )
    .orderBy(asc(declarationItems.processId), asc(declarationItems.itemNumber));
  const { allocation } = parseStoredSettings({ allocation: rows[0]?.allocation ?? null, taxRegime: null });
  // The items come ordered by process, then item number: one pass groups them.
  const itemsOf = new Map<number, typeof basis>();
  for (const item of basis) {
    const items = itemsOf.get(item.processId) ?? [];
    items.push(item);
    itemsOf.set(item.processId, items);
  }
  for (const [processId, expenseAmounts] of amountsOf) {
    const items = itemsOf.get(processId) ?? [];
    const { shares: parts } = allocateExpenses({
      items: items.map((item) => ({
        quantity: item.quantity === null ? null : Number(item.quantity),
        grossWeight: Number(item.grossWeight),
        amounts: { vmld: Number(item.vmld) },
      })),
      expenseAmounts,
      allocation,
    });
    items.forEach((item, index) => shares.set(item.itemId, parts[index] ?? 0n));
  }
  return shares;
};

/**
 * The DUIMP lead times of a batch's DUIMP processes, from each one's current version: one query per
 * batch, like the expense shares (a DI process has none).
 */
const readBatchMilestones = async ({
  db,
  companyId,
  rows,
}: TBatchOf): Promise<Map<number, TDuimpMilestones>> => {
  const processIds = [
    ...new Set(rows.filter((row) => row.declaration === 'DUIMP').map((row) => row.processId)),
  ];
  if (processIds.length === 0) return new Map();
  const versions = await db
    .select({ processId: processes.id, ...duimpMilestoneFields })
    .from(processes)
    .innerJoin(duimpVersions, currentDuimpVersionOn)
    .where(and(eq(processes.companyId, companyId), inIdList(processes.id, processIds)));
  return new Map(
    versions.map(({ processId, ...document }) => [processId, readDuimpMilestones({ document })]),
  );
};

const NO_MILESTONES: TDuimpMilestones = { registryToChannelDays: null, lpcoWaits: [] };

const toFact = (
  row: TSourceRow,
  expenseCents: bigint,
  milestones: TDuimpMilestones = NO_MILESTONES,
): TAnalyticsFact => {
  const { allocation: _allocation, taxRegime, ...fields } = row;
  const amounts = {
    vmld: Number(row.vmld),
    ii: Number(row.ii),
    ipi: Number(row.ipi),
    pis: Number(row.pis),
    cofins: Number(row.cofins),
    antidumping: Number(row.antidumping),
    siscomexFee: Number(row.siscomex),
    icms: Number(row.icms),
  };
  const regime = parseStoredSettings({ allocation: null, taxRegime }).taxRegime;
  return {
    ...fields,
    vmle: Number(row.vmle),
    vmld: amounts.vmld,
    freight: Number(row.freight),
    ii: amounts.ii,
    ipi: amounts.ipi,
    pis: amounts.pis,
    cofins: amounts.cofins,
    antidumping: amounts.antidumping,
    siscomex: amounts.siscomexFee,
    icms: amounts.icms,
    grossWeight: Number(row.grossWeight),
    netWeight: Number(row.netWeight),
    mode: row.mode === 'AEREA' || row.mode === 'MARITIMA' || row.mode === 'RODOVIARIA' ? row.mode : null,
    clearanceDate: row.clearanceDate === null ? null : String(row.clearanceDate).slice(0, 10),
    channelDays: milestones.registryToChannelDays,
    lpcoWaits:
      milestones.lpcoWaits.length === 0
        ? null
        : JSON.stringify(milestones.lpcoWaits.map((wait) => [wait.agency, wait.days])),
    quantity: row.quantity === null ? null : Number(row.quantity),
    expenses: Number(expenseCents) / 100,
    taxRegime: regime,
    credits: regime === null ? null : Number(creditCentsOf(lineCentsOf(amounts, expenseCents), regime)) / 100,
  };
};

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
  const days = period ? between(declarationItems.registryDate, period.fromDay, period.toDay) : undefined;
  const companyIds = period
    ? [...period.companyIds].sort((left, right) => left - right)
    : (await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id))).map((row) => row.id);
  for (const companyId of companyIds) {
    let after: TCursor | null = null;
    for (;;) {
      const rows = await readBatch({ db, companyId, days, after });
      if (rows.length > 0) {
        const shares = await readExpenseShares({ db, companyId, rows });
        const milestones = await readBatchMilestones({ db, companyId, rows });
        yield rows.map((row) => toFact(row, shares.get(row.itemId) ?? 0n, milestones.get(row.processId)));
      }
      if (rows.length < BATCH_SIZE) break;
      const last = rows[rows.length - 1] as TSourceRow;
      after = { registryDate: last.registryDate, id: last.itemId };
    }
  }
}
