import { DayPicker } from 'react-day-picker';
// One file per language: the package's index imports every date-fns locale.
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import 'react-day-picker/style.css';
import type { TDateInputLanguage } from './date-input-texts.ts';
import styles from './date-input.module.css';

const LOCALES = { 'pt-BR': ptBR, en: enUS, es } as const;

/** Years the month and year lists offer: old enough for a past process, far enough for a validity. */
const FIRST_YEAR = 1990;
const YEARS_AHEAD = 10;

type TDatePickerCalendarProps = {
  /** The field's day, when it holds a whole one. */
  selected: Date | undefined;
  onSelect: (day: Date) => void;
  language: TDateInputLanguage;
};

/**
 * The month grid of the date field (react-day-picker): arrows walk the days, Page Up/Down the
 * months, Enter picks. Loaded with the first opening, so the screens' first load does not carry it.
 */
export const DatePickerCalendar = ({ selected, onSelect, language }: TDatePickerCalendarProps) => (
  <DayPicker
    className={styles.calendar}
    mode="single"
    selected={selected}
    onSelect={(day) => {
      if (day) onSelect(day);
    }}
    defaultMonth={selected}
    locale={LOCALES[language]}
    captionLayout="dropdown"
    startMonth={new Date(FIRST_YEAR, 0)}
    endMonth={new Date(new Date().getFullYear() + YEARS_AHEAD, 11)}
    autoFocus
  />
);
