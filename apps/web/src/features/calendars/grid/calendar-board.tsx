import { useState, type ReactNode } from 'react';
import { toDayKey } from '../calendar-dates.ts';
import { groupByDay } from '../card-overflow.ts';
import type { TCalendarPeriod } from '../use-calendar-period.ts';
import { CalendarGrid } from './calendar-grid.tsx';
import { DayModal } from './day-modal.tsx';

type TCalendarBoardProps<T extends { key: string; day: string }> = {
  period: Pick<TCalendarPeriod, 'view' | 'anchor'>;
  entries: readonly T[];
  /** See CalendarGrid. */
  limit: number;
  renderCard: (entry: T) => ReactNode;
  /** Financial calendars: the grid's totals and the day modal's total. */
  totalOf?: (entries: readonly T[]) => number;
};

/** The grid of the period and the modal of the day opened in it (both calendars). */
export const CalendarBoard = <T extends { key: string; day: string }>({
  period,
  entries,
  limit,
  renderCard,
  totalOf,
}: TCalendarBoardProps<T>) => {
  const [openDay, setOpenDay] = useState<string | null>(null);
  const byDay = groupByDay(entries);
  const dayEntries = openDay ? (byDay.get(openDay) ?? []) : [];
  return (
    <>
      <CalendarGrid
        view={period.view}
        anchor={period.anchor}
        todayKey={toDayKey(new Date())}
        entriesByDay={byDay}
        limit={limit}
        renderCard={renderCard}
        onOpenDay={setOpenDay}
        totalOf={totalOf}
      />
      <DayModal
        dayKey={openDay}
        entries={dayEntries}
        renderCard={renderCard}
        total={totalOf?.(dayEntries)}
        onClose={() => setOpenDay(null)}
      />
    </>
  );
};
