import {
  SERVICE_CLIENT_ALREADY_REVOKED_MESSAGE,
  SERVICE_CLIENT_CREATE_ACTION,
  SERVICE_CLIENT_NOT_FOUND_MESSAGE,
  SERVICE_CLIENT_REVOKE_ACTION,
  SERVICE_CLIENTS_LIST_MAX,
  serviceClientUnknownCompaniesMessage,
  type TAdminServiceClient,
  type TCreateServiceClientResponse,
} from '@pc/contract/admin-clients';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import { createServiceClient } from '../../core/auth/service-client.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { findCompanyNames } from '../../db/repositories/company-repository.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  findServiceClientById,
  findServiceClientForUpdate,
  listServiceClients,
  setServiceClientRevokedAt,
  type TServiceClientRow,
} from './admin-client-repository.ts';

const toAdminServiceClient = (row: TServiceClientRow, names: Map<number, string>): TAdminServiceClient => ({
  id: row.id,
  clientId: row.clientId,
  name: row.name,
  companies: row.companyIds?.map((id) => ({ id, name: names.get(id) ?? `Empresa ${id}` })) ?? null,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const toAdminServiceClients = async (db: TDbExecutor, rows: TServiceClientRow[]) => {
  const names = await findCompanyNames(db, [...new Set(rows.flatMap((row) => row.companyIds ?? []))]);
  return rows.map((row) => toAdminServiceClient(row, names));
};

/** GET /api/admin/service-clients: newest first, the companies named. */
export const listAdminServiceClients = async ({ db }: { db: TDbExecutor }): Promise<TAdminServiceClient[]> =>
  toAdminServiceClients(db, await listServiceClients(db, SERVICE_CLIENTS_LIST_MAX));

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
  return { data: toAdminServiceClient(row, names), secret: created.clientSecret };
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
  const [client] = await toAdminServiceClients(db, [row]);
  if (!client) throw new Error('service client not mapped');
  return client;
};
