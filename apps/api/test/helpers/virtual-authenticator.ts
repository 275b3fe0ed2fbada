import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey for the API tests: an ES256 (P-256) key pair made with node:crypto that
 * answers the server's real WebAuthn options the way a browser and a platform authenticator do,
 * so @simplewebauthn/server checks real CBOR, real authenticator data and real signatures.
 * Registration uses 'none' attestation (what the portal asks for).
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL_DATA = 0x40;

/** COSE key parameters (RFC 9053): kty EC2, alg ES256, crv P-256. */
const COSE_KTY = 1;
const COSE_ALG = 3;
const COSE_CRV = -1;
const COSE_X = -2;
const COSE_Y = -3;
const COSE_KTY_EC2 = 2;
const COSE_ALG_ES256 = -7;
const COSE_CRV_P256 = 1;

const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

const uint32 = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

const uint16 = (value: number): Buffer => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};

const coseKeyOf = (publicKey: KeyObject): Uint8Array => {
  const jwk = publicKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y) throw new Error('not an EC public key');
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [COSE_KTY, COSE_KTY_EC2],
      [COSE_ALG, COSE_ALG_ES256],
      [COSE_CRV, COSE_CRV_P256],
      [COSE_X, Buffer.from(jwk.x, 'base64url')],
      [COSE_Y, Buffer.from(jwk.y, 'base64url')],
    ]),
  );
};

const clientDataOf = (fields: { type: string; challenge: string; origin: string }): Buffer =>
  Buffer.from(JSON.stringify({ ...fields, crossOrigin: false }));

type TRegistrationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type TAuthenticationOptions = { challenge: string; rpId?: string };

type TAssertionChoices = {
  /** The origin the "browser" writes into clientDataJSON (default: the authenticator's origin). */
  origin?: string;
  /** The RP ID the authenticator hashes (default: the options' rpId). */
  rpId?: string;
  /** Whether the user was verified (PIN, biometrics); default true. */
  isUserVerified?: boolean;
  /** Flips a bit of the signature, as a forged or corrupted answer would. */
  isSignatureBroken?: boolean;
  /** The counter to report instead of the next one (a cloned authenticator goes back). */
  counter?: number;
};

export type TVirtualAuthenticator = {
  /** base64url credential id. */
  credentialId: string;
  /** The counter the authenticator reported last. */
  readonly counter: number;
  register: (options: TRegistrationOptions, choices?: { origin?: string }) => RegistrationResponseJSON;
  authenticate: (options: TAuthenticationOptions, choices?: TAssertionChoices) => AuthenticationResponseJSON;
};

/** A new passkey that answers for `origin` (e.g. http://localhost:5173). */
export const createVirtualAuthenticator = ({ origin }: { origin: string }): TVirtualAuthenticator => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialIdBytes = randomBytes(32);
  const credentialId = credentialIdBytes.toString('base64url');
  let counter = 0;
  let userHandle: string | undefined;

  return {
    credentialId,
    get counter() {
      return counter;
    },
    register: (options, choices = {}) => {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      userHandle = options.user.id;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL_DATA]),
        uint32(counter),
        Buffer.alloc(16), // AAGUID: zeros, as 'none' attestation reports.
        uint16(credentialIdBytes.length),
        credentialIdBytes,
        coseKeyOf(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      const clientDataJSON = clientDataOf({
        type: 'webauthn.create',
        challenge: options.challenge,
        origin: choices.origin ?? origin,
      });
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal', 'hybrid'],
        },
      };
    },
    authenticate: (options, choices = {}) => {
      const rpId = choices.rpId ?? options.rpId ?? new URL(origin).hostname;
      counter = choices.counter ?? counter + 1;
      const isUserVerified = choices.isUserVerified ?? true;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([FLAG_USER_PRESENT | (isUserVerified ? FLAG_USER_VERIFIED : 0)]),
        uint32(counter),
      ]);
      const clientDataJSON = clientDataOf({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: choices.origin ?? origin,
      });
      // ECDSA over authData ‖ SHA-256(clientDataJSON), DER-encoded (WebAuthn §6.3.3).
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      const last = signature.length - 1;
      if (choices.isSignatureBroken) signature.writeUInt8(signature.readUInt8(last) ^ 0x01, last);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          authenticatorData: authData.toString('base64url'),
          signature: signature.toString('base64url'),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
};
