import type { FastifyInstance } from 'fastify';
import {
  putIntegrationCompanyCall,
  putIntegrationInvoiceCall,
  putIntegrationUserCall,
  putIntegrationDeclarationCall,
  putIntegrationExchangeRatesCall,
  postIntegrationHistoryItemsCall,
  putIntegrationProcessCall,
} from '@pc/contract/integration';
import { putIntegrationDuimpCall } from '@pc/contract/duimp';
import { putIntegrationExpensesCall } from '@pc/contract/landed-cost';
import { replaceExpenses } from '../../core/ingestion/ingest-expenses.ts';
import { refreshCompanyFacts, refreshProcessFacts } from '../../core/analytics/refresh-process-facts.ts';
import { getServiceCaller } from '../../core/auth/service-client.ts';
import { toClientCaller } from '../../core/ingestion/ingestion-caller.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../core/http/register-call.ts';
import {
  ingestBatch,
  loadIngestContext,
  parseProcessLine,
  PROCESS_NOT_FOUND_REASON,
  type TIngestContext,
} from '../../core/ingestion/ingest-processes.ts';
import { upsertCompany } from '../../core/ingestion/ingest-company.ts';
import { upsertInvoice } from '../../core/ingestion/ingest-invoice.ts';
import { upsertDeclaration } from '../../core/ingestion/ingest-declaration.ts';
import { upsertDuimp } from '../../core/ingestion/ingest-duimp.ts';
import { readFactBatches } from '../../core/analytics/fact-source.ts';
import { upsertUser } from '../../core/ingestion/ingest-user.ts';
import { addHistoryItems, upsertExchangeRates } from '../../core/ingestion/ingest-references.ts';
import { registerDocumentUpload } from './integration-document-route.ts';
import { registerBulkIngestion } from './integration-bulk-route.ts';
import { registerIngestionRequestLog } from './ingestion-request-log.ts';
import { publicUrlOf } from '../../lib/public-url.ts';

/** The ingestion API: the broker's systems write companies and processes. */
export const registerIntegrationRoutes = (app: FastifyInstance): void => {
  const { db } = app;
  // Every call of a service client is logged for the back-office's Integrações screen.
  registerIngestionRequestLog(app);
  /** The BI facts of the processes an ingestion changed, back in step before the answer ends. */
  const refreshFacts = (context: TIngestContext) =>
    refreshProcessFacts({ db, store: app.analyticsStore, processKeys: context.staleFacts });

  registerCall(app, putIntegrationCompanyCall, async (request) => {
    const { response, isFactsStale } = await upsertCompany({
      db,
      caller: toClientCaller(getServiceCaller(request)),
      cnpj: request.params.cnpj,
      name: request.body.name,
      entitlements: request.body.entitlements,
      landedCost: request.body.landedCost,
      ip: request.ip,
      now: app.now(),
    });
    // Its name, expense basis and tax regime are in every one of its facts.
    if (isFactsStale) await refreshCompanyFacts({ db, store: app.analyticsStore, companyId: response.id });
    return response;
  });

  registerCall(app, putIntegrationProcessCall, async (request) => {
    if (request.body.identification !== request.params.identification) {
      throw new AppError('BAD_REQUEST', 'O número do processo no endereço e no corpo devem ser iguais.');
    }
    const context = await loadIngestContext({
      db,
      caller: toClientCaller(getServiceCaller(request)),
      now: app.now(),
    });
    const [result] = await ingestBatch(context, [parseProcessLine(1, request.body)]);
    if (!result) throw new Error('no ingestion result');
    await refreshFacts(context);
    if (result.result === 'rejected' && result.reason === PROCESS_NOT_FOUND_REASON) {
      throw new AppError('NOT_FOUND', PROCESS_NOT_FOUND_REASON);
    }
    if (result.result === 'rejected')
      throw new AppError('BAD_REQUEST', result.reason ?? 'Processo recusado.');
    return result;
  });

  registerCall(app, putIntegrationInvoiceCall, async (request) =>
    upsertInvoice({
      db,
      caller: toClientCaller(getServiceCaller(request)),
      identification: request.params.identification,
      invoiceNumber: request.params.invoiceNumber,
      invoice: request.body,
      now: app.now(),
    }),
  );

  registerCall(app, putIntegrationUserCall, async (request) =>
    upsertUser({
      db,
      mailQueue: app.mailQueue,
      caller: toClientCaller(getServiceCaller(request)),
      email: request.params.email,
      user: request.body,
      publicUrl: publicUrlOf(app.config),
      ip: request.ip,
      now: app.now(),
    }),
  );

  registerCall(app, putIntegrationDeclarationCall, async (request) => {
    const { response, stalePeriod } = await upsertDeclaration({
      db,
      caller: toClientCaller(getServiceCaller(request)),
      identification: request.params.identification,
      declaration: request.body,
    });
    // Analytics and the import dashboard read these items: in step before the answer.
    if (stalePeriod) {
      await app.analyticsStore.replaceFacts({
        period: stalePeriod,
        batches: readFactBatches({ db, period: stalePeriod }),
      });
    }
    return response;
  });

  registerCall(app, putIntegrationDuimpCall, async (request) => {
    const { response, staleFacts } = await upsertDuimp({
      db,
      caller: toClientCaller(getServiceCaller(request)),
      identification: request.params.identification,
      duimp: request.body,
      now: app.now(),
      logger: request.log,
    });
    // The clearance day is one of the facts' columns: in step before the answer, as for a process.
    await refreshProcessFacts({ db, store: app.analyticsStore, processKeys: staleFacts });
    return response;
  });

  registerCall(app, putIntegrationExpensesCall, async (request) => {
    const { response, staleFacts } = await replaceExpenses({
      db,
      caller: toClientCaller(getServiceCaller(request)),
      identification: request.params.identification,
      expenses: request.body.expenses,
    });
    // The facts carry each item's share of the expenses (the Produtos screen): in step before the answer.
    await refreshProcessFacts({ db, store: app.analyticsStore, processKeys: staleFacts });
    return response;
  });

  registerCall(app, putIntegrationExchangeRatesCall, async (request) =>
    upsertExchangeRates({
      db,
      caller: toClientCaller(getServiceCaller(request)),
      rates: request.body.rates,
      now: app.now(),
    }),
  );

  registerCall(app, postIntegrationHistoryItemsCall, async (request) =>
    addHistoryItems({
      db,
      caller: toClientCaller(getServiceCaller(request)),
      identification: request.params.identification,
      items: request.body.items,
    }),
  );

  registerDocumentUpload(app);
  registerBulkIngestion(app, { refreshFacts });
};
