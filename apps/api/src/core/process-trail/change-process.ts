import type { TDbExecutor } from '../../db/client.ts';
import type { TChangeSource } from '../../db/schema/process-changes.ts';
import {
  findStepNames,
  lockProcessMilestones,
  type TProcessMilestones,
  updateProcessMilestones,
} from './process-change-repository.ts';
import { TRACKED_PROCESS_FIELDS, type TTrackedProcessField } from './process-change-wording.ts';
import { recordTrail, toTrailValue } from './record-trail.ts';

export type TProcessMilestonePatch = Partial<TProcessMilestones>;

export type TRecordedProcessChange = {
  id: number;
  field: TTrackedProcessField;
  oldValue: string | null;
  newValue: string | null;
  description: string;
};

type TChangeProcessOptions = {
  db: TDbExecutor;
  companyId: number;
  processId: number;
  patch: TProcessMilestonePatch;
  source: TChangeSource;
  /** Who made it, as the history shows it: the user's or the service client's name. */
  author: string;
  now: Date;
};

/**
 * The one way a process's milestones change (step, status, channels, timeline dates): it updates
 * the row and records, in the same transaction, one trail row and one client-visible history item
 * per field that really changed. The trail feeds the follow-up e-mails. Unchanged values record
 * nothing, so sending the same data twice is harmless. Returns what was recorded (empty when
 * nothing changed); null when the process does not exist in that company.
 */
export const changeProcess = async ({
  db,
  companyId,
  processId,
  patch,
  source,
  author,
  now,
}: TChangeProcessOptions): Promise<TRecordedProcessChange[] | null> =>
  db.transaction(async (tx) => {
    const current = await lockProcessMilestones(tx, { companyId, processId });
    if (!current) return null;
    const diffs = (Object.keys(patch) as TTrackedProcessField[])
      .filter((field) => Object.hasOwn(TRACKED_PROCESS_FIELDS, field) && patch[field] !== undefined)
      .map((field) => ({
        field,
        oldValue: toTrailValue(current[field]),
        newValue: toTrailValue(patch[field]),
      }))
      .filter(({ oldValue, newValue }) => oldValue !== newValue);
    if (diffs.length === 0) return [];

    const changedPatch = Object.fromEntries(diffs.map(({ field }) => [field, patch[field]]));
    await updateProcessMilestones(tx, { companyId, processId, patch: changedPatch, now });
    const stepIds = diffs
      .filter(({ field }) => field === 'stepId')
      .flatMap(({ oldValue, newValue }) => [oldValue, newValue])
      .filter((value) => value !== null)
      .map(Number);
    const stepNames = stepIds.length > 0 ? await findStepNames(tx, stepIds) : new Map<number, string>();
    const recorded = await recordTrail(tx, {
      changes: diffs.map((diff) => ({ ...diff, companyId, processId })),
      source,
      author,
      now,
      stepNames,
    });
    return diffs.map((diff, index) => ({
      ...diff,
      description: recorded[index]?.description ?? '',
      id: recorded[index]?.id ?? 0,
    }));
  });
