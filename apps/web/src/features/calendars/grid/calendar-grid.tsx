import type { MouseEvent, ReactNode } from 'react';
import { format } from 'date-fns';
import { formatBRL } from '../../../lib/format.ts';
import { calendarWeeks, WEEKDAY_LABELS, type TCalendarDay, type TCalendarView } from '../calendar-dates.ts';
import { splitOverflow } from '../card-overflow.ts';
import styles from './calendar-grid.module.css';
import { CalendarTooltip } from './calendar-tooltip.tsx';

export type TGridEntry = { key: string; day: string };

export const WEEK_TOTAL_TOOLTIP = 'Soma total de todos os processos na semana';
export const MONTH_TOTAL_TOOLTIP = 'Soma total de todos os processos do mês';

type TCalendarGridProps<T extends TGridEntry> = {
  view: TCalendarView;
  anchor: Date;
  /** yyyy-MM-dd of today (marked Hoje). */
  todayKey: string;
  entriesByDay: ReadonlyMap<string, readonly T[]>;
  /** More than `limit` items in a day shows limit − 1 cards and VER MAIS ITENS (see splitOverflow). */
  limit: number;
  renderCard: (entry: T) => ReactNode;
  onOpenDay: (dayKey: string) => void;
  /** Financial calendars: day totals, the weekly column and the month footer. */
  totalOf?: (entries: readonly T[]) => number;
};

// Clicks on a card, its download button or VER MAIS ITENS are theirs, not the day's.
const isFromControl = (event: MouseEvent<HTMLElement>): boolean =>
  event.target instanceof Element && event.target.closest('button, a, input') !== null;

const EMPTY: readonly never[] = [];

/** Month grid (Sunday → Saturday, plus the weekly column when totals apply) or one week. */
export const CalendarGrid = <T extends TGridEntry>({
  view,
  anchor,
  todayKey,
  entriesByDay,
  limit,
  renderCard,
  onOpenDay,
  totalOf,
}: TCalendarGridProps<T>) => {
  const weeks = calendarWeeks(view, anchor);
  const hasTotals = totalOf !== undefined;
  const entriesOf = (day: TCalendarDay): readonly T[] =>
    day.isInView ? (entriesByDay.get(day.key) ?? EMPTY) : EMPTY;
  const isMonth = view === 'month';

  const renderDay = (day: TCalendarDay) => {
    const entries = entriesOf(day);
    const { visible, hiddenCount } = splitOverflow(entries, limit);
    const dayNumber = format(day.date, 'dd');
    const isToday = day.key === todayKey;
    // Spec §2.3: a day click opens the day modal only in month view; a week shows every card of
    // the day already (VER MAIS ITENS, where a day hides cards, opens it in any view).
    const canOpen = isMonth && entries.length > 0;
    return (
      <div
        key={day.key}
        className={styles.day}
        data-day={day.key}
        data-in-view={day.isInView}
        data-today={isToday}
        data-empty={entries.length === 0}
        data-testid="calendar-day"
        onClick={canOpen ? (event) => !isFromControl(event) && onOpenDay(day.key) : undefined}
      >
        <div className={styles.dayHeader}>
          {canOpen ? (
            <button
              type="button"
              className={styles.dayNumber}
              aria-label={`Ver os lançamentos do dia ${format(day.date, 'dd/MM/yyyy')}`}
              onClick={() => onOpenDay(day.key)}
            >
              {dayNumber}
            </button>
          ) : (
            <span className={styles.dayNumber}>{dayNumber}</span>
          )}
          <span className={styles.weekdayInline} aria-hidden="true">
            {WEEKDAY_LABELS[day.date.getDay()]}
          </span>
          {isToday && <span className={styles.today}>Hoje</span>}
          {hasTotals && day.isInView && entries.length > 0 && (
            <span className={styles.dayTotal} data-testid="day-total">
              {formatBRL(totalOf(entries))}
            </span>
          )}
        </div>
        {visible.length > 0 && <ul className={styles.cards}>{visible.map((entry) => renderCard(entry))}</ul>}
        {hiddenCount > 0 && (
          <button type="button" className={styles.more} onClick={() => onOpenDay(day.key)}>
            VER MAIS ITENS ({hiddenCount})
          </button>
        )}
      </div>
    );
  };

  const weekTotal = (week: TCalendarDay[]): number =>
    totalOf ? totalOf(week.flatMap((day) => entriesOf(day))) : 0;
  const monthTotal = totalOf ? totalOf(weeks.flat().flatMap((day) => entriesOf(day))) : 0;

  return (
    <div className={styles.calendar} data-view={view} data-has-totals={hasTotals}>
      <div className={styles.headerRow} aria-hidden="true">
        {weeks[0]?.map((day) => (
          <div key={day.key} className={styles.headerCell}>
            {WEEKDAY_LABELS[day.date.getDay()]}
            {!isMonth && <span className={styles.headerDate}>{format(day.date, 'dd/MM')}</span>}
          </div>
        ))}
        {hasTotals && <div className={styles.headerCell}>Previsão Semanal</div>}
      </div>
      {weeks.map((week) => (
        <div key={week[0]?.key} className={styles.week} data-testid="calendar-week">
          {week.map(renderDay)}
          {hasTotals && (
            <CalendarTooltip content={WEEK_TOTAL_TOOLTIP}>
              <div className={styles.weekTotal} tabIndex={0} data-testid="week-total">
                <span className={styles.weekTotalLabel}>Previsão Semanal</span>
                <span className={styles.weekTotalValue}>{formatBRL(weekTotal(week))}</span>
              </div>
            </CalendarTooltip>
          )}
        </div>
      ))}
      {hasTotals && isMonth && (
        <CalendarTooltip content={MONTH_TOTAL_TOOLTIP}>
          <div className={styles.monthTotal} tabIndex={0} data-testid="month-total">
            <span>Previsão Mensal</span>
            <strong>{formatBRL(monthTotal)}</strong>
          </div>
        </CalendarTooltip>
      )}
    </div>
  );
};
