import { useId } from 'react';
import { parsePickerValue, periodLabel, pickerValue } from './calendar-dates.ts';
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
  const pickerId = useId();
  const isMonth = period.view === 'month';
  const unit = isMonth ? 'mês' : 'semana';
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
      <label className={styles.picker} htmlFor={pickerId}>
        <span className="visually-hidden">{`Escolher ${unit}`}</span>
        <input
          id={pickerId}
          type={isMonth ? 'month' : 'date'}
          value={pickerValue(period.view, period.anchor)}
          onChange={(event) => {
            const date = parsePickerValue(period.view, event.target.value);
            if (date) period.setAnchor(date);
          }}
        />
      </label>
      <button type="button" className={styles.todayButton} onClick={period.goToday}>
        Hoje
      </button>
    </div>
  );
};
