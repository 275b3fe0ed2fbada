import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The broker's systems that write through the ingestion API (OAuth2 client_credentials). Only the
 * secret's argon2id hash is kept: `npm run client:create` prints the secret once.
 */
export const serviceClients = pgTable(
  'service_clients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The public half of the credentials (`svc_…`). */
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** The companies it may write; null: every customer company of the broker. */
    companyIds: integer('company_ids').array(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Set when revoked: its tokens stop working at once. */
    revokedAt: instant('revoked_at'),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [uniqueIndex('service_clients_client_id_uq').on(t.clientId)],
);
