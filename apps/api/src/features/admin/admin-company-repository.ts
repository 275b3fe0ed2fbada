import { and, asc, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { TCompanyEntitlements, TEntitlement } from '@pc/contract/entitlements';
import type { TDbExecutor } from '../../db/client.ts';
import { inIdList } from '../../db/id-list.ts';
import {
  ENTITLEMENT_COLUMNS,
  toCompanyEntitlements,
  toEntitlementColumns,
} from '../../db/repositories/company-repository.ts';
import { companies } from '../../db/schema/companies.ts';
import { processChanges } from '../../db/schema/process-changes.ts';
import { processes } from '../../db/schema/processes.ts';
import { userCompanies } from '../../db/schema/users.ts';
import { COMPANY_NAME_KEY, nameSearchPattern } from './company-name-sql.ts';

export type TCompanyListFilter = {
  /** Trimmed, non-empty; absent lists every company. */
  search?: string | undefined;
  entitlement?: TEntitlement | undefined;
};

/** A companies row as the back-office reads it, before its counts. */
export type TAdminCompanyRow = {
  id: number;
  name: string;
  federalId: string;
  isCustomer: boolean;
  isCustomBroker: boolean;
  entitlements: TCompanyEntitlements;
};

export type TCompanyCounts = { userCount: number; processCount: number; lastDataAt: Date | null };

const ROW_COLUMNS = {
  id: companies.id,
  name: companies.name,
  federalId: companies.federalId,
  isCustomer: companies.isCustomer,
  isCustomBroker: companies.isCustomBroker,
  ...ENTITLEMENT_COLUMNS,
};

const toRow = ({
  hasAnalytics,
  hasTransitTime,
  hasDelayedEtd,
  hasCashCalendarTxt,
  hasLandedCost,
  ...company
}: {
  [K in keyof typeof ROW_COLUMNS]: (typeof ROW_COLUMNS)[K]['_']['data'];
}): TAdminCompanyRow => ({
  ...company,
  entitlements: toCompanyEntitlements({
    hasAnalytics,
    hasTransitTime,
    hasDelayedEtd,
    hasCashCalendarTxt,
    hasLandedCost,
  }),
});

const entitlementColumn = (entitlement: TEntitlement) => {
  switch (entitlement) {
    case 'analytics':
      return companies.hasAnalytics;
    case 'transitTime':
      return companies.hasTransitTime;
    case 'delayedEtd':
      return companies.hasDelayedEtd;
    case 'cashCalendarTxt':
      return companies.hasCashCalendarTxt;
    case 'landedCost':
      return companies.hasLandedCost;
    default: {
      const exhaustive: never = entitlement;
      throw new Error(`Unknown entitlement: ${String(exhaustive)}`);
    }
  }
};

/** A CNPJ typed with its punctuation (12.345.678/0001-90) or without is searched by its digits. */
const cnpjDigitsOf = (search: string): string | null => {
  const digits = search.replace(/[\s./-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
};

const whereOf = ({ search, entitlement }: TCompanyListFilter): SQL | undefined => {
  const conditions: SQL[] = [];
  if (search) {
    const digits = cnpjDigitsOf(search);
    const byName = sql`${companies.name} ~* ${nameSearchPattern(search)}`;
    // A CNPJ by its first digits: digits only, so no LIKE wildcard can reach the pattern.
    conditions.push(digits ? (or(byName, like(companies.federalId, `${digits}%`)) ?? byName) : byName);
  }
  if (entitlement) conditions.push(eq(entitlementColumn(entitlement), true));
  return conditions.length === 0 ? undefined : and(...conditions);
};

/** One page of the companies that match, by name (accents and case aside), then id. */
export const listCompanyPage = async (
  db: TDbExecutor,
  { filter, limit, offset }: { filter: TCompanyListFilter; limit: number; offset: number },
): Promise<TAdminCompanyRow[]> => {
  const rows = await db
    .select(ROW_COLUMNS)
    .from(companies)
    .where(whereOf(filter))
    .orderBy(asc(COMPANY_NAME_KEY), asc(companies.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toRow);
};

/** How many companies match, across every page. */
export const countCompanies = async (db: TDbExecutor, filter: TCompanyListFilter): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(companies).where(whereOf(filter));
  return row?.total ?? 0;
};

/**
 * Users, processes and the newest process change of the companies given (a page of them). Each
 * figure reads an index restricted to these ids, never the whole table: user_companies by its
 * company index, processes by their primary key (company_id, id), and the newest change by
 * process_changes (company_id, changed_at), one backward step per company.
 */
export const findCompanyCounts = async (
  db: TDbExecutor,
  ids: readonly number[],
): Promise<Map<number, TCompanyCounts>> => {
  if (ids.length === 0) return new Map();
  const [users, processCounts, lastChanges] = await Promise.all([
    db
      .select({ companyId: userCompanies.companyId, total: count() })
      .from(userCompanies)
      .where(inIdList(userCompanies.companyId, ids))
      .groupBy(userCompanies.companyId),
    db
      .select({ companyId: processes.companyId, total: count() })
      .from(processes)
      .where(inIdList(processes.companyId, ids))
      .groupBy(processes.companyId),
    // max() over (company_id, changed_at) with the company fixed is one step of that index.
    db
      .select({
        companyId: companies.id,
        // Spelled out: Drizzle leaves a one-table select's columns unqualified, and a bare "id"
        // inside the subquery would be process_changes' own.
        lastAt: sql<Date | null>`(select max(pc.changed_at) from ${processChanges} as pc
          where pc.company_id = ${companies}.id)`.mapWith(processChanges.changedAt),
      })
      .from(companies)
      .where(inIdList(companies.id, ids)),
  ]);
  const userCounts = new Map(users.map((row) => [row.companyId, row.total]));
  const processTotals = new Map(processCounts.map((row) => [row.companyId, row.total]));
  const lastAt = new Map(lastChanges.map((row) => [row.companyId, row.lastAt]));
  return new Map(
    ids.map((id) => [
      id,
      {
        userCount: userCounts.get(id) ?? 0,
        processCount: processTotals.get(id) ?? 0,
        lastDataAt: lastAt.get(id) ?? null,
      },
    ]),
  );
};

/** The company, its row locked until the transaction ends (two admins' switches apply in turn). */
export const findCompanyForUpdate = async (db: TDbExecutor, id: number): Promise<TAdminCompanyRow | null> => {
  const [row] = await db.select(ROW_COLUMNS).from(companies).where(eq(companies.id, id)).for('update');
  return row ? toRow(row) : null;
};

export const setCompanyEntitlements = async (
  db: TDbExecutor,
  { id, entitlements }: { id: number; entitlements: TCompanyEntitlements },
): Promise<void> => {
  await db.update(companies).set(toEntitlementColumns(entitlements)).where(eq(companies.id, id));
};
