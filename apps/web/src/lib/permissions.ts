import {
  ANALYTICS_COMPANY_IDS,
  CASH_CALENDAR_TXT_COMPANY_IDS,
  DELAYED_ETD_COMPANY_ID,
  TRANSIT_TIME_COMPANY_ID,
  type TCompany,
} from '@pc/contract/company';
import { config } from './config.ts';

const isOneOf = (company: Pick<TCompany, 'id'>, ids: readonly number[]): boolean => ids.includes(company.id);

const hasCompanyIn = (companies: readonly Pick<TCompany, 'id'>[], ids: readonly number[]): boolean =>
  companies.some((company) => isOneOf(company, ids));

/** Analytics menu entry and screen (spec part 1 §6, part 2 §6). */
export const canSeeAnalytics = (companies: readonly Pick<TCompany, 'id'>[]): boolean =>
  hasCompanyIn(companies, ANALYTICS_COMPANY_IDS);

/** Home TRANSIT TIME tab (spec part 1 §6). */
export const canSeeTransitTime = (companies: readonly Pick<TCompany, 'id'>[]): boolean =>
  hasCompanyIn(companies, [TRANSIT_TIME_COMPANY_ID]);

/** Home 'ETD Atrasados' card: company 3, or a company with the configured federal ID (spec part 1 §6). */
export const canSeeDelayedEtd = (companies: readonly Pick<TCompany, 'id' | 'federalID'>[]): boolean =>
  companies.some(
    (company) =>
      company.id === DELAYED_ETD_COMPANY_ID ||
      (company.federalID !== null && company.federalID.replace(/\D/g, '') === config.etdIndicatorFederalId),
  );

/** Companies the financial calendar's TXT export is offered for (spec part 2 §6: ids 102 and 2397). */
export const txtExportCompanies = <T extends Pick<TCompany, 'id'>>(companies: readonly T[]): T[] =>
  companies.filter((company) => isOneOf(company, CASH_CALENDAR_TXT_COMPANY_IDS));

/** GERAR TXT is visible only when the user has company 102 or 2397. */
export const canExportCashCalendarTxt = (companies: readonly Pick<TCompany, 'id'>[]): boolean =>
  hasCompanyIn(companies, CASH_CALENDAR_TXT_COMPANY_IDS);
