import type { FastifyInstance } from 'fastify';
import { getInvitationCall, postInvitationAcceptCall } from '@pc/contract/invitation';
import { publicRateLimit, registerCall } from '../../core/http/register-call.ts';
import { acceptInvitation, getInvitation } from './invitation-service.ts';

/** The set-password page of an invitation link (public: the link is the credential). */
export const registerInvitationRoutes = (app: FastifyInstance): void => {
  const { db } = app;

  // Public and keyed by a secret: its reads are limited per IP like the public writes.
  registerCall(
    app,
    getInvitationCall,
    async (request) => ({ data: await getInvitation({ db, token: request.params.token, now: app.now() }) }),
    { config: { rateLimit: publicRateLimit(app.config.PUBLIC_AUTH_RATE_LIMIT_PER_MINUTE) } },
  );

  // A public write: registerCall limits it per IP.
  registerCall(app, postInvitationAcceptCall, async (request) =>
    acceptInvitation({
      db,
      token: request.body.token,
      newPassword: request.body.newPassword,
      now: app.now(),
    }),
  );
};
