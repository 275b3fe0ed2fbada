import type { TEntitlementColumns } from '../db/repositories/company-repository.ts';

/**
 * The spec's entitlements, once hard-coded by company id (part 1 §6, part 2 §6, §9), are the demo's
 * data now (back-office entitlements): a deployment grants them per company through the ingestion API.
 */

/** Companies that open Analytics, its menu entry and the /bi/* calls (part 1 §6, part 2 §9). */
const DEMO_ANALYTICS_COMPANY_IDS: readonly number[] = [
  7, 8, 3, 82, 2082, 166, 2378, 102, 2397, 2517, 119, 100, 24, 154,
];

/** The company that sees the Home TRANSIT TIME tab (part 1 §6). */
const DEMO_TRANSIT_TIME_COMPANY_ID = 154;

/** The company that sees the Home 'ETD Atrasados' card, besides the one with the configured CNPJ (part 1 §6). */
const DEMO_DELAYED_ETD_COMPANY_ID = 3;

/** Companies offered the financial calendar's TXT export (part 2 §6). */
const DEMO_CASH_CALENDAR_TXT_COMPANY_IDS: readonly number[] = [102, 2397];

const digitsOf = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

/**
 * The entitlement columns the spec gives a company: by its id, and 'ETD Atrasados' also by its CNPJ
 * when it equals `etdIndicatorFederalId` (ETD_INDICATOR_FEDERAL_ID, read by the seed only).
 */
export const demoEntitlementsOf = ({
  id,
  federalId,
  etdIndicatorFederalId,
}: {
  id: number;
  federalId?: string | null | undefined;
  etdIndicatorFederalId?: string | undefined;
}): TEntitlementColumns => {
  const cnpj = digitsOf(federalId);
  return {
    hasAnalytics: DEMO_ANALYTICS_COMPANY_IDS.includes(id),
    hasTransitTime: id === DEMO_TRANSIT_TIME_COMPANY_ID,
    hasDelayedEtd:
      id === DEMO_DELAYED_ETD_COMPANY_ID || (cnpj !== '' && cnpj === digitsOf(etdIndicatorFederalId)),
    hasCashCalendarTxt: DEMO_CASH_CALENDAR_TXT_COMPANY_IDS.includes(id),
    // The landed cost goes with Analytics in the demo: the companies that buy the broker's extras.
    hasLandedCost: DEMO_ANALYTICS_COMPANY_IDS.includes(id),
  };
};
