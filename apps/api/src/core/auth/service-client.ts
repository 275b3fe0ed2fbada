import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDbExecutor } from '../../db/client.ts';
import { serviceClients } from '../../db/schema/service-clients.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { signAccessToken, verifyAccessToken } from '../../lib/jwt.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** The audience of a service client's token: the ingestion API only, never the customers' API. */
export const SERVICE_AUDIENCE = 'integration';

/** Service tokens live an hour: the ERP asks for a new one with its credentials. */
export const SERVICE_TOKEN_SECONDS = 3600;

/** Who writes through the ingestion API: set by authenticateService. */
export type TServiceCaller = {
  id: number;
  name: string;
  /** The companies it may write; null: every customer company of the broker. */
  companyIds: number[] | null;
};

/** Whether the client may write this company's data (a client without a list writes them all). */
export const canWriteCompany = (caller: Pick<TServiceCaller, 'companyIds'>, companyId: number): boolean =>
  caller.companyIds === null || caller.companyIds.includes(companyId);

type TServiceClientRow = typeof serviceClients.$inferSelect;

const findServiceClient = async (
  db: TDbExecutor,
  where: { id: number } | { clientId: string },
): Promise<TServiceClientRow | null> => {
  const [row] = await db
    .select()
    .from(serviceClients)
    .where('id' in where ? eq(serviceClients.id, where.id) : eq(serviceClients.clientId, where.clientId))
    .limit(1);
  return row ?? null;
};

const toCaller = (row: TServiceClientRow): TServiceCaller => ({
  id: row.id,
  name: row.name,
  companyIds: row.companyIds,
});

/**
 * Creates a service client and answers its credentials: the secret is shown this once, only its
 * argon2id hash is stored.
 */
export const createServiceClient = async (options: {
  db: TDbExecutor;
  name: string;
  companyIds: number[] | null;
}): Promise<{ clientId: string; clientSecret: string; id: number }> => {
  const clientId = `svc_${randomBytes(9).toString('base64url')}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const [row] = await options.db
    .insert(serviceClients)
    .values({
      clientId,
      name: options.name,
      secretHash: await hashPassword(clientSecret),
      companyIds: options.companyIds,
    })
    .returning({ id: serviceClients.id });
  if (!row) throw new Error('service client not created');
  return { clientId, clientSecret, id: row.id };
};

/** Revokes a client: its tokens fail on their next call. Answers whether it existed. */
export const revokeServiceClient = async (options: { db: TDbExecutor; clientId: string; now: Date }) => {
  const rows = await options.db
    .update(serviceClients)
    .set({ revokedAt: options.now })
    .where(eq(serviceClients.clientId, options.clientId))
    .returning({ id: serviceClients.id });
  return rows.length > 0;
};

const invalidClient = () => new AppError('UNAUTHORIZED', 'Cliente de integração inválido ou revogado.');

/**
 * The client_credentials grant: Basic auth with the client id and secret. Unknown, wrong and
 * revoked clients get the same answer (and an unknown id still pays a hash check).
 */
const decodeCredential = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

export const issueServiceToken = async (options: {
  db: TDbExecutor;
  authorization: string | undefined;
  /** The key ring (config JWT_SIGNING_KEYS). */
  signingKeys: readonly string[];
  now: Date;
}): Promise<{ access_token: string; token_type: 'bearer'; expires_in: number }> => {
  const match = /^Basic\s+(\S+)$/i.exec(options.authorization ?? '');
  if (!match?.[1]) throw invalidClient();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) throw invalidClient();
  // RFC 6749 §2.3.1: the id and secret are form-encoded; a bad %-sequence is a client that cannot be.
  const clientId = decodeCredential(decoded.slice(0, separator));
  const secret = decodeCredential(decoded.slice(separator + 1));
  if (clientId === null || secret === null) throw invalidClient();
  const row = clientId.length <= 100 ? await findServiceClient(options.db, { clientId }) : null;
  const isValid = await verifyPassword({ passwordHash: row?.secretHash ?? null, password: secret });
  if (!row || !isValid || row.revokedAt) throw invalidClient();
  await options.db
    .update(serviceClients)
    .set({ lastUsedAt: options.now })
    .where(eq(serviceClients.id, row.id));
  const iat = Math.floor(options.now.getTime() / 1000);
  return {
    access_token: await signAccessToken({
      claims: {
        sub: String(row.id),
        companyIds: [],
        iat,
        exp: iat + SERVICE_TOKEN_SECONDS,
        aud: SERVICE_AUDIENCE,
      },
      signingKeys: options.signingKeys,
    }),
    token_type: 'bearer',
    expires_in: SERVICE_TOKEN_SECONDS,
  };
};

const BEARER_RE = /^Bearer\s+(\S+)$/i;

/**
 * onRequest hook of every 'service' call: a service client's token (audience 'integration'), its
 * client not revoked. A user's token has no audience, so it is refused here, and a service token
 * is refused by the customers' routes.
 */
export const authenticateService = async (request: FastifyRequest): Promise<void> => {
  const match = BEARER_RE.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthorized('Autenticação necessária: envie o token do cliente de integração.');
  const claims = await verifyAccessToken({
    token: match[1],
    signingKeys: request.server.config.JWT_SIGNING_KEYS,
    now: request.server.now(),
    audience: SERVICE_AUDIENCE,
  });
  const id = Number(claims?.sub);
  const row =
    claims && Number.isInteger(id) && id > 0 ? await findServiceClient(request.server.db, { id }) : null;
  if (!row || row.revokedAt) throw unauthorized('Token de integração inválido, expirado ou revogado.');
  request.serviceCaller = toCaller(row);
};

/** The service client of a 'service' call (set by its hook). */
export const getServiceCaller = (request: FastifyRequest): TServiceCaller => {
  if (!request.serviceCaller) throw unauthorized();
  return request.serviceCaller;
};
