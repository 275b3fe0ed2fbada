import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { ADMIN_ONLY_MESSAGE, ROLE_RANKS, STAFF_ONLY_MESSAGE, type TCallRole } from '@pc/contract/call';
import type { TUserRole } from '../../db/schema/users.ts';
import { forbidden } from '../../lib/app-error.ts';
import { getAuth } from './authenticate.ts';

/** Whether a holder of `role` may make a call that requires `required` (ADMIN covers STAFF). */
const hasRole = (role: TUserRole | null, required: TCallRole): boolean =>
  role !== null && ROLE_RANKS[role] >= ROLE_RANKS[required];

/**
 * onRequest hook that registerCall adds after the bearer hook to a call with a `role`: 403 in pt-BR
 * unless the caller's role, read from the database at this request (core/auth/session-state.ts), reaches it. A customer hears
 * that the area is the staff's; a staff member on an admin's call, that it is the admins'.
 */
export const requireRole =
  (required: TCallRole): onRequestHookHandler =>
  async (request: FastifyRequest) => {
    // Read with the session's state by the bearer hook just before, at this request.
    const role = getAuth(request).role ?? null;
    if (hasRole(role, required)) return;
    throw forbidden(hasRole(role, 'STAFF') ? ADMIN_ONLY_MESSAGE : STAFF_ONLY_MESSAGE);
  };
