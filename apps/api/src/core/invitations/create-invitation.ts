import { INVITATION_PAGE_PATH, INVITATION_TTL_DAYS } from '@pc/contract/invitation';
import type { TDatabase } from '../../db/client.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.ts';
import { insertInvitation, voidOpenInvitations } from './invitation-repository.ts';

type TCreateInvitationOptions = {
  db: TDatabase;
  userId: number;
  /** The admin who sends it; null from the command line (admin:create). */
  createdBy: number | null;
  now: Date;
  /** The portal's address (publicUrlOf): the link leaves the portal, so never a request's Host. */
  publicUrl: string;
};

/**
 * A one-time link for the user to set a password: `<publicUrl>/definir-senha/<token>`,
 * working for INVITATION_TTL_DAYS. Only the newest link of a user works: the older open ones are
 * voided, so a link sent by mistake dies with the next one. Shared by admin:create and, later, the
 * back-office's "convidar / reenviar".
 */
export const createInvitation = async ({
  db,
  userId,
  createdBy,
  now,
  publicUrl,
}: TCreateInvitationOptions): Promise<{ link: string; expiresAt: Date }> => {
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await voidOpenInvitations(tx, { userId, now });
    await insertInvitation(tx, {
      userId,
      tokenHash: hashOpaqueToken(token),
      created: now,
      expiresAt,
      createdByUserId: createdBy,
    });
  });
  return { link: `${publicUrl.replace(/\/+$/, '')}${INVITATION_PAGE_PATH}/${token}`, expiresAt };
};
