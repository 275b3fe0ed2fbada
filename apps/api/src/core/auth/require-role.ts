import { eq } from 'drizzle-orm';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { ADMIN_ONLY_MESSAGE, ROLE_RANKS, STAFF_ONLY_MESSAGE, type TCallRole } from '@pc/contract/call';
import type { TDbExecutor } from '../../db/client.ts';
import { users, type TUserRole } from '../../db/schema/users.ts';
import { forbidden } from '../../lib/app-error.ts';
import { getAuth } from './authenticate.ts';

/** The user's role now: the token never carries it, so a role taken away counts from the next request. */
const findUserRole = async (db: TDbExecutor, userId: number): Promise<TUserRole | null> => {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.role ?? null;
};

/** Whether a holder of `role` may make a call that requires `required` (ADMIN covers STAFF). */
const hasRole = (role: TUserRole | null, required: TCallRole): boolean =>
  role !== null && ROLE_RANKS[role] >= ROLE_RANKS[required];

/**
 * onRequest hook that registerCall adds after the bearer hook to a call with a `role`: 403 in pt-BR
 * unless the caller's role, read from the database at this request, reaches it. A customer hears
 * that the area is the staff's; a staff member on an admin's call, that it is the admins'.
 */
export const requireRole =
  (required: TCallRole): onRequestHookHandler =>
  async (request: FastifyRequest) => {
    const role = await findUserRole(request.server.db, getAuth(request).userId);
    if (hasRole(role, required)) return;
    throw forbidden(hasRole(role, 'STAFF') ? ADMIN_ONLY_MESSAGE : STAFF_ONLY_MESSAGE);
  };
