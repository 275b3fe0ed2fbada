import { index, pgTable, text } from 'drizzle-orm/pg-core';

/** Receita Federal country table: 3-digit customs code, ISO-3166 alpha-2 (flag) and pt-BR name. */
export const countries = pgTable(
  'countries',
  {
    code: text('code').primaryKey(),
    iso2: text('iso2').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('countries_iso2_idx').on(t.iso2)],
);
