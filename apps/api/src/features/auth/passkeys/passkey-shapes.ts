import { createHmac } from 'node:crypto';
import type { TPasskey } from '@pc/contract/second-factor';
import type { TPasskeyRow } from './passkey-repository.ts';

/** Seconds a registration or sign-in WebAuthn challenge lives (also the browser's timeout). */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 300;

/**
 * The WebAuthn user handle: the same 32 bytes for a user on every registration (so an authenticator
 * keeps one passkey per account), opaque (keyed by the server's secret, so it does not reveal the
 * user's id), and never needed back: a passkey is found by its credential id.
 */
export const passkeyUserHandleOf = ({ serverSecret, userId }: { serverSecret: string; userId: number }) =>
  new Uint8Array(createHmac('sha256', serverSecret).update(`passkey-user-handle:${userId}`).digest());

const KNOWN_TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** The transports the browser reported, kept only when known (they are handed back to browsers). */
export const knownTransportsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? [
        ...new Set(
          value.filter((item): item is string => typeof item === 'string' && KNOWN_TRANSPORTS.has(item)),
        ),
      ]
    : [];

/** allowCredentials / excludeCredentials entry of a stored passkey. */
export const credentialDescriptorOf = (row: TPasskeyRow): { id: string; transports: string[] } => {
  let transports: unknown = [];
  try {
    transports = JSON.parse(row.transports);
  } catch {
    // A hand-edited row: no transport hints, the browser tries them all.
  }
  return { id: row.credentialId, transports: knownTransportsOf(transports) };
};

export const toPasskey = (row: TPasskeyRow): TPasskey => ({
  id: row.id,
  name: row.name,
  created: row.created.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
