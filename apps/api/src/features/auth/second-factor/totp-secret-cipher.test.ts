import { describe, expect, it } from 'vitest';
import { decryptTotpSecret, encryptTotpSecret } from './totp-secret-cipher.ts';

const SERVER_SECRET = 'a-server-secret-of-at-least-32-characters!';
const SECRET = 'JHIRHYITR76OO2RISL3NKP5Q36RYSZ6N';

describe('TOTP secret at rest (AES-256-GCM)', () => {
  it('round-trips, and the sealed text does not contain the secret', () => {
    const sealed = encryptTotpSecret({ secret: SECRET, serverSecret: SERVER_SECRET });
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(Buffer.from(sealed, 'base64url')).toHaveLength(12 + 16 + SECRET.length);
    expect(decryptTotpSecret({ sealed, serverSecret: SERVER_SECRET })).toBe(SECRET);
  });

  it('uses a fresh IV each time', () => {
    const first = encryptTotpSecret({ secret: SECRET, serverSecret: SERVER_SECRET });
    const second = encryptTotpSecret({ secret: SECRET, serverSecret: SERVER_SECRET });
    expect(first).not.toBe(second);
  });

  it('answers null for another server secret, a tampered value or garbage', () => {
    const sealed = encryptTotpSecret({ secret: SECRET, serverSecret: SERVER_SECRET });
    expect(decryptTotpSecret({ sealed, serverSecret: `${SERVER_SECRET}x` })).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(
      decryptTotpSecret({ sealed: bytes.toString('base64url'), serverSecret: SERVER_SECRET }),
    ).toBeNull();
    expect(decryptTotpSecret({ sealed: 'abc', serverSecret: SERVER_SECRET })).toBeNull();
    expect(decryptTotpSecret({ sealed: '', serverSecret: SERVER_SECRET })).toBeNull();
  });
});
