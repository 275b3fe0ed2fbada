import { reasonOf, type TRowRefusal } from './import-tally.ts';

/** A group whose rows all read, ready to write: its process and its rows' values. */
export type TGroupToWrite = {
  identification: number;
  rows: { row: number; values: Record<string, unknown> }[];
};

export type TGroupResult =
  | { outcome: 'created' | 'updated' | 'unchanged' }
  | { outcome: 'refused'; row: number; refusal: TRowRefusal };

/** Writes a batch of groups; answers each one's result, in order. */
export type TWriteGroups = (groups: readonly TGroupToWrite[]) => Promise<TGroupResult[]>;

/** A group refused at its first row, for the reason the error gives (pt-BR for an AppError). */
export const refusedBy = (row: number, error: unknown): TGroupResult => ({
  outcome: 'refused',
  row,
  refusal: { column: null, reason: reasonOf(error) },
});
