import type { TImportDashboardFilterValues } from '@pc/contract/dashboard';
import type { TDbExecutor } from '../../db/client.ts';
import type { TAnalyticsPeriod, TAnalyticsStore } from '../../core/analytics/analytics-types.ts';
import { readCountryCatalogue } from '../../core/country-catalogue.ts';
import { currencyName } from '../../lib/currency-name.ts';

/** The drawer's options: the values the period's declarations hold, countries and currencies named. */
export const listDashboardFilterValues = async ({
  db,
  store,
  period,
}: {
  db: TDbExecutor;
  store: TAnalyticsStore;
  period: TAnalyticsPeriod;
}): Promise<TImportDashboardFilterValues> => {
  const [options, catalogue] = await Promise.all([store.filterOptions(period), readCountryCatalogue({ db })]);
  const countryNames = new Map(catalogue.map((country) => [country.codigo, country.nome]));
  return {
    modais: options.modes,
    incoterms: options.incoterms,
    paises_origem: options.originCountries
      .map((codigo) => ({ codigo, nome: countryNames.get(codigo) ?? codigo }))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    exportadores: options.exporters,
    moedas: options.currencies.map((codigo) => ({ codigo, moeda: currencyName(codigo) })),
    declaracoes: options.declarations,
  };
};
