import type { FastifyInstance } from 'fastify';
import {
  getCredentialCall,
  patchUpdateProfileCall,
  postEmailChangeConfirmCall,
  postLogoutCall,
  postOAuthTokenCall,
  postRecoveryChangePasswordCall,
  postRecoveryPasswordCall,
  postRecoveryVerifyCodeCall,
  postUserAccessLogCall,
} from '@pc/contract/auth';
import { postIntegrationTokenCall } from '@pc/contract/integration';
import { issueServiceToken } from '../../core/auth/service-client.ts';
import { registerCall } from '../../core/http/register-call.ts';
import { getAuth } from '../../core/auth/authenticate.ts';
import { recordAccess } from './access-log-service.ts';
import { authenticateClient } from './client-auth.ts';
import { markGrantChecked, oauthErrorHandler } from './oauth-error-handler.ts';
import { confirmEmailChange } from './email-change-service.ts';
import { registerEmailChangeWorker } from './email-change-worker.ts';
import { getCredential, updateProfile } from './profile-service.ts';
import {
  changePasswordWithResetToken,
  requestPasswordRecovery,
  verifyRecoveryCode,
} from './recovery-service.ts';
import { registerRecoveryWorker } from './recovery-worker.ts';
import { accountAlertsOf } from './sign-in-throttle.ts';
import { signInWithPasskey } from './passkeys/passkey-sign-in.ts';
import { registerPasskeyRoutes } from './passkeys/passkey-routes.ts';
import { signInWithOneTimeCode } from './second-factor/second-factor-sign-in.ts';
import { registerSecondFactorRoutes } from './second-factor/second-factor-routes.ts';
import { endSession, refreshSession, signInWithPassword } from './token-service.ts';

/** Sign-in, session renewal, current user, profile, access log and password recovery. */
export const registerAuthRoutes = (app: FastifyInstance): void => {
  const { config, db } = app;
  const queueRecoveryEmail = registerRecoveryWorker(app);
  const queueEmailChangeCode = registerEmailChangeWorker(app);
  registerSecondFactorRoutes(app);
  registerPasskeyRoutes(app);

  registerCall(
    app,
    postOAuthTokenCall,
    async (request) => {
      const body = request.body;
      const now = app.now();
      switch (body.grant_type) {
        case 'password':
          return signInWithPassword({
            db,
            config,
            alerts: accountAlertsOf(app, request),
            username: body.username,
            password: body.password,
            ip: request.ip,
            now,
          });
        case 'mfa_otp':
          return signInWithOneTimeCode({
            db,
            config,
            alerts: accountAlertsOf(app, request),
            mfaToken: body.mfa_token,
            otp: body.otp,
            ip: request.ip,
            now,
          });
        case 'passkey':
          return signInWithPasskey({
            db,
            config,
            challengeId: body.challenge_id,
            credential: body.credential,
            mfaToken: body.mfa_token,
            origin: request.headers.origin,
            now,
          });
        case 'refresh_token':
          return refreshSession({ db, config, refreshToken: body.refresh_token, now });
        default: {
          const exhaustive: never = body;
          throw new Error(`Unknown grant: ${JSON.stringify(exhaustive)}`);
        }
      }
    },
    { onRequest: authenticateClient, preHandler: markGrantChecked, errorHandler: oauthErrorHandler },
  );

  // The ingestion API's clients: client_credentials with their own id and secret.
  registerCall(
    app,
    postIntegrationTokenCall,
    async (request) =>
      issueServiceToken({
        db,
        authorization: request.headers.authorization,
        signingKeys: config.JWT_SIGNING_KEYS,
        now: app.now(),
      }),
    { preHandler: markGrantChecked, errorHandler: oauthErrorHandler },
  );

  registerCall(app, postLogoutCall, async (request) =>
    endSession({ db, refreshToken: request.body.refresh_token, now: app.now() }),
  );

  registerCall(app, getCredentialCall, async (request) => ({
    data: await getCredential({ db, userId: getAuth(request).userId }),
  }));

  registerCall(app, patchUpdateProfileCall, async (request) =>
    updateProfile({
      db,
      auth: getAuth(request),
      input: request.body,
      ip: request.ip,
      alerts: accountAlertsOf(app, request),
      queueEmailChangeCode,
      now: app.now(),
    }),
  );

  registerCall(app, postEmailChangeConfirmCall, async (request) =>
    confirmEmailChange({
      db,
      mailQueue: app.mailQueue,
      pepper: config.JWT_SECRET,
      auth: getAuth(request),
      code: request.body.code,
      now: app.now(),
    }),
  );

  registerCall(app, postUserAccessLogCall, async (request, reply) => {
    const answer = await recordAccess({
      db,
      userId: getAuth(request).userId,
      input: request.body,
      lookupUrl: config.IP_LOOKUP_URL,
      logger: request.log,
      now: app.now(),
    });
    return reply.status(201).send(answer);
  });

  registerCall(app, postRecoveryPasswordCall, async (request) =>
    requestPasswordRecovery({
      db,
      queueRecoveryEmail,
      email: request.body.email,
      ip: request.ip,
      now: app.now(),
    }),
  );

  registerCall(app, postRecoveryVerifyCodeCall, async (request) =>
    verifyRecoveryCode({
      db,
      pepper: config.JWT_SECRET,
      pin: request.body.pin,
      email: request.body.email,
      ip: request.ip,
      now: app.now(),
    }),
  );

  registerCall(app, postRecoveryChangePasswordCall, async (request) =>
    changePasswordWithResetToken({
      db,
      resetToken: request.body.resetToken,
      newPassword: request.body.newPassword,
      ip: request.ip,
      now: app.now(),
    }),
  );
};
