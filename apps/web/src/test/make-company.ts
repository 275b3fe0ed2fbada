import type { TCompany } from '@pc/contract/company';
import type { TCompanyEntitlements, TEntitlement } from '@pc/contract/entitlements';

/** A company's entitlements with exactly the named ones on (tests only). */
export const entitlementsWith = (...names: readonly TEntitlement[]): TCompanyEntitlements => ({
  analytics: names.includes('analytics'),
  transitTime: names.includes('transitTime'),
  delayedEtd: names.includes('delayedEtd'),
  cashCalendarTxt: names.includes('cashCalendarTxt'),
  landedCost: names.includes('landedCost'),
});

/** A customer company as GET /credential answers it, holding the entitlements named (tests only). */
export const makeCompany = (
  company: Pick<TCompany, 'id' | 'name'> & Partial<Omit<TCompany, 'entitlements'>>,
  ...entitled: readonly TEntitlement[]
): TCompany => ({
  federalID: null,
  customer: true,
  customBroker: false,
  ...company,
  entitlements: entitlementsWith(...entitled),
});
