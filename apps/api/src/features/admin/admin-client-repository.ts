import { desc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { serviceClients } from '../../db/schema/service-clients.ts';

/** A service client's row as the back-office reads it: never its secret's hash. */
export type TServiceClientRow = {
  id: number;
  clientId: string;
  name: string;
  companyIds: number[] | null;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

const COLUMNS = {
  id: serviceClients.id,
  clientId: serviceClients.clientId,
  name: serviceClients.name,
  companyIds: serviceClients.companyIds,
  createdAt: serviceClients.createdAt,
  revokedAt: serviceClients.revokedAt,
  lastUsedAt: serviceClients.lastUsedAt,
};

/** Newest first; the id breaks ties of clients created in the same instant. */
export const listServiceClients = (db: TDbExecutor, limit: number): Promise<TServiceClientRow[]> =>
  db
    .select(COLUMNS)
    .from(serviceClients)
    .orderBy(desc(serviceClients.createdAt), desc(serviceClients.id))
    .limit(limit);

export const findServiceClientById = async (
  db: TDbExecutor,
  id: number,
): Promise<TServiceClientRow | null> => {
  const [row] = await db.select(COLUMNS).from(serviceClients).where(eq(serviceClients.id, id)).limit(1);
  return row ?? null;
};

/** Locks the row, so two revokes of the same client record one audit event. */
export const findServiceClientForUpdate = async (
  db: TDbExecutor,
  id: number,
): Promise<TServiceClientRow | null> => {
  const [row] = await db
    .select(COLUMNS)
    .from(serviceClients)
    .where(eq(serviceClients.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
};

export const setServiceClientRevokedAt = async (
  db: TDbExecutor,
  { id, revokedAt }: { id: number; revokedAt: Date },
): Promise<void> => {
  await db.update(serviceClients).set({ revokedAt }).where(eq(serviceClients.id, id));
};
