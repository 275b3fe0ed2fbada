import type { FastifyInstance } from 'fastify';
import {
  getFreightQuotationsCall,
  getQuotationDocumentDownloadCall,
  getQuotationRoundCall,
  postFreightQuotationExcelCall,
  postQuotationDecisionCall,
  postQuotationsViewedCall,
} from '@pc/contract/quotation';
import {
  deleteIntegrationQuotationInvitationCall,
  getForwarderQuoteCall,
  postQuotationInvitationCall,
  MAX_FORWARDER_ATTACHMENT_BYTES,
  FORWARDER_ATTACHMENT_REFUSED,
  postForwarderQuoteAttachmentCall,
  postIntegrationQuotationInvitationCall,
  putForwarderQuoteCall,
} from '@pc/contract/forwarder-quote';
import { isStaffRole } from '@pc/contract/user';
import { getServiceCaller } from '../../core/auth/service-client.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import { publicRateLimit, registerCall } from '../../core/http/register-call.ts';
import multipart from '@fastify/multipart';
import { readMultipartForm } from '../../lib/http/read-multipart-form.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  attachForwarderFile,
  getForwarderQuotePage,
  inviteForwarder,
  processOfStaffUser,
  processOfServiceClient,
  revokeForwarderInvitation,
  submitForwarderQuote,
} from './forwarder-quote-service.ts';
import { sendFile } from '../../lib/http/send-file.ts';
import { getAuth } from '../../core/auth/authenticate.ts';
import { downloadQuotationDocument } from './quotation-document-service.ts';
import { decideQuotation, markProcessQuotationsViewed } from './quotation-decision-service.ts';
import { findUserIdentity, findUserName } from '../../db/repositories/user-name.ts';
import { buildQuotationSpreadsheet, getProcessQuotations, getQuotationRound } from './quotation-service.ts';

/** Reads of a forwarder's link per IP and minute. */
const FORWARDER_READS_PER_MINUTE = 60;

/** Freight quotations of a process: ranking, spreadsheet and document downloads. */
export const registerQuotationRoutes = (app: FastifyInstance): void => {
  const { db } = app;

  registerCall(app, getFreightQuotationsCall, async (request) => ({
    data: await getProcessQuotations({
      db,
      companyIds: getAuth(request).callerCompanyIds,
      processId: request.params.id,
    }),
  }));

  registerCall(app, getQuotationRoundCall, async (request) => ({
    data: await getQuotationRound({
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

  // ForwardersShippingQuote (a forwarder's quote link): the broker's systems invite, the forwarder quotes.
  registerCall(app, postIntegrationQuotationInvitationCall, async (request, reply) => {
    const caller = getServiceCaller(request);
    const invitation = await inviteForwarder({
      db,
      mailQueue: app.mailQueue,
      findProcess: processOfServiceClient(caller, request.params.identification),
      createdBy: caller.name,
      request: request.body,
      publicUrl: publicUrlOf(app.config),
      now: app.now(),
    });
    return reply.status(201).send(invitation);
  });

  registerCall(app, postQuotationInvitationCall, async (request, reply) => {
    const auth = getAuth(request);
    const user = await findUserIdentity(db, auth.userId);
    // Privilege comes from the role an admin, the ERP or the seed granted, never from the e-mail
    // (which the user edits in Meus Dados).
    const isStaff = user !== null && isStaffRole(user.role);
    const invitation = await inviteForwarder({
      db,
      mailQueue: app.mailQueue,
      findProcess: processOfStaffUser({
        companyIds: auth.callerCompanyIds,
        processId: request.params.id,
        isStaff,
      }),
      createdBy: user?.name ?? `Usuário ${auth.userId}`,
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

  // Multipart only here: the forwarder's attachments.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_FORWARDER_ATTACHMENT_BYTES, files: 1, fields: 2 },
    });
    registerCall(scope, postForwarderQuoteAttachmentCall, async (request) => {
      const { file } = await readMultipartForm(request, {
        tooLargeMessage: FORWARDER_ATTACHMENT_REFUSED,
        notMultipartMessage: 'Envie o arquivo como multipart/form-data.',
        unreadableMessage: FORWARDER_ATTACHMENT_REFUSED,
      });
      if (!file || !file.fileName.trim()) throw new AppError('BAD_REQUEST', 'Escolha o arquivo a anexar.');
      return { data: await attachForwarderFile({ db, token: request.params.token, file, now: app.now() }) };
    });
  });

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
