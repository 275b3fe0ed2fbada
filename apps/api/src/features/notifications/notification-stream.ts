import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  NOTIFICATION_STREAM_TICKET_INVALID_MESSAGE,
  NOTIFICATION_STREAM_TICKET_SECONDS,
} from '@pc/contract/notifications';
import type { TRequestAuth } from '../../core/auth/authenticate.ts';
import { findSessionState, isSessionLive } from '../../core/auth/session-state.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { signAccessToken, verifyAccessToken } from '../../lib/jwt.ts';

/** The ticket's audience: no other call accepts it, and it opens nothing but the stream. */
const STREAM_AUDIENCE = 'notification-stream';
/** A comment line this often keeps HAProxy (timeout client 60 s) and other proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long EventSource waits before reconnecting (it sends Last-Event-ID then). */
const RETRY_MS = 2_000;

/** A ticket for the caller's session: the same companies and session version as their token. */
export const issueStreamTicket = async ({
  app,
  auth,
  sessionVersion,
}: {
  app: FastifyInstance;
  auth: TRequestAuth;
  sessionVersion: number;
}) => {
  const iat = Math.floor(app.now().getTime() / 1000);
  const exp = iat + NOTIFICATION_STREAM_TICKET_SECONDS;
  const ticket = await signAccessToken({
    claims: {
      sub: String(auth.userId),
      companyIds: auth.callerCompanyIds,
      iat,
      exp,
      sv: sessionVersion,
      aud: STREAM_AUDIENCE,
      ...(auth.sessionId ? { sid: auth.sessionId } : {}),
    },
    signingKeys: app.config.JWT_SIGNING_KEYS,
  });
  return { ticket, expiresAt: new Date(exp * 1000).toISOString() };
};

/** The ticket's user and companies while their session is live; a 401 otherwise. */
const verifyStreamTicket = async (app: FastifyInstance, ticket: string) => {
  const claims = await verifyAccessToken({
    token: ticket,
    signingKeys: app.config.JWT_SIGNING_KEYS,
    now: app.now(),
    audience: STREAM_AUDIENCE,
  });
  const userId = Number(claims?.sub);
  if (!claims || !Number.isInteger(userId) || userId <= 0) {
    throw unauthorized(NOTIFICATION_STREAM_TICKET_INVALID_MESSAGE);
  }
  const state = await findSessionState(app.db, { userId, sessionId: claims.sid ?? null });
  if (!isSessionLive(state, claims.sv)) throw unauthorized(NOTIFICATION_STREAM_TICKET_INVALID_MESSAGE);
  return { userId, companyIds: claims.companyIds, expiresAt: claims.exp * 1000 };
};

/** Last-Event-ID (a reconnect of the same EventSource) wins over the query's ultimoEvento (a new one). */
const lastEventIdOf = (request: FastifyRequest, fromQuery: number | undefined): number | null => {
  const header = request.headers['last-event-id'];
  const value = typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : fromQuery;
  return value === undefined ? null : value;
};

/**
 * Answers the stream: it takes the connection from Fastify (server-sent events never end on their
 * own), sends what the tab missed and the count, then whatever the live side sends it, a comment
 * every 25 s, and ends when the ticket expires (the tab gets a new one) or the tab goes.
 */
export const answerNotificationStream = async ({
  app,
  request,
  reply,
  ticket,
  ultimoEvento,
}: {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  ticket: string;
  ultimoEvento: number | undefined;
}): Promise<FastifyReply> => {
  const { userId, companyIds, expiresAt } = await verifyStreamTicket(app, ticket);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Proxies that buffer answers (nginx) would hold the events back.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  const write = (text: string): void => {
    if (!raw.writableEnded) raw.write(text);
  };
  const close = await app.notifications.live.open({
    userId,
    companyIds,
    lastEventId: lastEventIdOf(request, ultimoEvento),
    write,
  });
  const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
  const expiry = setTimeout(() => raw.end(), Math.max(0, expiresAt - app.now().getTime()));
  const end = () => {
    clearInterval(heartbeat);
    clearTimeout(expiry);
    close();
  };
  raw.on('close', end);
  app.notifications.trackStream(raw);
  return reply;
};
