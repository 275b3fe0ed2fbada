// By path: the package's index would bring all of date-fns into the signed-in chunk (chunk-groups.ts).
import { startOfMonth } from 'date-fns/startOfMonth';
import { toIsoDay } from '../../lib/format.ts';
import type { TPeriod } from '@pc/contract/comparison-period';

/** Spec part 1 §9: the first day of the current month to today. */
export const defaultPeriod = (today: Date): TPeriod => ({
  from: toIsoDay(startOfMonth(today)),
  to: toIsoDay(today),
});
