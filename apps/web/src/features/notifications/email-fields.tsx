import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  NOTIFICATION_EMAIL_FREQUENCIES,
  NOTIFICATION_EMAIL_FREQUENCY_LABELS,
} from '@pc/contract/notifications';
import { Switch } from '../../components/switch/switch.tsx';
import type { TNotificationSettingsForm } from './notification-settings-form.ts';
import styles from './notification-settings.module.css';

export const EMAIL_SWITCH_LABEL = 'Receber e-mails do portal';
export const EMAIL_FREQUENCY_LABEL = 'Frequência';
export const WEEKLY_SUMMARY_HINT = 'O resumo semanal continua em Meus Dados, no follow-up sintético.';

type TEmailFieldsProps = {
  register: UseFormRegister<TNotificationSettingsForm>;
  errors: FieldErrors<TNotificationSettingsForm>;
  isEmailOn: boolean;
};

/**
 * 'E-mail': the portal's e-mail switch (the profile's followUP: off, no e-mail leaves, whatever the
 * events say) and how often the events' e-mails go, each piece of news or once a day. The
 * frequency means nothing while the switch is off: kept, but not editable.
 */
export const EmailFields = ({ register, errors, isEmailOn }: TEmailFieldsProps) => {
  const id = useId();
  const switchError = errors.isEmailOn?.message;
  const frequencyError = errors.emailFrequency?.message;
  return (
    <fieldset className={styles.card}>
      <legend className={styles.cardTitle}>E-mail</legend>
      <label className={`${styles.switchLabel} ${styles.cardSwitch}`}>
        <Switch
          {...register('isEmailOn')}
          aria-invalid={switchError ? true : undefined}
          aria-describedby={switchError ? `${id}-switch-error` : undefined}
        />
        {EMAIL_SWITCH_LABEL}
      </label>
      {switchError && (
        <p id={`${id}-switch-error`} className={styles.error}>
          {switchError}
        </p>
      )}
      <fieldset
        className={styles.frequency}
        disabled={!isEmailOn}
        aria-describedby={frequencyError ? `${id}-frequency-error` : undefined}
      >
        <legend className={styles.frequencyLabel}>{EMAIL_FREQUENCY_LABEL}</legend>
        <div className={styles.frequencies}>
          {NOTIFICATION_EMAIL_FREQUENCIES.map((frequency) => (
            <label key={frequency} className={styles.check}>
              <input type="radio" value={frequency} {...register('emailFrequency')} />
              {NOTIFICATION_EMAIL_FREQUENCY_LABELS[frequency]}
            </label>
          ))}
        </div>
        {frequencyError && (
          <p id={`${id}-frequency-error`} className={styles.error}>
            {frequencyError}
          </p>
        )}
      </fieldset>
      <p className={styles.hint}>{WEEKLY_SUMMARY_HINT}</p>
    </fieldset>
  );
};
