import type { FastifyRequest } from 'fastify';
import { isStaffRole } from '@pc/contract/user';
import type { TProcessActor } from '../../db/repositories/process-key.ts';
import type { TUserRole } from '../../db/schema/users.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { findSessionState, isSessionLive } from './session-state.ts';
import { verifyAccessToken } from '../../lib/jwt.ts';

/** Who is calling: set only by the authentication hooks that registerCall adds (this file). */
export type TRequestAuth = {
  userId: number;
  /** The user's companies that are customers and not customs brokers: the only data scope. */
  callerCompanyIds: number[];
  /** Refresh-token family of the session, when the token carries one. */
  sessionId: string | null;
  /**
   * users.role read with the session's state at this request (never from the token), so a role
   * taken away counts from the next request. Absent on the BI host's calls.
   */
  role?: TUserRole;
  /** users.session_version now (a bearer's: the token's own), for what is issued for this session. */
  sessionVersion?: number;
};

const BEARER_RE = /^Bearer\s+(\S+)$/i;

const endedSession = () => unauthorized('Sua sessão foi encerrada. Entre novamente.');

/**
 * Reads and verifies `Authorization: Bearer <jwt>`, then checks the session is still live; throws
 * 401 for a missing, invalid, expired or revoked token. Answers the caller and users.session_version
 * now (the token's, since a live token carries the current one).
 */
export const verifyBearer = async (
  request: FastifyRequest,
): Promise<{ auth: TRequestAuth; sessionVersion: number }> => {
  const match = BEARER_RE.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthorized('Autenticação necessária: envie o token de acesso.');
  const claims = await verifyAccessToken({
    token: match[1],
    signingKeys: request.server.config.JWT_SIGNING_KEYS,
    now: request.server.now(),
  });
  const userId = Number(claims?.sub);
  if (!claims || !Number.isInteger(userId) || userId <= 0) {
    throw unauthorized('Token de acesso inválido ou expirado. Entre novamente.');
  }
  const sessionId = claims.sid ?? null;
  const state = await findSessionState(request.server.db, { userId, sessionId });
  if (!state || !isSessionLive(state, claims.sv)) throw endedSession();
  return {
    auth: { userId, callerCompanyIds: claims.companyIds, sessionId, role: state.role },
    sessionVersion: state.sessionVersion,
  };
};

/** The caller of a live `Authorization: Bearer <jwt>` (see verifyBearer). */
export const readBearerAuth = async (request: FastifyRequest): Promise<TRequestAuth> => {
  const { auth, sessionVersion } = await verifyBearer(request);
  return { ...auth, sessionVersion };
};

/** onRequest hook that registerCall adds to every 'bearer' call. */
export const authenticateBearer = async (request: FastifyRequest): Promise<void> => {
  request.auth = await readBearerAuth(request);
};

/**
 * The caller of an authenticated call: the ONLY way handlers get the user and its company scope.
 * Throws 401 if used on a call that is not authenticated (a registration bug, never a client error).
 */
export const getAuth = (request: FastifyRequest): TRequestAuth => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};

/**
 * The caller as it acts on a process (collaboration): a customer on their companies' processes, STAFF
 * and ADMIN as the broker on every company's (requireActorProcessKey). A token without a role counts
 * as a customer's.
 */
export const getProcessActor = (request: FastifyRequest): TProcessActor & { userId: number } => {
  const auth = getAuth(request);
  return {
    userId: auth.userId,
    isStaff: isStaffRole(auth.role ?? 'CUSTOMER'),
    companyIds: auth.callerCompanyIds,
  };
};
