import { useId } from 'react';
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { Switch } from '../../components/switch/switch.tsx';
import type { TNotificationSettingsForm } from './notification-settings-form.ts';
import styles from './notification-settings.module.css';

export const QUIET_HOURS_SWITCH_LABEL = 'Silenciar push e e-mail à noite';
export const QUIET_HOURS_HINT =
  'No horário de Brasília. Push e e-mail esperam: o que chegar nesse horário é enviado num resumo quando ele termina.';

/** Every quarter of an hour, 00:00 to 23:45. */
const QUARTER_HOURS = Array.from({ length: 96 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * The times offered: the quarters of an hour, and the saved time when it is not one of them (saved
 * through the API): shown as it is, never replaced by another.
 */
export const timeOptions = (saved: string): string[] =>
  QUARTER_HOURS.includes(saved) || saved === '' ? QUARTER_HOURS : [...QUARTER_HOURS, saved].sort();

type TTimeFieldProps = {
  id: string;
  label: string;
  hintId: string;
  error: string | undefined;
  saved: string;
  registration: UseFormRegisterReturn;
};

/**
 * A time's label, its list and its message; both times share the fieldset's hint. A list of 24-hour
 * times, not `<input type="time">`: Chromium draws that one in the browser's language (10:00 PM on an
 * English system), and a Brazilian user reads 22:00.
 */
const TimeField = ({ id, label, hintId, error, saved, registration }: TTimeFieldProps) => (
  <div className={styles.time}>
    <label htmlFor={id} className={styles.timeLabel}>
      {label}
    </label>
    <select
      id={id}
      {...registration}
      required
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${hintId} ${id}-error` : hintId}
    >
      {timeOptions(saved).map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
    {error && (
      <p id={`${id}-error`} className={styles.error}>
        {error}
      </p>
    )}
  </div>
);

type TQuietHoursFieldsProps = {
  register: UseFormRegister<TNotificationSettingsForm>;
  errors: FieldErrors<TNotificationSettingsForm>;
  /** The saved times, offered even when off the quarter-hour list. */
  saved: { start: string; end: string };
};

/**
 * 'Horário de silêncio': push and e-mail wait while it lasts and then go as one summary; an end before
 * the start spans midnight (22:00 to 07:00). The times stay editable while it is off, so a user
 * sets them before turning it on.
 */
export const QuietHoursFields = ({ register, errors, saved }: TQuietHoursFieldsProps) => {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <fieldset className={styles.card}>
      <legend className={styles.cardTitle}>Horário de silêncio</legend>
      <label className={`${styles.switchLabel} ${styles.quietSwitch}`}>
        <Switch {...register('quietHours.isOn')} aria-describedby={hintId} />
        {QUIET_HOURS_SWITCH_LABEL}
      </label>
      <div className={styles.times}>
        <TimeField
          id={`${id}-start`}
          label="Início"
          hintId={hintId}
          error={errors.quietHours?.start?.message}
          saved={saved.start}
          registration={register('quietHours.start')}
        />
        <TimeField
          id={`${id}-end`}
          label="Fim"
          hintId={hintId}
          error={errors.quietHours?.end?.message}
          saved={saved.end}
          registration={register('quietHours.end')}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {QUIET_HOURS_HINT}
      </p>
    </fieldset>
  );
};
