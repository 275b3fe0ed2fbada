import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const BI_IMPORT_STATUSES = ['created', 'active', 'completed', 'failed'] as const;

/**
 * What a user sees of a BI period import: the job library runs it (its id is the job's), this row
 * carries the progress the web polls.
 */
export const biImportRuns = pgTable(
  'bi_import_runs',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyIds: integer('company_ids').array().notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    isRefreshingQuotes: boolean('is_refreshing_quotes').notNull(),
    status: text('status', { enum: BI_IMPORT_STATUSES }).notNull(),
    progress: real('progress').notNull().default(0),
    processes: integer('processes').notNull().default(0),
    items: integer('items').notNull().default(0),
    quotes: integer('quotes').notNull().default(0),
    message: text('message'),
    created: instant('created').notNull().defaultNow(),
    updated: instant('updated').notNull().defaultNow(),
  },
  (t) => [
    index('bi_import_runs_user_idx').on(t.userId, t.created),
    check('bi_import_runs_status_ck', sql`${t.status} in ('created','active','completed','failed')`),
  ],
);

/**
 * Each replacement of facts in an instance's analytics store (an ingestion, a BI period import):
 * the other instances read this log and replace the same period from the database, so every
 * instance's store stays in step with the source of truth (core/analytics/share-changes.ts).
 */
export const analyticsChanges = pgTable(
  'analytics_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyIds: integer('company_ids').array().notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    changedAt: instant('changed_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_changes_changed_at_idx').on(t.changedAt)],
);

/**
 * One row (id 1), made by the first start: the database's own id, which a persisted analytics
 * store keeps to know its facts come from this database, and the last log entry pruned, so a store
 * that is older than the log knows it must be rebuilt instead of replaying it.
 */
export const analyticsLogState = pgTable(
  'analytics_log_state',
  {
    id: integer('id').primaryKey().default(1),
    databaseId: uuid('database_id').notNull().defaultRandom(),
    prunedThrough: integer('pruned_through').notNull().default(0),
  },
  (t) => [check('analytics_log_state_one_row_ck', sql`${t.id} = 1`)],
);
