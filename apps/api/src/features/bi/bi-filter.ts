import type { z } from 'zod';
import type { ZBiFilterQuery, ZBiMapQuery } from '@pc/contract/bi';
import type { TAnalyticsFilter } from '../../core/analytics/analytics-types.ts';

type TFilterQuery = z.output<typeof ZBiFilterQuery>;
type TMapQuery = z.output<typeof ZBiMapQuery>;

/** The drawer's filters of a /bi/* query, on the checked companies (`companyIds`). */
export const toAnalyticsFilter = ({
  query,
  companyIds,
}: {
  query: TFilterQuery;
  companyIds: readonly number[];
}): TAnalyticsFilter => ({
  companyIds,
  fromDay: query.data_registro_di_inicial,
  toDay: query.data_registro_di_final,
  mode: query.modal,
  urfDespacho: query.urf_despacho,
  urfEntrada: query.urf_entrada,
  recinto: query.recinto,
  acquisitionCountry: query.pais_aquisicao,
  originCountries: query.pais_origem === undefined ? undefined : [query.pais_origem],
  incoterm: query.incoterm,
  exporter: query.exportador,
  manufacturer: query.fabricante,
  currency: query.moeda_negociada,
  declaration: query.declaracao,
});

/** The map's query: the drawer's filters with its own country and NCM selections (lists). */
export const toMapFilter = ({
  query,
  companyIds,
}: {
  query: TMapQuery;
  companyIds: readonly number[];
}): TAnalyticsFilter => ({
  ...toAnalyticsFilter({ query: { ...query, pais_origem: undefined }, companyIds }),
  originCountries: query.pais_origem.length > 0 ? query.pais_origem : undefined,
  ncms: query.ncm.length > 0 ? query.ncm : undefined,
});
