import { ANALYTICS_COMPANY_IDS, TRANSIT_TIME_COMPANY_ID, type TCompany } from '@pc/contract/company';

const hasCompanyIn = (companies: readonly Pick<TCompany, 'id'>[], ids: readonly number[]): boolean =>
  companies.some((company) => ids.includes(company.id));

/** Analytics menu entry and screen (spec part 1 §6, part 2 §6). */
export const canSeeAnalytics = (companies: readonly Pick<TCompany, 'id'>[]): boolean =>
  hasCompanyIn(companies, ANALYTICS_COMPANY_IDS);

/** Home TRANSIT TIME tab (spec part 1 §6). */
export const canSeeTransitTime = (companies: readonly Pick<TCompany, 'id'>[]): boolean =>
  hasCompanyIn(companies, [TRANSIT_TIME_COMPANY_ID]);
