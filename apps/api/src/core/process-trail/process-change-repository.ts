import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { inIdList } from '../../db/id-list.ts';
import { insertAsJson } from '../../db/insert-as-json.ts';
import { historyItems } from '../../db/schema/history.ts';
import { processChanges, type TChangeSource } from '../../db/schema/process-changes.ts';
import { processSteps } from '../../db/schema/process-steps.ts';
import { processes } from '../../db/schema/processes.ts';
import { TRACKED_PROCESS_FIELDS, type TTrackedProcessField } from './process-change-wording.ts';

const trackedColumns = Object.fromEntries(
  Object.keys(TRACKED_PROCESS_FIELDS).map((field) => [field, processes[field as TTrackedProcessField]]),
) as { [K in TTrackedProcessField]: (typeof processes)[K] };

export type TProcessMilestones = { [K in TTrackedProcessField]: (typeof processes.$inferSelect)[K] };

/** The milestones of one process, locked until the transaction ends (null when it does not exist). */
export const lockProcessMilestones = async (
  db: TDbExecutor,
  key: { companyId: number; processId: number },
): Promise<TProcessMilestones | null> => {
  const [row] = await db
    .select(trackedColumns)
    .from(processes)
    .where(and(eq(processes.companyId, key.companyId), eq(processes.id, key.processId)))
    .limit(1)
    .for('update');
  return row ?? null;
};

export const updateProcessMilestones = async (
  db: TDbExecutor,
  options: { companyId: number; processId: number; patch: Partial<TProcessMilestones>; now: Date },
): Promise<void> => {
  await db
    .update(processes)
    .set({ ...options.patch, updatedAt: options.now })
    .where(and(eq(processes.companyId, options.companyId), eq(processes.id, options.processId)));
};

export const insertProcessChanges = async (
  db: TDbExecutor,
  rows: (typeof processChanges.$inferInsert)[],
): Promise<{ id: number }[]> =>
  rows.length === 0 ? [] : db.insert(processChanges).values(rows).returning({ id: processChanges.id });

export const insertHistoryItems = async (
  db: TDbExecutor,
  rows: (typeof historyItems.$inferInsert)[],
): Promise<void> => {
  if (rows.length === 0) return;
  await db.insert(historyItems).values(rows);
};

/** A changed milestone with its client-visible sentence, for {@link insertTrailBatch}. */
export type TTrailBatchRow = {
  companyId: number;
  processId: number;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  description: string;
};

/**
 * A batch's trail: one process_changes row per changed milestone and its client-visible history
 * item, in the order given, from one JSON parameter in one statement. As two VALUES lists a batch
 * of thousands of changes cost more to build and parse than to write.
 */
export const insertTrailBatch = async (
  db: TDbExecutor,
  options: { rows: readonly TTrailBatchRow[]; source: TChangeSource; author: string; now: Date },
): Promise<void> => {
  const { rows, source, author, now } = options;
  if (rows.length === 0) return;
  const at = now.toISOString();
  // A data-modifying WITH runs to completion even though nothing reads it.
  await db.execute(sql`with trail as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as v(
        "companyId" integer, "processId" integer, "field" text, "oldValue" text, "newValue" text, "description" text
      )
    ), changes as (
      insert into ${processChanges} (company_id, process_id, field, old_value, new_value, changed_at, source, author)
      select "companyId", "processId", "field", "oldValue", "newValue", ${at}::timestamptz, ${source}, ${author}
      from trail
    )
    insert into ${historyItems} (company_id, process_id, created_by, created, description, is_visible_to_client)
    select "companyId", "processId", ${author}, ${at}::timestamptz, "description", true from trail`);
};

/** Step id → name (alias), for the trail's wording. */
export const findStepNames = async (
  db: TDbExecutor,
  ids?: readonly number[],
): Promise<Map<number, string>> => {
  const rows = await db
    .select({ id: processSteps.id, alias: processSteps.alias })
    .from(processSteps)
    .where(ids ? inArray(processSteps.id, [...ids]) : undefined);
  return new Map(rows.map((row) => [row.id, row.alias]));
};

export type TProcessInsert = typeof processes.$inferInsert;
export type TProcessRow = typeof processes.$inferSelect;

/** The processes of these reference numbers, locked until the transaction ends. */
export const lockProcessesByIdentification = async (
  db: TDbExecutor,
  identifications: readonly number[],
): Promise<TProcessRow[]> =>
  identifications.length === 0
    ? []
    : db.select().from(processes).where(inIdList(processes.identification, identifications)).for('update');

/** New processes as one JSON parameter (db/insert-as-json.ts): a batch of the ingestion is hundreds. */
export const insertProcesses = async (
  db: TDbExecutor,
  rows: TProcessInsert[],
): Promise<{ id: number; identification: number }[]> =>
  rows.length === 0
    ? []
    : insertAsJson<{ id: number; identification: number }>({
        db,
        table: processes,
        rows,
        returning: ['id', 'identification'],
      });

type TProcessColumnKey = keyof TProcessInsert & keyof typeof processes;

/**
 * Many processes whose changed columns are the same set, in one statement (`update … from
 * (values …)`): a batch of the ingestion updates hundreds of processes, and one statement each
 * cost most of its time. Each value is bound through its column (and cast to its SQL type).
 */
export const updateProcessesColumns = async (
  db: TDbExecutor,
  options: {
    keys: readonly TProcessColumnKey[];
    rows: readonly { companyId: number; processId: number; patch: Partial<TProcessInsert> }[];
    now: Date;
  },
): Promise<void> => {
  const { keys, rows, now } = options;
  if (rows.length === 0) return;
  const columns = keys.map((key) => processes[key] as AnyColumn);
  const names = columns.map((column) => sql.identifier(column.name));
  const tuples = rows.map(
    (row) =>
      sql`(${row.companyId}::integer, ${row.processId}::integer, ${sql.join(
        columns.map(
          (column, index) =>
            sql`${sql.param(row.patch[keys[index] as TProcessColumnKey] ?? null, column)}::${sql.raw(column.getSQLType())}`,
        ),
        sql`, `,
      )})`,
  );
  await db.execute(
    sql`update processes as p set ${sql.join(
      names.map((name) => sql`${name} = v.${name}`),
      sql`, `,
    )}, updated_at = ${now.toISOString()}::timestamptz
    from (values ${sql.join(tuples, sql`, `)}) as v(company_id, id, ${sql.join(names, sql`, `)})
    where p.company_id = v.company_id and p.id = v.id`,
  );
};
