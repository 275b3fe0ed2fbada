import type { FastifyInstance } from 'fastify';
import {
  getSecondFactorStatusCall,
  getSecuritySettingsCall,
  postRecoveryCodesRenewCall,
  postSignInTotpConfirmCall,
  postSignInTotpSetupCall,
  postTotpConfirmCall,
  postTotpDisableCall,
  postTotpSetupCall,
  putSecuritySettingsCall,
} from '@pc/contract/second-factor';
import { getAuth } from '../../../core/auth/authenticate.ts';
import { registerCall } from '../../../core/http/register-call.ts';
import { accountAlertsOf } from '../sign-in-throttle.ts';
import { scheduleAuthChallengePurge } from './auth-challenge-purge.ts';
import {
  confirmTotp,
  disableTotp,
  getSecondFactorStatus,
  renewRecoveryCodes,
  setupTotp,
} from './second-factor-service.ts';
import { getSecuritySettings, updateSecuritySettings } from './security-settings-service.ts';
import { confirmTotpAtSignIn, setupTotpAtSignIn } from './sign-in-enrolment.ts';

/**
 * Meus Dados' TOTP and recovery codes, the enrolment a staff member goes through at sign-in when
 * the admin's rule requires a factor (public writes, so registerCall rate-limits them per IP like
 * every other public auth write), and the admin's rule itself.
 */
export const registerSecondFactorRoutes = (app: FastifyInstance): void => {
  const { config, db } = app;
  scheduleAuthChallengePurge(app);

  registerCall(app, getSecondFactorStatusCall, async (request) => ({
    data: await getSecondFactorStatus({ db, userId: getAuth(request).userId }),
  }));

  registerCall(app, postTotpSetupCall, async (request) => ({
    data: await setupTotp({
      db,
      serverSecret: config.JWT_SECRET,
      alerts: accountAlertsOf(app, request),
      userId: getAuth(request).userId,
      currentPassword: request.body.currentPassword,
      ip: request.ip,
      now: app.now(),
    }),
  }));

  registerCall(app, postTotpConfirmCall, async (request) =>
    confirmTotp({
      db,
      serverSecret: config.JWT_SECRET,
      alerts: accountAlertsOf(app, request),
      userId: getAuth(request).userId,
      code: request.body.code,
      now: app.now(),
    }),
  );

  registerCall(app, postTotpDisableCall, async (request) =>
    disableTotp({
      db,
      alerts: accountAlertsOf(app, request),
      userId: getAuth(request).userId,
      currentPassword: request.body.currentPassword,
      ip: request.ip,
      now: app.now(),
    }),
  );

  registerCall(app, postRecoveryCodesRenewCall, async (request) =>
    renewRecoveryCodes({
      db,
      alerts: accountAlertsOf(app, request),
      userId: getAuth(request).userId,
      currentPassword: request.body.currentPassword,
      ip: request.ip,
      now: app.now(),
    }),
  );

  registerCall(app, postSignInTotpSetupCall, async (request) => ({
    data: await setupTotpAtSignIn({ db, config, mfaToken: request.body.mfa_token, now: app.now() }),
  }));

  registerCall(app, postSignInTotpConfirmCall, async (request) =>
    confirmTotpAtSignIn({
      db,
      config,
      alerts: accountAlertsOf(app, request),
      mfaToken: request.body.mfa_token,
      code: request.body.code,
      now: app.now(),
    }),
  );

  // Admins only: registerCall's role guard (the calls' `role: 'ADMIN'`) answers 403 to anyone else.
  registerCall(app, getSecuritySettingsCall, async () => ({
    data: await getSecuritySettings({ db }),
  }));

  registerCall(app, putSecuritySettingsCall, async (request) => ({
    data: await updateSecuritySettings({
      db,
      userId: getAuth(request).userId,
      settings: request.body,
      now: app.now(),
    }),
  }));
};
