import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  getBiChannelsCall,
  getBiCountriesCall,
  getBiExchangeRatesCall,
  getBiExportersCall,
  getBiExportItemsCall,
  getBiFilterValuesCall,
  getBiFreightCall,
  getBiImportFromGescomexCall,
  getBiImportJobCall,
  getBiLeadTimesCall,
  getBiManufacturersCall,
  getBiMapCall,
  getBiNcmGoodsCall,
  getBiOriginsCall,
  getBiProcessesByModalCall,
  getBiProcessesByPeriodCall,
  getBiTaxesCall,
  getBiVmldIcmsCall,
  getBiWeightsCall,
  type TBiCountryRow,
  type ZBiFilterQuery,
} from '@pc/contract/bi';
import { notFound } from '../../lib/app-error.ts';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { sendFile, XLSX_MIME_TYPE } from '../../lib/http/send-file.ts';
import type { TJobQueue } from '../../core/jobs/job-queue.ts';
import { resolveScope, type TPeriodScope } from '../../core/scope/resolve-scope.ts';
import { loadEntitledCompanies } from '../../core/scope/entitled-companies.ts';
import type { TDbExecutor } from '../../db/client.ts';
import type { TAnalyticsStore } from '../../core/analytics/analytics-types.ts';
import {
  toChannelSummary,
  toExporterRows,
  toFilterValues,
  toFreightItems,
  toLeadTimes,
  toManufacturerRows,
  toMapData,
  toNcmGoodsRows,
  toOriginRows,
  toPeriodItems,
  toProcessesByModal,
  toTaxTotals,
  toVmldIcms,
  toWeights,
} from './bi-answers.ts';
import { streamBiExport } from './bi-export.ts';
import { toAnalyticsFilter, toMapFilter } from './bi-filter.ts';
import { readCountryCatalogue } from '../../core/country-catalogue.ts';
import { isDailyRange, toExchangeAverages } from './exchange-averages.ts';
import { readStoredQuotes } from './exchange-rates/database-rate-source.ts';
import type { TExchangeRateSource } from './exchange-rates/exchange-rate-source.ts';
import { findImportRun, insertImportRun, type TImportRun } from './import/import-run-repository.ts';
import { QUOTED_CURRENCIES, runPeriodImport, type TPeriodImport } from './import/run-period-import.ts';
import { BI_ANALYTICS_FORBIDDEN_MESSAGE } from '@pc/contract/bi';

export const BI_IMPORT_QUEUE = 'bi-import-period';

const ANALYTICS_FORBIDDEN = BI_ANALYTICS_FORBIDDEN_MESSAGE;
const IMPORT_NOT_FOUND = 'Importação não encontrada.';

type TPeriodQuery = {
  data_registro_di_inicial: string;
  data_registro_di_final: string;
  companies_ids?: number[];
};

/**
 * The caller's companies asked for (all of them when absent), each one allowed Analytics as stored
 * now (a BI token carries no companies nor entitlements), and the days.
 */
const resolveBiScope = async (
  db: TDbExecutor,
  request: FastifyRequest,
  query: TPeriodQuery,
): Promise<TPeriodScope> => {
  const { callerCompanyIds } = getAuth(request);
  return resolveScope({
    callerCompanyIds,
    requested: { field: 'companies_ids', ids: query.companies_ids },
    entitlement: {
      name: 'analytics',
      applies: 'each',
      message: ANALYTICS_FORBIDDEN,
      companies: await loadEntitledCompanies({ db, companyIds: callerCompanyIds }),
    },
    period: {
      start: query.data_registro_di_inicial,
      end: query.data_registro_di_final,
      endField: 'data_registro_di_final',
    },
  });
};

const toImportJob = (run: TImportRun) => ({
  id: run.id,
  status: run.status,
  progresso: run.progress,
  processos_importados: run.processes,
  itens_importados: run.items,
  cotacoes_importadas: run.quotes,
  mensagem: run.message,
});

/**
 * The operational analytics host API (part 2 §7): every figure comes from the analytics store,
 * scoped to the caller's companies that are allowed Analytics.
 */
