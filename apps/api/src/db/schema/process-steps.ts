import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Process steps (ids are fixed business codes: 1..11; 8 is the pseudo-step "Todos"). */
export const processSteps = pgTable('process_steps', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  alias: text('alias').notNull(),
  description: text('description').notNull(),
  /** Background colour, #RRGGBB. */
  color: text('color').notNull(),
  textColor: text('text_color').notNull(),
  position: integer('position').notNull(),
});
