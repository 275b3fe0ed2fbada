import { z } from 'zod';
import { zIntRangeQuery } from './int-range-query.ts';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import {
  MAX_ID,
  MAX_IDS_PER_LIST,
  ZIdPathParams,
  ZNullableTimestamp,
  ZTimestamp,
  zBooleanQuery,
} from './primitives.ts';

// Back-office screen 3 "Integrações": the service clients of the ingestion API (the broker's ERP and
// other systems), created and revoked from the back-office as `npm run client:create` does.

/** Longest name of a service client. */
export const SERVICE_CLIENT_NAME_MAX = 100;

/** Most clients the list answers (newest first): a broker has a few dozen at most. */
export const SERVICE_CLIENTS_LIST_MAX = 500;

/** 404 of a service client id that does not exist. */
export const SERVICE_CLIENT_NOT_FOUND_MESSAGE = 'Cliente de integração não encontrado.';

/** 409 of a revoke of a client already revoked. */
export const SERVICE_CLIENT_ALREADY_REVOKED_MESSAGE = 'Este cliente de integração já foi revogado.';

/** 400 of a body naming a company that does not exist. */
export const serviceClientUnknownCompaniesMessage = (ids: readonly number[]): string =>
  `Empresa não encontrada: ${ids.join(', ')}.`;

/** The audit actions (audit_events.action). */
export const SERVICE_CLIENT_CREATE_ACTION = 'service-client.create';
export const SERVICE_CLIENT_REVOKE_ACTION = 'service-client.revoke';

/** What Auditoria says of these actions. */
export const SERVICE_CLIENT_AUDIT_LABELS: Readonly<Record<string, string>> = {
  [SERVICE_CLIENT_CREATE_ACTION]: 'Cliente de integração criado',
  [SERVICE_CLIENT_REVOKE_ACTION]: 'Cliente de integração revogado',
};

/** Days the ingestion request log keeps a request (a nightly job deletes the older ones). */
export const INGESTION_REQUEST_RETENTION_DAYS = 90;

/** Refused lines kept per request with their reasons (`rejected` holds the full count). */
export const INGESTION_REJECTIONS_KEPT = 50;

/** Rows per page of a client's requests: the screen's default, and the bounds a caller may ask. */
export const INGESTION_REQUESTS_PAGE_SIZE_DEFAULT = 25;
export const INGESTION_REQUESTS_PAGE_SIZE_MIN = 10;
export const INGESTION_REQUESTS_PAGE_SIZE_MAX = 100;

/**
 * Requests counted at most for a list's total: a busy client writes millions in 90 days, and
 * nobody pages that far (the newest come first), so counting them all would only slow the screen.
 */
export const INGESTION_REQUESTS_COUNT_MAX = 10_000;

/** The Integrações row's warning when the client's last 24 hours had refused lines or calls. */
export const INGESTION_RECENT_REJECTIONS_BADGE = 'Recusas nas últimas 24 h';

/** What a client's ingestion calls did over a period. */
export const ZIngestionTotals = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
});
export type TIngestionTotals = z.infer<typeof ZIngestionTotals>;

/** A service client as the back-office lists it (never its secret, nor its hash). */
export const ZAdminServiceClient = z.object({
  id: z.number().int().positive(),
  /** The public half of the credentials (`svc_…`). */
  clientId: z.string(),
  name: z.string(),
  /** The companies it may write; null: every customer company of the broker. */
  companies: z.array(z.object({ id: z.number().int().positive(), name: z.string() })).nullable(),
  createdAt: ZTimestamp,
  revokedAt: ZNullableTimestamp,
  /** When it last got a token; null: never. */
  lastUsedAt: ZNullableTimestamp,
  /** What its ingestion calls did in the last 24 hours and the last 7 days (the request log). */
  totals: z.object({ day: ZIngestionTotals, week: ZIngestionTotals }),
});
export type TAdminServiceClient = z.infer<typeof ZAdminServiceClient>;

export const ZAdminServiceClientsResponse = dataEnvelope(z.array(ZAdminServiceClient));
export type TAdminServiceClientsResponse = z.infer<typeof ZAdminServiceClientsResponse>;

export const ZAdminServiceClientResponse = dataEnvelope(ZAdminServiceClient);
export type TAdminServiceClientResponse = z.infer<typeof ZAdminServiceClientResponse>;

const NAME_MESSAGE = `Informe o nome (de 1 a ${SERVICE_CLIENT_NAME_MAX} caracteres).`;
const COMPANY_IDS_MESSAGE = `Informe companyIds como null (todas as empresas) ou uma lista de 1 a ${MAX_IDS_PER_LIST} ids de empresas.`;

