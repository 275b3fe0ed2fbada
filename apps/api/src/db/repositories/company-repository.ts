import { asc, inArray } from 'drizzle-orm';
import type { TCompany } from '@pc/contract/company';
import type { TCompanyEntitlements } from '@pc/contract/entitlements';
import type { TDbExecutor } from '../client.ts';
import { inIdList } from '../id-list.ts';
import { companies } from '../schema/companies.ts';

export const findCompaniesByIds = async (db: TDbExecutor, ids: readonly number[]) =>
  db
    .select()
    .from(companies)
    .where(inArray(companies.id, [...ids]))
    .orderBy(asc(companies.name), asc(companies.id));

/** The names of these companies, by id (ids that do not exist are absent). */
export const findCompanyNames = async (
  db: TDbExecutor,
  ids: readonly number[],
): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** The entitlement columns of a companies row. */
export const ENTITLEMENT_COLUMNS = {
  hasAnalytics: companies.hasAnalytics,
  hasTransitTime: companies.hasTransitTime,
  hasDelayedEtd: companies.hasDelayedEtd,
  hasCashCalendarTxt: companies.hasCashCalendarTxt,
  hasLandedCost: companies.hasLandedCost,
} as const;

export type TEntitlementColumns = {
  [K in keyof typeof ENTITLEMENT_COLUMNS]: boolean;
};

/** The contract's entitlements of a companies row. */
export const toCompanyEntitlements = (row: TEntitlementColumns): TCompanyEntitlements => ({
  analytics: row.hasAnalytics,
  transitTime: row.hasTransitTime,
  delayedEtd: row.hasDelayedEtd,
  cashCalendarTxt: row.hasCashCalendarTxt,
  landedCost: row.hasLandedCost,
});

/** The columns of the entitlements given (absent ones left out, so an update keeps them). */
export const toEntitlementColumns = (
  entitlements: Partial<TCompanyEntitlements>,
): Partial<TEntitlementColumns> => ({
  ...(entitlements.analytics === undefined ? {} : { hasAnalytics: entitlements.analytics }),
  ...(entitlements.transitTime === undefined ? {} : { hasTransitTime: entitlements.transitTime }),
  ...(entitlements.delayedEtd === undefined ? {} : { hasDelayedEtd: entitlements.delayedEtd }),
  ...(entitlements.cashCalendarTxt === undefined ? {} : { hasCashCalendarTxt: entitlements.cashCalendarTxt }),
  ...(entitlements.landedCost === undefined ? {} : { hasLandedCost: entitlements.landedCost }),
});

/** A companies row as the contract's company (GET /credential, the partner's customers). */
export const toContractCompany = (
  row: Pick<typeof companies.$inferSelect, 'id' | 'federalId' | 'name' | 'isCustomer' | 'isCustomBroker'> &
    TEntitlementColumns,
): TCompany => ({
  id: row.id,
  federalID: row.federalId,
  name: row.name,
  customer: row.isCustomer,
  customBroker: row.isCustomBroker,
  entitlements: toCompanyEntitlements(row),
});

/** The entitlements of the companies given, by id (a missing id is simply absent). */
export const findCompanyEntitlements = async (db: TDbExecutor, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: companies.id, ...ENTITLEMENT_COLUMNS })
        .from(companies)
        .where(inIdList(companies.id, ids))
        .orderBy(asc(companies.id));
