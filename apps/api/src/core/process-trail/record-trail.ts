import type { TDbExecutor } from '../../db/client.ts';
import type { TChangeSource } from '../../db/schema/process-changes.ts';
import {
  insertHistoryItems,
  insertProcessChanges,
  type TTrailBatchRow,
} from './process-change-repository.ts';
import { describeProcessChange } from './process-change-wording.ts';

/** A changed milestone of a process, with its values as the trail keeps them. */
export type TTrailChange = {
  companyId: number;
  processId: number;
  field: string;
  oldValue: string | null;
  newValue: string | null;
};

/** Stored values as the trail keeps them: text, null for "no value". */
export const toTrailValue = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** Each change with its client-visible pt-BR sentence, as the history shows it. */
export const describeTrail = (
  changes: readonly TTrailChange[],
  stepNames: ReadonlyMap<number, string>,
): TTrailBatchRow[] =>
  changes.map((change) => ({ ...change, description: describeProcessChange({ ...change, stepNames }) }));

/**
 * Records changed milestones: one trail row each (what the follow-up e-mails read) and the
 * client-visible history item with its pt-BR sentence. Answers the sentences and the trail ids.
 */
export const recordTrail = async (
  db: TDbExecutor,
  options: {
    changes: readonly TTrailChange[];
    source: TChangeSource;
    author: string;
    now: Date;
    stepNames: ReadonlyMap<number, string>;
  },
): Promise<{ description: string; id: number }[]> => {
  const { changes, source, author, now, stepNames } = options;
  const descriptions = describeTrail(changes, stepNames).map((change) => change.description);
  const inserted = await insertProcessChanges(
    db,
    changes.map(({ companyId, processId, field, oldValue, newValue }) => ({
      companyId,
      processId,
      field,
      oldValue,
      newValue,
      changedAt: now,
      source,
      author,
    })),
  );
  await insertHistoryItems(
    db,
    changes.map(({ companyId, processId }, index) => ({
      companyId,
      processId,
      createdBy: author,
      created: now,
      description: descriptions[index] ?? '',
      isVisibleToClient: true,
    })),
  );
  return descriptions.map((description, index) => ({ description, id: inserted[index]?.id ?? 0 }));
};
