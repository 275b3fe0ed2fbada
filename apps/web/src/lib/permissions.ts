import { ANALYTICS_COMPANY_IDS, TRANSIT_TIME_COMPANY_ID, type TCompany } from '@pc/contract/company';
import { config } from './config.ts';

const hasCompanyIn = (companies: readonly Pick<TCompany, 'id'>[], ids: readonly number[]): boolean =>
  companies.some((company) => ids.includes(company.id));

/** Analytics menu entry and screen (spec part 1 §6, part 2 §6). */
export const canSeeAnalytics = (companies: readonly Pick<TCompany, 'id'>[]): boolean =>
  hasCompanyIn(companies, ANALYTICS_COMPANY_IDS);

/** Home TRANSIT TIME tab (spec part 1 §6). */
export const canSeeTransitTime = (companies: readonly Pick<TCompany, 'id'>[]): boolean =>
  hasCompanyIn(companies, [TRANSIT_TIME_COMPANY_ID]);

/** The company that sees 'ETD Atrasados' besides the one with the configured CNPJ (spec part 1 §6). */
export const DELAYED_ETD_COMPANY_ID = 3;

/** Home 'ETD Atrasados' card: company 3, or a company with the configured federal ID (spec part 1 §6). */
export const canSeeDelayedEtd = (companies: readonly Pick<TCompany, 'id' | 'federalID'>[]): boolean =>
  companies.some(
    (company) =>
      company.id === DELAYED_ETD_COMPANY_ID ||
      (company.federalID !== null && company.federalID.replace(/\D/g, '') === config.etdIndicatorFederalId),
  );
