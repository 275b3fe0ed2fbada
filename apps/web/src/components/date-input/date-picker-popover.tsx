import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import { DayPicker } from 'react-day-picker';
// One file per language: the package's index imports every date-fns locale.
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import 'react-day-picker/style.css';
import { DATE_INPUT_TEXTS, type TDateInputLanguage } from './date-input-texts.ts';
import styles from './date-input.module.css';

const LOCALES = { 'pt-BR': ptBR, en: enUS, es } as const;

/** Years the month and year lists offer: old enough for a past process, far enough for a validity. */
const FIRST_YEAR = 1990;
const YEARS_AHEAD = 10;

type TDatePickerPopoverProps = {
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The box and its button: where the calendar hangs. */
  anchor: RefObject<HTMLElement | null>;
  /** The calendar button, which gets the focus back on close and toggles the calendar itself. */
  button: RefObject<HTMLButtonElement | null>;
  /** The field's day, when it holds a whole one. */
  selected: Date | undefined;
  onSelect: (day: Date) => void;
  language: TDateInputLanguage;
};

/**
 * The date field's calendar (react-day-picker in a Radix popover): arrows walk the days, Page
 * Up/Down the months, Enter picks, Escape closes. A lazy chunk, fetched on the first opening:
 * every screen with a date field (the Home's included) loads only the box and its button.
 */
export const DatePickerPopover = ({
  id,
  isOpen,
  onOpenChange,
  anchor,
  button,
  selected,
  onSelect,
  language,
}: TDatePickerPopoverProps) => (
  <Popover.Root open={isOpen} onOpenChange={onOpenChange}>
    <Popover.Anchor virtualRef={anchor as RefObject<HTMLElement>} />
    <Popover.Portal>
      <Popover.Content
        id={id}
        className={styles.popover}
        align="end"
        sideOffset={6}
        collisionPadding={8}
        aria-label={DATE_INPUT_TEXTS[language].calendar}
        // The calendar focuses its selected day (or today) itself, not its first button.
        onOpenAutoFocus={(event) => event.preventDefault()}
        // No Popover.Trigger: the focus goes back to the calendar button by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          button.current?.focus();
        }}
        // A press on the button while open is the button's: it closes the calendar, not reopens it.
        onInteractOutside={(event) => {
          if (event.target instanceof Node && button.current?.contains(event.target)) event.preventDefault();
        }}
      >
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
      </Popover.Content>
    </Popover.Portal>
  </Popover.Root>
);
