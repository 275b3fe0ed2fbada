import type { FastifyInstance } from 'fastify';
import {
  getFreightQuotationsCall,
  getQuotationDocumentDownloadCall,
  postFreightQuotationExcelCall,
  postQuotationDecisionCall,
  postQuotationsViewedCall,
} from '@pc/contract/quotation';
import {
  deleteIntegrationQuotationInvitationCall,
  getForwarderQuoteCall,
  postIntegrationQuotationInvitationCall,
  putForwarderQuoteCall,
} from '@pc/contract/forwarder-quote';
import { getServiceCaller } from '../../lib/auth/service-client.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import { publicRateLimit, registerCall } from '../../lib/http/register-call.ts';
import {
  getForwarderQuotePage,
  inviteForwarder,
  revokeForwarderInvitation,
  submitForwarderQuote,
} from './forwarder-quote-service.ts';
import { sendFile } from '../../lib/http/send-file.ts';
import { getAuth } from '../../lib/http/authenticate.ts';
import { downloadQuotationDocument } from './quotation-document-service.ts';
import { decideQuotation, markProcessQuotationsViewed } from './quotation-decision-service.ts';
import { findUserName } from '../../db/repositories/user-name.ts';
import { buildQuotationSpreadsheet, getProcessQuotations } from './quotation-service.ts';

/** Reads of a forwarder's link per IP and minute. */
const FORWARDER_READS_PER_MINUTE = 60;

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

  // ForwardersShippingQuote (issue #17 part 2): the broker's systems invite, the forwarder quotes.
  registerCall(app, postIntegrationQuotationInvitationCall, async (request, reply) => {
    const invitation = await inviteForwarder({
      db,
      mailQueue: app.mailQueue,
      caller: getServiceCaller(request),
      identification: request.params.identification,
      request: request.body,
      publicUrl: publicUrlOf(app.config),
      now: app.now(),
    });
    return reply.status(201).send(invitation);
  });

  registerCall(app, deleteIntegrationQuotationInvitationCall, async (request) =>
    revokeForwarderInvitation({
      db,
      caller: getServiceCaller(request),
      id: request.params.id,
      now: app.now(),
    }),
  );

  // The forwarder's page has no login: its reads are throttled per IP like its writes.
  registerCall(
    app,
    getForwarderQuoteCall,
    async (request) => ({
      data: await getForwarderQuotePage({ db, token: request.params.token, now: app.now() }),
    }),
    { config: { rateLimit: publicRateLimit(FORWARDER_READS_PER_MINUTE) } },
  );

  registerCall(app, putForwarderQuoteCall, async (request) => ({
    data: await submitForwarderQuote({
      db,
      token: request.params.token,
      quote: request.body,
      now: app.now(),
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
