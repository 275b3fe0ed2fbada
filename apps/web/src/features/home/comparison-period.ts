import { startOfMonth } from 'date-fns';
import { toIsoDay } from '../../lib/format.ts';
import type { TPeriod } from '@pc/contract/comparison-period';

/** Spec part 1 §9: the first day of the current month to today. */
export const defaultPeriod = (today: Date): TPeriod => ({
  from: toIsoDay(startOfMonth(today)),
  to: toIsoDay(today),
});
