import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { createTotpSecret, describeTotpSecret, matchTotpStep } from './totp.ts';

const NOW = new Date('2026-03-02T12:00:10Z');
const STEP = Math.floor(NOW.getTime() / 1000 / 30);
const codeAt = (secret: string, stepOffset: number) =>
  generate({ secret, epoch: Math.floor(NOW.getTime() / 1000) + stepOffset * 30 });

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  const secret = createTotpSecret();

  it('accepts the code of this step and of one step either side, answering its step', async () => {
    for (const offset of [-1, 0, 1]) {
      expect(
        await matchTotpStep({ secret, code: await codeAt(secret, offset), lastUsedStep: null, now: NOW }),
      ).toBe(STEP + offset);
    }
  });

  it('refuses codes two steps away, malformed codes, and any step not after the last one used', async () => {
    for (const offset of [-2, 2]) {
      const code = await codeAt(secret, offset);
      // A code of another step may coincide with one of the window's (1 in 10^6 each): skip that draw.
      const window = await Promise.all([-1, 0, 1].map((o) => codeAt(secret, o)));
      if (!window.includes(code)) {
        expect(await matchTotpStep({ secret, code, lastUsedStep: null, now: NOW })).toBeNull();
      }
    }
    expect(await matchTotpStep({ secret, code: '12345', lastUsedStep: null, now: NOW })).toBeNull();
    expect(await matchTotpStep({ secret, code: 'abcdef', lastUsedStep: null, now: NOW })).toBeNull();
    const current = await codeAt(secret, 0);
    expect(await matchTotpStep({ secret, code: current, lastUsedStep: STEP, now: NOW })).toBeNull();
    expect(await matchTotpStep({ secret, code: current, lastUsedStep: STEP - 1, now: NOW })).toBe(STEP);
  });

  it('describes the secret for an authenticator app: otpauth URI and an SVG QR code', async () => {
    const setup = await describeTotpSecret({ secret, email: 'ana@cliente.example' });
    expect(setup.secret).toBe(secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Portal%20dos%20Clientes:ana%40cliente.example?secret=${secret}&issuer=Portal%20dos%20Clientes`,
    );
    const svg = Buffer.from(setup.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString(
      'utf8',
    );
    expect(svg.startsWith('<svg')).toBe(true);
  });
});
