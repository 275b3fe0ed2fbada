import { z } from 'zod';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import { MAX_ID, MAX_IDS_PER_LIST, ZIdPathParams, ZNullableTimestamp, ZTimestamp } from './primitives.ts';

// Issue #37, screen 3 "Integrações": the service clients of the ingestion API (the broker's ERP and
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
