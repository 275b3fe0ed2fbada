import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A user's secret calendar subscription (ICS). The token is the feed's only credential, as in
 * Google's "secret address": it is kept so My Data can show the address again; regenerating
 * replaces it, which revokes the old address.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    /** The companies the feed covers; null means all of the user's companies. */
    companyIds: integer('company_ids').array(),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastReadAt: instant('last_read_at'),
  },
  (t) => [uniqueIndex('calendar_feeds_token_uq').on(t.token)],
);
