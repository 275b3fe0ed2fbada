import { z } from 'zod';
import { PASSKEY_INVALID_CREDENTIAL_MESSAGE, ZMfaToken, ZOAuthTokenResponse } from './auth.ts';
import { defineCall } from './call.ts';
import { ZCodeMessageResponse, dataEnvelope } from './envelope.ts';
import { MAX_ID, ZNullableTimestamp } from './primitives.ts';

// A second factor and passkeys (security round 2, OWASP ASVS 5.0 V6). None of this is in the spec:
// the texts are ours, in pt-BR, and the choices are in docs/decisions/0019-second-factor-totp.md
// and docs/decisions/0020-passkeys.md.

/** How many one-time recovery codes a TOTP enrolment (or a renewal) gives. */
export const RECOVERY_CODE_COUNT = 10;
/** Passkeys one user may keep. */
export const MAX_PASSKEYS_PER_USER = 10;

// --- WebAuthn options and responses (shapes of @simplewebauthn's JSON types) --------------------

const ZBase64Url = z.string().max(4096);

/** PublicKeyCredentialRequestOptionsJSON: handed as is to the browser's startAuthentication. */
export const ZPasskeyAuthenticationOptions = z.looseObject({
  challenge: ZBase64Url,
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
  allowCredentials: z
    .array(
      z.looseObject({
        id: ZBase64Url,
        type: z.literal('public-key'),
        transports: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});

/** PublicKeyCredentialCreationOptionsJSON: handed as is to the browser's startRegistration. */
export const ZPasskeyRegistrationOptions = z.looseObject({
  challenge: ZBase64Url,
  rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
  user: z.looseObject({ id: ZBase64Url, name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal('public-key') })),
});

/** RegistrationResponseJSON from the browser's startRegistration. */
export const ZPasskeyRegistrationCredential = z.looseObject(
  {
    id: ZBase64Url,
    rawId: ZBase64Url,
    type: z.literal('public-key'),
    response: z.looseObject({
      clientDataJSON: z.string().max(8192),
      attestationObject: z.string().max(16 * 1024),
    }),
  },
  { error: PASSKEY_INVALID_CREDENTIAL_MESSAGE },
);

// --- Passkey sign-in (no session yet) ------------------------------------------------------------

/** With mfa_token the options list that user's passkeys; without, any passkey of this site may answer. */
export const ZPasskeyAuthenticationOptionsRequest = z.object({ mfa_token: ZMfaToken.optional() });
export type TPasskeyAuthenticationOptionsRequest = z.infer<typeof ZPasskeyAuthenticationOptionsRequest>;

export const ZPasskeyAuthenticationOptionsResponse = z.object({
  challengeId: z.string(),
  options: ZPasskeyAuthenticationOptions,
});
export type TPasskeyAuthenticationOptionsResponse = z.infer<typeof ZPasskeyAuthenticationOptionsResponse>;

export const postPasskeyAuthenticationOptionsCall = defineCall({
  method: 'POST',
  path: '/credential/passkeys/authentication-options',
  summary:
    'Starts a passkey sign-in: a one-use WebAuthn challenge; the browser answers it through the passkey grant of /oauth/token.',
  isAuthenticated: false,
  body: ZPasskeyAuthenticationOptionsRequest,
  responses: { 200: ZPasskeyAuthenticationOptionsResponse },
});

// --- TOTP enrolment (Meus Dados, or at sign-in when an admin requires a factor) ----------------

export const ZTotpSetup = z.object({
  /** Base32 secret, for typing into an app that cannot read the QR code. */
  secret: z.string(),
  /** otpauth://totp/... URI the QR code encodes. */
  otpauthUri: z.string(),
  /** data:image/svg+xml;base64,... of the QR code. */
  qrCode: z.string(),
});
export type TTotpSetup = z.infer<typeof ZTotpSetup>;

export const ZTotpSetupResponse = dataEnvelope(ZTotpSetup);
export type TTotpSetupResponse = z.infer<typeof ZTotpSetupResponse>;

export const ZTotpCode = z
  .string({ error: 'Informe o código de 6 dígitos do aplicativo autenticador.' })
  .trim()
  .regex(/^\d{6}$/, 'Informe o código de 6 dígitos do aplicativo autenticador.');

export const ZTotpConfirmRequest = z.object({ code: ZTotpCode });
export type TTotpConfirmRequest = z.infer<typeof ZTotpConfirmRequest>;

export const TOTP_ENABLED_MESSAGE =
  'Verificação em duas etapas ativada. Guarde os códigos de recuperação em um lugar seguro: cada um pode ser usado uma única vez.';

/** The enrolment's answer: the recovery codes, shown once. */
export const ZRecoveryCodesResponse = ZCodeMessageResponse.extend({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TRecoveryCodesResponse = z.infer<typeof ZRecoveryCodesResponse>;

export const postTotpConfirmCall = defineCall({
  method: 'POST',
  path: '/credential/second-factor/totp/confirm',
  summary: 'Meus Dados: confirms the pending TOTP secret with a code; answers ten recovery codes.',
  isAuthenticated: true,
  body: ZTotpConfirmRequest,
  responses: { 200: ZRecoveryCodesResponse },
});

/** Sensitive changes ask for the password again (ASVS 5.0 7.5.1: re-authentication before an MFA change). */
export const CURRENT_PASSWORD_MISSING_MESSAGE = 'Informe a senha atual.';
export const ZCurrentPasswordRequest = z.object({
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_MISSING_MESSAGE })
    .min(1, CURRENT_PASSWORD_MISSING_MESSAGE)
    .max(200, 'A senha deve ter no máximo 200 caracteres.'),
});
export type TCurrentPasswordRequest = z.infer<typeof ZCurrentPasswordRequest>;

export const postTotpSetupCall = defineCall({
  method: 'POST',
  path: '/credential/second-factor/totp/setup',
  summary:
    'Meus Dados: a new TOTP secret and its QR code, pending until confirmed with a code; asks for the current password.',
  isAuthenticated: true,
  body: ZCurrentPasswordRequest,
  responses: { 200: ZTotpSetupResponse },
});

export const TOTP_DISABLED_MESSAGE = 'Verificação em duas etapas desativada.';
export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'A administração do portal exige um segundo fator para a equipe: cadastre outro antes de remover este.';

export const postTotpDisableCall = defineCall({
  method: 'POST',
  path: '/credential/second-factor/totp/disable',
  summary: 'Meus Dados: turns TOTP off and voids the recovery codes; asks for the current password.',
  isAuthenticated: true,
  body: ZCurrentPasswordRequest,
  responses: { 200: ZCodeMessageResponse },
});

export const RECOVERY_CODES_RENEWED_MESSAGE =
  'Novos códigos de recuperação gerados. Os anteriores deixaram de valer.';

export const postRecoveryCodesRenewCall = defineCall({
  method: 'POST',
  path: '/credential/second-factor/recovery-codes',
  summary: 'Meus Dados: ten new recovery codes (the old ones stop working); asks for the current password.',
  isAuthenticated: true,
  body: ZCurrentPasswordRequest,
  responses: { 200: ZRecoveryCodesResponse },
});

/** Enrolment during sign-in: the challenge's mfa_token stands in for the session. */
export const ZSignInTotpSetupRequest = z.object({ mfa_token: ZMfaToken });
export type TSignInTotpSetupRequest = z.infer<typeof ZSignInTotpSetupRequest>;

export const postSignInTotpSetupCall = defineCall({
  method: 'POST',
  path: '/credential/sign-in/totp/setup',
  summary:
    "Sign-in enrolment (a 'second_factor_enrolment' challenge): a new TOTP secret and its QR code for that user.",
  isAuthenticated: false,
  body: ZSignInTotpSetupRequest,
  responses: { 200: ZTotpSetupResponse },
});

export const ZSignInTotpConfirmRequest = z.object({ mfa_token: ZMfaToken, code: ZTotpCode });
export type TSignInTotpConfirmRequest = z.infer<typeof ZSignInTotpConfirmRequest>;

export const ZSignInTotpConfirmResponse = ZRecoveryCodesResponse.extend({ token: ZOAuthTokenResponse });
export type TSignInTotpConfirmResponse = z.infer<typeof ZSignInTotpConfirmResponse>;

export const postSignInTotpConfirmCall = defineCall({
  method: 'POST',
  path: '/credential/sign-in/totp/confirm',
  summary:
    'Sign-in enrolment: confirms the TOTP secret with a code; answers the recovery codes and the session tokens.',
  isAuthenticated: false,
  body: ZSignInTotpConfirmRequest,
  responses: { 200: ZSignInTotpConfirmResponse },
});

// --- Passkeys in Meus Dados ---------------------------------------------------------------------

export const ZPasskey = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  created: z.string(),
  lastUsedAt: ZNullableTimestamp,
});
export type TPasskey = z.infer<typeof ZPasskey>;

