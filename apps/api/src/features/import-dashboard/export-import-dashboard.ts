import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { DASHBOARD_MODE_LABEL, type TImportDashboard } from '@pc/contract/dashboard';
import type { TDbExecutor } from '../../db/client.ts';
import { findCompaniesByIds } from '../../db/repositories/company-repository.ts';
import type { TAnalyticsFilter, TAnalyticsStore } from '../../core/analytics/analytics-types.ts';
import { readCountryCatalogue } from '../../core/country-catalogue.ts';
import { currencyName } from '../../lib/currency-name.ts';
import { buildImportDashboard } from './import-dashboard-service.ts';
import { streamDashboardExport, type TDashboardFilterLine } from './import-dashboard-export.ts';

const ALL = 'Todos';
const toDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const periodText = ({ inicio, fim }: TImportDashboard['periodo']) => `${toDate(inicio)} a ${toDate(fim)}`;

/**
 * The spreadsheet of the dashboard: the figures of all the chosen companies together, then of each
 * company alone (one dashboard per company, from the same facts), and the filters used.
 */
export const exportImportDashboard = async ({
  db,
  store,
  filter,
  logger,
}: {
  db: TDbExecutor;
  store: TAnalyticsStore;
  filter: TAnalyticsFilter;
  logger: FastifyBaseLogger;
}): Promise<Readable> => {
  const companies = await findCompaniesByIds(db, filter.companyIds);
  const [total, perCompany, catalogue] = await Promise.all([
    buildImportDashboard({ db, store, filter }),
    Promise.all(
      companies.map((company) =>
        buildImportDashboard({ db, store, filter: { ...filter, companyIds: [company.id] } }),
      ),
    ),
    readCountryCatalogue({ db }),
  ]);
  const origin = filter.originCountries?.[0];
  const filters: TDashboardFilterLine[] = [
    { field: 'Período', value: periodText(total.periodo) },
    { field: 'Período anterior (P.A.)', value: periodText(total.periodo_anterior) },
    { field: 'Empresas', value: companies.map((company) => company.name).join(', ') },
    { field: 'Modal', value: filter.mode ? DASHBOARD_MODE_LABEL[filter.mode] : ALL },
    { field: 'Incoterm', value: filter.incoterm ?? ALL },
    {
      field: 'País de origem',
      value: origin ? (catalogue.find((country) => country.codigo === origin)?.nome ?? origin) : ALL,
    },
    { field: 'Exportador', value: filter.exporter ?? ALL },
    {
      field: 'Moeda',
      value: filter.currency ? `${currencyName(filter.currency)} (${filter.currency})` : ALL,
    },
  ];
  return streamDashboardExport({
    companies: [
      { name: 'Todas as empresas', federalId: null, dashboard: total },
      ...companies.map((company, index) => ({
        name: company.name,
        federalId: company.federalId,
        dashboard: perCompany[index] as TImportDashboard,
      })),
    ],
    filters,
    logger,
  });
};
