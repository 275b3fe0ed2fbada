import * as Popover from '@radix-ui/react-popover';
import {
  addDays,
  addMonths,
  addYears,
  format,
  isSameDay,
  isSameMonth,
  isSameWeek,
  setMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useState } from 'react';
import { formatMonthAbbr, formatMonthName } from '../../lib/format.ts';
import { periodLabel, WEEK_OPTIONS, WEEKDAY_LABELS, type TCalendarView } from './calendar-dates.ts';
import styles from './period-picker.module.css';

const MONTH_INDEXES = Array.from({ length: 12 }, (_, index) => index);
const WEEKDAY_INITIALS = WEEKDAY_LABELS.map((label) => label.charAt(0));

type TPeriodPickerProps = {
  view: TCalendarView;
  anchor: Date;
  today: Date;
  onPick: (date: Date) => void;
};

/** The six weeks (Sunday first) that show `month` in a date grid. */
export const monthGridDays = (month: Date): Date[] => {
  const first = startOfWeek(startOfMonth(month), WEEK_OPTIONS);
  return Array.from({ length: 42 }, (_, index) => addDays(first, index));
};

/**
 * The month or week picker of the calendars. Native month/date inputs draw their text in the
 * browser's language (November 2026, 11/22/2026 on an English browser); this one is always pt-BR.
 */
export const PeriodPicker = ({ view, anchor, today, onPick }: TPeriodPickerProps) => {
  const [isOpen, setIsOpen] = useState(false);
  const [shown, setShown] = useState(anchor);
  const isMonth = view === 'month';
  const pick = (date: Date) => {
    onPick(date);
    setIsOpen(false);
  };
  const step = (amount: number) =>
    setShown((current) => (isMonth ? addYears(current, amount) : addMonths(current, amount)));

  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(isNowOpen) => {
        if (isNowOpen) setShown(anchor);
        setIsOpen(isNowOpen);
      }}
    >
      <Popover.Trigger className={styles.trigger}>
        {isMonth ? 'Escolher mês' : 'Escolher semana'}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.content} align="start" sideOffset={6}>
          <div className={styles.header}>
            <button
              type="button"
              className={styles.step}
              aria-label={isMonth ? 'Ano anterior' : 'Mês anterior'}
              onClick={() => step(-1)}
            >
              ‹
            </button>
            <span className={styles.heading} aria-live="polite">
              {isMonth ? format(shown, 'yyyy') : periodLabel('month', shown)}
            </span>
            <button
              type="button"
              className={styles.step}
              aria-label={isMonth ? 'Próximo ano' : 'Próximo mês'}
              onClick={() => step(1)}
            >
              ›
            </button>
          </div>
          {isMonth ? (
            <div className={styles.months}>
              {MONTH_INDEXES.map((monthIndex) => {
                const month = startOfMonth(setMonth(shown, monthIndex));
                return (
                  <button
                    key={monthIndex}
                    type="button"
                    className={styles.cell}
                    aria-pressed={isSameMonth(month, anchor)}
                    data-today={isSameMonth(month, today) || undefined}
                    aria-label={formatMonthName(month)}
                    onClick={() => pick(month)}
                  >
                    {formatMonthAbbr(month)}
                  </button>
                );
              })}
            </div>
          ) : (
            <div className={styles.days} role="group" aria-label="Escolha um dia da semana desejada">
              {WEEKDAY_INITIALS.map((initial, index) => (
                <span key={index} className={styles.weekday} aria-hidden="true">
                  {initial}
                </span>
              ))}
              {monthGridDays(shown).map((day) => (
                <button
                  key={day.toISOString()}
                  type="button"
                  className={styles.cell}
                  aria-pressed={isSameWeek(day, anchor, WEEK_OPTIONS)}
                  data-outside={!isSameMonth(day, shown) || undefined}
                  data-today={isSameDay(day, today) || undefined}
                  aria-label={format(day, "d 'de' MMMM 'de' yyyy", { locale: ptBR })}
                  onClick={() => pick(day)}
                >
                  {format(day, 'd')}
                </button>
              ))}
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
