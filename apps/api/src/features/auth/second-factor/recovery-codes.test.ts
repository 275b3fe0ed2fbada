import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT } from '@pc/contract/second-factor';
import { generateRecoveryCodes, normaliseRecoveryCode, RECOVERY_CODE_ALPHABET } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('are RECOVERY_CODE_COUNT distinct XXXXX-XXXXX codes without 0, O, 1 or I', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      expect(code).not.toMatch(/[01OI]/);
    }
    expect(RECOVERY_CODE_ALPHABET).toHaveLength(32);
  });

  it('differ between two sets (drawn from the CSPRNG)', () => {
    expect(generateRecoveryCodes()).not.toEqual(generateRecoveryCodes());
  });

  it('are read back whatever the case, spaces or dash', () => {
    expect(normaliseRecoveryCode('ABCDE-FGHJK')).toBe('ABCDE-FGHJK');
    expect(normaliseRecoveryCode('abcde-fghjk')).toBe('ABCDE-FGHJK');
    expect(normaliseRecoveryCode('abcdefghjk')).toBe('ABCDE-FGHJK');
    expect(normaliseRecoveryCode('  ab cde  fgh jk ')).toBe('ABCDE-FGHJK');
    expect(normaliseRecoveryCode('ABCDE--FGHJK')).toBe('ABCDE-FGHJK');
  });

  it('refuse what cannot be a code: wrong length, symbols outside the alphabet', () => {
    expect(normaliseRecoveryCode('')).toBeNull();
    expect(normaliseRecoveryCode('ABCDE-FGHJ')).toBeNull();
    expect(normaliseRecoveryCode('ABCDE-FGHJKL')).toBeNull();
    expect(normaliseRecoveryCode('ABCDE-FGHJ0')).toBeNull();
    expect(normaliseRecoveryCode('ABCDE-FGHJI')).toBeNull();
    expect(normaliseRecoveryCode('ABCDE_FGHJK')).toBeNull();
    expect(normaliseRecoveryCode('123456')).toBeNull();
  });
});
