import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  DATE_SHIFT_DAYS_MAX,
  DUE_SOON_DAYS_MAX,
  NOTIFICATION_EVENT_CATALOGUE,
  NOTIFICATION_EVENTS,
  type TNotificationEvent,
} from '@pc/contract/notifications';
import { fieldA11y } from '../../components/form-field/form-field.tsx';
import { Switch } from '../../components/switch/switch.tsx';
import type { TNotificationSettingsForm } from './notification-settings-form.ts';
import styles from './notification-settings.module.css';

export const SHOW_IN_PORTAL_LABEL = 'Mostrar no portal';
export const SEND_PUSH_LABEL = 'Enviar por push';
export const SEND_EMAIL_LABEL = 'Enviar por e-mail';
export const EMAIL_OFF_HINT =
  'Os e-mails estão desligados: ligue “Receber e-mails do portal” para recebê-los.';
export const DATE_SHIFT_LABEL = 'Avisar quando ETA ou ETD mudar ao menos';
export const DUE_SOON_LABEL = 'Avisar quando faltarem no máximo';

type TEventsFieldsProps = {
  register: UseFormRegister<TNotificationSettingsForm>;
  errors: FieldErrors<TNotificationSettingsForm>;
};

type TDaysFieldProps = {
  name: 'dateShiftDays' | 'dueSoonDays';
  label: string;
  min: number;
  max: number;
  hint: string;
  register: UseFormRegister<TNotificationSettingsForm>;
  error: string | undefined;
};

/** An event's threshold in days, under its row: its label, its number, its hint and its message. */
const DaysField = ({ name, label, min, max, hint, register, error }: TDaysFieldProps) => {
  const id = `${useId()}-${name}`;
  return (
    <div className={styles.days}>
      <label htmlFor={id} className={styles.daysLabel}>
        {label}
      </label>
      <span className={styles.daysInput}>
        <input
          {...fieldA11y(id, error, true)}
          {...register(name, { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
        />
        <span aria-hidden="true">dias</span>
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
};

/** The events whose row holds a threshold: how far a date moves, how soon a payment falls due. */
const ThresholdOf = ({ event, register, errors }: { event: TNotificationEvent } & TEventsFieldsProps) => {
  if (event === 'PROCESS_DATE_MOVED')
    return (
      <DaysField
        name="dateShiftDays"
        label={DATE_SHIFT_LABEL}
        min={1}
        max={DATE_SHIFT_DAYS_MAX}
        hint={`De 1 a ${DATE_SHIFT_DAYS_MAX} dias. Uma mudança menor não é notificada.`}
        register={register}
        error={errors.dateShiftDays?.message}
      />
    );
  if (event === 'PAYMENT_DUE')
    return (
      <DaysField
        name="dueSoonDays"
        label={DUE_SOON_LABEL}
        min={0}
        max={DUE_SOON_DAYS_MAX}
        hint={`De 0 (no dia) a ${DUE_SOON_DAYS_MAX} dias antes do vencimento de um numerário ou de uma parcela.`}
        register={register}
        error={errors.dueSoonDays?.message}
      />
    );
  return null;
};

type TEventsFieldsAllProps = TEventsFieldsProps & {
  /** The portal's e-mail switch: while it is off, the events' e-mail switches are kept but not editable. */
  isEmailOn: boolean;
};

/**
 * Per event, whether it shows in the portal, whether it is pushed to the user's devices and whether
 * it is sent by e-mail; the date move's and the payment's rows hold their thresholds in days, which
 * every channel follows.
 */
export const EventsFields = ({ register, errors, isEmailOn }: TEventsFieldsAllProps) => {
  const emailOffId = `${useId()}-email-off`;
  return (
    <fieldset className={styles.card}>
      <legend className={styles.cardTitle}>
        O que aparece no portal e o que chega por push e por e-mail
      </legend>
      {!isEmailOn && (
        <p id={emailOffId} className={styles.hint}>
          {EMAIL_OFF_HINT}
        </p>
      )}
      <ul className={styles.events}>
        {NOTIFICATION_EVENTS.map((event) => (
          <li key={event} className={styles.event}>
            <div className={styles.eventRow}>
              <span className={styles.eventLabel}>{NOTIFICATION_EVENT_CATALOGUE[event].label}</span>
              {/* Named 'Mostrar no portal: <event>', 'Enviar por push: <event>', 'Enviar por e-mail:
                  <event>': the visible words first (WCAG 2.5.3), then which. */}
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
                {/* Off with the portal's e-mails: its choice is kept (and saved as it is), not editable. */}
                <label className={styles.switchLabel} data-disabled={!isEmailOn || undefined}>
                  <Switch
                    {...register(`events.${event}.isEmail`)}
                    disabled={!isEmailOn}
                    aria-describedby={isEmailOn ? undefined : emailOffId}
                  />
                  {SEND_EMAIL_LABEL}
                  <span className="visually-hidden">: {NOTIFICATION_EVENT_CATALOGUE[event].label}</span>
                </label>
              </div>
            </div>
            <ThresholdOf event={event} register={register} errors={errors} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
};
