import type { FastifyInstance } from 'fastify';
import { postGescomexAuthCall } from '@pc/contract/auth';
import { verifyCredentials } from './credential-service.ts';
import { findScopeCompanyIds } from '../../db/repositories/user-scope.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { signBiToken } from '../../core/auth/bi-token.ts';

/** POST /gescomex/auth: the same credentials (and throttling) as the sign-in, answering the BI token. */
export const registerBiAuthRoutes = (app: FastifyInstance): void => {
  registerCall(app, postGescomexAuthCall, async (request) => {
    const now = app.now();
    const user = await verifyCredentials({
      db: app.db,
      email: request.body.email,
      password: request.body.password,
      ip: request.ip,
      now,
    });
    const companyIds = await findScopeCompanyIds(app.db, user.id);
    const token = signBiToken({
      jwtSecret: app.config.JWT_SECRET,
      userId: user.id,
      companyIds,
      now,
      ttlSeconds: app.config.BI_TOKEN_TTL_SECONDS,
    });
    return { auth_data: { token } };
  });
};
