import type { TDbExecutor } from '../db/client.ts';
import { countries } from '../db/schema/countries.ts';
import { processSteps } from '../db/schema/process-steps.ts';
import { COUNTRIES } from './countries-data.ts';
import { PROCESS_STEPS } from './reference-data.ts';

/**
 * The rows every install needs, demo or not: the process steps (a process cannot exist without
 * one; their ids are the contract's PROCESS_STEP) and the Siscomex countries (a process's or an
 * item's origin). A production start used to leave them empty, so neither the ingestion API nor
 * the spreadsheet import could create a single process there. Rows already present are
 * left as they are.
 */
export const ensureReferenceData = async ({ db }: { db: TDbExecutor }): Promise<void> => {
  await db
    .insert(processSteps)
    .values([...PROCESS_STEPS])
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values([...COUNTRIES])
    .onConflictDoNothing();
};
