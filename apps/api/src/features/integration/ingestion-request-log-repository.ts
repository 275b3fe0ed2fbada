import { lt } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { ingestionRequests } from '../../db/schema/ingestion-requests.ts';

export type TIngestionRequestInsert = typeof ingestionRequests.$inferInsert;

export const insertIngestionRequest = async (
  db: TDbExecutor,
  row: TIngestionRequestInsert,
): Promise<void> => {
  await db.insert(ingestionRequests).values(row);
};

/** The nightly purge: one statement on the `at` index (no rows returned, there may be many). */
export const deleteIngestionRequestsBefore = async (db: TDbExecutor, before: Date): Promise<void> => {
  await db.delete(ingestionRequests).where(lt(ingestionRequests.at, before));
};
