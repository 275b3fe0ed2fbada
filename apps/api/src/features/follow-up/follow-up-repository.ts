import { and, asc, eq, inArray, isNull, lte, max, min, or, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { processChanges } from '../../db/schema/process-changes.ts';
import { processSteps } from '../../db/schema/process-steps.ts';
import { processes } from '../../db/schema/processes.ts';
import { userCompanies, users, type TWeekday } from '../../db/schema/users.ts';
import { exporters, processColumns } from './digest-repository.ts';

/**
 * Processes with changes not yet followed up whose burst is over: the last change is older than
 * `quietBefore`, or the first is older than `maxWaitBefore` (a process that keeps changing is
 * still mailed now and then). Oldest first, at most `limit`.
 */
export const findSettledChangeGroups = async (
  db: TDbExecutor,
  options: { quietBefore: Date; maxWaitBefore: Date; limit: number },
): Promise<{ companyId: number; processId: number }[]> =>
  db
    .select({ companyId: processChanges.companyId, processId: processChanges.processId })
    .from(processChanges)
    .where(isNull(processChanges.notifiedAt))
    .groupBy(processChanges.companyId, processChanges.processId)
    .having(
      or(
        lte(max(processChanges.changedAt), options.quietBefore),
        lte(min(processChanges.changedAt), options.maxWaitBefore),
      ),
    )
    .orderBy(asc(min(processChanges.changedAt)))
    .limit(options.limit);

/**
 * A process's changes still to follow up, locked; another instance's sweep skips them rather
 * than wait, so two sweeps never mail the same change.
 */
export const lockPendingChanges = async (
  db: TDbExecutor,
  key: { companyId: number; processId: number; changedUpTo: Date },
) =>
  db
    .select({
      id: processChanges.id,
      field: processChanges.field,
      oldValue: processChanges.oldValue,
      newValue: processChanges.newValue,
      changedAt: processChanges.changedAt,
    })
    .from(processChanges)
    .where(
      and(
        eq(processChanges.companyId, key.companyId),
        eq(processChanges.processId, key.processId),
        isNull(processChanges.notifiedAt),
        lte(processChanges.changedAt, key.changedUpTo),
      ),
    )
    .orderBy(asc(processChanges.changedAt), asc(processChanges.id))
    .for('update', { skipLocked: true });

export const markChangesNotified = async (
  db: TDbExecutor,
  options: { companyId: number; ids: readonly number[]; now: Date },
): Promise<void> => {
  if (options.ids.length === 0) return;
  await db
    .update(processChanges)
    .set({ notifiedAt: options.now })
    .where(
      and(eq(processChanges.companyId, options.companyId), inArray(processChanges.id, [...options.ids])),
    );
};

/** Active users of a company who asked for the analytical follow-up. */
export const findAnalyticalRecipients = async (db: TDbExecutor, companyId: number) =>
  db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userCompanies, eq(userCompanies.userId, users.id))
    // Only where the company is in the user's data scope (a customer, not a customs broker).
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(
      and(
        eq(userCompanies.companyId, companyId),
        eq(companies.isCustomer, true),
        eq(companies.isCustomBroker, false),
        eq(users.isActive, true),
        eq(users.followUp, true),
        eq(users.followUpAnalytical, true),
      ),
    )
    .orderBy(asc(users.id));

/**
 * Active users who asked for the weekly digest on this weekday, with their data scope: linked
 * companies that are customers and not customs brokers, as their sessions have (spec part 1 §6).
 */
export const findDigestRecipients = async (db: TDbExecutor, weekday: TWeekday) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      companyIds: sql<
        number[]
      >`coalesce(array_agg(${companies.id} order by ${companies.id}) filter (where ${companies.id} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userCompanies, eq(userCompanies.userId, users.id))
    .leftJoin(
      companies,
      and(
        eq(companies.id, userCompanies.companyId),
        eq(companies.isCustomer, true),
        eq(companies.isCustomBroker, false),
      ),
    )
    .where(
      and(
        eq(users.isActive, true),
        eq(users.followUp, true),
        eq(users.followUpSynthetic, true),
        eq(users.followUpSyntheticWeekday, weekday),
      ),
    )
    .groupBy(users.id)
    .orderBy(asc(users.id));

/** What an e-mail says about a process. */
export const findEmailProcess = async (db: TDbExecutor, key: { companyId: number; processId: number }) => {
  const [row] = await db
    .select({
      ...processColumns,
      stepName: processSteps.alias,
      status: processes.status,
    })
    .from(processes)
    .innerJoin(companies, eq(companies.id, processes.companyId))
    .innerJoin(processSteps, eq(processSteps.id, processes.stepId))
    .leftJoin(exporters, eq(exporters.id, processes.exporterId))
    .where(and(eq(processes.companyId, key.companyId), eq(processes.id, key.processId)))
    .limit(1);
  return row ?? null;
};

/** Turns the follow-up off (the one-click unsubscribe); false when the user does not exist. */
export const disableFollowUp = async (
  db: TDbExecutor,
  options: { userId: number; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(users)
    .set({ followUp: false, updatedAt: options.now })
    .where(eq(users.id, options.userId))
    .returning({ id: users.id });
  return rows.length > 0;
};
