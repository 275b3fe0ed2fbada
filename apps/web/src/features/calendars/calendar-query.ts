import type { TPeriodQuery } from './calendar-dates.ts';

/** The query the calendar calls share: the companies as a comma list and the period's bounds. */
export const calendarQuery = (customerIds: readonly number[], periodQuery: TPeriodQuery) => ({
  customerIds: customerIds.join(','),
  ...periodQuery,
});
