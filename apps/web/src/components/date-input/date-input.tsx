import * as Popover from '@radix-ui/react-popover';
import { lazy, Suspense, useId, useState, type InputHTMLAttributes } from 'react';
import { parseDateText, maskDateText } from '../../lib/date-input.ts';
import { formatDate } from '../../lib/format.ts';
import { CalendarIcon } from '../icon/icons.tsx';
import { DATE_INPUT_TEXTS, type TDateInputLanguage } from './date-input-texts.ts';
import styles from './date-input.module.css';

const DatePickerCalendar = lazy(async () => ({
  default: (await import('./date-picker-calendar.tsx')).DatePickerCalendar,
}));

type TDateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (text: string) => void;
  /** The texts' and the calendar's language: pt-BR everywhere but the forwarder's page. */
  language?: TDateInputLanguage;
};

/** 'yyyy-MM-dd' → that local day (midnight), or undefined. */
const toLocalDay = (isoDay: string | null): Date | undefined => {
  if (!isoDay) return undefined;
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  return date;
};

/**
 * A DD/MM/YYYY text box (spec part 1 §5): digits only, slashes added while typing; and a calendar
 * button beside it for those who would rather pick the day (decision 0104). Either way the field
 * holds the same text.
 */
export const DateInput = ({
  value,
  onValueChange,
  className,
  language = 'pt-BR',
  disabled,
  ...rest
}: TDateInputProps) => {
  const texts = DATE_INPUT_TEXTS[language];
  const calendarId = useId();
  const [isOpen, setIsOpen] = useState(false);

  return (
    <span className={styles.control}>
      <input
        {...rest}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={texts.placeholder}
        maxLength={10}
        disabled={disabled}
        className={[styles.input, className ?? ''].filter(Boolean).join(' ')}
        value={value}
        onChange={(event) => onValueChange(maskDateText(event.target.value))}
      />
      <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
        <Popover.Trigger
          type="button"
          className={styles.pickerButton}
          disabled={disabled}
          // Without the field's label: a look-up of the field by its label would find this too.
          aria-label={texts.openCalendar}
          title={texts.openCalendar}
        >
          <CalendarIcon size={18} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            id={calendarId}
            className={styles.popover}
            align="end"
            sideOffset={6}
            collisionPadding={8}
            aria-label={texts.calendar}
            // The calendar focuses its selected day (or today) itself, not its first button.
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <Suspense fallback={<p className={styles.loading}>…</p>}>
              <DatePickerCalendar
                selected={toLocalDay(parseDateText(value))}
                language={language}
                onSelect={(day) => {
                  onValueChange(formatDate(day));
                  setIsOpen(false);
                }}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </span>
  );
};
