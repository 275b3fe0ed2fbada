import { hash, verify } from '@node-rs/argon2';
import { newOpaqueToken } from '../../lib/opaque-token.ts';

/** `Algorithm.Argon2id` (a const enum, which erasable TS cannot import). */
const ARGON2ID = 2;

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

/**
 * The hash of a random password nobody knows: an account that waits for its owner to choose one
 * (an invitation, a forced reset) cannot be signed into meanwhile.
 */
export const unusablePasswordHash = (): Promise<string> => hashPassword(newOpaqueToken());

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against the user's argon2id hash. For an unknown user it verifies against a
 * dummy hash, so the answer takes about as long and nobody can tell registered e-mails by timing.
 */
export const verifyPassword = async ({
  passwordHash,
  password,
}: {
  passwordHash: string | null;
  password: string;
}): Promise<boolean> => {
  dummyHash ??= hashPassword('portal-dos-clientes-dummy-password');
  const target = passwordHash ?? (await dummyHash);
  try {
    const isMatch = await verify(target, password);
    return passwordHash !== null && isMatch;
  } catch {
    // A malformed stored hash never authenticates.
    return false;
  }
};
