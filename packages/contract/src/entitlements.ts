import type { TCompany } from './company.ts';

/**
 * What some companies see and others do not (part 1 §6, part 2 §6, §9). One definition, enforced by
 * the server and read by the web, which only hides what the server would refuse.
 */
export type TEntitlement = 'analytics' | 'transitTime' | 'delayedEtd' | 'cashCalendarTxt';

/** Deployment settings an entitlement depends on (the server's config, the web's build-time twins). */
export type TEntitlementSettings = {
  /** CNPJ (digits) of the customer that sees 'ETD Atrasados' besides company 3 (ETD_INDICATOR_FEDERAL_ID). */
  etdIndicatorFederalId: string;
};

export type TEntitledCompany = Pick<TCompany, 'id'> & { federalID?: string | null };

/** Company ids that unlock the Analytics screen, its menu entry and the /bi/* calls (part 1 §6, part 2 §9). */
export const ANALYTICS_COMPANY_IDS: readonly number[] = [
  7, 8, 3, 82, 2082, 166, 2378, 102, 2397, 2517, 119, 100, 24, 154,
];

/** Company ids offered the financial calendar's TXT export (part 2 §6). */
export const CASH_CALENDAR_TXT_COMPANY_IDS: readonly number[] = [102, 2397];

/** Company that sees the Home TRANSIT TIME tab (part 1 §6). */
export const TRANSIT_TIME_COMPANY_ID = 154;

/** Company that always sees the Home 'ETD Atrasados' card, besides the configured CNPJ (part 1 §6). */
export const DELAYED_ETD_COMPANY_ID = 3;

const digitsOf = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

/** Whether one company holds the entitlement. */
export const isCompanyEntitled = (
  entitlement: TEntitlement,
  company: TEntitledCompany,
  settings: TEntitlementSettings,
): boolean => {
  switch (entitlement) {
    case 'analytics':
      return ANALYTICS_COMPANY_IDS.includes(company.id);
    case 'transitTime':
      return company.id === TRANSIT_TIME_COMPANY_ID;
    case 'delayedEtd':
      return (
        company.id === DELAYED_ETD_COMPANY_ID ||
        (digitsOf(company.federalID) !== '' &&
          digitsOf(company.federalID) === digitsOf(settings.etdIndicatorFederalId))
      );
    case 'cashCalendarTxt':
      return CASH_CALENDAR_TXT_COMPANY_IDS.includes(company.id);
    default: {
      const exhaustive: never = entitlement;
      throw new Error(`Unknown entitlement: ${String(exhaustive)}`);
    }
  }
};

/** The companies, among those given, that hold the entitlement (in the order given). */
export const entitledCompanies = <T extends TEntitledCompany>(
  entitlement: TEntitlement,
  companies: readonly T[],
  settings: TEntitlementSettings,
): T[] => companies.filter((company) => isCompanyEntitled(entitlement, company, settings));

/** Whether any of the companies holds the entitlement (a menu entry, a tab, a card). */
export const hasEntitlement = (
  entitlement: TEntitlement,
  companies: readonly TEntitledCompany[],
  settings: TEntitlementSettings,
): boolean => companies.some((company) => isCompanyEntitled(entitlement, company, settings));
