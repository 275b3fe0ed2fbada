import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { processFk } from './processes.ts';

/** Process history (follow-up notes); only rows visible to the client are shown in the portal. */
export const historyItems = pgTable(
  'history_items',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    processId: integer('process_id').notNull(),
    createdBy: text('created_by').notNull(),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull(),
    description: text('description').notNull(),
    isVisibleToClient: boolean('is_visible_to_client').notNull().default(true),
  },
  (t) => [
    primaryKey({ name: 'history_items_pk', columns: [t.companyId, t.id] }),
    processFk('history_items_process_fk', t.companyId, t.processId),
    index('history_items_company_process_idx').on(t.companyId, t.processId, t.created),
  ],
);
