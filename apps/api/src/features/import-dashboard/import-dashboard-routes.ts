import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  getImportDashboardCall,
  getImportDashboardExportCall,
  getImportDashboardFilterValuesCall,
  getImportDashboardProcessesCall,
  postImportDashboardProcessesExportCall,
  type ZImportDashboardPeriodQuery,
} from '@pc/contract/dashboard';
import { FIGURES_PERIOD_MAX_DAYS } from '@pc/contract/period-range';
import { REPORT_EXPORT_MAX_ROWS, type TProcessPageResponse } from '@pc/contract/process-calls';
import type { TReportColumnKey } from '@pc/contract/report-columns';
import type { Readable } from 'node:stream';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { sendFile, XLSX_MIME_TYPE } from '../../lib/http/send-file.ts';
import type { TCompanyScope } from '../../db/company-scope.ts';
import { resolveScope, type TPeriodScope } from '../../core/scope/resolve-scope.ts';
import { buildImportDashboard, toDashboardFilter } from './import-dashboard-service.ts';
import { exportImportDashboard } from './export-import-dashboard.ts';
import { listDashboardFilterValues } from './list-dashboard-filter-values.ts';

type TPeriodQuery = z.output<typeof ZImportDashboardPeriodQuery>;
type TDrillQuery = z.output<typeof getImportDashboardProcessesCall.query>;
/** A drill-down's processes: the bucket's ids, sorted and searched as the report. */
type TDrillOptions = {
  ids: readonly number[];
  query: Pick<TDrillQuery, 'sort' | 'desc' | 'text' | 'textColumns'> & { concluido: boolean };
};

/** The caller's companies asked for (all of them when absent; a foreign id is a 403) and the days. */
const resolveDashboardScope = (request: FastifyRequest, query: TPeriodQuery): TPeriodScope =>
  resolveScope({
    callerCompanyIds: getAuth(request).callerCompanyIds,
    requested: { field: 'customerIds', ids: query.customerIds },
    period: {
      start: query.startDate,
      end: query.endDate,
      endField: 'endDate',
      maxDays: FIGURES_PERIOD_MAX_DAYS,
    },
  });

/**
 * The import dashboard (part 2 §2.5; its calls are ours): the figures, the drawer's options, the
 * processes behind a bar or slice, and the spreadsheet. Every figure comes from the analytics store.
 */
export const registerImportDashboardRoutes = (
  app: FastifyInstance,
  {
    processes,
  }: {
    /** The processes feature's list, passed in (features do not import each other). */
    processes: {
      /** A page of the report over these ids, in the caller's scope (the processes feature's query). */
      listPage: (
        options: TCompanyScope & TDrillOptions & { page: number; size: number; now: Date },
      ) => Promise<TProcessPageResponse>;
      /** The ids of the whole list in its order, at most `limit`. */
      listIds: (options: TCompanyScope & TDrillOptions & { limit: number; now: Date }) => Promise<number[]>;
      /** The report's spreadsheet of these ids, streamed. */
      streamExport: (
        options: TCompanyScope & {
          ids: readonly number[];
          columns: readonly TReportColumnKey[];
          logger: FastifyBaseLogger;
        },
      ) => Readable;
    };
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
    const { page, size, sort, desc, text, textColumns } = request.query;
    const filter = filterOf(request, request.query);
    const keys = await store.processKeys(filter);
    // A page of the bucket's processes, sorted and searched as the report (concluded ones too).
    return processes.listPage({
      db,
      companyIds: filter.companyIds,
      ids: keys.map((key) => key.processId),
      query: { concluido: true, sort, desc, text, textColumns },
      page,
      size,
      now: app.now(),
    });
  });

  registerCall(app, postImportDashboardProcessesExportCall, async (request, reply) => {
    const { query, columns } = request.body;
    const filter = filterOf(request, query);
    const keys = await store.processKeys(filter);
    const ids = await processes.listIds({
      db,
      companyIds: filter.companyIds,
      ids: keys.map((key) => key.processId),
      query: {
        concluido: true,
        sort: query.sort,
        desc: query.desc,
        text: query.text,
        textColumns: query.textColumns,
      },
      limit: REPORT_EXPORT_MAX_ROWS,
      now: app.now(),
    });
    return sendFile(reply, {
      fileName: postImportDashboardProcessesExportCall.fileName,
      mimeType: XLSX_MIME_TYPE,
      content: processes.streamExport({
        db,
        companyIds: filter.companyIds,
        ids,
        columns,
        logger: request.log,
      }),
    });
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
