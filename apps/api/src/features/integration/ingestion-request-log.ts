import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  INGESTION_REJECTIONS_KEPT,
  INGESTION_REQUEST_RETENTION_DAYS,
  type TIngestionRejection,
  type TIngestionTotals,
} from '@pc/contract/admin-clients';
import type { TIngestLineResult } from '@pc/contract/integration';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.ts';
import { deleteIngestionRequestsBefore, insertIngestionRequest } from './ingestion-request-log-repository.ts';

// Back-office Integrações: one row per ingestion call of a service client (the token call aside),
// so the broker sees a broken feed before its customers do. The handlers only note what they did on
// the request; the row is written after the answer has gone, and a failure to write it is logged.

type TLogEntry = TIngestionTotals & { rejections: TIngestionRejection[] };

/** What each logged request did so far, noted by the hooks below and by the bulk as it streams. */
const entries = new WeakMap<FastifyRequest, TLogEntry>();

const entryOf = (request: FastifyRequest): TLogEntry => {
  let entry = entries.get(request);
  if (!entry) {
    entry = { created: 0, updated: 0, unchanged: 0, rejected: 0, rejections: [] };
    entries.set(request, entry);
  }
  return entry;
};

const KEY_MAX = 200;
const REASON_MAX = 1000;
const FALLBACK_REASON = 'Requisição recusada.';

const addRejection = (entry: TLogEntry, rejection: TIngestionRejection): void => {
  entry.rejected += 1;
  if (entry.rejections.length >= INGESTION_REJECTIONS_KEPT) return;
  entry.rejections.push({
    line: rejection.line,
    key: rejection.key?.slice(0, KEY_MAX) ?? null,
    reason: rejection.reason.slice(0, REASON_MAX),
  });
};

/** The bulk's hook: each NDJSON line's result, as it is written to the answer. */
export const noteIngestionLineResult = (request: FastifyRequest, result: TIngestLineResult): void => {
  const entry = entryOf(request);
  switch (result.result) {
    case 'created':
    case 'updated':
    case 'unchanged':
      entry[result.result] += 1;
      return;
    case 'rejected':
      addRejection(entry, {
        line: result.line,
        key: result.identification === null ? null : String(result.identification),
        reason: result.reason ?? FALLBACK_REASON,
      });
      return;
    default: {
      const exhaustive: never = result.result;
      throw new Error(`Unknown ingestion result: ${String(exhaustive)}`);
    }
  }
};

const isOutcome = (value: unknown): value is 'created' | 'updated' | 'unchanged' =>
  value === 'created' || value === 'updated' || value === 'unchanged';

const countOf = (value: unknown): number => (typeof value === 'number' && value > 0 ? value : 0);

/**
 * What a single call's answer says it did: `{ result }` (company, process, invoice, user,
 * declaration, document), `{ created, updated, unchanged }` (rates, history), a 201 (a forwarder's
 * link created) or `{ revoked }` (a link revoked).
 */
const noteAnswer = (entry: TLogEntry, payload: unknown, statusCode: number): void => {
  if (typeof payload !== 'object' || payload === null) return;
  const answer = payload as Record<string, unknown>;
  if (isOutcome(answer['result'])) {
    entry[answer['result']] += 1;
    return;
  }
  if ('created' in answer && 'updated' in answer) {
    entry.created += countOf(answer['created']);
    entry.updated += countOf(answer['updated']);
    entry.unchanged += countOf(answer['unchanged']);
    return;
  }
  if (statusCode === 201) {
    entry.created += 1;
    return;
  }
  if (typeof answer['revoked'] === 'boolean') {
    entry[answer['revoked'] ? 'updated' : 'unchanged'] += 1;
  }
};

/** The refusal's pt-BR message, as the error handler sent it (`{ message }`). */
const messageOf = (payload: unknown): string => {
  if (typeof payload !== 'string') return FALLBACK_REASON;
  try {
    const message = (JSON.parse(payload) as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : FALLBACK_REASON;
  } catch {
    return FALLBACK_REASON;
  }
};

/** What a single call was about: the process reference number, the CNPJ or the e-mail of its path. */
const keyOf = (request: FastifyRequest): string | null => {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const key = params['identification'] ?? params['cnpj'] ?? params['email'] ?? params['id'];
  return key === undefined || key === null ? null : String(key);
};

const INTEGRATION_PREFIX = '/api/integration/';

/** A service client's call of the ingestion API (the token call has no client yet: never logged). */
const isLogged = (request: FastifyRequest): boolean =>
  request.serviceCaller !== null && (request.routeOptions.url ?? '').startsWith(INTEGRATION_PREFIX);

const writeLog = async (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => {
  const caller = request.serviceCaller;
  if (!caller || !isLogged(request)) return;
  const entry = entryOf(request);
  const durationMs = Math.max(0, Math.round(reply.elapsedTime));
  try {
    await insertIngestionRequest(app.db, {
      clientId: caller.id,
      // When the answer went (a long bulk's start is `at` minus its duration).
      at: app.now(),
      method: request.method,
      path: (request.url.split('?')[0] ?? '').slice(0, 500),
      status: reply.statusCode,
      created: entry.created,
      updated: entry.updated,
      unchanged: entry.unchanged,
      rejected: entry.rejected,
      rejections: entry.rejections,
      durationMs,
    });
  } catch (error: unknown) {
    request.log.error({ err: error }, 'registro da requisição de ingestão não gravado');
  }
};

/**
 * The request log's hooks: the answer's counts before it is serialised, a refusal's message as it
 * is sent, the row once the answer has gone. Each returns at once for any other route.
 */
export const registerIngestionRequestLog = (app: FastifyInstance): void => {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (isLogged(request) && reply.statusCode < 400) noteAnswer(entryOf(request), payload, reply.statusCode);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isLogged(request) || reply.statusCode < 400) return payload;
    const entry = entryOf(request);
    // A bulk cut short keeps its lines' results; any other refusal is the call's own.
    if (entry.created + entry.updated + entry.unchanged + entry.rejected === 0) {
      addRejection(entry, { line: null, key: keyOf(request), reason: messageOf(payload) });
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => writeLog(app, request, reply));
  scheduleIngestionRequestPurge(app);
};

export const INGESTION_REQUEST_PURGE_QUEUE = 'ingestion-requests-purge';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every night, the requests older than INGESTION_REQUEST_RETENTION_DAYS are deleted. Registered
 * with the job queue (pg-boss's cron runs it once across instances), as the other nightly purges.
 */
const scheduleIngestionRequestPurge = (app: FastifyInstance): void => {
  app.jobs.register(async (boss) => {
    await boss.createQueue(INGESTION_REQUEST_PURGE_QUEUE, { retryLimit: 0 });
    await boss.schedule(INGESTION_REQUEST_PURGE_QUEUE, '50 3 * * *', null, { tz: BUSINESS_TIME_ZONE });
    await boss.work(INGESTION_REQUEST_PURGE_QUEUE, async () => {
      await purgeIngestionRequests(app);
    });
  });
};

/** Deletes the requests past the retention (the nightly job's work; tests call it). */
export const purgeIngestionRequests = async (app: FastifyInstance): Promise<void> => {
  const before = new Date(app.now().getTime() - INGESTION_REQUEST_RETENTION_DAYS * DAY_MS);
  await deleteIngestionRequestsBefore(app.db, before);
};
