import { lazy, Suspense, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { parseDateText, maskDateText } from '../../lib/date-input.ts';
import { formatDate } from '../../lib/format.ts';
import { CalendarIcon } from '../icon/icons.tsx';
import { DATE_INPUT_TEXTS, type TDateInputLanguage } from './date-input-texts.ts';
import styles from './date-input.module.css';

const DatePickerPopover = lazy(async () => ({
  default: (await import('./date-picker-popover.tsx')).DatePickerPopover,
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
  const control = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  return (
    <span ref={control} className={styles.control}>
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
      <button
        ref={button}
        type="button"
        className={styles.pickerButton}
        disabled={disabled}
        // Without the field's label: a look-up of the field by its label would find this too.
        aria-label={texts.openCalendar}
        title={texts.openCalendar}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? calendarId : undefined}
        onClick={() => {
          setHasOpened(true);
          setIsOpen((wasOpen) => !wasOpen);
        }}
      >
        <CalendarIcon size={18} />
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <DatePickerPopover
            id={calendarId}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            anchor={control}
            button={button}
            selected={toLocalDay(parseDateText(value))}
            language={language}
            onSelect={(day) => {
              onValueChange(formatDate(day));
              setIsOpen(false);
            }}
          />
        </Suspense>
      )}
    </span>
  );
};