export const ZSecondFactorStatus = z.object({
  isTotpEnabled: z.boolean(),
  totpEnabledAt: ZNullableTimestamp,
  recoveryCodesLeft: z.number().int().nonnegative(),
  passkeys: z.array(ZPasskey),
  /** An admin requires a second factor of this user (staff): the last one cannot be removed. */
  isSecondFactorRequired: z.boolean(),
});
export type TSecondFactorStatus = z.infer<typeof ZSecondFactorStatus>;

export const ZSecondFactorStatusResponse = dataEnvelope(ZSecondFactorStatus);
export type TSecondFactorStatusResponse = z.infer<typeof ZSecondFactorStatusResponse>;

export const getSecondFactorStatusCall = defineCall({
  method: 'GET',
  path: '/credential/second-factor',
  summary: "Meus Dados: the user's TOTP state, recovery codes left and passkeys.",
  isAuthenticated: true,
  responses: { 200: ZSecondFactorStatusResponse },
});

export const ZPasskeyRegistrationOptionsResponse = z.object({
  challengeId: z.string(),
  options: ZPasskeyRegistrationOptions,
});
export type TPasskeyRegistrationOptionsResponse = z.infer<typeof ZPasskeyRegistrationOptionsResponse>;

export const postPasskeyRegistrationOptionsCall = defineCall({
  method: 'POST',
  path: '/credential/passkeys/registration-options',
  summary:
    'Meus Dados: a one-use WebAuthn challenge to register a new passkey (existing ones excluded); asks for the current password.',
  isAuthenticated: true,
  body: ZCurrentPasswordRequest,
  responses: { 200: ZPasskeyRegistrationOptionsResponse },
});

