import { periodLabel } from './calendar-dates.ts';
import { PeriodPicker } from './period-picker.tsx';
import type { TCalendarPeriod } from './use-calendar-period.ts';
import styles from './calendar-page.module.css';

type TArrowButtonProps = { label: string; glyph: string; onClick: () => void };

const ArrowButton = ({ label, glyph, onClick }: TArrowButtonProps) => (
  <button type="button" className={styles.arrow} aria-label={label} onClick={onClick}>
    {glyph}
  </button>
);

/** Previous / next arrows, the period shown and the month or week picker. */
export const PeriodNav = ({ period }: { period: TCalendarPeriod }) => {
  const isMonth = period.view === 'month';
  return (
    <div className={styles.periodNav}>
      <ArrowButton
        label={isMonth ? 'Mês anterior' : 'Semana anterior'}
        glyph="‹"
        onClick={period.goPrevious}
      />
      <h2 className={styles.periodLabel} aria-live="polite" data-testid="period-label">
        {periodLabel(period.view, period.anchor)}
      </h2>
      <ArrowButton label={isMonth ? 'Próximo mês' : 'Próxima semana'} glyph="›" onClick={period.goNext} />
      <PeriodPicker view={period.view} anchor={period.anchor} today={new Date()} onPick={period.setAnchor} />
      <button type="button" className={styles.todayButton} onClick={period.goToday}>
        Hoje
      </button>
    </div>
  );
};
