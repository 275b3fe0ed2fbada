import type { FastifyInstance } from 'fastify';
import { postGescomexAuthCall } from '@pc/contract/auth';
import { verifyCredentials } from './credential-service.ts';
import { accountAlertsOf } from './sign-in-throttle.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { signBiToken } from '../../core/auth/bi-token.ts';

/** POST /gescomex/auth: the same credentials (and throttling) as the sign-in, answering the BI token. */
export const registerBiAuthRoutes = (app: FastifyInstance): void => {
  registerCall(app, postGescomexAuthCall, async (request) => {
    const now = app.now();
    const user = await verifyCredentials({
      db: app.db,
      alerts: accountAlertsOf(app, request),
      email: request.body.email,
      password: request.body.password,
      ip: request.ip,
      now,
    });
    // No companies in it: every BI call reads them from the access token (core/auth/bi-token.ts).
    const token = signBiToken({
      jwtSecret: app.config.JWT_SECRET,
      userId: user.id,
      sessionVersion: user.sessionVersion,
      now,
      ttlSeconds: app.config.BI_TOKEN_TTL_SECONDS,
    });
    return { auth_data: { token } };
  });
};
