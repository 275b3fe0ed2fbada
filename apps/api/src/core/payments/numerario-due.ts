import { sql } from 'drizzle-orm';
import { processes } from '../../db/schema/processes.ts';

/**
 * When and how much a numerário is, as the cash calendar places it: on the ETA with the real value
 * when that value is positive, otherwise on the estimated cash-request date with the estimated value.
 * One rule for the Home's attention card and the notifications of a numerário falling due.
 */
// coalesce: with no real value yet, `null > 0` would make the flag null, not false.
const isReal = sql`(${processes.datesEta} is not null and coalesce(${processes.stepCashRequestEstimatedValue}, 0) > 0)`;

/** The numerário's day (a date). */
export const numerarioDueDaySql = sql<string>`(case when ${isReal} then ${processes.datesEta} else ${processes.estimatedStepCashRequest} end)`;

/** The numerário's value (null: none known). */
export const numerarioValueSql = sql<string>`(case when ${isReal} then ${processes.stepCashRequestEstimatedValue} else ${processes.estimatedStepCashRequestEstimatedValue} end)`;

/** Whether the numerário's day and value are an estimate, not the real ones. */
export const isNumerarioForecastSql = sql<boolean>`not ${isReal}`;
