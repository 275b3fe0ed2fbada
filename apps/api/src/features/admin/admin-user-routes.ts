import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteAdminUserCompanyCall,
  getAdminUserAccessLogsCall,
  getAdminUserCall,
  getAdminUsersCall,
  postAdminUserCall,
  postAdminUserDeactivateCall,
  postAdminUserInvitationCall,
  postAdminUserPasswordResetCall,
  postAdminUserReactivateCall,
  postAdminUserSecondFactorResetCall,
  putAdminUserCompanyCall,
  putAdminUserRoleCall,
} from '@pc/contract/admin-users';
import { getAuth } from '../../core/auth/authenticate.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { publicUrlOf } from '../../lib/public-url.ts';
import {
  deactivateAdminUser,
  forceAdminUserPasswordReset,
  inviteAdminUser,
  linkAdminUserCompany,
  reactivateAdminUser,
  resendAdminUserInvitation,
  resetAdminUserSecondFactor,
  unlinkAdminUserCompany,
  updateAdminUserRole,
  type TAdminUserActor,
} from './admin-user-actions.ts';
import { getAdminUser, listAdminUserAccessLogs, listAdminUsers } from './admin-user-service.ts';

/** Back-office screen 2 "Usuários": the staff read, an admin acts (roles from the contract). */
export const registerAdminUserRoutes = (app: FastifyInstance): void => {
  const { db } = app;
  const actorOf = (request: FastifyRequest): TAdminUserActor => ({
    db,
    mailQueue: app.mailQueue,
    publicUrl: publicUrlOf(app.config),
    actorUserId: getAuth(request).userId,
    ip: request.ip,
    now: app.now(),
  });

  registerCall(app, getAdminUsersCall, async (request) => listAdminUsers({ db, query: request.query }));

  registerCall(app, getAdminUserCall, async (request) => ({
    data: await getAdminUser({ db, id: request.params.id, now: app.now() }),
  }));

  registerCall(app, getAdminUserAccessLogsCall, async (request) =>
    listAdminUserAccessLogs({ db, id: request.params.id, query: request.query }),
  );

  registerCall(app, postAdminUserCall, async (request, reply) => {
    const data = await inviteAdminUser(actorOf(request), request.body);
    return reply.status(201).send({ data });
  });

  registerCall(app, postAdminUserInvitationCall, async (request) => ({
    data: await resendAdminUserInvitation(actorOf(request), request.params.id),
  }));

  registerCall(app, postAdminUserDeactivateCall, async (request) => ({
    data: await deactivateAdminUser(actorOf(request), request.params.id),
  }));

  registerCall(app, postAdminUserReactivateCall, async (request) => ({
    data: await reactivateAdminUser(actorOf(request), request.params.id),
  }));

  registerCall(app, putAdminUserRoleCall, async (request) => ({
    data: await updateAdminUserRole(actorOf(request), request.params.id, request.body.role),
  }));

  registerCall(app, putAdminUserCompanyCall, async (request) => ({
    data: await linkAdminUserCompany(actorOf(request), request.params.id, request.params.companyId),
  }));

  registerCall(app, deleteAdminUserCompanyCall, async (request) => ({
    data: await unlinkAdminUserCompany(actorOf(request), request.params.id, request.params.companyId),
  }));

  registerCall(app, postAdminUserPasswordResetCall, async (request) => ({
    data: await forceAdminUserPasswordReset(actorOf(request), request.params.id),
  }));

  registerCall(app, postAdminUserSecondFactorResetCall, async (request) => ({
    data: await resetAdminUserSecondFactor(actorOf(request), request.params.id),
  }));
};
