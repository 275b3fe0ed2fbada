import { and, asc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../client.ts';
import { duimpVersions } from '../schema/duimp.ts';

type TProcessKey = { companyId: number; processId: number };

export type TDuimpVersionRow = typeof duimpVersions.$inferSelect;

/** A version as the lists show it (no document). */
export type TDuimpVersionEntry = Pick<
  TDuimpVersionRow,
  'id' | 'number' | 'version' | 'situation' | 'receivedAt'
>;

/** Every version of a process's DUIMPs, without their documents (a handful per process). */
export const findDuimpVersionEntries = async (
  db: TDbExecutor,
  key: TProcessKey,
): Promise<TDuimpVersionEntry[]> =>
  db
    .select({
      id: duimpVersions.id,
      number: duimpVersions.number,
      version: duimpVersions.version,
      situation: duimpVersions.situation,
      receivedAt: duimpVersions.receivedAt,
    })
    .from(duimpVersions)
    .where(and(eq(duimpVersions.companyId, key.companyId), eq(duimpVersions.processId, key.processId)))
    .orderBy(asc(duimpVersions.id));

/**
 * The versions newest first: the latest DUIMP number first (the one whose first version arrived
 * last, by id: a process whose DUIMP was cancelled and registered again has two numbers), each
 * number's versions highest first. The first one is the process's current DUIMP.
 */
export const orderDuimpVersions = <T extends Pick<TDuimpVersionEntry, 'id' | 'number' | 'version'>>(
  rows: readonly T[],
): T[] => {
  const firstIdOf = new Map<string, number>();
  for (const row of rows) firstIdOf.set(row.number, Math.min(firstIdOf.get(row.number) ?? row.id, row.id));
  return [...rows].sort(
    (a, b) =>
      (firstIdOf.get(b.number) ?? 0) - (firstIdOf.get(a.number) ?? 0) || b.version - a.version || b.id - a.id,
  );
};

/** The versions of one DUIMP number of a process, with their documents. */
export const findDuimpVersionsOfNumber = async (
  db: TDbExecutor,
  key: TProcessKey & { number: string },
): Promise<TDuimpVersionRow[]> =>
  db
    .select()
    .from(duimpVersions)
    .where(
      and(
        eq(duimpVersions.companyId, key.companyId),
        eq(duimpVersions.processId, key.processId),
        eq(duimpVersions.number, key.number),
      ),
    )
    .orderBy(asc(duimpVersions.version));

/** One stored version with its document. */
export const findDuimpVersion = async (
  db: TDbExecutor,
  key: { companyId: number; id: number },
): Promise<TDuimpVersionRow | null> => {
  const [row] = await db
    .select()
    .from(duimpVersions)
    .where(and(eq(duimpVersions.companyId, key.companyId), eq(duimpVersions.id, key.id)))
    .limit(1);
  return row ?? null;
};

export const insertDuimpVersion = async (
  db: TDbExecutor,
  values: typeof duimpVersions.$inferInsert,
): Promise<number> => {
  const [row] = await db.insert(duimpVersions).values(values).returning({ id: duimpVersions.id });
  if (!row) throw new Error('the DUIMP version was not inserted');
  return row.id;
};

export const updateDuimpVersion = async (
  db: TDbExecutor,
  key: { companyId: number; id: number },
  values: Partial<Omit<typeof duimpVersions.$inferInsert, 'id' | 'companyId' | 'processId'>>,
): Promise<void> => {
  await db
    .update(duimpVersions)
    .set(values)
    .where(and(eq(duimpVersions.companyId, key.companyId), eq(duimpVersions.id, key.id)));
};
