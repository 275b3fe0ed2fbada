import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@pc/contract/second-factor';

/** 32 symbols without 0/O and 1/I, so a code copied from paper is read back right (50 bits a code). */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const HALF_LENGTH = 5;

const randomHalf = (): string =>
  Array.from(
    { length: HALF_LENGTH },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  ).join('');

/** RECOVERY_CODE_COUNT distinct codes XXXXX-XXXXX from the CSPRNG. */
export const generateRecoveryCodes = (): string[] => {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(`${randomHalf()}-${randomHalf()}`);
  return [...codes];
};

const CODE_RE = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${HALF_LENGTH * 2}}$`);

/**
 * A typed recovery code in its stored form (XXXXX-XXXXX): case, spaces and the dash do not matter.
 * Null when it cannot be one (wrong length or a symbol outside the alphabet).
 */
export const normaliseRecoveryCode = (typed: string): string | null => {
  const compact = typed.toUpperCase().replace(/[\s-]+/g, '');
  if (!CODE_RE.test(compact)) return null;
  return `${compact.slice(0, HALF_LENGTH)}-${compact.slice(HALF_LENGTH)}`;
};
