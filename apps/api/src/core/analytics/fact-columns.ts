import type { TAnalyticsFact } from './analytics-types.ts';

/** MONEY, WEIGHT and QUANTITY are exact decimals, as in the database: sums are exact and cheaper than doubles. */
export type TColumnType = 'INTEGER' | 'MONEY' | 'WEIGHT' | 'QUANTITY' | 'VARCHAR' | 'DATE';

/** The fact table's columns, in order: one list drives the DDL, the appender and the read-back. */
export const FACT_COLUMNS = [
  ['companyId', 'company_id', 'INTEGER'],
  ['processId', 'process_id', 'INTEGER'],
  ['itemId', 'item_id', 'INTEGER'],
  ['registryDate', 'registry_date', 'DATE'],
  ['acquirerName', 'acquirer_name', 'VARCHAR'],
  ['ncm', 'ncm', 'VARCHAR'],
  ['vmle', 'vmle', 'MONEY'],
  ['vmld', 'vmld', 'MONEY'],
  ['freight', 'freight', 'MONEY'],
  ['ii', 'ii', 'MONEY'],
  ['ipi', 'ipi', 'MONEY'],
  ['pis', 'pis', 'MONEY'],
  ['cofins', 'cofins', 'MONEY'],
  ['antidumping', 'antidumping', 'MONEY'],
  ['siscomex', 'siscomex', 'MONEY'],
  ['icms', 'icms', 'MONEY'],
  ['grossWeight', 'gross_weight', 'WEIGHT'],
  ['netWeight', 'net_weight', 'WEIGHT'],
  ['originCountry', 'origin_country', 'VARCHAR'],
  ['acquisitionCountry', 'acquisition_country', 'VARCHAR'],
  ['exporterName', 'exporter_name', 'VARCHAR'],
  ['exporterCountry', 'exporter_country', 'VARCHAR'],
  ['manufacturerName', 'manufacturer_name', 'VARCHAR'],
  ['manufacturerCity', 'manufacturer_city', 'VARCHAR'],
  ['manufacturerCountry', 'manufacturer_country', 'VARCHAR'],
  ['incoterm', 'incoterm', 'VARCHAR'],
  ['currency', 'currency', 'VARCHAR'],
  ['urfDespacho', 'urf_despacho', 'VARCHAR'],
  ['urfEntrada', 'urf_entrada', 'VARCHAR'],
  ['recinto', 'recinto', 'VARCHAR'],
  ['mode', 'mode', 'VARCHAR'],
  ['channel', 'channel', 'VARCHAR'],
  ['declaration', 'declaration', 'VARCHAR'],
  ['presenceDate', 'presence_date', 'DATE'],
  ['clearanceDate', 'clearance_date', 'DATE'],
  ['loadingDate', 'loading_date', 'DATE'],
  ['deliveryDate', 'delivery_date', 'DATE'],
  ['channelDays', 'channel_days', 'INTEGER'],
  ['lpcoWaits', 'lpco_waits', 'VARCHAR'],
  ['productCode', 'product_code', 'VARCHAR'],
  ['productDescription', 'product_description', 'VARCHAR'],
  ['quantity', 'quantity', 'QUANTITY'],
  ['unit', 'unit', 'VARCHAR'],
  ['expenses', 'expenses', 'MONEY'],
  ['taxRegime', 'tax_regime', 'VARCHAR'],
  ['credits', 'credits', 'MONEY'],
] as const satisfies readonly (readonly [keyof TAnalyticsFact, string, TColumnType])[];

/** Every key of a fact has a column (checked by the compiler). */
type TMissing = Exclude<keyof TAnalyticsFact, (typeof FACT_COLUMNS)[number][0]>;
export const FACT_COLUMNS_ARE_COMPLETE: TMissing extends never ? true : never = true;
