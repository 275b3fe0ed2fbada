import type { FastifyInstance } from 'fastify';
import {
  BI_SIGN_IN_NEEDS_SECOND_FACTOR,
  postBiSessionTokenCall,
  postGescomexAuthCall,
} from '@pc/contract/auth';
import { getAuth } from '../../core/auth/authenticate.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { isPasswordEnoughFor } from './second-factor/second-factor-gate.ts';
import { findUserById } from './user-repository.ts';
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
    // The spec's BI sign-in takes the password alone; an account with a second factor gets its BI
    // token from POST /credential/bi-token once the whole sign-in is done.
    if (!(await isPasswordEnoughFor({ db: app.db, user })))
      throw new AppError('BAD_REQUEST', BI_SIGN_IN_NEEDS_SECOND_FACTOR);
    // No companies in it: every BI call reads them from the access token (core/auth/bi-token.ts).
    const token = await signBiToken({
      signingKeys: app.config.JWT_SIGNING_KEYS,
      userId: user.id,
      sessionVersion: user.sessionVersion,
      now,
      ttlSeconds: app.config.BI_TOKEN_TTL_SECONDS,
    });
    return { auth_data: { token } };
  });

  // The access token was checked against the session version already; the BI token carries it too.
  registerCall(app, postBiSessionTokenCall, async (request) => {
    const user = await findUserById(app.db, getAuth(request).userId);
    if (!user?.isActive) throw unauthorized('Sua sessão foi encerrada. Entre novamente.');
    const token = await signBiToken({
      signingKeys: app.config.JWT_SIGNING_KEYS,
      userId: user.id,
      sessionVersion: user.sessionVersion,
      now: app.now(),
      ttlSeconds: app.config.BI_TOKEN_TTL_SECONDS,
    });
    return { auth_data: { token } };
  });
};
