import * as Popover from '@radix-ui/react-popover';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { normaliseSearchText } from '../data-table/table-search.ts';
import { ChevronDownIcon } from '../icon/icons.tsx';
import styles from './multi-select.module.css';

export type TMultiSelectOption = { value: string; label: string };

type TMultiSelectProps = {
  /** Id of the trigger button, so a FormField label can point at it. */
  id: string;
  /** The field's name for screen readers (the FormField label). */
  label: string;
  options: readonly TMultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Shown when nothing is picked: an empty selection means every value. */
  allText?: string;
  isLoading?: boolean;
};

// A search box helps only when the list is long.
const SEARCH_THRESHOLD = 8;

/** What the closed control reads: 'Todos', one label, or a count. */
export const multiSelectSummary = (
  options: readonly TMultiSelectOption[],
  value: readonly string[],
  allText: string,
): string => {
  if (value.length === 0) return allText;
  if (value.length === 1) return options.find((option) => option.value === value[0])?.label ?? value[0] ?? '';
  return `${value.length} selecionados`;
};

const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/** Which checkbox an arrow key, Home or End moves to; -1 means 'none yet' (e.g. the search box). */
export const nextCheckboxIndex = (key: string, current: number, count: number): number => {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  return current <= 0 ? count - 1 : current - 1;
};

// Arrows move between the options (and from the search box into them), wrapping, as a listbox
// does; Space ticks. Home and End in the search box still move its caret.
const moveWithArrows = (event: KeyboardEvent<HTMLDivElement>): void => {
  if (!NAVIGATION_KEYS.has(event.key)) return;
  const boxes = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const current = boxes.findIndex((box) => box === document.activeElement);
  if (boxes.length === 0 || (current < 0 && (event.key === 'Home' || event.key === 'End'))) return;
  event.preventDefault();
  boxes[nextCheckboxIndex(event.key, current, boxes.length)]?.focus();
};

/**
 * A checkbox list in a popover (Radix); keeps the options' order in the value. Keyboard: ArrowDown
 * or Enter on the closed control opens it, arrows walk the options, Space ticks, Escape closes.
 */
export const MultiSelect = ({
  id,
  label,
  options,
  value,
  onChange,
  allText = 'Todos',
  isLoading = false,
}: TMultiSelectProps) => {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const shown = useMemo(() => {
    const term = normaliseSearchText(search.trim());
    return term ? options.filter((option) => normaliseSearchText(option.label).includes(term)) : options;
  }, [options, search]);

  const toggle = (optionValue: string) =>
    onChange(
      options
        .map((option) => option.value)
        .filter((candidate) =>
          candidate === optionValue ? !value.includes(optionValue) : value.includes(candidate),
        ),
    );

  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(isNowOpen) => {
        setIsOpen(isNowOpen);
        if (!isNowOpen) setSearch('');
      }}
    >
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          className={styles.trigger}
          disabled={isLoading}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            setIsOpen(true);
          }}
          aria-label={`${label}: ${isLoading ? 'carregando' : multiSelectSummary(options, value, allText)}`}
        >
          <span className={styles.value}>
            {isLoading ? 'Carregando…' : multiSelectSummary(options, value, allText)}
          </span>
          <ChevronDownIcon size={16} />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.content} align="start" sideOffset={4} onKeyDown={moveWithArrows}>
          {options.length > SEARCH_THRESHOLD && (
            <label htmlFor={searchId} className={styles.searchLabel}>
              <span className="visually-hidden">Pesquisar em {label}</span>
              <input
                id={searchId}
                type="search"
                className={styles.search}
                placeholder="Pesquisar"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>
          )}
          <fieldset className={styles.list}>
            <legend className="visually-hidden">{label}</legend>
            {value.length > 0 && (
              <button type="button" className={styles.clear} onClick={() => onChange([])}>
                Limpar seleção ({allText.toLowerCase()})
              </button>
            )}
            {shown.length === 0 && <p className={styles.empty}>Nenhuma opção encontrada.</p>}
            {shown.map((option) => (
              <label key={option.value} className={styles.option}>
                <input
                  type="checkbox"
                  checked={value.includes(option.value)}
                  onChange={() => toggle(option.value)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
