import type { z } from 'zod';

/**
 * Rules a schema's refinements enforce that JSON Schema cannot carry (one field tied to another),
 * in words: the OpenAPI document adds them to the description of every operation that reads the
 * schema, so an integrator learns them before the 400.
 */
const notes = new WeakMap<z.ZodType, readonly string[]>();

/** Returns the schema itself, noted with the rule its refinements enforce. */
export const withRuleNote = <T extends z.ZodType>(schema: T, note: string): T => {
  notes.set(schema, [...(notes.get(schema) ?? []), note]);
  return schema;
};

/** The rules noted on a schema, in the order they were noted. */
export const getRuleNotes = (schema: z.ZodType | undefined): readonly string[] =>
  schema ? (notes.get(schema) ?? []) : [];
