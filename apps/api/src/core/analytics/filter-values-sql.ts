import type { TFilterOptions } from './analytics-types.ts';

/** Each list of the filter drawer and the fact column whose values it offers. */
export const FILTER_FIELDS = [
  ['incoterms', 'incoterm'],
  ['modes', 'mode'],
  ['urfsDespacho', 'urf_despacho'],
  ['urfsEntrada', 'urf_entrada'],
  ['recintos', 'recinto'],
  ['exporters', 'exporter_name'],
  ['manufacturers', 'manufacturer_name'],
  ['acquisitionCountries', 'acquisition_country'],
  ['originCountries', 'origin_country'],
  ['currencies', 'currency'],
  ['declarations', 'declaration'],
] as const satisfies readonly (readonly [keyof TFilterOptions, string])[];

/**
 * The values each filter column takes, per company and registry day. A year of a large company is
 * a few tens of thousands of rows here against about a million items, which the drawer's lists
 * would otherwise scan with ten DISTINCTs at every Gerar.
 */
export const FILTER_VALUES_DDL =
  'CREATE TABLE IF NOT EXISTS filter_values (company_id INTEGER, registry_date DATE, field VARCHAR, value VARCHAR)';

const columns = FILTER_FIELDS.map(([, column]) => `"${column}"`).join(', ');

/** The values of the facts on the (company, day) pairs of the `touched` table; UNPIVOT drops NULLs. */
export const SELECT_TOUCHED_FILTER_VALUES = `SELECT DISTINCT company_id, registry_date, field, value
  FROM (UNPIVOT (SELECT company_id, registry_date, ${columns} FROM facts JOIN touched USING (company_id, registry_date))
        ON ${columns} INTO NAME field VALUE value)
  ORDER BY company_id, registry_date`;

/** The rows of `SELECT field, list_sort(list(DISTINCT value)) AS "values"` as the drawer's lists. */
export const toFilterOptions = (rows: readonly Record<string, unknown>[]): TFilterOptions => {
  const byColumn = new Map(
    rows.map((row) => [String(row.field), Array.isArray(row.values) ? row.values.map(String) : []]),
  );
  const options = Object.fromEntries(
    FILTER_FIELDS.map(([key, column]) => [key, byColumn.get(column) ?? []]),
  ) as Record<keyof TFilterOptions, string[]>;
  return {
    ...options,
    modes: options.modes as TFilterOptions['modes'],
    declarations: options.declarations as TFilterOptions['declarations'],
  };
};
