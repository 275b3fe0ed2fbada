import { unusablePasswordHash } from '../core/auth/password.ts';
import { createInvitation } from '../core/invitations/create-invitation.ts';
import type { TDatabase } from '../db/client.ts';
import { findUserForAdmin, insertAdminUser, promoteToAdmin } from './admin-user-repository.ts';

export type TCreateAdminOutcome =
  | {
      kind: 'created' | 'promoted' | 'already-admin';
      userId: number;
      name: string;
      link: string;
      expiresAt: Date;
    }
  | { kind: 'inactive'; userId: number };

type TCreateAdminOptions = {
  db: TDatabase;
  /** Already trimmed and lower-cased. */
  email: string;
  /** For a new user; an existing user keeps theirs. */
  name: string;
  now: Date;
  publicUrl: string;
};

/**
 * `admin:create`: makes the user an ADMIN (a new one with no companies and a password nobody knows,
 * or an existing one promoted) and answers a one-time link to set the password. There is never a
 * default password. An inactive account is left alone: the link would not work for it.
 */
export const createAdmin = async ({
  db,
  email,
  name,
  now,
  publicUrl,
}: TCreateAdminOptions): Promise<TCreateAdminOutcome> => {
  const existing = await findUserForAdmin(db, email);
  if (existing && !existing.isActive) return { kind: 'inactive', userId: existing.id };
  let kind: 'created' | 'promoted' | 'already-admin';
  let userId: number;
  if (!existing) {
    const passwordHash = await unusablePasswordHash();
    userId = await insertAdminUser(db, { email, name, passwordHash, now });
    kind = 'created';
  } else {
    userId = existing.id;
    kind = existing.role === 'ADMIN' ? 'already-admin' : 'promoted';
    if (kind === 'promoted') await promoteToAdmin(db, { id: userId, now });
  }
  const { link, expiresAt } = await createInvitation({ db, userId, createdBy: null, now, publicUrl });
  return { kind, userId, name: existing?.name ?? name, link, expiresAt };
};
