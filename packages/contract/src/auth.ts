import { z } from 'zod';
import { defineCall } from './call.ts';
import { ZCodeMessageResponse, dataEnvelope } from './envelope.ts';
import { MAX_ID, ZWeekday } from './primitives.ts';
import { ZCredential } from './user.ts';

// --- Sign-in (POST /oauth/token) ------------------------------------------------------------

/** grant_type=password: the login form. `username` is the user's e-mail. */
export const ZOAuthPasswordGrant = z.object({
  grant_type: z.literal('password'),
  // 254 characters is the longest e-mail address there is (RFC 5321).
  username: z
    .string({ error: 'Informe o e-mail.' })
    .trim()
    .min(1, 'Informe o e-mail.')
    .max(254, 'O e-mail deve ter no máximo 254 caracteres.'),
  password: z
    .string({ error: 'Informe a senha.' })
    .min(1, 'Informe a senha.')
    .max(200, 'A senha deve ter no máximo 200 caracteres.'),
});
export type TOAuthPasswordGrant = z.infer<typeof ZOAuthPasswordGrant>;

const ZRefreshToken = z
  .string({ error: 'Informe o refresh_token.' })
  .min(1, 'Informe o refresh_token.')
  .max(200, 'refresh_token inválido.');

/** grant_type=refresh_token: renews the access token. */
export const ZOAuthRefreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: ZRefreshToken,
});
export type TOAuthRefreshGrant = z.infer<typeof ZOAuthRefreshGrant>;

/** Token answer (RFC 6749 §5.1). The web stores access_token prefixed with 'Bearer '. */
export const ZOAuthTokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until access_token expires. */
  expires_in: z.number().int().positive(),
});
export type TOAuthTokenResponse = z.infer<typeof ZOAuthTokenResponse>;

// --- Second factor at sign-in (not in the spec: docs/decisions/0019-second-factor-totp.md) ------

/** Seconds a sign-in challenge (the mfa_token) lives. */
export const SECOND_FACTOR_CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes a challenge takes before it is spent and the password must be typed again. */
export const SECOND_FACTOR_MAX_ATTEMPTS = 5;
/** What may answer a sign-in challenge. */
export const ZSecondFactorMethod = z.enum(['totp', 'recovery_code', 'passkey']);
export type TSecondFactorMethod = z.infer<typeof ZSecondFactorMethod>;

/**
 * POST /oauth/token (password grant) for a user with a second factor, or a staff member who must
 * enrol one: no tokens yet, only a short-lived challenge. 'second_factor' is answered with the
 * mfa_otp or passkey grant; 'second_factor_enrolment' with the sign-in TOTP setup calls below.
 */
export const ZOAuthSecondFactorChallenge = z.object({
  challenge: z.enum(['second_factor', 'second_factor_enrolment']),
  mfa_token: z.string(),
  methods: z.array(ZSecondFactorMethod),
  /** Seconds until mfa_token expires. */
  expires_in: z.number().int().positive(),
});
export type TOAuthSecondFactorChallenge = z.infer<typeof ZOAuthSecondFactorChallenge>;

/** The password grant's answer: tokens, or a challenge when a second factor is due. */
export const ZOAuthPasswordGrantResponse = z.union([ZOAuthTokenResponse, ZOAuthSecondFactorChallenge]);
export type TOAuthPasswordGrantResponse = z.infer<typeof ZOAuthPasswordGrantResponse>;

export const isSecondFactorChallenge = (
  answer: TOAuthPasswordGrantResponse,
): answer is TOAuthSecondFactorChallenge => 'challenge' in answer;

export const ZMfaToken = z
  .string({ error: 'Informe o mfa_token.' })
  .min(1, 'Informe o mfa_token.')
  .max(200, 'mfa_token inválido.');

export const SECOND_FACTOR_INVALID_CODE_MESSAGE = 'Código inválido. Confira o código e tente novamente.';
export const SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE =
  'A verificação expirou ou teve tentativas demais. Entre com o e-mail e a senha novamente.';

/** A 6-digit code from the authenticator app, or a recovery code (XXXXX-XXXXX). */
export const ZOneTimeCode = z
  .string({ error: 'Informe o código.' })
  .trim()
  .min(1, 'Informe o código.')
  .max(32, SECOND_FACTOR_INVALID_CODE_MESSAGE);

/** grant_type=mfa_otp: answers a 'second_factor' challenge with a TOTP or a recovery code. */
export const ZOAuthMfaOtpGrant = z.object({
  grant_type: z.literal('mfa_otp'),
  mfa_token: ZMfaToken,
  otp: ZOneTimeCode,
});
export type TOAuthMfaOtpGrant = z.infer<typeof ZOAuthMfaOtpGrant>;

