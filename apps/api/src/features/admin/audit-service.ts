import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_EXPORT_TOO_LARGE_MESSAGE,
  type TAuditEvent,
  type TAuditEventsResponse,
  type ZAuditEventsExportQuery,
  type ZAuditEventsQuery,
} from '@pc/contract/admin-audit';
import type { TDbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { withNames } from './audit-event-names.ts';
import {
  countAuditEvents,
  hasMoreAuditEventsThan,
  listAuditEvents,
  type TAuditFilter,
} from './audit-repository.ts';
import { streamAuditSheet } from './audit-sheet.ts';

/** Rows per query of the spreadsheet: one lookup of names per batch. */
const EXPORT_BATCH_SIZE = 2000;

const toFilter = (query: z.output<typeof ZAuditEventsExportQuery>): TAuditFilter => ({
  kind: query.kind,
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
