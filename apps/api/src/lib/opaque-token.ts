import { createHash, randomBytes } from 'node:crypto';

/** A secret handed out once (a refresh token, a sign-in challenge, an invitation link): 256 random bits. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/**
 * What is stored of such a token: its SHA-256. A plain hash is enough for 256 random bits (nothing
 * to guess), and a database copy then holds no usable token.
 */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('hex');
