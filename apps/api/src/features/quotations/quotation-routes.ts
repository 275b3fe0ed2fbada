import type { FastifyInstance } from 'fastify';
import {
  getFreightQuotationsCall,
  getQuotationDocumentDownloadCall,
  postFreightQuotationExcelCall,
  postQuotationDecisionCall,
  postQuotationsViewedCall,
} from '@pc/contract/quotation';
import { registerCall } from '../../lib/http/register-call.ts';
import { sendFile } from '../../lib/http/send-file.ts';
import { getAuth } from '../../lib/http/authenticate.ts';
import { downloadQuotationDocument } from './quotation-document-service.ts';
import { decideQuotation, markProcessQuotationsViewed } from './quotation-decision-service.ts';
import { findUserName } from '../../db/repositories/user-name.ts';
import { buildQuotationSpreadsheet, getProcessQuotations } from './quotation-service.ts';

/** Freight quotations of a process (issue #4): ranking, spreadsheet and document downloads. */
export const registerQuotationRoutes = (app: FastifyInstance): void => {
  const { db } = app;

  registerCall(app, getFreightQuotationsCall, async (request) => ({
    data: await getProcessQuotations({
      db,
      companyIds: getAuth(request).callerCompanyIds,
      processId: request.params.id,
    }),
  }));

  registerCall(app, postFreightQuotationExcelCall, async (request) => ({
    data: await buildQuotationSpreadsheet({
      db,
      companyIds: getAuth(request).callerCompanyIds,
      processId: request.params.id,
    }),
  }));

  registerCall(app, postQuotationDecisionCall, async (request) => {
    const auth = getAuth(request);
    return {
      data: await decideQuotation({
        db,
        mailQueue: app.mailQueue,
        companyIds: auth.callerCompanyIds,
        processId: request.params.id,
        quotationId: request.params.quotationId,
        decision: request.body,
        userName: (await findUserName(db, auth.userId)) ?? `Usuário ${auth.userId}`,
        now: app.now(),
      }),
    };
  });

  registerCall(app, postQuotationsViewedCall, async (request) => ({
    data: await markProcessQuotationsViewed({
      db,
      companyIds: getAuth(request).callerCompanyIds,
      processId: request.params.id,
    }),
  }));

  registerCall(app, getQuotationDocumentDownloadCall, async (request, reply) => {
    const file = await downloadQuotationDocument({
      db,
      companyIds: getAuth(request).callerCompanyIds,
      processId: request.params.id,
      documentId: request.params.docId,
    });
    return sendFile(reply, file);
  });
};
