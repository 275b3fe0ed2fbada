import { PASSKEY_ORIGIN_MESSAGE } from '@pc/contract/second-factor';
import { AppError } from '../../../lib/app-error.ts';

/** The name authenticators show next to the passkey. */
export const RELYING_PARTY_NAME = 'Portal dos Clientes';

/** The only host a run without PUBLIC_URL serves passkeys on (see resolveRelyingParty). */
const LOCAL_RP_ID = 'localhost';

export type TRelyingParty = {
  rpName: string;
  /** A registrable domain: WebAuthn scopes every passkey to it. */
  rpID: string;
  /** The origin the browser must report in clientDataJSON. */
  expectedOrigin: string;
};

const parseUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * Who the passkeys belong to. With PUBLIC_URL it is that address, whatever the request says (the
 * browser's signed clientDataJSON must carry its origin). Without it (the demo, development,
 * tests) the request's Origin is taken only when its host is localhost: WebAuthn refuses IP
 * addresses as RP IDs, and over http only localhost is a secure context.
 */
export const resolveRelyingParty = ({
  publicUrl,
  origin,
}: {
  publicUrl: string | undefined;
  origin: string | undefined;
}): TRelyingParty => {
  if (publicUrl !== undefined) {
    const url = new URL(publicUrl);
    return { rpName: RELYING_PARTY_NAME, rpID: url.hostname, expectedOrigin: url.origin };
  }
  const url = origin === undefined ? null : parseUrl(origin);
  const isLocal = url !== null && url.hostname === LOCAL_RP_ID && ['http:', 'https:'].includes(url.protocol);
  if (!isLocal) throw new AppError('BAD_REQUEST', PASSKEY_ORIGIN_MESSAGE);
  return { rpName: RELYING_PARTY_NAME, rpID: LOCAL_RP_ID, expectedOrigin: url.origin };
};
