import { useState } from 'react';
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
    setView: (next: TCalendarView) => {
      setViewState(next);
      setAnchor(new Date());
    },
    setAnchor,
    goPrevious: () => setAnchor((current) => shiftAnchor(view, current, -1)),
    goNext: () => setAnchor((current) => shiftAnchor(view, current, 1)),
    goToday: () => setAnchor(new Date()),
  };
};

export type TCalendarPeriod = ReturnType<typeof useCalendarPeriod>;
