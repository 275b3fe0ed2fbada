import type { TAnalyticsFilter, TAnalyticsPeriod } from './analytics-types.ts';

/** A parameterised WHERE clause: `$1`-style placeholders and their values, in order. */
export type TWhere = { sql: string; values: (string | number)[] };

/** Company ids are checked integers, so they are written into the SQL; every text goes as a parameter. */
const companyList = (companyIds: readonly number[]): string => {
  const ids = companyIds.filter((id) => Number.isSafeInteger(id));
  return ids.length > 0 ? ids.join(', ') : 'NULL';
};

/** The WHERE clause of a filter over the fact table (`alias.` prefixed when given). */
export const buildFactWhere = (filter: TAnalyticsFilter | TAnalyticsPeriod, alias = ''): TWhere => {
  const values: (string | number)[] = [];
  const param = (value: string): string => {
    values.push(value);
    return `$${values.length}`;
  };
  const column = (name: string) => `${alias}${name}`;
  const conditions = [
    `${column('company_id')} IN (${companyList(filter.companyIds)})`,
    `${column('registry_date')} BETWEEN ${param(filter.fromDay)}::DATE AND ${param(filter.toDay)}::DATE`,
  ];
  const equals = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') conditions.push(`${column(name)} = ${param(value)}`);
  };
  const oneOf = (name: string, list: readonly string[] | undefined) => {
    if (list && list.length > 0) conditions.push(`${column(name)} IN (${list.map(param).join(', ')})`);
  };
  const full: TAnalyticsFilter = filter;
  equals('mode', full.mode);
  equals('urf_despacho', full.urfDespacho);
  equals('urf_entrada', full.urfEntrada);
  equals('recinto', full.recinto);
  equals('acquisition_country', full.acquisitionCountry);
  oneOf('origin_country', full.originCountries);
  equals('incoterm', full.incoterm);
  equals('exporter_name', full.exporter);
  equals('manufacturer_name', full.manufacturer);
  equals('currency', full.currency);
  equals('declaration', full.declaration);
  equals('product_code', full.productCode);
  if (full.ncms && full.ncms.length > 0) {
    conditions.push(
      `(${full.ncms.map((code) => `starts_with(${column('ncm')}, ${param(code)})`).join(' OR ')})`,
    );
  }
  return { sql: conditions.join(' AND '), values };
};

/** The companies and days of a filter, without the drawer's narrowing. */
export const periodOf = ({ companyIds, fromDay, toDay }: TAnalyticsFilter): TAnalyticsPeriod => ({
  companyIds,
  fromDay,
  toDay,
});

/** True when the filter narrows by nothing but its companies and days. */
export const isPeriodOnly = (filter: TAnalyticsFilter): boolean =>
  buildFactWhere(filter).sql === buildFactWhere(periodOf(filter)).sql;
