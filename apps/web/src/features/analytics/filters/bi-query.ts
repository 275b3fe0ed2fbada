import type { TBiFilterQuery, TBiImportQuery, TBiMapQuery, TBiPeriodQuery } from '@pc/contract/bi';
import type { TWayOfTransport } from '@pc/contract/primitives';
import type { TIsoPeriod } from '../period/analytics-period.ts';
import { DRAWER_FIELDS, type TDrawerFilters } from './drawer-filters.ts';

/** What one generation (a press of Gerar, a drawer change) loads. */
export type TAnalyticsRun = {
  period: TIsoPeriod;
  /** null is TODAS: every company of the user. */
  companyId: number | null;
  filters: TDrawerFilters;
  runId: number;
};

/** The map panel's own choices (3-digit country codes, NCM codes). */
export type TMapSelection = { countries: string[]; ncms: string[] };

export const toPeriodQuery = (period: TIsoPeriod): TBiPeriodQuery => ({
  data_registro_di_inicial: period.from,
  data_registro_di_final: period.to,
});

/**
 * Spec part 2 §7: the organised filters (blank ones left out) with the DI period in yyyy-MM-dd;
 * TODAS sends no companies_ids (the server takes all the user's companies).
 */
export const toFilterQuery = (run: Omit<TAnalyticsRun, 'runId'>): TBiFilterQuery => {
  const query: TBiFilterQuery = { ...toPeriodQuery(run.period) };
  if (run.companyId !== null) query.companies_ids = String(run.companyId);
  for (const { field } of DRAWER_FIELDS) {
    const value = run.filters[field];
    if (value !== '') (query as Record<string, string>)[field] = value;
  }
  return query;
};

/** Lead times of one mode: the button's, else the drawer's (spec part 2 §2.6). */
export const toLeadTimesQuery = (query: TBiFilterQuery, mode: TWayOfTransport | null): TBiFilterQuery =>
  mode ? { ...query, modal: mode } : query;

/** The map's query: its own country list replaces the single pais_origem filter (contract). */
export const toMapQuery = (query: TBiFilterQuery, selection: TMapSelection): TBiMapQuery => {
  const { pais_origem: _single, ...rest } = query;
  const mapQuery: TBiMapQuery = { ...rest };
  if (selection.ncms.length > 0) mapQuery.ncm = selection.ncms.join(',');
  if (selection.countries.length > 0) mapQuery.pais_origem = selection.countries.join(',');
  return mapQuery;
};

export const toImportQuery = (period: TIsoPeriod, companyIds: readonly number[]): TBiImportQuery => ({
  ...toPeriodQuery(period),
  buscar_cotacoes_moedas: 'true',
  companies_ids: companyIds.join(','),
});
