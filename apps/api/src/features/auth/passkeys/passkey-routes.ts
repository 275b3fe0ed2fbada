import type { FastifyInstance } from 'fastify';
import {
  deletePasskeyCall,
  postPasskeyAuthenticationOptionsCall,
  postPasskeyCall,
  postPasskeyRegistrationOptionsCall,
} from '@pc/contract/second-factor';
import { getAuth } from '../../../core/auth/authenticate.ts';
import { registerCall } from '../../../core/http/register-call.ts';
import { accountAlertsOf } from '../sign-in-throttle.ts';
import {
  finishPasskeyRegistration,
  removePasskey,
  startPasskeyRegistration,
} from './passkey-registration.ts';
import { startPasskeySignIn } from './passkey-sign-in.ts';

/**
 * Passkeys: registration and removal (both with the current password) in Meus Dados, and the
 * sign-in options (public; registerCall puts it under the public flood limit like every
 * unauthenticated write). The sign-in itself is the token call's passkey grant (auth-routes.ts).
 */
export const registerPasskeyRoutes = (app: FastifyInstance): void => {
  const { config, db } = app;

  registerCall(app, postPasskeyAuthenticationOptionsCall, async (request) =>
    startPasskeySignIn({
      db,
      config,
      mfaToken: request.body.mfa_token,
      origin: request.headers.origin,
      now: app.now(),
    }),
  );

  registerCall(app, postPasskeyRegistrationOptionsCall, async (request) =>
    startPasskeyRegistration({
      db,
      config,
      alerts: accountAlertsOf(app, request),
      userId: getAuth(request).userId,
      currentPassword: request.body.currentPassword,
      ip: request.ip,
      origin: request.headers.origin,
      now: app.now(),
    }),
  );

  registerCall(app, postPasskeyCall, async (request, reply) => {
    const passkey = await finishPasskeyRegistration({
      db,
      config,
      alerts: accountAlertsOf(app, request),
      userId: getAuth(request).userId,
      input: request.body,
      origin: request.headers.origin,
      now: app.now(),
    });
    return reply.status(201).send({ data: passkey });
  });

  registerCall(app, deletePasskeyCall, async (request) =>
    removePasskey({
      db,
      alerts: accountAlertsOf(app, request),
      userId: getAuth(request).userId,
      passkeyId: request.params.id,
      currentPassword: request.body.currentPassword,
      ip: request.ip,
      now: app.now(),
    }),
  );
};
