import { decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { keyIdOf, signAccessToken, verifyAccessToken } from './jwt.ts';

const oldKey = 'a'.repeat(40);
const newKey = 'b'.repeat(40);
const claims = { sub: '7', companyIds: [3, 154], iat: 1_000, exp: 1_900 };
const at = (seconds: number) => new Date(seconds * 1000);

const sign = (signingKeys: readonly string[], payload: Record<string, unknown> = claims) =>
  signAccessToken({ claims: payload as typeof claims, signingKeys });

const verify = (
  token: string,
  signingKeys: readonly string[],
  options: { seconds?: number; audience?: string } = {},
) => verifyAccessToken({ token, signingKeys, now: at(options.seconds ?? 1_500), audience: options.audience });

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('round-trips valid claims', async () => {
    expect(await verify(await sign([oldKey]), [oldKey])).toEqual(claims);
  });

  it('names the signing key in the header by an id that does not reveal it', async () => {
    const header = decodeProtectedHeader(await sign([newKey, oldKey]));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT', kid: keyIdOf(newKey) });
    expect(header.kid).not.toBe(keyIdOf(oldKey));
    expect(newKey).not.toContain(header.kid);
  });

  it('rejects an expired token, from its exp second on (on the given clock)', async () => {
    const token = await sign([oldKey]);
    expect(await verify(token, [oldKey], { seconds: 1_899 })).toEqual(claims);
    expect(await verify(token, [oldKey], { seconds: 1_900 })).toBeNull();
  });

  it('rejects a token signed with another key, or whose kid names no key of the ring', async () => {
    expect(await verify(await sign([newKey]), [oldKey])).toBeNull();
    const [, body, signature] = (await sign([oldKey])).split('.');
    const unknownKid = base64url({ alg: 'HS256', typ: 'JWT', kid: 'unknown' });
    expect(await verify(`${unknownKid}.${body}.${signature}`, [oldKey])).toBeNull();
    const withoutKid = base64url({ alg: 'HS256', typ: 'JWT' });
    expect(await verify(`${withoutKid}.${body}.${signature}`, [oldKey])).toBeNull();
  });

  it('rejects tampered claims and a tampered signature', async () => {
    const [head, body, signature = ''] = (await sign([oldKey])).split('.');
    const forged = base64url({ ...claims, companyIds: [1, 2, 3] });
    expect(await verify(`${head}.${forged}.${signature}`, [oldKey])).toBeNull();
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await verify(`${head}.${body}.${flipped}`, [oldKey])).toBeNull();
  });

  it('rejects the none algorithm, another algorithm under the same key, and garbage', async () => {
    const none = base64url({ alg: 'none', typ: 'JWT', kid: keyIdOf(oldKey) });
    expect(await verify(`${none}.${base64url(claims)}.`, [oldKey])).toBeNull();
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT', kid: keyIdOf(oldKey) })
      .sign(new TextEncoder().encode(oldKey));
    expect(await verify(hs512, [oldKey])).toBeNull();
    expect(await verify('not-a-token', [oldKey])).toBeNull();
    expect(await verify('a.b.c', [oldKey])).toBeNull();
  });

  it('rejects correctly signed claims of the wrong shape', async () => {
    for (const malformed of [
      { ...claims, sub: 7 },
      { ...claims, companyIds: [3.5] },
      { ...claims, companyIds: '3' },
      { ...claims, sv: '1' },
      { ...claims, aud: ['bi'] },
      { sub: '7', companyIds: [3], iat: 1_000 },
    ]) {
      expect(await verify(await sign([oldKey], malformed), [oldKey])).toBeNull();
    }
  });
});

describe('key rotation', () => {
  it('signs with the first key and still accepts tokens of the previous ones until they leave the ring', async () => {
    const beforeRotation = await sign([oldKey]);
    const afterRotation = await sign([newKey, oldKey]);
    expect(decodeProtectedHeader(afterRotation).kid).toBe(keyIdOf(newKey));
    expect(await verify(beforeRotation, [newKey, oldKey])).toEqual(claims);
    expect(await verify(afterRotation, [newKey, oldKey])).toEqual(claims);
    // The previous key removed: what it signed is refused, what the new key signed still passes.
    expect(await verify(beforeRotation, [newKey])).toBeNull();
    expect(await verify(afterRotation, [newKey])).toEqual(claims);
  });

  it('lets a new key verify before it signs (the first step of a rolling rotation)', async () => {
    const fromUpdatedInstance = await sign([newKey, oldKey]);
    expect(await verify(fromUpdatedInstance, [oldKey, newKey])).toEqual(claims);
  });
});

describe('session and audience claims', () => {
  it('keeps the session id and version', async () => {
    const withSession = { ...claims, sid: 'family-1', sv: 2 };
    expect(await verify(await sign([oldKey], withSession), [oldKey])).toEqual(withSession);
  });

  it('accepts a token only for its own audience', async () => {
    const bi = { ...claims, aud: 'bi' };
    expect(await verify(await sign([oldKey], bi), [oldKey], { audience: 'bi' })).toEqual(bi);
    expect(await verify(await sign([oldKey], bi), [oldKey])).toBeNull();
    expect(await verify(await sign([oldKey]), [oldKey], { audience: 'bi' })).toBeNull();
    expect(await verify(await sign([oldKey], bi), [oldKey], { audience: 'integration' })).toBeNull();
  });
});
