import { and, count, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbExecutor } from '../../db/client.ts';
import { ingestionRequests } from '../../db/schema/ingestion-requests.ts';
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

// --- The ingestion request log (written by the integration feature after each answer) ----------

export type TIngestionRequestRow = typeof ingestionRequests.$inferSelect;

const requestCondition = ({ clientId, isOnlyRejected }: { clientId: number; isOnlyRejected: boolean }) =>
  and(
    eq(ingestionRequests.clientId, clientId),
    isOnlyRejected ? gt(ingestionRequests.rejected, 0) : undefined,
  );

/** One page of a client's requests, newest first, on the (client_id, at) index. */
export const listIngestionRequests = (
  db: TDbExecutor,
  options: { clientId: number; isOnlyRejected: boolean; limit: number; offset: number },
): Promise<TIngestionRequestRow[]> =>
  db
    .select()
    .from(ingestionRequests)
    .where(requestCondition(options))
    .orderBy(desc(ingestionRequests.at), desc(ingestionRequests.id))
    .limit(options.limit)
    .offset(options.offset);

/** How many match, counting at most `max` (the rows of a busy client run into the millions). */
export const countIngestionRequests = async (
  db: TDbExecutor,
  options: { clientId: number; isOnlyRejected: boolean; max: number },
): Promise<number> => {
  const capped = db
    .select({ id: ingestionRequests.id })
    .from(ingestionRequests)
    .where(requestCondition(options))
    .limit(options.max)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return row?.total ?? 0;
};

export type TIngestionTotalsRow = {
  clientId: number;
  day: { created: number; updated: number; unchanged: number; rejected: number };
  week: { created: number; updated: number; unchanged: number; rejected: number };
};

const sumSince = (column: AnyPgColumn, since: Date) =>
  sql<number>`coalesce(sum(${column}) filter (where ${ingestionRequests.at} >= ${since.toISOString()}::timestamptz), 0)::int`;

/** What each client's requests did since `weekStart` and since `dayStart`, in one pass on the `at` index. */
export const sumIngestionRequests = async (
  db: TDbExecutor,
  options: { clientIds: number[]; dayStart: Date; weekStart: Date },
): Promise<TIngestionTotalsRow[]> => {
  if (options.clientIds.length === 0) return [];
  const { dayStart, weekStart } = options;
  const rows = await db
    .select({
      clientId: ingestionRequests.clientId,
      dayCreated: sumSince(ingestionRequests.created, dayStart),
      dayUpdated: sumSince(ingestionRequests.updated, dayStart),
      dayUnchanged: sumSince(ingestionRequests.unchanged, dayStart),
      dayRejected: sumSince(ingestionRequests.rejected, dayStart),
      weekCreated: sumSince(ingestionRequests.created, weekStart),
      weekUpdated: sumSince(ingestionRequests.updated, weekStart),
      weekUnchanged: sumSince(ingestionRequests.unchanged, weekStart),
      weekRejected: sumSince(ingestionRequests.rejected, weekStart),
    })
    .from(ingestionRequests)
    .where(and(inArray(ingestionRequests.clientId, options.clientIds), gte(ingestionRequests.at, weekStart)))
    .groupBy(ingestionRequests.clientId);
  return rows.map((row) => ({
    clientId: row.clientId,
    day: {
      created: Number(row.dayCreated),
      updated: Number(row.dayUpdated),
      unchanged: Number(row.dayUnchanged),
      rejected: Number(row.dayRejected),
    },
    week: {
      created: Number(row.weekCreated),
      updated: Number(row.weekUpdated),
      unchanged: Number(row.weekUnchanged),
      rejected: Number(row.weekRejected),
    },
  }));
};
