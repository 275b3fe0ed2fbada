import type { FastifyInstance } from 'fastify';
import {
  getAdminPaymentReportsCall,
  getProcessPaymentReportsCall,
  postPaymentReportCall,
  postPaymentReportConfirmCall,
  postPaymentReportRejectCall,
} from '@pc/contract/payment-reports';
import { getAuth, getProcessActor } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import {
  confirmPaymentReport,
  listAdminPaymentReports,
  listProcessPaymentReports,
  rejectPaymentReport,
  reportPayment,
} from './payment-report-service.ts';

/** "Informar pagamento" (the customer's calls) and "Pagamentos informados" (the back-office's). */
export const registerPaymentReportRoutes = (app: FastifyInstance): void => {
  const { db } = app;

  registerCall(app, postPaymentReportCall, async (request, reply) => {
    const data = await reportPayment({
      db,
      actor: getProcessActor(request),
      processId: request.params.id,
      input: request.body,
      ip: request.ip,
      now: app.now(),
    });
    return reply.status(201).send({ data });
  });

  registerCall(app, getProcessPaymentReportsCall, async (request) => ({
    data: await listProcessPaymentReports({
      db,
      actor: getProcessActor(request),
      processId: request.params.id,
    }),
  }));

  registerCall(app, getAdminPaymentReportsCall, async (request) =>
    listAdminPaymentReports({ db, query: request.query }),
  );

  registerCall(app, postPaymentReportConfirmCall, async (request) => ({
    data: await confirmPaymentReport({
      db,
      id: request.params.id,
      userId: getAuth(request).userId,
      ip: request.ip,
      now: app.now(),
    }),
  }));

  registerCall(app, postPaymentReportRejectCall, async (request) => ({
    data: await rejectPaymentReport({
      db,
      id: request.params.id,
      userId: getAuth(request).userId,
      reason: request.body.reason,
      ip: request.ip,
      now: app.now(),
    }),
  }));
};
