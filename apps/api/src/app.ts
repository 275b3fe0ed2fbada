import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { getCallHost } from '@pc/contract/call';
import { listCalls } from '@pc/contract/call-table';
import type { TConfig } from './lib/config.ts';
import type { TDatabaseHandle } from './db/client.ts';
import './fastify-types.ts';
import {
  answerClientError,
  createFrameworkErrorHandler,
  registerErrorHandler,
} from './plugins/error-handler.ts';
import { registerNotFoundHandler, trackRouteMethods } from './plugins/not-found.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerWebStatic } from './plugins/web-static.ts';
import { registerHealthRoutes } from './routes/health-routes.ts';
import { analyticsStorePlugin } from './plugins/analytics-store.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { biPlugin } from './plugins/bi-host.ts';
import { registerImportDashboardRoutes } from './features/import-dashboard/import-dashboard-routes.ts';
import { listReportIds, listReportPage } from './features/processes/process-service.ts';
import { streamReportExport } from './features/processes/report-export-service.ts';
import { registerAuthRoutes } from './features/auth/auth-routes.ts';
import { registerIntegrationRoutes } from './features/integration/integration-routes.ts';
import { createJobQueue, hasUnfinishedJobs } from './core/jobs/job-queue.ts';
import { registerReadRouting } from './plugins/read-routing.ts';
import { serializerCompiler } from './lib/http/serializer-compiler.ts';
import { validatorCompiler } from './lib/http/validator-compiler.ts';
import { parseFormBody } from './lib/http/form-body.ts';
import { findLongestPathParam } from './core/http/path-param-length.ts';
import { createRateLimitStore } from './core/throttle/rate-limit-store.ts';
import { createMailQueue, EMAIL_QUEUE } from './core/mail/mail-queue.ts';
import { createMailTransport } from './core/mail/mail-transport.ts';
import { RECOVERY_EMAIL_QUEUE } from './features/auth/recovery-worker.ts';
import { registerProcessRoutes } from './features/processes/process-routes.ts';
import { registerLandedCostRoutes } from './features/processes/landed-cost-routes.ts';
import { registerProductsRoutes } from './features/products/products-routes.ts';
import { registerQuotationRoutes } from './features/quotations/quotation-routes.ts';
import { registerCalendarRoutes } from './features/calendars/calendar-routes.ts';
import { listDueCashEntries } from './features/calendars/cash-calendar-service.ts';
import { registerFollowUp } from './features/follow-up/follow-up-routes.ts';
import { registerIndicatorRoutes } from './features/indicators/indicator-routes.ts';
import { registerAttentionRoutes } from './features/attention/attention-routes.ts';
import { registerInvitationRoutes } from './features/invitations/invitation-routes.ts';
import { registerAdminRoutes } from './features/admin/admin-routes.ts';
import { registerSpreadsheetImportRoutes } from './features/spreadsheet-import/spreadsheet-import-routes.ts';
import { registerBrandingRoutes } from './features/branding/branding-routes.ts';
import { registerWebhooks } from './features/webhooks/webhook-routes.ts';
import { registerCustomerDocumentRoutes } from './features/customer-documents/customer-document-routes.ts';
import { registerPaymentReportRoutes } from './features/payment-reports/payment-report-routes.ts';
import { registerMessageRoutes } from './features/messages/message-routes.ts';
import { registerNotifications } from './features/notifications/register-notifications.ts';
import { registerPrivacy } from './features/privacy/privacy-routes.ts';

export type TAppOptions = {
  config: TConfig;
  database: TDatabaseHandle;
  /** The streaming replica of DATABASE_READ_URL, for the heavy reads. */
  readReplica?: TDatabaseHandle | undefined;
  /** Serve the built web app and the history fallback (off in API tests). */
  isServingWeb?: boolean;
  /** The clock of every time-based rule (tokens, throttling, codes); tests move it instead of sleeping. */
  now?: () => Date;
};

/** Whether a path is one of the BI host's calls (their fixed start, under the BI prefix). */
const createBiHostPathTest = (biPrefix: string): ((pathname: string) => boolean) => {
  const starts = listCalls()
    .filter(([, call]) => getCallHost(call) === 'bi')
    .map(([, call]) => `${biPrefix}${call.path.split('{')[0] ?? ''}`);
  return (pathname) => starts.some((start) => pathname.startsWith(start));
};

