import { and, eq, inArray } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client.ts';
import { biImportRuns } from '../../../db/schema/bi-imports.ts';

export type TImportRun = typeof biImportRuns.$inferSelect;
export type TNewImportRun = Pick<
  typeof biImportRuns.$inferInsert,
  'id' | 'userId' | 'companyIds' | 'fromDay' | 'toDay' | 'isRefreshingQuotes'
>;

export const insertImportRun = async (
  db: TDbExecutor,
  run: TNewImportRun,
  now: Date,
): Promise<TImportRun> => {
  const [row] = await db
    .insert(biImportRuns)
    .values({ ...run, status: 'created', created: now, updated: now })
    .returning();
  if (!row) throw new Error('bi_import_runs insert returned no row');
  return row;
};

/** The run, only when it is the user's: another user's id reads as absent (404). */
export const findImportRun = async (db: TDbExecutor, { id, userId }: { id: string; userId: number }) => {
  const [row] = await db
    .select()
    .from(biImportRuns)
    .where(and(eq(biImportRuns.id, id), eq(biImportRuns.userId, userId)));
  return row ?? null;
};

export const updateImportRun = (
  db: TDbExecutor,
  id: string,
  changes: Partial<Pick<TImportRun, 'status' | 'progress' | 'processes' | 'items' | 'quotes' | 'message'>> & {
    now: Date;
  },
) => {
  const { now, ...fields } = changes;
  return db
    .update(biImportRuns)
    .set({ ...fields, updated: now })
    .where(eq(biImportRuns.id, id));
};

/** Whether an import is waiting or running (left by a restart): the job queue then starts to finish it. */
export const hasUnfinishedRuns = async (db: TDbExecutor): Promise<boolean> => {
  const [row] = await db
    .select({ id: biImportRuns.id })
    .from(biImportRuns)
    .where(inArray(biImportRuns.status, ['created', 'active']))
    .limit(1);
  return row !== undefined;
};
