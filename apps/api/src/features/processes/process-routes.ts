import type { FastifyInstance } from 'fastify';
import {
  getDocumentDownloadCall,
  getInvoicesByProcessCall,
  getPartnerCustomersCall,
  getProcessCall,
  getProcessDocumentsCall,
  getProcessesByIdsCall,
  getProcessSearchCall,
  getProcessStepsCall,
  getReportGeneralCall,
  postChangeUrgencyCall,
  postReportExportCall,
  REPORT_EXPORT_MAX_ROWS,
} from '@pc/contract/process-calls';
import { getProcessDuimpCall } from '@pc/contract/duimp';
import { registerCall } from '../../core/http/register-call.ts';
import { sendFile, XLSX_MIME_TYPE } from '../../lib/http/send-file.ts';
import { getAuth, getProcessActor } from '../../core/auth/authenticate.ts';
import { downloadDocument, listProcessDocuments } from './document-service.ts';
import { listProcessInvoices } from './invoice-service.ts';
import { getProcessDuimp } from './duimp-service.ts';
import {
  changeUrgency,
  getProcessDetail,
  getProcessesByIds,
  listPartnerCustomers,
  listProcessSteps,
  listReportIds,
  listReportPage,
  searchProcesses,
} from './process-service.ts';
import { streamReportExport } from './report-export-service.ts';

/**
 * Processes, documents, invoices, the DUIMP and the report (quotations: quotation-routes.ts).
 * Scope: getAuth(request).callerCompanyIds.
 */
export const registerProcessRoutes = (app: FastifyInstance): void => {
  const { db } = app;

  registerCall(app, getProcessSearchCall, async (request) => ({
    data: await searchProcesses({
      db,
      companyIds: getAuth(request).callerCompanyIds,
      term: request.query.q,
      isIncludingConcluded: request.query.concluidos,
    }),
  }));

  registerCall(app, getReportGeneralCall, async (request) => {
    const { page, size, ...query } = request.query;
    return listReportPage({
      db: await app.readDb(request),
      companyIds: getAuth(request).callerCompanyIds,
      query,
      page,
      size,
      now: app.now(),
    });
  });

  registerCall(app, getProcessCall, async (request) => ({
    data: await getProcessDetail({
      db,
      companyIds: getAuth(request).callerCompanyIds,
      id: request.params.id,
    }),
  }));

  registerCall(app, postChangeUrgencyCall, async (request) => {
    const auth = getAuth(request);
    return changeUrgency({
      db,
      companyIds: auth.callerCompanyIds,
      userId: auth.userId,
      processId: request.body.processId,
      hasUrgency: request.body.hasUrgency,
      justification: request.body.justification,
      now: app.now(),
    });
  });

  registerCall(app, getProcessDocumentsCall, async (request) => {
    const { companyIds, isStaff } = getProcessActor(request);
    return { data: await listProcessDocuments({ db, companyIds, isStaff, processId: request.params.id }) };
  });

  registerCall(app, getDocumentDownloadCall, async (request, reply) => {
    const { companyIds, isStaff, userId } = getProcessActor(request);
    const file = await downloadDocument({
      db,
      companyIds,
      isStaff,
      userId,
      processId: request.params.id,
      documentId: request.params.docId,
      now: app.now(),
    });
    return sendFile(reply, file);
  });

  registerCall(app, getInvoicesByProcessCall, async (request) => ({
    data: await listProcessInvoices({
      db,
      companyIds: getAuth(request).callerCompanyIds,
      processId: request.params.id,
    }),
  }));

  registerCall(app, getProcessDuimpCall, async (request) =>
    getProcessDuimp({ db, companyIds: getAuth(request).callerCompanyIds, processId: request.params.id }),
  );

  registerCall(app, getProcessesByIdsCall, async (request) => ({
    data: await getProcessesByIds({
      db,
      companyIds: getAuth(request).callerCompanyIds,
      ids: request.query.ids,
    }),
  }));

  registerCall(app, getProcessStepsCall, async () => ({
    _embedded: { processSteps: await listProcessSteps({ db }) },
  }));

  registerCall(app, getPartnerCustomersCall, async (request) => ({
    data: await listPartnerCustomers({ db, companyIds: getAuth(request).callerCompanyIds }),
  }));

  registerCall(app, postReportExportCall, async (request, reply) => {
    const { callerCompanyIds } = getAuth(request);
    const { ids, report } = request.body;
    const readDb = await app.readDb(request);
    // The contract accepts exactly one of them.
    const processIds =
      ids ??
      (report
        ? await listReportIds({
            db: readDb,
            companyIds: callerCompanyIds,
            query: report,
            limit: REPORT_EXPORT_MAX_ROWS,
            now: app.now(),
          })
        : []);
    const stream = streamReportExport({
      db: readDb,
      companyIds: callerCompanyIds,
      ids: processIds,
      columns: request.body.columns,
      logger: request.log,
    });
    return sendFile(reply, {
      fileName: postReportExportCall.fileName,
      mimeType: XLSX_MIME_TYPE,
      content: stream,
    });
  });
};
