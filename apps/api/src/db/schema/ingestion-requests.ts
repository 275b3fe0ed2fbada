import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { serviceClients } from './service-clients.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One refused line or request, as the Integrações screen lists it. */
export type TIngestionRejection = {
  /** The NDJSON line (1-based), or null for a single call. */
  line: number | null;
  /** The process reference, CNPJ or e-mail the line was about, when it could be read. */
  key: string | null;
  reason: string;
};

/**
 * The recent ingestion requests of each service client (back-office Integrações): what each call
 * created, updated, left unchanged or refused, so the broker sees a broken feed before its customers
 * do. Written after the answer is sent; purged after INGESTION_REQUEST_RETENTION_DAYS.
 */
export const ingestionRequests = pgTable(
  'ingestion_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => serviceClients.id, { onDelete: 'cascade' }),
    at: instant('at').notNull().defaultNow(),
    method: text('method').notNull(),
    /** The route as called, without the query string. */
    path: text('path').notNull(),
    status: smallint('status').notNull(),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** The first refused lines with their reasons (capped; `rejected` holds the full count). */
    rejections: jsonb('rejections').$type<TIngestionRejection[]>().notNull().default([]),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    index('ingestion_requests_client_at_idx').on(t.clientId, t.at),
    index('ingestion_requests_at_idx').on(t.at),
    // "Somente com recusas": a healthy feed refuses one request in hundreds, so walking the index
    // above for them read 1M rows' worth of heap (170 ms); this one holds only those requests.
    index('ingestion_requests_client_rejected_at_idx')
      .on(t.clientId, t.at)
      .where(sql`${t.rejected} > 0`),
  ],
);
