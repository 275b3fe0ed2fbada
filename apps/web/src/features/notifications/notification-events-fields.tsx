import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  DATE_SHIFT_DAYS_MAX,
  NOTIFICATION_EVENT_CATALOGUE,
  NOTIFICATION_EVENTS,
} from '@pc/contract/notifications';
import { fieldA11y } from '../../components/form-field/form-field.tsx';
import { Switch } from '../../components/switch/switch.tsx';
import type { TNotificationSettingsForm } from './notification-settings-form.ts';
import styles from './notification-settings.module.css';

export const SHOW_IN_PORTAL_LABEL = 'Mostrar no portal';
export const SEND_PUSH_LABEL = 'Enviar por push';
export const DATE_SHIFT_LABEL = 'Avisar quando ETA ou ETD mudar ao menos';

type TEventsFieldsProps = {
  register: UseFormRegister<TNotificationSettingsForm>;
  errors: FieldErrors<TNotificationSettingsForm>;
};

/**
 * Per event, whether it shows in the portal and whether it is pushed to the user's devices; the
 * date move's row holds its threshold in days, which both follow.
 */
export const EventsFields = ({ register, errors }: TEventsFieldsProps) => {
  const id = useId();
  const daysId = `${id}-days`;
  const daysError = errors.dateShiftDays?.message;
  return (
    <fieldset className={styles.card}>
      <legend className={styles.cardTitle}>O que aparece no portal e o que chega por push</legend>
      <ul className={styles.events}>
        {NOTIFICATION_EVENTS.map((event) => (
          <li key={event} className={styles.event}>
            <div className={styles.eventRow}>
              <span className={styles.eventLabel}>{NOTIFICATION_EVENT_CATALOGUE[event].label}</span>
              {/* Named 'Mostrar no portal: <event>', 'Enviar por push: <event>': the visible words first
                  (WCAG 2.5.3), then which. */}
              <div className={styles.switches}>
                <label className={styles.switchLabel}>
                  <Switch {...register(`events.${event}.isInPortal`)} />
                  {SHOW_IN_PORTAL_LABEL}
                  <span className="visually-hidden">: {NOTIFICATION_EVENT_CATALOGUE[event].label}</span>
                </label>
                <label className={styles.switchLabel}>
                  <Switch {...register(`events.${event}.isPush`)} />
                  {SEND_PUSH_LABEL}
                  <span className="visually-hidden">: {NOTIFICATION_EVENT_CATALOGUE[event].label}</span>
                </label>
              </div>
            </div>
            {event === 'PROCESS_DATE_MOVED' && (
              <div className={styles.days}>
                <label htmlFor={daysId} className={styles.daysLabel}>
                  {DATE_SHIFT_LABEL}
                </label>
                <span className={styles.daysInput}>
                  <input
                    {...fieldA11y(daysId, daysError, true)}
                    {...register('dateShiftDays', { valueAsNumber: true })}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={DATE_SHIFT_DAYS_MAX}
                    step={1}
                  />
                  <span aria-hidden="true">dias</span>
                </span>
                <p id={`${daysId}-hint`} className={styles.hint}>
                  De 1 a {DATE_SHIFT_DAYS_MAX} dias. Uma mudança menor não é notificada.
                </p>
                {daysError && (
                  <p id={`${daysId}-error`} className={styles.error}>
                    {daysError}
                  </p>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
};