/** The whole product as one Fastify plugin: server.ts boots it, tests `inject` into it. */
export const app = fp<TAppOptions>(
  async (fastify, { config, database, readReplica, isServingWeb = true, now = () => new Date() }) => {
    fastify.setValidatorCompiler(validatorCompiler);
    fastify.setSerializerCompiler(serializerCompiler);
    fastify.decorate('config', config);
    fastify.decorate('database', database);
    fastify.decorate('db', database.db);
    fastify.decorate('now', now);
    fastify.decorate('isDraining', false);
    // Before any route, so a method a path lacks answers 405 with the ones it has.
    const routeMethods = trackRouteMethods(fastify);
    await registerReadRouting(fastify, readReplica);
    // Background work (e-mail, the BI import) on pg-boss in the product's own database.
    const jobs = createJobQueue({ database, logger: fastify.log });
    const mailTransport = createMailTransport({ config, logger: fastify.log });
    fastify.decorate('jobs', jobs);
    fastify.decorate('mailTransport', mailTransport);
    fastify.decorate(
      'mailQueue',
      createMailQueue({
        db: database.db,
        jobs,
        transport: mailTransport,
        logger: fastify.log,
        now,
        retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
      }),
    );
    fastify.addHook('onClose', async () => {
      await jobs.stop();
    });
    // E-mails queued before a stop are sent after the start; the queue starts only when some wait.
    fastify.addHook('onReady', async () => {
      await fastify.mailQueue.resumePendingEmails();
      if (await hasUnfinishedJobs(database, [EMAIL_QUEUE, RECOVERY_EMAIL_QUEUE])) jobs.startInBackground();
    });
    // Set only by the authentication hooks registerCall adds; read with getAuth(request).
    fastify.decorateRequest('auth', null);
    fastify.decorateRequest('serviceCaller', null);

    fastify.addHook('onSend', async (request, reply) => {
      void reply.header('x-request-id', request.id);
    });

    await registerSecurityHeaders(fastify);
    // gzip/brotli for every compressible answer (JSON lists, the web app's files); spreadsheets and
    // other zipped formats are left as they are (mime-db says they are not compressible).
    await fastify.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await fastify.register(formbody, { parser: parseFormBody });
    // Off by default: registerCall turns it on for the public auth routes (core/http/register-call.ts).
    // Counted in the database, so the limit holds across instances behind the load balancer.
    await fastify.register(rateLimit, {
      global: false,
      store: createRateLimitStore({ db: database.db, now }),
    });
    await registerApiDocs(fastify);

    registerErrorHandler(fastify);
    // Before the routes, so each one gets its latency histogram.
    await fastify.register(metricsPlugin);
    registerHealthRoutes(fastify);
    registerAuthRoutes(fastify);
    // The one-time link that sets an invited user's password.
    registerInvitationRoutes(fastify);
    // The back-office (/api/admin), each call under the role its contract names.
    registerAdminRoutes(fastify);
    registerSpreadsheetImportRoutes(fastify);
    // The portal's visual identity (back-office screen 5) and its public logo.
    registerBrandingRoutes(fastify);
    // Processes, documents, invoices, quotations, report and its export.
    registerProcessRoutes(fastify);
    registerLandedCostRoutes(fastify);
    registerProductsRoutes(fastify);
    registerQuotationRoutes(fastify);
    // Calendars: financial (SCREEN/EXCEL/TXT and the older /cash-calendar) and operational calendars.
    registerCalendarRoutes(fastify);
    registerIndicatorRoutes(fastify);
    registerAttentionRoutes(fastify);
    // The ingestion API for the broker's systems.
    registerIntegrationRoutes(fastify);
    // The follow-up e-mails; the digest lists payments as the cash calendar places them.
    registerFollowUp(fastify, { listDuePayments: listDueCashEntries });
    // Outbound webhooks (subscriptions, the sweep of the change trail and the outbox, deliveries).
    registerWebhooks(fastify);
    // Collaboration: documents the customer sends and payments the customer reports.
    registerCustomerDocumentRoutes(fastify);
    registerPaymentReportRoutes(fastify);
    // Collaboration: the process's conversation, Atendimento, the ERP's messages and the unread e-mail.
    registerMessageRoutes(fastify);
    // The notification centre: the sweep of the trail and the outbox into each user's notifications.
    registerNotifications(fastify);
    // LGPD: the user's data and requests, the admin's answers and incidents, the notice, the retention purge.
    registerPrivacy(fastify);

    await fastify.register(analyticsStorePlugin);
    // The drill-down lists processes as the process list does: that feature's query, passed in.
    registerImportDashboardRoutes(fastify, {
      processes: { listPage: listReportPage, listIds: listReportIds, streamExport: streamReportExport },
    });

    // The BI host is its own plugin with its own base URL; by default it lives in this process.
    if (config.BI_ENABLED) await fastify.register(biPlugin, { prefix: config.BI_PREFIX });

    const answerPage = isServingWeb ? await registerWebStatic(fastify, config.WEB_DIST_DIR) : undefined;
    registerNotFoundHandler(fastify, {
      routes: routeMethods,
      answerError: createFrameworkErrorHandler(createBiHostPathTest(config.BI_PREFIX)),
      answerPage,
    });
  },
  { name: 'portal-dos-clientes', fastify: '5.x' },
);

type TCreateServerOptions = TAppOptions & { logger?: FastifyBaseLogger };

/** Creates the Fastify instance with the product's server options and registers the app plugin. */
export const createServer = async (options: TCreateServerOptions): Promise<FastifyInstance> => {
  const server = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: options.config.TRUST_PROXY,
    // Each route sets its own limit from its contract call (DEFAULT_MAX_BODY_BYTES, or more).
    bodyLimit: 64 * 1024,
    routerOptions: {
      ignoreTrailingSlash: true,
      // A path parameter as long as the contract allows (Fastify's default of 100 refused them).
      maxParamLength: findLongestPathParam(listCalls().map(([, call]) => call)),
    },
    // The router's own refusals (bad %-encoding, a parameter too long) in the product's envelope.
    frameworkErrors: createFrameworkErrorHandler(createBiHostPathTest(options.config.BI_PREFIX)),
    // And those of Node's HTTP parser (431, 408, a malformed request), before Fastify sees them.
    clientErrorHandler: answerClientError,
  });
  await server.register(app, options);
  await server.ready();
  return server;
};
