import { PASSKEY_ORIGIN_MESSAGE } from '@pc/contract/second-factor';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.ts';
import { resolveRelyingParty } from './relying-party.ts';

const refusal = (run: () => unknown): AppError | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error : null;
  }
};

describe('resolveRelyingParty', () => {
  it('is PUBLIC_URL’s host and origin, whatever Origin the request carries', () => {
    const expected = {
      rpName: 'Portal dos Clientes',
      rpID: 'portal.cliente.example',
      expectedOrigin: 'https://portal.cliente.example',
    };
    for (const origin of [undefined, 'https://evil.example', 'http://localhost:5173']) {
      expect(resolveRelyingParty({ publicUrl: 'https://portal.cliente.example/app/', origin })).toEqual(
        expected,
      );
    }
    expect(resolveRelyingParty({ publicUrl: 'https://portal.example:8443', origin: undefined })).toEqual({
      rpName: 'Portal dos Clientes',
      rpID: 'portal.example',
      expectedOrigin: 'https://portal.example:8443',
    });
  });

  it('without PUBLIC_URL takes a localhost Origin (any port, http or https) with localhost as the RP ID', () => {
    expect(resolveRelyingParty({ publicUrl: undefined, origin: 'http://localhost:5173' })).toEqual({
      rpName: 'Portal dos Clientes',
      rpID: 'localhost',
      expectedOrigin: 'http://localhost:5173',
    });
    expect(resolveRelyingParty({ publicUrl: undefined, origin: 'https://localhost' })).toMatchObject({
      rpID: 'localhost',
      expectedOrigin: 'https://localhost',
    });
  });

  it('without PUBLIC_URL refuses in pt-BR any other Origin: none, an IP, another host, garbage', () => {
    for (const origin of [
      undefined,
      '',
      'null',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://localhost.evil.example',
      'https://portal.example',
      'file:///etc/passwd',
      'ftp://localhost',
      'not a url',
    ]) {
      const error = refusal(() => resolveRelyingParty({ publicUrl: undefined, origin }));
      expect(error?.statusCode, String(origin)).toBe(400);
      expect(error?.message).toBe(PASSKEY_ORIGIN_MESSAGE);
    }
  });
});
