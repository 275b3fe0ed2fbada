import type { InputHTMLAttributes } from 'react';
import { maskDateText } from '../../lib/date-input.ts';
import styles from './date-input.module.css';

type TDateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (text: string) => void;
};

/** A DD/MM/YYYY text box (spec part 1 §5): digits only, slashes added while typing. */
export const DateInput = ({ value, onValueChange, className, ...rest }: TDateInputProps) => (
  <input
    {...rest}
    type="text"
    inputMode="numeric"
    autoComplete="off"
    placeholder="DD/MM/AAAA"
    maxLength={10}
    className={[styles.input, className ?? ''].filter(Boolean).join(' ')}
    value={value}
    onChange={(event) => onValueChange(maskDateText(event.target.value))}
  />
);
