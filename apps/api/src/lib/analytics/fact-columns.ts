import type { TAnalyticsFact } from './analytics-types.ts';

type TColumnType = 'INTEGER' | 'DOUBLE' | 'VARCHAR' | 'DATE';

/** The fact table's columns, in order: one list drives the DDL, the appender and the read-back. */
export const FACT_COLUMNS = [
  ['companyId', 'company_id', 'INTEGER'],
  ['processId', 'process_id', 'INTEGER'],
  ['itemId', 'item_id', 'INTEGER'],
  ['registryDate', 'registry_date', 'DATE'],
  ['acquirerName', 'acquirer_name', 'VARCHAR'],
  ['ncm', 'ncm', 'VARCHAR'],
  ['vmle', 'vmle', 'DOUBLE'],
  ['vmld', 'vmld', 'DOUBLE'],
  ['freight', 'freight', 'DOUBLE'],
  ['ii', 'ii', 'DOUBLE'],
  ['ipi', 'ipi', 'DOUBLE'],
  ['pis', 'pis', 'DOUBLE'],
  ['cofins', 'cofins', 'DOUBLE'],
  ['antidumping', 'antidumping', 'DOUBLE'],
  ['siscomex', 'siscomex', 'DOUBLE'],
  ['icms', 'icms', 'DOUBLE'],
  ['grossWeight', 'gross_weight', 'DOUBLE'],
  ['netWeight', 'net_weight', 'DOUBLE'],
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
  ['presenceDate', 'presence_date', 'DATE'],
  ['clearanceDate', 'clearance_date', 'DATE'],
  ['loadingDate', 'loading_date', 'DATE'],
  ['deliveryDate', 'delivery_date', 'DATE'],
] as const satisfies readonly (readonly [keyof TAnalyticsFact, string, TColumnType])[];

/** Every key of a fact has a column (checked by the compiler). */
type TMissing = Exclude<keyof TAnalyticsFact, (typeof FACT_COLUMNS)[number][0]>;
export const FACT_COLUMNS_ARE_COMPLETE: TMissing extends never ? true : never = true;
