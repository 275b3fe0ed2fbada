import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** HKDF's info label: this key encrypts TOTP secrets and nothing else. */
const KEY_INFO = 'pdc-totp-secret';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256 key derived from the server's secret, so the database alone cannot produce codes. */
const deriveKey = (serverSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), KEY_INFO, 32));

/** base64url(iv | tag | ciphertext) of the base32 secret, AES-256-GCM with a fresh 96-bit IV. */
export const encryptTotpSecret = ({
  secret,
  serverSecret,
}: {
  secret: string;
  serverSecret: string;
}): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(serverSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
};

/**
 * The base32 secret, or null when the value was not sealed with this server's secret (JWT_SECRET
 * rotated, a tampered row): such an authenticator simply stops matching, it never fails a request.
 */
export const decryptTotpSecret = ({
  sealed,
  serverSecret,
}: {
  sealed: string;
  serverSecret: string;
}): string | null => {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(serverSecret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
};
