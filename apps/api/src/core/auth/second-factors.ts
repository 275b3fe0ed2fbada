import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { passkeys, userRecoveryCodes, userTotp } from '../../db/schema/second-factors.ts';

/**
 * Removes every second factor of a user: the TOTP (pending or confirmed), its recovery codes and
 * every passkey. Shared by an admin's reset and an LGPD anonymisation; answers what was removed.
 */
export const deleteSecondFactors = async (
  db: TDbExecutor,
  userId: number,
): Promise<{ hasTotp: boolean; passkeys: number }> => {
  const totp = await db
    .delete(userTotp)
    .where(eq(userTotp.userId, userId))
    .returning({ userId: userTotp.userId });
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  const keys = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return { hasTotp: totp.length > 0, passkeys: keys.length };
};
