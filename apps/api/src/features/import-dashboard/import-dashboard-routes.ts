import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  getImportDashboardCall,
  getImportDashboardExportCall,
  getImportDashboardFilterValuesCall,
  getImportDashboardProcessesCall,
  IMPORT_DASHBOARD_MAX_DAYS,
  type ZImportDashboardPeriodQuery,
} from '@pc/contract/dashboard';
import type { TProcessResponse } from '@pc/contract/process';
import { getAuth } from '../../lib/http/authenticate.ts';
import { registerCall } from '../../lib/http/register-call.ts';
import { sendFile, XLSX_MIME_TYPE } from '../../lib/http/send-file.ts';
import type { TCompanyScope } from '../../lib/scope/company-scope.ts';
import { resolveScope, type TPeriodScope } from '../../lib/scope/resolve-scope.ts';
import { buildImportDashboard, toDashboardFilter } from './import-dashboard-service.ts';
import { exportImportDashboard } from './export-import-dashboard.ts';
import { listDashboardFilterValues } from './list-dashboard-filter-values.ts';

type TPeriodQuery = z.output<typeof ZImportDashboardPeriodQuery>;

/** The caller's companies asked for (all of them when absent; a foreign id is a 403) and the days. */
const resolveDashboardScope = (request: FastifyRequest, query: TPeriodQuery): TPeriodScope =>
  resolveScope({
    callerCompanyIds: getAuth(request).callerCompanyIds,
    requested: { field: 'customerIds', ids: query.customerIds },
    period: {
      start: query.startDate,
      end: query.endDate,
      endField: 'endDate',
      maxDays: IMPORT_DASHBOARD_MAX_DAYS,
    },
  });

/**
 * The import dashboard (part 2 §2.5; its calls are ours): the figures, the drawer's options, the
 * processes behind a bar or slice, and the spreadsheet. Every figure comes from the analytics store.
 */
export const registerImportDashboardRoutes = (
  app: FastifyInstance,
  {
    listProcessesByIds,
  }: {
    /** The process list's rows for ids, in the caller's scope (the processes feature's query). */
    listProcessesByIds: (options: TCompanyScope & { ids: readonly number[] }) => Promise<TProcessResponse[]>;
  },
): void => {
  const { db, analyticsStore: store } = app;

  const filterOf = (request: FastifyRequest, query: z.output<typeof getImportDashboardCall.query>) => {
    const { companyIds, fromDay, toDay } = resolveDashboardScope(request, query);
    return toDashboardFilter({ query, companyIds, range: { fromDay, toDay } });
  };

  registerCall(app, getImportDashboardCall, async (request) => ({
    data: await buildImportDashboard({ db, store, filter: filterOf(request, request.query) }),
  }));

  registerCall(app, getImportDashboardFilterValuesCall, async (request) => {
    const { companyIds, fromDay, toDay } = resolveDashboardScope(request, request.query);
    return { data: await listDashboardFilterValues({ db, store, period: { companyIds, fromDay, toDay } }) };
  });

  registerCall(app, getImportDashboardProcessesCall, async (request) => {
    const filter = filterOf(request, request.query);
    const keys = await store.processKeys(filter);
    const processes = await listProcessesByIds({
      db,
      companyIds: filter.companyIds,
      ids: keys.map((key) => key.processId),
    });
    return { data: processes };
  });

  registerCall(app, getImportDashboardExportCall, async (request, reply) =>
    sendFile(reply, {
      fileName: getImportDashboardExportCall.fileName,
      mimeType: XLSX_MIME_TYPE,
      content: await exportImportDashboard({
        db,
        store,
        filter: filterOf(request, request.query),
        logger: request.log,
      }),
    }),
  );
};