export const PASSKEY_INVALID_CREDENTIAL_MESSAGE = 'Credencial da chave de acesso inválida.';

/**
 * grant_type=passkey: signs in with a passkey instead of the password (no mfa_token), or answers a
 * 'second_factor' challenge with one (with mfa_token). `credential` is the browser's
 * AuthenticationResponseJSON as a JSON string (the token call is form-encoded).
 */
export const ZOAuthPasskeyGrant = z.object({
  grant_type: z.literal('passkey'),
  challenge_id: z
    .string({ error: 'Informe o challenge_id.' })
    .min(1, 'Informe o challenge_id.')
    .max(200, 'challenge_id inválido.'),
  credential: z
    .string({ error: 'Informe a credencial da chave de acesso.' })
    .min(2, 'Informe a credencial da chave de acesso.')
    .max(16 * 1024, PASSKEY_INVALID_CREDENTIAL_MESSAGE),
  mfa_token: ZMfaToken.optional(),
});
export type TOAuthPasskeyGrant = z.infer<typeof ZOAuthPasskeyGrant>;

/** Form-encoded body of POST /oauth/token, discriminated by grant_type. */
export const ZOAuthTokenRequest = z.discriminatedUnion(
  'grant_type',
  [ZOAuthPasswordGrant, ZOAuthRefreshGrant, ZOAuthMfaOtpGrant, ZOAuthPasskeyGrant],
  { error: 'Informe grant_type como password, refresh_token, mfa_otp ou passkey.' },
);
export type TOAuthTokenRequest = z.infer<typeof ZOAuthTokenRequest>;

export const postOAuthTokenCall = defineCall({
  method: 'POST',
  path: '/oauth/token',
  summary: 'Sign-in (password grant) or token renewal (refresh_token grant); client basic auth.',
  isAuthenticated: false,
  auth: 'client-basic',
  bodyEncoding: 'form',
  body: ZOAuthTokenRequest,
  responses: { 200: ZOAuthPasswordGrantResponse },
});

/** Ends the session of this refresh token (its whole family); the same answer for any token. */
export const ZLogoutRequest = z.object({ refresh_token: ZRefreshToken });
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;

export const postLogoutCall = defineCall({
  method: 'POST',
  path: '/credential/logout',
  summary: 'Sair: revokes the session (refresh-token family) so a copied token stops working.',
  isAuthenticated: false,
  body: ZLogoutRequest,
  responses: { 200: ZCodeMessageResponse },
});

// --- Current user -----------------------------------------------------------------------------

export const ZCredentialResponse = dataEnvelope(ZCredential);
export type TCredentialResponse = z.infer<typeof ZCredentialResponse>;

export const getCredentialCall = defineCall({
  method: 'GET',
  path: '/credential',
  summary: 'The signed-in user with person and companies (data.data).',
  isAuthenticated: true,
  responses: { 200: ZCredentialResponse },
});

// --- Profile (Meus Dados) ---------------------------------------------------------------------

/** PATCH /credential/updateProfile. password and repeatedPassword only when changing it. */
export const ZUpdateProfileRequest = z
  .object({
    id: z
      .number({ error: 'Informe o id do usuário.' })
      .int('Informe o id do usuário.')
      .positive('Informe o id do usuário.')
      .max(MAX_ID, 'Informe o id do usuário.'),
    name: z.string({ error: 'Informe o nome.' }).trim().min(1, 'Informe o nome.').max(200),
    email1: z.email({ error: 'Informe um e-mail válido.' }),
    followUP: z.boolean({ error: 'Informe followUP como true ou false.' }),
    followUPAnalytical: z.boolean({ error: 'Informe followUPAnalytical como true ou false.' }),
    followUPSynthetic: z.boolean({ error: 'Informe followUPSynthetic como true ou false.' }),
    followUPSyntheticWeekday: z
      .enum(ZWeekday.options, { error: 'Informe followUPSyntheticWeekday de MONDAY a SUNDAY.' })
      .nullable(),
    password: z.string().max(200, 'A senha deve ter no máximo 200 caracteres.').optional(),
    repeatedPassword: z.string().max(200, 'A senha deve ter no máximo 200 caracteres.').optional(),
    /**
     * Required when the e-mail or the password changes (not in the spec:
     * docs/decisions/0018-my-data-changes.md).
     */
    currentPassword: z.string().max(200, 'A senha deve ter no máximo 200 caracteres.').optional(),
  })
  .superRefine((value, ctx) => {
    const changing = value.password !== undefined || value.repeatedPassword !== undefined;
    if (!changing) return;
    if (!value.password || !value.repeatedPassword) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'A senha não pode ser vazia.' });
    } else if (value.password !== value.repeatedPassword) {
      ctx.addIssue({ code: 'custom', path: ['repeatedPassword'], message: 'As senhas devem ser iguais.' });
    }
  });
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const patchUpdateProfileCall = defineCall({
  method: 'PATCH',
  path: '/credential/updateProfile',
  summary: 'Saves name, e-mail, follow-up settings and optionally a new password; answers code SUCCESS.',
  isAuthenticated: true,
  body: ZUpdateProfileRequest,
  // The photo travels as base64 in the body.
  maxBodyBytes: 3 * 1024 * 1024,
  responses: { 200: ZCodeMessageResponse },
});

