import { and, asc, eq, gt, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import type { TDayRange } from '../../lib/business-day.ts';
import { processes } from '../../db/schema/processes.ts';
import { users } from '../../db/schema/users.ts';
import { inScope } from '../../db/scope.ts';

// --- ETD Atrasados -------------------------------------------------------------------------------

export const buildDelayedEtdQuery = (
  db: TDbExecutor,
  { companyIds, period, delayDays }: { companyIds: readonly number[]; period: TDayRange; delayDays: number },
) =>
  db
    .select({ id: processes.id })
    .from(processes)
    .where(
      and(
        inScope(companyIds),
        gte(processes.datesEtd, period.fromDay),
        lte(processes.datesEtd, period.toDay),
        isNotNull(processes.initialDatesEtd),
        gt(sql`${processes.datesEtd} - ${processes.initialDatesEtd}`, delayDays),
      ),
    )
    .orderBy(asc(processes.datesEtd), asc(processes.id));

// --- Personalised indicator request --------------------------------------------------------------

export const findRequester = async (db: TDbExecutor, userId: number) => {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
};
