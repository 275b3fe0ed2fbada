import {
  SERVICE_CLIENT_ALREADY_REVOKED_MESSAGE,
  SERVICE_CLIENT_CREATE_ACTION,
  SERVICE_CLIENT_NOT_FOUND_MESSAGE,
  SERVICE_CLIENT_REVOKE_ACTION,
  SERVICE_CLIENTS_LIST_MAX,
  INGESTION_REQUESTS_COUNT_MAX,
  serviceClientUnknownCompaniesMessage,
  type TAdminServiceClient,
  type TCreateServiceClientResponse,
  type TIngestionRequest,
  type TIngestionRequestsResponse,
  type TIngestionTotals,
} from '@pc/contract/admin-clients';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import { createServiceClient } from '../../core/auth/service-client.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { findCompanyNames } from '../../db/repositories/company-repository.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  countIngestionRequests,
  findServiceClientById,
  findServiceClientForUpdate,
  listIngestionRequests,
  listServiceClients,
  setServiceClientRevokedAt,
  sumIngestionRequests,
  type TIngestionRequestRow,
  type TIngestionTotalsRow,
  type TServiceClientRow,
} from './admin-client-repository.ts';

const NO_REQUESTS: TIngestionTotals = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
const HOUR_MS = 60 * 60 * 1000;

const toAdminServiceClient = (
  row: TServiceClientRow,
  names: Map<number, string>,
  totals: TIngestionTotalsRow | undefined,
): TAdminServiceClient => ({
  id: row.id,
  clientId: row.clientId,
  name: row.name,
  companies: row.companyIds?.map((id) => ({ id, name: names.get(id) ?? `Empresa ${id}` })) ?? null,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  totals: { day: totals?.day ?? NO_REQUESTS, week: totals?.week ?? NO_REQUESTS },
});

const toAdminServiceClients = async (db: TDbExecutor, rows: TServiceClientRow[], now: Date) => {
  const [names, totals] = await Promise.all([
    findCompanyNames(db, [...new Set(rows.flatMap((row) => row.companyIds ?? []))]),
    sumIngestionRequests(db, {
      clientIds: rows.map((row) => row.id),
      dayStart: new Date(now.getTime() - 24 * HOUR_MS),
      weekStart: new Date(now.getTime() - 7 * 24 * HOUR_MS),
    }),
  ]);
  const totalsOf = new Map(totals.map((row) => [row.clientId, row]));
  return rows.map((row) => toAdminServiceClient(row, names, totalsOf.get(row.id)));
};

/** GET /api/admin/service-clients: newest first, the companies named, the last 24 h's and 7 days' requests summed. */
export const listAdminServiceClients = async ({
  db,
  now,
}: {
  db: TDbExecutor;
  now: Date;
}): Promise<TAdminServiceClient[]> =>
  toAdminServiceClients(db, await listServiceClients(db, SERVICE_CLIENTS_LIST_MAX), now);

const toIngestionRequest = (row: TIngestionRequestRow): TIngestionRequest => ({
  id: row.id,
  at: row.at.toISOString(),
  method: row.method,
  path: row.path,
  status: row.status,
  created: row.created,
  updated: row.updated,
  unchanged: row.unchanged,
  rejected: row.rejected,
  rejections: row.rejections,
  durationMs: row.durationMs,
});

/** GET /api/admin/service-clients/{id}/requests: one page, newest first; the total counted up to a cap. */
export const listServiceClientRequests = async ({
  db,
  clientId,
  page,
  size,
  isOnlyRejected,
}: {
  db: TDbExecutor;
  clientId: number;
  page: number;
  size: number;
  isOnlyRejected: boolean;
}): Promise<TIngestionRequestsResponse> => {
  if (!(await findServiceClientById(db, clientId))) throw notFound(SERVICE_CLIENT_NOT_FOUND_MESSAGE);
  const filter = { clientId, isOnlyRejected };
  const [rows, counted] = await Promise.all([
    listIngestionRequests(db, { ...filter, limit: size, offset: (page - 1) * size }),
    countIngestionRequests(db, { ...filter, max: INGESTION_REQUESTS_COUNT_MAX + 1 }),
  ]);
  return {
    data: rows.map(toIngestionRequest),
    page,
    size,
    total: Math.min(counted, INGESTION_REQUESTS_COUNT_MAX),
    isTotalCapped: counted > INGESTION_REQUESTS_COUNT_MAX,
  };
};

type TActor = { actorUserId: number; ip: string | null; now: Date };

/**
 * POST /api/admin/service-clients: the client (as `npm run client:create` makes it) and its audit
 * record in one transaction. The secret goes back this once; neither it nor its hash is audited.
 */
export const createAdminServiceClient = async ({
  db,
  name,
  companyIds,
  actorUserId,
  ip,
  now,
}: TActor & {
  db: TDatabase;
  name: string;
  companyIds: number[] | null;
}): Promise<TCreateServiceClientResponse> => {
  const ids = companyIds && [...new Set(companyIds)].sort((a, b) => a - b);
  // Looked up once: they check the ids here and name the companies in the answer.
  const names = ids ? await findCompanyNames(db, ids) : new Map<number, string>();
  const unknown = ids?.filter((id) => !names.has(id)) ?? [];
  if (unknown.length > 0) throw new AppError('BAD_REQUEST', serviceClientUnknownCompaniesMessage(unknown));
  const created = await db.transaction(async (tx) => {
    const credentials = await createServiceClient({ db: tx, name, companyIds: ids });
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: SERVICE_CLIENT_CREATE_ACTION,
      subject: { type: 'service-client', id: credentials.id },
      before: null,
      after: { clientId: credentials.clientId, name, companyIds: ids },
      ip,
      at: now,
    });
    return credentials;
  });
  const row = await findServiceClientById(db, created.id);
  if (!row) throw new Error('service client not found after its creation');
  // A new client has made no request yet.
  return { data: toAdminServiceClient(row, names, undefined), secret: created.clientSecret };
};

/**
 * POST /api/admin/service-clients/{id}/revoke: sets revoked_at, which the ingestion API reads at
 * every call (authenticateService), so the client's tokens are refused from the next one.
 */
export const revokeAdminServiceClient = async ({
  db,
  id,
  actorUserId,
  ip,
  now,
}: TActor & { db: TDatabase; id: number }): Promise<TAdminServiceClient> => {
  const row = await db.transaction(async (tx) => {
    const current = await findServiceClientForUpdate(tx, id);
    if (!current) throw notFound(SERVICE_CLIENT_NOT_FOUND_MESSAGE);
    if (current.revokedAt) throw new AppError('CONFLICT', SERVICE_CLIENT_ALREADY_REVOKED_MESSAGE);
    await setServiceClientRevokedAt(tx, { id, revokedAt: now });
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: SERVICE_CLIENT_REVOKE_ACTION,
      subject: { type: 'service-client', id },
      before: { revokedAt: null },
      after: { revokedAt: now.toISOString() },
      ip,
      at: now,
    });
    return { ...current, revokedAt: now };
  });
  const [client] = await toAdminServiceClients(db, [row], now);
  if (!client) throw new Error('service client not mapped');
  return client;
};