// --- E-mail change (security round 2) ---------------------------------------------------------

/**
 * updateProfile's message when the e-mail was changed: the new address gets a code, and the
 * account's e-mail changes only when it is confirmed.
 */
export const EMAIL_CHANGE_CODE_SENT_MESSAGE =
  'Dados atualizados. Enviamos um código de confirmação para o novo e-mail: o e-mail da conta só muda depois que você informar esse código.';
export const EMAIL_CHANGE_INVALID_CODE_MESSAGE =
  'Código de confirmação inválido ou expirado. Salve os seus dados novamente para receber um novo código.';
export const EMAIL_CHANGE_CONFIRMED_MESSAGE = 'E-mail alterado com sucesso.';

export const ZEmailChangeConfirmRequest = z.object({
  code: z
    .string({ error: 'Informe o código de confirmação de 6 dígitos.' })
    .trim()
    .regex(/^\d{6}$/, 'Informe o código de confirmação de 6 dígitos.'),
});
export type TEmailChangeConfirmRequest = z.infer<typeof ZEmailChangeConfirmRequest>;

export const postEmailChangeConfirmCall = defineCall({
  method: 'POST',
  path: '/credential/email-change/confirm',
  summary:
    'Confirms the pending e-mail change with the code sent to the new address; the e-mail changes and other sessions end.',
  isAuthenticated: true,
  body: ZEmailChangeConfirmRequest,
  responses: { 200: ZCodeMessageResponse },
});

// --- Password recovery (sent without authorization) -------------------------------------------

export const ZRecoveryPasswordRequest = z.object({
  email: z.email({ error: 'Informe um e-mail válido.' }).max(254, 'Informe um e-mail válido.'),
});
export type TRecoveryPasswordRequest = z.infer<typeof ZRecoveryPasswordRequest>;

/** The 6-digit numeric verification code. */
export const ZRecoveryPin = z
  .string({ error: 'Informe o código de verificação de 6 dígitos.' })
  .regex(/^\d{6}$/, 'Informe o código de verificação de 6 dígitos.');

/**
 * The e-mail the code was sent to travels with the pin (the spec shows {pin} only): a pin guessed
 * at random must also belong to that e-mail's code. See docs/decisions/0017-password-recovery.md.
 */
export const ZRecoveryVerifyCodeRequest = z.object({
  pin: ZRecoveryPin,
  email: z.email({ error: 'Informe um e-mail válido.' }).max(254, 'Informe um e-mail válido.'),
});
export type TRecoveryVerifyCodeRequest = z.infer<typeof ZRecoveryVerifyCodeRequest>;

/** verifyCode spends the pin and answers a one-use token that changePassword requires. */
export const ZRecoveryVerifyCodeResponse = ZCodeMessageResponse.extend({ resetToken: z.string() });
export type TRecoveryVerifyCodeResponse = z.infer<typeof ZRecoveryVerifyCodeResponse>;

const ZResetToken = z
  .string({ error: 'Código de verificação inválido ou expirado. Solicite um novo código.' })
  .min(1, 'Código de verificação inválido ou expirado. Solicite um novo código.')
  .max(200, 'Código de verificação inválido ou expirado. Solicite um novo código.');

