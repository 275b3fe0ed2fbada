import type { TCodeMessageResponse } from '@pc/contract/envelope';
import {
  INVITATION_ACCEPTED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  type TInvitation,
} from '@pc/contract/invitation';
import { hashPassword } from '../../core/auth/password.ts';
import { hashOpaqueToken } from '../../lib/opaque-token.ts';
import { voidOpenInvitations } from '../../core/invitations/invitation-repository.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { revokeUserFamilies, updateUserPassword } from '../../db/repositories/user-password.ts';
import { findOpenInvitation, spendInvitation } from './invitation-repository.ts';

/** Unknown, expired, used, voided or of an inactive user: one answer, so a link's state is not told. */
const invalidInvitation = (): AppError => new AppError('NOT_FOUND', INVITATION_INVALID_MESSAGE);

/** GET /credential/invitation/{token}: whom the link is for, so the page can greet them. */
export const getInvitation = async ({
  db,
  token,
  now,
}: {
  db: TDbExecutor;
  token: string;
  now: Date;
}): Promise<TInvitation> => {
  const invitation = await findOpenInvitation(db, { tokenHash: hashOpaqueToken(token), now });
  if (!invitation) throw invalidInvitation();
  return { name: invitation.name, email: invitation.email };
};

/**
 * POST /credential/invitation/accept: sets the password and spends the link, and with it every other
 * open link of the user. The link is looked up before the password is hashed, so a made-up token
 * costs no argon2 work; it is spent under the update, so two tabs cannot both use it.
 */
export const acceptInvitation = async ({
  db,
  token,
  newPassword,
  now,
}: {
  db: TDatabase;
  token: string;
  newPassword: string;
  now: Date;
}): Promise<TCodeMessageResponse> => {
  const invitation = await findOpenInvitation(db, { tokenHash: hashOpaqueToken(token), now });
  if (!invitation) throw invalidInvitation();
  const passwordHash = await hashPassword(newPassword);
  const isAccepted = await db.transaction(async (tx) => {
    if (!(await spendInvitation(tx, { id: invitation.id, now }))) return false;
    // No session opened before the invitation outlives it.
    await updateUserPassword(tx, { userId: invitation.userId, passwordHash, now });
    await revokeUserFamilies(tx, { userId: invitation.userId, now });
    await voidOpenInvitations(tx, { userId: invitation.userId, now });
    return true;
  });
  if (!isAccepted) throw invalidInvitation();
  return { code: 'SUCCESS', message: INVITATION_ACCEPTED_MESSAGE };
};
