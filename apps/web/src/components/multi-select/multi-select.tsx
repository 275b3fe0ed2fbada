import * as Popover from '@radix-ui/react-popover';
import { useId, useMemo, useState } from 'react';
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

/** A checkbox list in a popover (Radix); keeps the options' order in the value. */
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
    <Popover.Root onOpenChange={(isOpen) => !isOpen && setSearch('')}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          className={styles.trigger}
          disabled={isLoading}
          aria-label={`${label}: ${isLoading ? 'carregando' : multiSelectSummary(options, value, allText)}`}
        >
          <span className={styles.value}>
            {isLoading ? 'Carregando…' : multiSelectSummary(options, value, allText)}
          </span>
          <ChevronDownIcon size={16} />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.content} align="start" sideOffset={4}>
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
