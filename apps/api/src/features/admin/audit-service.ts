import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_EXPORT_TOO_LARGE_MESSAGE,
  AUDIT_SYSTEM_ACTOR_NAME,
  auditActionLabel,
  type TAuditEvent,
  type TAuditEventsResponse,
  type ZAuditEventsExportQuery,
  type ZAuditEventsQuery,
} from '@pc/contract/admin-audit';
import type { TDbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countAuditEvents,
  findAuditNames,
  hasMoreAuditEventsThan,
  listAuditEvents,
  type TAuditFilter,
  type TAuditNames,
  type TAuditRow,
} from './audit-repository.ts';
import { streamAuditSheet } from './audit-sheet.ts';

/** Rows per query of the spreadsheet: one lookup of names per batch. */
const EXPORT_BATCH_SIZE = 2000;

const numericId = (id: string): number | null => (/^\d{1,10}$/.test(id) ? Number(id) : null);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const subjectLabel = (row: TAuditRow, names: TAuditNames): string => {
  const id = numericId(row.subjectId);
  if (id === null) return row.subjectId;
  if (row.subjectType === 'company') return names.companies.get(id) ?? row.subjectId;
  if (row.subjectType === 'user') return names.users.get(id)?.name ?? row.subjectId;
  return row.subjectId;
};

const actorOf = (row: TAuditRow, names: TAuditNames): TAuditEvent['actor'] => {
  const user = row.actorUserId === null ? undefined : names.users.get(row.actorUserId);
  if (user) return { kind: 'user', name: user.name, email: user.email };
  const client = row.actorClientId === null ? undefined : names.clients.get(row.actorClientId);
  if (client !== undefined) return { kind: 'client', name: client, email: null };
  // The actor was deleted since (the foreign keys set null), or it was the system itself.
  return { kind: 'system', name: AUDIT_SYSTEM_ACTOR_NAME, email: null };
};

const toAuditEvent = (row: TAuditRow, names: TAuditNames): TAuditEvent => {
  const companyName = row.companyId === null ? undefined : names.companies.get(row.companyId);
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: actorOf(row, names),
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    subject: { type: row.subjectType, id: row.subjectId, label: subjectLabel(row, names) },
    company:
      row.companyId === null ? null : { id: row.companyId, name: companyName ?? `Empresa ${row.companyId}` },
    before: isPlainObject(row.before) ? row.before : null,
    after: isPlainObject(row.after) ? row.after : null,
    ip: row.ip,
  };
};

/** The records of a batch with their names, looked up once for the whole batch. */
const withNames = async (db: TDbExecutor, rows: TAuditRow[]): Promise<TAuditEvent[]> => {
  const subjectIds = (type: string) =>
    rows.flatMap((row) => {
      const id = row.subjectType === type ? numericId(row.subjectId) : null;
      return id === null ? [] : [id];
    });
  const names = await findAuditNames(db, {
    userIds: [
      ...rows.flatMap((row) => (row.actorUserId === null ? [] : [row.actorUserId])),
      ...subjectIds('user'),
    ],
    clientIds: rows.flatMap((row) => (row.actorClientId === null ? [] : [row.actorClientId])),
    companyIds: [
      ...rows.flatMap((row) => (row.companyId === null ? [] : [row.companyId])),
      ...subjectIds('company'),
    ],
  });
  return rows.map((row) => toAuditEvent(row, names));
};

const toFilter = (query: z.output<typeof ZAuditEventsExportQuery>): TAuditFilter => ({
  companyId: query.companyId,
  actor: query.actor,
  start: query.start,
  end: query.end,
});

/** GET /api/admin/audit-events: a page, newest first, and the total of the filters. */
export const listAuditEventPage = async ({
  db,
  query,
}: {
  db: TDbExecutor;
  query: z.output<typeof ZAuditEventsQuery>;
}): Promise<TAuditEventsResponse> => {
  const filter = toFilter(query);
  const [rows, total] = await Promise.all([
    listAuditEvents(db, { filter, limit: query.size, offset: (query.page - 1) * query.size }),
    countAuditEvents(db, filter),
  ]);
  return { data: await withNames(db, rows), page: query.page, size: query.size, total };
};

async function* auditBatches(db: TDbExecutor, filter: TAuditFilter): AsyncIterable<TAuditEvent[]> {
  let after: { at: Date; id: number } | undefined;
  for (;;) {
    const rows = await listAuditEvents(db, { filter, limit: EXPORT_BATCH_SIZE, ...(after ? { after } : {}) });
    if (rows.length === 0) return;
    yield await withNames(db, rows);
    const last = rows[rows.length - 1];
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    after = { at: last.at, id: last.id };
  }
}

/**
 * GET /api/admin/audit-events/export: checked against the cap first, so a result over it is a 400
 * before any byte is sent; then streamed in keyset batches (no offset that grows with the file).
 */
export const exportAuditEvents = async ({
  db,
  query,
  logger,
}: {
  db: TDbExecutor;
  query: z.output<typeof ZAuditEventsExportQuery>;
  logger: FastifyBaseLogger;
}): Promise<Readable> => {
  const filter = toFilter(query);
  if (await hasMoreAuditEventsThan(db, { filter, max: AUDIT_EXPORT_MAX_ROWS }))
    throw new AppError('BAD_REQUEST', AUDIT_EXPORT_TOO_LARGE_MESSAGE);
  return streamAuditSheet({ rows: auditBatches(db, filter), logger });
};