/** Password rules of the reset screen (part 1 §5). */
export const PASSWORD_MIN_LENGTH = 8;
/** A letter, a digit and a special of _()@!?$%*#&; only letters, digits and _().,@!?$%*#& allowed. */
export const PASSWORD_RULE_RE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[_()@!?$%*#&])[A-Za-z\d_().,@!?$%*#&]+$/;

export const ZNewPassword = z
  .string({ error: 'Este campo é obrigatório' })
  .min(1, 'Este campo é obrigatório')
  .min(PASSWORD_MIN_LENGTH, 'A senha deve conter no mínimo 8 caracteres.')
  .max(200, 'A senha deve ter no máximo 200 caracteres.')
  .regex(PASSWORD_RULE_RE, 'A senha não segue os requisitos mínimos.');

/** The new password twice (reset, invitation): one set of rules and messages for every screen. */
export const NEW_PASSWORD_TWICE = {
  newPassword: ZNewPassword,
  newPasswordConfirm: z
    .string({ error: 'Este campo é obrigatório' })
    .min(1, 'Este campo é obrigatório')
    .max(200, 'A senha deve ter no máximo 200 caracteres.'),
};
export const isNewPasswordConfirmed = (value: { newPassword: string; newPasswordConfirm: string }): boolean =>
  value.newPassword === value.newPasswordConfirm;
export const NEW_PASSWORD_MISMATCH = { path: ['newPasswordConfirm'], message: 'As senhas não são iguais.' };

export const ZRecoveryChangePasswordRequest = z
  .object({ pin: ZRecoveryPin, resetToken: ZResetToken, ...NEW_PASSWORD_TWICE })
  .refine(isNewPasswordConfirmed, NEW_PASSWORD_MISMATCH);
export type TRecoveryChangePasswordRequest = z.infer<typeof ZRecoveryChangePasswordRequest>;

export const postRecoveryPasswordCall = defineCall({
  method: 'POST',
  path: '/credential/recovery/password',
  summary: 'Starts password recovery: e-mails a 6-digit code; answers code SUCCESS plus a message.',
  isAuthenticated: false,
  body: ZRecoveryPasswordRequest,
  responses: { 200: ZCodeMessageResponse },
});

export const postRecoveryVerifyCodeCall = defineCall({
  method: 'POST',
  path: '/credential/recovery/verifyCode',
  summary: 'Checks the recovery code (pin); answers code plus message.',
  isAuthenticated: false,
  body: ZRecoveryVerifyCodeRequest,
  responses: { 200: ZRecoveryVerifyCodeResponse },
});

export const postRecoveryChangePasswordCall = defineCall({
  method: 'POST',
  path: '/credential/recovery/changePassword',
  summary: 'Sets the new password for a verified pin; the message is shown as a toast.',
  isAuthenticated: false,
  body: ZRecoveryChangePasswordRequest,
  responses: { 200: ZCodeMessageResponse },
});

// --- Access log -------------------------------------------------------------------------------

export const ACCESS_LOG_TAG = 'PORTAL_CLIENTES';

export const ZUserAccessLogRequest = z.object({
  ipAddress: z.string({ error: 'Informe ipAddress.' }).trim().min(1, 'Informe ipAddress.').max(64),
  /** 'city - region - country' from the IP lookup service. */
  origin: z.string({ error: 'Informe origin.' }).max(300),
  tag: z.literal(ACCESS_LOG_TAG, { error: `Informe tag como ${ACCESS_LOG_TAG}.` }),
  /** Name of the IP lookup provider. */
  provider: z.string({ error: 'Informe provider.' }).max(200),
});
export type TUserAccessLogRequest = z.infer<typeof ZUserAccessLogRequest>;

export const postUserAccessLogCall = defineCall({
  method: 'POST',
  path: '/userAccessLogs',
  summary: 'Records a sign-in (IP, origin, tag, provider); the web tolerates a failure.',
  isAuthenticated: true,
  body: ZUserAccessLogRequest,
  responses: { 201: ZCodeMessageResponse },
});

// --- BI host sign-in --------------------------------------------------------------------------

export const ZGescomexAuthRequest = z.object({
  email: z.email({ error: 'Informe um e-mail válido.' }),
  password: z.string({ error: 'Informe a senha.' }).min(1, 'Informe a senha.'),
});
export type TGescomexAuthRequest = z.infer<typeof ZGescomexAuthRequest>;

/** The BI token, sent afterwards in the `token` header of BI calls. */
export const ZGescomexAuthResponse = z.object({ auth_data: z.object({ token: z.string() }) });
export type TGescomexAuthResponse = z.infer<typeof ZGescomexAuthResponse>;

export const postGescomexAuthCall = defineCall({
  method: 'POST',
  path: '/gescomex/auth',
  summary: 'BI host sign-in sent right after login; auth_data.token becomes the BI token.',
  isAuthenticated: false,
  auth: 'none',
  host: 'bi',
  body: ZGescomexAuthRequest,
  responses: { 200: ZGescomexAuthResponse },
});

/** /gescomex/auth for an account with a second factor (or that must enrol one): the password is not enough. */
export const BI_SIGN_IN_NEEDS_SECOND_FACTOR =
  'Esta conta usa verificação em duas etapas: entre pelo portal para acessar o Analytics.';

/**
 * The BI token of a session /gescomex/auth cannot serve (a passkey, no password; an account with a
 * second factor, whose password alone opens nothing): the signed-in user's own, for the access
 * token. Not in the spec, whose BI sign-in takes the e-mail and the password.
 */
export const postBiSessionTokenCall = defineCall({
  method: 'POST',
  path: '/credential/bi-token',
  summary:
    'The BI token of the signed-in user (after a passkey sign-in, which has no password for /gescomex/auth).',
  isAuthenticated: true,
  responses: { 200: ZGescomexAuthResponse },
});
