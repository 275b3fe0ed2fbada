import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What the Home's indicators count, kept per company and São Paulo day by triggers on `processes`
 * (migration 0011, `indicator_facts_of`): each process adds its facts, an update moves them, a
 * delete takes them away. The Home sums a company's facts over the period's days instead of
 * reading every one of its processes. `key` is '' where the fact has none; `day` is '-infinity'
 * for "open now".
 */
export const indicatorFacts = pgTable(
  'indicator_facts',
  {
    companyId: integer('company_id').notNull(),
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    /** How many processes. */
    n: integer('n').notNull(),
    /** A sum of days over those processes (lead times), 0 otherwise. */
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'indicator_facts_pk', columns: [t.companyId, t.metric, t.day, t.key] })],
);
