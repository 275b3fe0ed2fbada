import { isApiError } from '../../lib/api-error.ts';

// The passkey ceremony is the browser's own dialog; sign-in (auth) and Meus Dados (profile) both
// open it, so its loading and its failures live here, beside the UI both features share.

/**
 * The test of @simplewebauthn/browser's browserSupportsWebAuthn(), written out so that deciding
 * whether to show a passkey button does not download the library on /login (a bundle budget
 * applies there): the library itself loads only when a passkey is used (loadWebAuthn).
 */
export const isWebAuthnAvailable = (): boolean => typeof globalThis.PublicKeyCredential === 'function';

/** @simplewebauthn/browser, fetched on first use and never with the sign-in screen's first load. */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** The user closed the browser's passkey prompt, or let it time out: nothing went wrong. */
export const PASSKEY_CANCELLED_MESSAGE =
  'A chave de acesso não foi usada (o pedido foi cancelado ou o tempo acabou). Tente de novo quando quiser.';
export const PASSKEY_UNSUPPORTED_MESSAGE = 'Este navegador não permite usar chaves de acesso.';
/** startRegistration's InvalidStateError: the authenticator already holds one of this account's passkeys. */
export const PASSKEY_ALREADY_ON_DEVICE_MESSAGE =
  'Este aparelho já tem uma chave de acesso cadastrada nesta conta.';

/**
 * A pt-BR sentence for a failed passkey attempt: a calm one when the prompt was dismissed, the
 * server's message for an API refusal, and the fallback for anything else. The browser's own error
 * text (English, technical) is never shown.
 */
export const passkeyFailureMessage = (error: unknown, fallback: string): string => {
  if (isApiError(error)) return error.serverMessage ?? fallback;
  if (!(error instanceof Error)) return fallback;
  switch (error.name) {
    case 'NotAllowedError':
    case 'AbortError':
      return PASSKEY_CANCELLED_MESSAGE;
    case 'InvalidStateError':
      return PASSKEY_ALREADY_ON_DEVICE_MESSAGE;
    case 'NotSupportedError':
      return PASSKEY_UNSUPPORTED_MESSAGE;
    default:
      return fallback;
  }
};
