import { useRef, useState, type KeyboardEvent } from 'react';
import { displayedValue, type TFilterOption } from './drawer-filters.ts';
import styles from '../../../components/dialog/side-sheet.module.css';

/**
 * Keys that move a closed native select's value (and fire change at once): the arrows, Home, End,
 * the pages, and a printable key's type-ahead.
 */
const isNavigationKey = (event: KeyboardEvent<HTMLSelectElement>): boolean =>
  ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(
    event.key,
  ) ||
  (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey);

type TDrawerSelectProps = {
  id: string;
  label: string;
  options: readonly TFilterOption[];
  /** The applied value ('' is TODOS). */
  value: string;
  /** Applies a committed choice: each one regenerates every block. */
  onCommit: (value: string) => void;
};

/**
 * One select of the drawer. A choice applies when it is committed: a pick from the open list (mouse
 * or Enter), or leaving the field. Stepping through the values with the arrow keys only shows them,
 * so walking past eight options is not eight runs of the 15 loads.
 */
export const DrawerSelect = ({ id, label, options, value, onCommit }: TDrawerSelectProps) => {
  const [draft, setDraft] = useState<string | null>(null);
  // Set by a navigation key's keydown and cleared on keyup: a change in between came from the key.
  const isStepping = useRef(false);
  const commit = (next: string) => {
    setDraft(null);
    if (next !== value) onCommit(next);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={draft ?? displayedValue(options, value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== null) {
            commit(draft);
            return;
          }
          isStepping.current = isNavigationKey(event);
        }}
        onKeyUp={() => {
          isStepping.current = false;
        }}
        onChange={(event) => {
          if (isStepping.current) setDraft(event.target.value);
          else commit(event.target.value);
        }}
        onBlur={() => {
          if (draft !== null) commit(draft);
        }}
      >
        <option value="">TODOS</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
