/**
 * The Analytics screen's 15 loads of 12 months and the same aggregates as bare SQL over the raw
 * declaration items (a store-less BI): shared by bi.bench.ts and scale.bench.ts.
 */
import { BI_GENERATE_CALLS } from '@pc/contract/bi';

/** The bench seed's "today" is 2026-06-30: twelve months back to it. */
export const FROM = '2025-07-01';
export const TO = '2026-06-30';
export const QUERY = `data_registro_di_inicial=${FROM}&data_registro_di_final=${TO}`;

export const BI_PATHS: readonly string[] = BI_GENERATE_CALLS.map((call) => call.path);

const WHERE = `i.company_id = $1 and i.registry_date between $2 and $3`;
const TAXES = 'sum(i.ii), sum(i.ipi), sum(i.pis), sum(i.cofins), sum(i.antidumping), sum(i.siscomex_fee)';
/** The same aggregates, bare, over the raw items: what a store-less BI would run. */
export const BARE_SQL = [
  `select array_agg(distinct incoterm), array_agg(distinct transport_mode), array_agg(distinct urf_despacho), array_agg(distinct urf_entrada), array_agg(distinct recinto), array_agg(distinct exporter_name), array_agg(distinct manufacturer_name), array_agg(distinct acquisition_country_code), array_agg(distinct origin_country_code), array_agg(distinct negotiated_currency) from declaration_items i where ${WHERE}`,
  `select ${TAXES} from declaration_items i where ${WHERE}`,
  `select transport_mode, count(distinct process_id) from declaration_items i where ${WHERE} group by 1`,
  `select sum(gross_weight), sum(net_weight) from declaration_items i where ${WHERE}`,
  `select company_id, ncm, sum(vmld), sum(vmle), sum(freight), ${TAXES} from declaration_items i where ${WHERE} group by 1, 2 order by 3 desc`,
  `select channel, count(distinct process_id) from declaration_items i where ${WHERE} group by 1`,
  `select sum(vmld), sum(icms) from declaration_items i where ${WHERE}`,
  `select transport_mode, sum(freight) from declaration_items i where ${WHERE} group by 1`,
  `select currency, date_trunc('month', date), avg(buy) from exchange_rates where date between $2 and $3 and $1::int > 0 group by 1, 2`,
  `select date_trunc('month', registry_date), count(distinct process_id) from declaration_items i where ${WHERE} group by 1`,
  `select manufacturer_city, manufacturer_country_code, sum(vmld) t from declaration_items i where ${WHERE} group by 1, 2 order by t desc`,
  `select exporter_name, exporter_country_code, sum(vmld) t from declaration_items i where ${WHERE} group by 1, 2 order by t desc`,
  `select manufacturer_name, manufacturer_country_code, sum(vmld) t from declaration_items i where ${WHERE} group by 1, 2 order by t desc`,
  `select avg(i.registry_date - p.dates_goods_presence_date), avg(p.dates_goods_loading_date - p.di_resourcefulness_date) from (select distinct company_id, process_id, registry_date from declaration_items i where ${WHERE}) i join processes p on p.company_id = i.company_id and p.id = i.process_id`,
  `select origin_country_code, sum(vmld + ii + ipi + pis + cofins + antidumping + siscomex_fee), count(distinct process_id) from declaration_items i where ${WHERE} group by 1`,
];
