import { and, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { processes } from '../../db/schema/processes.ts';

/** Storage periods changing within this many days: the Home's attention card and the notification. */
export const STORAGE_CHANGE_DAYS = 3;
/** Length of a storage period after the presence of the cargo (the seed's storage_period buckets: ≤10, ≤20…). */
export const STORAGE_PERIOD_DAYS = 10;

/**
 * Where a stored cargo stands on `today` (a São Paulo day as SQL), in periods of `periodDays` as the
 * product counts them (docs/data-model.md, storage_period): up to 10 days after the presence is the
 * first period, 11 to 20 the second, and so on, so the period changes on the day after presence +
 * 10 × period. One rule for the attention card and the notification.
 */
export const storagePeriodSql = ({ today, periodDays }: { today: SQL; periodDays: number }) => {
  const stored = sql`(${today} - ${processes.datesGoodsPresenceDate})`;
  const period = sql<number>`greatest(1, (${stored} + ${periodDays}::int - 1) / ${periodDays}::int)`;
  const changeAfter = sql`(${period} * ${periodDays}::int + 1)`;
  const daysLeft = sql<number>`(${changeAfter} - ${stored})`;
  return {
    period,
    daysLeft,
    changeDay: sql<string>`(${processes.datesGoodsPresenceDate} + ${changeAfter})::text`,
    /** Cargo still stored: present by today, not loaded out. */
    isStored: and(
      isNotNull(processes.datesGoodsPresenceDate),
      isNull(processes.datesGoodsLoadingDate),
      sql`${processes.datesGoodsPresenceDate} <= ${today}`,
    ),
  };
};
