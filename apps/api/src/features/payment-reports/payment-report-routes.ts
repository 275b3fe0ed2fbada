import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getAdminPaymentReportsCall,
  getProcessPaymentReportsCall,
  postPaymentReportCall,
  postPaymentReportConfirmCall,
  postPaymentReportRejectCall,
} from '@pc/contract/payment-reports';
import { isStaffRole } from '@pc/contract/user';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import {
  confirmPaymentReport,
  listAdminPaymentReports,
  listProcessPaymentReports,
  rejectPaymentReport,
  reportPayment,
} from './payment-report-service.ts';

/** The caller as a process actor: a customer on their companies, staff on every company. */
const actorOf = (request: FastifyRequest) => {
  const auth = getAuth(request);
  return {
    userId: auth.userId,
    isStaff: isStaffRole(auth.role ?? 'CUSTOMER'),
    companyIds: auth.callerCompanyIds,
  };
};

/** Issue #40 "Informar pagamento" (the customer's calls) and "Pagamentos informados" (the back-office's). */
export const registerPaymentReportRoutes = (app: FastifyInstance): void => {
  const { db } = app;

  registerCall(app, postPaymentReportCall, async (request, reply) => {
    const data = await reportPayment({
      db,
      actor: actorOf(request),
      processId: request.params.id,
      input: request.body,
      ip: request.ip,
      now: app.now(),
    });
    return reply.status(201).send({ data });
  });

  registerCall(app, getProcessPaymentReportsCall, async (request) => ({
    data: await listProcessPaymentReports({ db, actor: actorOf(request), processId: request.params.id }),
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