export const ZPasskeyRegistrationRequest = z.object({
  challengeId: z.string({ error: 'Informe o challengeId.' }).min(1, 'Informe o challengeId.').max(200),
  name: z
    .string({ error: 'Informe um nome para a chave de acesso.' })
    .trim()
    .min(1, 'Informe um nome para a chave de acesso.')
    .max(60, 'O nome deve ter no máximo 60 caracteres.'),
  credential: ZPasskeyRegistrationCredential,
});
export type TPasskeyRegistrationRequest = z.infer<typeof ZPasskeyRegistrationRequest>;

export const PASSKEY_ADDED_MESSAGE = 'Chave de acesso cadastrada.';
export const PASSKEY_REMOVED_MESSAGE = 'Chave de acesso removida.';
export const PASSKEY_NOT_VERIFIED_MESSAGE = 'Não foi possível validar a chave de acesso. Tente novamente.';
/** The challengeId is unknown, spent, expired or out of tries (registration or passwordless sign-in). */
export const PASSKEY_CHALLENGE_EXPIRED_MESSAGE = 'A solicitação da chave de acesso expirou. Tente novamente.';
export const PASSKEY_NOT_FOUND_MESSAGE = 'Chave de acesso não encontrada.';
export const PASSKEY_LIMIT_MESSAGE = `Você já tem ${MAX_PASSKEYS_PER_USER} chaves de acesso cadastradas. Remova uma antes de cadastrar outra.`;
export const PASSKEY_ALREADY_REGISTERED_MESSAGE = 'Esta chave de acesso já está cadastrada.';
/** authentication-options with an mfa_token of a user who has no passkey. */
export const PASSKEY_NONE_MESSAGE =
  'Você não tem chaves de acesso cadastradas. Use outro método de verificação.';
/** Without PUBLIC_URL (a local run) only http(s)://localhost may use passkeys. */
export const PASSKEY_ORIGIN_MESSAGE =
  'Chaves de acesso só funcionam no endereço do portal (localhost, numa execução local).';

export const ZPasskeyResponse = dataEnvelope(ZPasskey);
export type TPasskeyResponse = z.infer<typeof ZPasskeyResponse>;

export const postPasskeyCall = defineCall({
  method: 'POST',
  path: '/credential/passkeys',
  summary: 'Meus Dados: verifies the browser’s registration answer and stores the passkey.',
  isAuthenticated: true,
  body: ZPasskeyRegistrationRequest,
  responses: { 201: ZPasskeyResponse },
});

export const ZPasskeyParams = z.object({
  id: z.coerce
    .number({ error: 'Informe o id da chave de acesso.' })
    .int('Informe o id da chave de acesso.')
    .positive('Informe o id da chave de acesso.')
    .max(MAX_ID, 'Informe o id da chave de acesso.'),
});

export const deletePasskeyCall = defineCall({
  method: 'DELETE',
  path: '/credential/passkeys/{id}',
  summary:
    'Meus Dados: removes one of the user’s passkeys (404 for any other id); asks for the current password.',
  isAuthenticated: true,
  params: ZPasskeyParams,
  body: ZCurrentPasswordRequest,
  responses: { 200: ZCodeMessageResponse },
});

// --- The admin's rule (the back-office screen comes with its issue) -----------------------------

export const ZSecuritySettings = z.object({
  /** Staff and admins must give a second factor at sign-in; those without one enrol first. */
  isStaffSecondFactorRequired: z.boolean({
    error: 'Informe isStaffSecondFactorRequired como true ou false.',
  }),
});
export type TSecuritySettings = z.infer<typeof ZSecuritySettings>;

export const ZSecuritySettingsResponse = dataEnvelope(ZSecuritySettings);
export type TSecuritySettingsResponse = z.infer<typeof ZSecuritySettingsResponse>;

export const getSecuritySettingsCall = defineCall({
  method: 'GET',
  path: '/api/admin/security-settings',
  summary: 'Back-office (admins only): the portal’s sign-in rules.',
  isAuthenticated: true,
  role: 'ADMIN',
  responses: { 200: ZSecuritySettingsResponse },
});

export const putSecuritySettingsCall = defineCall({
  method: 'PUT',
  path: '/api/admin/security-settings',
  summary: 'Back-office (admins only): sets whether staff must sign in with a second factor.',
  isAuthenticated: true,
  role: 'ADMIN',
  body: ZSecuritySettings,
  responses: { 200: ZSecuritySettingsResponse },
});
