import { CASH_CALENDAR_TXT_COMPANY_IDS, type TCompany } from '@pc/contract/company';

/** Companies the TXT export is offered for (spec part 2 §6: ids 102 and 2397). */
export const txtExportCompanies = <T extends Pick<TCompany, 'id'>>(companies: readonly T[]): T[] =>
  companies.filter((company) => (CASH_CALENDAR_TXT_COMPANY_IDS as readonly number[]).includes(company.id));

/** GERAR TXT is visible only when the user has company 102 or 2397. */
export const canExportCashCalendarTxt = (companies: readonly Pick<TCompany, 'id'>[]): boolean =>
  txtExportCompanies(companies).length > 0;