export const ZCreateServiceClientBody = z.strictObject(
  {
    name: z
      .string({ error: NAME_MESSAGE })
      .trim()
      .min(1, NAME_MESSAGE)
      .max(SERVICE_CLIENT_NAME_MAX, NAME_MESSAGE),
    /** null: every customer company of the broker. */
    companyIds: z
      .array(z.number().int().positive().max(MAX_ID), { error: COMPANY_IDS_MESSAGE })
      .min(1, COMPANY_IDS_MESSAGE)
      .max(MAX_IDS_PER_LIST, COMPANY_IDS_MESSAGE)
      .nullable(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campo desconhecido: ${issue.keys.join(', ')}.`
        : 'Informe name e companyIds.',
  },
);
export type TCreateServiceClientBody = z.input<typeof ZCreateServiceClientBody>;

export const ZCreateServiceClientResponse = z.object({
  data: ZAdminServiceClient,
  /** The client's secret: shown this once, only its hash is kept. */
  secret: z.string(),
});
export type TCreateServiceClientResponse = z.infer<typeof ZCreateServiceClientResponse>;

export const getAdminServiceClientsCall = defineCall({
  method: 'GET',
  path: '/api/admin/service-clients',
  summary:
    'Back-office (staff): the service clients of the ingestion API, newest first (at most 500), with their companies, creation, last use and revocation.',
  isAuthenticated: true,
  role: 'STAFF',
  responses: { 200: ZAdminServiceClientsResponse },
});

export const postAdminServiceClientCall = defineCall({
  method: 'POST',
  path: '/api/admin/service-clients',
  summary:
    'Back-office (admins only): creates a service client of the ingestion API for some companies or all; answers its secret this once. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  body: ZCreateServiceClientBody,
  responses: { 201: ZCreateServiceClientResponse },
});

export const postAdminServiceClientRevokeCall = defineCall({
  method: 'POST',
  path: '/api/admin/service-clients/{id}/revoke',
  summary:
    'Back-office (admins only): revokes a service client; its tokens are refused from the next call. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZIdPathParams,
  responses: { 200: ZAdminServiceClientResponse },
});

// --- The ingestion request log (back-office: "the recent ingestion requests per client") ----

export const ZIngestionRequestsParams = ZIdPathParams;

export const ZIngestionRequestsQuery = z.object({
  /** From 1. */
  page: zIntRangeQuery('page', 1, MAX_ID).default(1),
  size: zIntRangeQuery('size', INGESTION_REQUESTS_PAGE_SIZE_MIN, INGESTION_REQUESTS_PAGE_SIZE_MAX).default(
    INGESTION_REQUESTS_PAGE_SIZE_DEFAULT,
  ),
  /** true: only the requests that refused something (a line of a bulk, or the call itself). */
  onlyRejected: zBooleanQuery('onlyRejected').optional(),
});
export type TIngestionRequestsQuery = z.input<typeof ZIngestionRequestsQuery>;

/** A refused line of a bulk, or a refused single call. */
export const ZIngestionRejection = z.object({
  /** The NDJSON line (from 1); null for a single call. */
  line: z.number().int().positive().nullable(),
  /** The process reference number, CNPJ or e-mail it was about, when it could be read. */
  key: z.string().nullable(),
  /** Why, in pt-BR, as the client was answered. */
  reason: z.string(),
});
export type TIngestionRejection = z.infer<typeof ZIngestionRejection>;

export const ZIngestionRequest = ZIngestionTotals.extend({
  id: z.number().int().positive(),
  at: ZTimestamp,
  method: z.string(),
  /** The route as called, without the query string. */
  path: z.string(),
  status: z.number().int(),
  /** The first INGESTION_REJECTIONS_KEPT refusals; `rejected` counts them all. */
  rejections: z.array(ZIngestionRejection),
  durationMs: z.number().int().nonnegative(),
});
export type TIngestionRequest = z.infer<typeof ZIngestionRequest>;

export const ZIngestionRequestsResponse = z.object({
  data: z.array(ZIngestionRequest),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  /** Requests that match, across every page, counted up to INGESTION_REQUESTS_COUNT_MAX. */
  total: z.number().int().nonnegative(),
  /** Whether there are more than `total` (the count stopped at INGESTION_REQUESTS_COUNT_MAX). */
  isTotalCapped: z.boolean(),
});
export type TIngestionRequestsResponse = z.infer<typeof ZIngestionRequestsResponse>;

export const getAdminServiceClientRequestsCall = defineCall({
  method: 'GET',
  path: '/api/admin/service-clients/{id}/requests',
  summary: `Back-office (staff): one page of a service client's recent ingestion requests, newest first (kept ${INGESTION_REQUEST_RETENTION_DAYS} days): what each created, updated, left unchanged or refused, with the refused lines' reasons; optionally only those that refused something.`,
  isAuthenticated: true,
  role: 'STAFF',
  params: ZIngestionRequestsParams,
  query: ZIngestionRequestsQuery,
  responses: { 200: ZIngestionRequestsResponse },
});
