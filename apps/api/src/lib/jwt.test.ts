import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './jwt.ts';

const secret = 'a'.repeat(40);
const claims = { sub: '7', companyIds: [3, 154], iat: 1_000, exp: 1_900 };

describe('access tokens', () => {
  it('round-trips valid claims', () => {
    expect(verifyAccessToken(signAccessToken(claims, secret), secret, 1_500)).toEqual(claims);
  });

  it('rejects an expired token', () => {
    expect(verifyAccessToken(signAccessToken(claims, secret), secret, 1_900)).toBeNull();
  });

  it('rejects a token signed with another secret', () => {
    expect(verifyAccessToken(signAccessToken(claims, 'b'.repeat(40)), secret, 1_500)).toBeNull();
  });

  it('rejects tampered claims', () => {
    const [head, , signature] = signAccessToken(claims, secret).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, companyIds: [1, 2, 3] })).toString('base64url');
    expect(verifyAccessToken(`${head}.${forged}.${signature}`, secret, 1_500)).toBeNull();
  });

  it('rejects the none algorithm and garbage', () => {
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect(verifyAccessToken(`${none}.${body}.`, secret, 1_500)).toBeNull();
    expect(verifyAccessToken('not-a-token', secret, 1_500)).toBeNull();
    expect(verifyAccessToken('a.b.c', secret, 1_500)).toBeNull();
  });
});

describe('session and audience claims', () => {
  it('keeps the session id', () => {
    const withSid = { ...claims, sid: 'family-1' };
    expect(verifyAccessToken(signAccessToken(withSid, secret), secret, 1_500)).toEqual(withSid);
  });

  it('accepts a token only for its own audience', () => {
    const bi = { ...claims, aud: 'bi' };
    expect(verifyAccessToken(signAccessToken(bi, secret), secret, 1_500, 'bi')).toEqual(bi);
    expect(verifyAccessToken(signAccessToken(bi, secret), secret, 1_500)).toBeNull();
    expect(verifyAccessToken(signAccessToken(claims, secret), secret, 1_500, 'bi')).toBeNull();
  });
});
