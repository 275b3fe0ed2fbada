import type { TDbExecutor } from '../../db/client.ts';
import type { TChangeSource } from '../../db/schema/process-changes.ts';
import {
  insertProcesses,
  insertTrailBatch,
  type TProcessInsert,
  type TProcessRow,
  updateProcessesColumns,
} from './process-change-repository.ts';
import { isTrackedProcessField } from './process-change-wording.ts';
import { describeTrail, toTrailValue, type TTrailChange } from './record-trail.ts';

/** A new process, or the changed columns of an existing one (only what differs). */
export type TProcessWrite =
  | { kind: 'create'; values: TProcessInsert }
  | { kind: 'update'; current: TProcessRow; patch: Partial<TProcessInsert> };

/**
 * Writes a batch of processes from the broker's systems inside the caller's transaction: new ones
 * in one insert, each changed one in one update, and every changed milestone (step, status,
 * channels, timeline dates) into the trail with its client-visible history item, as
 * changeProcess records a single change. Answers the process id of each write, in order.
 */
export const writeProcessBatch = async ({
  db,
  writes,
  source,
  author,
  now,
  stepNames,
}: {
  db: TDbExecutor;
  writes: readonly TProcessWrite[];
  source: TChangeSource;
  author: string;
  now: Date;
  stepNames: ReadonlyMap<number, string>;
}): Promise<number[]> => {
  const creates = writes.flatMap((write) => (write.kind === 'create' ? [write.values] : []));
  const inserted = await insertProcesses(db, creates);
  const idByIdentification = new Map(inserted.map((row) => [row.identification, row.id]));

  const trail: TTrailChange[] = [];
  // Updates that change the same columns go in one statement.
  const groups = new Map<
    string,
    { keys: string[]; rows: { companyId: number; processId: number; patch: Partial<TProcessInsert> }[] }
  >();
  for (const write of writes) {
    if (write.kind !== 'update') continue;
    const { current, patch } = write;
    const keys = Object.keys(patch).sort();
    const joined = keys.join(',');
    const group = groups.get(joined) ?? { keys, rows: [] };
    group.rows.push({ companyId: current.companyId, processId: current.id, patch });
    groups.set(joined, group);
    for (const field of keys) {
      if (!isTrackedProcessField(field)) continue;
      trail.push({
        companyId: current.companyId,
        processId: current.id,
        field,
        oldValue: toTrailValue(current[field]),
        newValue: toTrailValue(patch[field]),
      });
    }
  }
  for (const { keys, rows } of groups.values()) {
    await updateProcessesColumns(db, {
      keys: keys as Parameters<typeof updateProcessesColumns>[1]['keys'],
      rows,
      now,
    });
  }
  // The same sentences as recordTrail, in one statement for the whole batch.
  await insertTrailBatch(db, { rows: describeTrail(trail, stepNames), source, author, now });
  return writes.map((write) =>
    write.kind === 'create' ? (idByIdentification.get(write.values.identification) ?? 0) : write.current.id,
  );
};
