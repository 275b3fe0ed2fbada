import type { ReactNode } from 'react';
import styles from './form-field.module.css';

type TFormFieldProps = {
  /** The control's id; the error and hint ids derive from it (see fieldDescription). */
  id: string;
  label: string;
  isRequired?: boolean;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
};

export const fieldErrorId = (id: string): string => `${id}-error`;
export const fieldHintId = (id: string): string => `${id}-hint`;

/** aria attributes for the control inside a FormField, so its hint and error are announced. */
export const fieldA11y = (id: string, error: string | undefined, hasHint = false) => {
  const describedBy = [hasHint ? fieldHintId(id) : '', error ? fieldErrorId(id) : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  } as const;
};

/** Label, control, optional hint and the validation message under it. */
export const FormField = ({ id, label, isRequired = false, error, hint, children }: TFormFieldProps) => (
  <div className={styles.field}>
    <label className={styles.label} htmlFor={id}>
      {label}
      {isRequired && (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
    {children}
    {hint && (
      <p id={fieldHintId(id)} className={styles.hint}>
        {hint}
      </p>
    )}
    {error && (
      <p id={fieldErrorId(id)} className={styles.error}>
        {error}
      </p>
    )}
  </div>
);