export const registerBiRoutes = (
  app: FastifyInstance,
  { store, jobs, rateSource }: { store: TAnalyticsStore; jobs: TJobQueue; rateSource: TExchangeRateSource },
): void => {
  const { db } = app;
  const biScopeOf = (request: FastifyRequest, query: TPeriodQuery) => resolveBiScope(db, request, query);
  const filterOf = async (request: FastifyRequest, query: z.output<typeof ZBiFilterQuery>) =>
    toAnalyticsFilter({ query, companyIds: (await biScopeOf(request, query)).companyIds });
  let catalogue: Promise<TBiCountryRow[]> | null = null;
  const countryCatalogue = () => {
    catalogue ??= readCountryCatalogue({ db }).catch((error: unknown) => {
      catalogue = null;
      throw error;
    });
    return catalogue;
  };

  registerCall(app, getBiTaxesCall, async (request) => ({
    dados: toTaxTotals(await store.summary(await filterOf(request, request.query))),
  }));
  registerCall(app, getBiProcessesByModalCall, async (request) => ({
    dados: toProcessesByModal(await store.summary(await filterOf(request, request.query))),
  }));
  registerCall(app, getBiWeightsCall, async (request) => ({
    dados: toWeights(await store.summary(await filterOf(request, request.query))),
  }));
  registerCall(app, getBiChannelsCall, async (request) => ({
    dados: toChannelSummary(await store.summary(await filterOf(request, request.query))),
  }));
  registerCall(app, getBiVmldIcmsCall, async (request) => ({
    dados: toVmldIcms(await store.summary(await filterOf(request, request.query))),
  }));
  registerCall(app, getBiFreightCall, async (request) => ({
    dados: toFreightItems(await store.summary(await filterOf(request, request.query))),
  }));
  registerCall(app, getBiNcmGoodsCall, async (request) => ({
    dados: toNcmGoodsRows(await store.ncmGoods(await filterOf(request, request.query))),
  }));
  registerCall(app, getBiOriginsCall, async (request) => ({
    dados: toOriginRows(await store.origins(await filterOf(request, request.query))),
  }));
  registerCall(app, getBiExportersCall, async (request) => ({
    dados: toExporterRows(await store.exporters(await filterOf(request, request.query))),
  }));
  registerCall(app, getBiManufacturersCall, async (request) => ({
    dados: toManufacturerRows(await store.manufacturers(await filterOf(request, request.query))),
  }));
  registerCall(app, getBiLeadTimesCall, async (request) => ({
    dados: toLeadTimes(await store.leadTimes(await filterOf(request, request.query))),
  }));
  registerCall(app, getBiProcessesByPeriodCall, async (request) => {
    const filter = await filterOf(request, request.query);
    const grain = isDailyRange(filter.fromDay, filter.toDay) ? 'day' : 'month';
    return { dados: toPeriodItems(await store.processesByPeriod({ filter, grain })) };
  });
  registerCall(app, getBiExchangeRatesCall, async (request) => {
    const { fromDay, toDay } = await biScopeOf(request, request.query);
    const rates = await readStoredQuotes({ db, query: { currencies: QUOTED_CURRENCIES, fromDay, toDay } });
    return { dados: toExchangeAverages({ rates, fromDay, toDay }) };
  });
  registerCall(app, getBiMapCall, async (request) => {
    const filter = toMapFilter({
      query: request.query,
      companyIds: (await biScopeOf(request, request.query)).companyIds,
    });
    const [figures, countries] = await Promise.all([store.map(filter), countryCatalogue()]);
    const countryNames = new Map(countries.map((country) => [country.codigo, country.nome]));
    return { data: toMapData({ figures, countryNames }) };
  });
  registerCall(app, getBiFilterValuesCall, async (request) => {
    const { companyIds, fromDay, toDay } = await biScopeOf(request, request.query);
    return { valores: toFilterValues(await store.filterOptions({ companyIds, fromDay, toDay })) };
  });
  registerCall(app, getBiCountriesCall, async () => ({ dados: await countryCatalogue() }));

  registerCall(app, getBiExportItemsCall, async (request, reply) => {
    const filter = await filterOf(request, request.query);
    return sendFile(reply, {
      fileName: getBiExportItemsCall.fileName,
      mimeType: XLSX_MIME_TYPE,
      content: streamBiExport({ store, filter, logger: request.log }),
    });
  });

  jobs.register(async (boss) => {
    await boss.createQueue(BI_IMPORT_QUEUE, { retryLimit: 2, retryDelay: 30, expireInSeconds: 30 * 60 });
    await boss.work<TPeriodImport>(BI_IMPORT_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await runPeriodImport({ db, store, rateSource, job: job.data, now: app.now });
    });
  });

  registerCall(app, getBiImportFromGescomexCall, async (request) => {
    const { companyIds, fromDay, toDay } = await biScopeOf(request, request.query);
    const boss = await jobs.get();
    const run = await insertImportRun(
      db,
      {
        id: randomUUID(),
        userId: getAuth(request).userId,
        companyIds,
        fromDay,
        toDay,
        isRefreshingQuotes: request.query.buscar_cotacoes_moedas,
      },
      app.now(),
    );
    const job: TPeriodImport = {
      runId: run.id,
      companyIds,
      fromDay,
      toDay,
      isRefreshingQuotes: run.isRefreshingQuotes,
    };
    await boss.send(BI_IMPORT_QUEUE, job, { id: run.id });
    return { dados: toImportJob(run) };
  });

  registerCall(app, getBiImportJobCall, async (request) => {
    const run = await findImportRun(db, { id: request.params.id, userId: getAuth(request).userId });
    if (!run) throw notFound(IMPORT_NOT_FOUND);
    return { dados: toImportJob(run) };
  });
};
