import { startTransition, useState } from 'react';
import { shiftAnchor, toDayKey, toPeriodQuery, viewRange, type TCalendarView } from './calendar-dates.ts';

/** View (month/week) and the day it shows; switching the view goes back to today (spec §2.3). */
export const useCalendarPeriod = (initialView: TCalendarView = 'month') => {
  const [view, setViewState] = useState<TCalendarView>(initialView);
  const [anchor, setAnchor] = useState<Date>(() => new Date());
  const range = viewRange(view, anchor);
  return {
    view,
    anchor,
    range,
    startKey: toDayKey(range.start),
    endKey: toDayKey(range.end),
    periodQuery: toPeriodQuery(range),
    // Transitions: the press paints at once, and the other month's grid is drawn in slices while
    // the one on screen stays (a month of cards was one long task after the press).
    setView: (next: TCalendarView) =>
      startTransition(() => {
        setViewState(next);
        setAnchor(new Date());
      }),
    setAnchor: (next: Date) => startTransition(() => setAnchor(next)),
    goPrevious: () => startTransition(() => setAnchor((current) => shiftAnchor(view, current, -1))),
    goNext: () => startTransition(() => setAnchor((current) => shiftAnchor(view, current, 1))),
    goToday: () => startTransition(() => setAnchor(new Date())),
  };
};

export type TCalendarPeriod = ReturnType<typeof useCalendarPeriod>;
