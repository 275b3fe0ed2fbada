import type { FastifyInstance } from 'fastify';
import {
  getAdminQuotationInvitationsCall,
  postAdminQuotationInvitationResendCall,
  postAdminQuotationInvitationRevokeCall,
} from '@pc/contract/admin-quotations';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import {
  listAdminQuotationInvitations,
  resendAdminQuotationInvitation,
  revokeAdminQuotationInvitation,
} from './admin-quotation-service.ts';

/** Back-office screen 4 "Cotações de frete": every company's forwarder links (roles from the contract). */
export const registerAdminQuotationRoutes = (app: FastifyInstance): void => {
  const { db } = app;

  registerCall(app, getAdminQuotationInvitationsCall, async (request) =>
    listAdminQuotationInvitations({ db, query: request.query, now: app.now() }),
  );

  registerCall(app, postAdminQuotationInvitationRevokeCall, async (request) => ({
    data: await revokeAdminQuotationInvitation({
      db,
      companyId: request.params.companyId,
      id: request.params.id,
      actorUserId: getAuth(request).userId,
      ip: request.ip,
      now: app.now(),
    }),
  }));

  registerCall(app, postAdminQuotationInvitationResendCall, async (request) => ({
    data: await resendAdminQuotationInvitation({
      db,
      mailQueue: app.mailQueue,
      publicUrl: publicUrlOf(app.config),
      companyId: request.params.companyId,
      id: request.params.id,
      actorUserId: getAuth(request).userId,
      ip: request.ip,
      now: app.now(),
    }),
  }));
};
