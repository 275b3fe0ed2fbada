import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '../icon/icons.tsx';
import {
  ALL_TAG_VALUE,
  choosePlacement,
  filterTagOptions,
  moveActive,
  toggleTag,
  type TPlacement,
  type TTagOption,
} from './tag-selection.ts';
import styles from './tag-select.module.css';

type TTagSelectProps = {
  /** The text box's id (its label points at it). */
  id: string;
  label: string;
  placeholder: string;
  /** May include an 'all' option with the empty value. */
  options: readonly TTagOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Lets typed text that is no option become a tag (e.g. an NCM code); null refuses it. */
  createOption?: (text: string) => TTagOption | null;
  isDisabled?: boolean;
};

// The list's max height in CSS: what decides whether it fits below.
const LIST_HEIGHT = 240;

/**
 * A taggable multi-select on the WAI-ARIA combobox pattern (list autocomplete): the text box
 * filters, arrows move the active option (aria-activedescendant), Enter picks it, Escape closes,
 * Backspace in an empty box removes the last tag. It opens on focus or typing and closes on an
 * outside click, Escape or a pick; it opens above when there is no room below (spec part 2 §4).
 */
export const TagSelect = ({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  createOption,
  isDisabled = false,
}: TTagSelectProps) => {
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [placement, setPlacement] = useState<TPlacement>('below');

  const created = createOption && text.trim() !== '' ? createOption(text) : null;
  const shown = [
    ...filterTagOptions(options, text),
    ...(created && !options.some((option) => option.value === created.value) ? [created] : []),
  ];
  const labelOf = (tag: string) => options.find((option) => option.value === tag)?.label ?? tag;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeOption = isOpen && active >= 0 && active < shown.length ? active : -1;

  const open = () => {
    const box = rootRef.current?.getBoundingClientRect();
    if (box)
      setPlacement(choosePlacement({ above: box.top, below: window.innerHeight - box.bottom }, LIST_HEIGHT));
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (option: TTagOption) => {
    onChange(toggleTag(value, option.value));
    setText('');
    close();
  };

  useEffect(() => {
    if (!isOpen) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!isOpen) open();
        setActive((current) => moveActive(current, shown.length, event.key === 'ArrowDown' ? 1 : -1));
        break;
      }
      case 'Enter': {
        const option = shown[activeOption] ?? (created && shown.length === 1 ? created : undefined);
        if (isOpen && option) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape': {
        if (isOpen) {
          // Inside a dialog, the first Escape closes only the list.
          event.stopPropagation();
          close();
        }
        break;
      }
      case 'Backspace': {
        const last = value.at(-1);
        if (text === '' && last !== undefined) onChange(value.slice(0, -1));
        break;
      }
      default:
        break;
    }
  };

  return (
    <div ref={rootRef} className={styles.root} data-placement={placement}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.anchor}>
        <div className={styles.control} data-disabled={isDisabled}>
          {value.length > 0 && (
            <ul className={styles.tags} aria-label={`${label}: selecionados`}>
              {value.map((tag) => (
                <li key={tag} className={styles.tag}>
                  <span className={styles.tagText}>{labelOf(tag)}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Remover ${labelOf(tag)}`}
                    disabled={isDisabled}
                    onClick={() => onChange(value.filter((item) => item !== tag))}
                  >
                    <CloseIcon size={12} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            id={id}
            type="text"
            role="combobox"
            className={styles.input}
            placeholder={placeholder}
            autoComplete="off"
            disabled={isDisabled}
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
            value={text}
            onFocus={open}
            onClick={() => !isOpen && open()}
            onChange={(event) => {
              setText(event.target.value);
              setActive(event.target.value.trim() === '' ? -1 : 0);
              if (!isOpen) open();
            }}
            onKeyDown={handleKeyDown}
            onBlur={(event) => {
              if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
            }}
          />
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          aria-multiselectable="true"
          className={styles.list}
          hidden={!isOpen}
        >
          {shown.length === 0 && (
            <li className={styles.empty} role="presentation">
              Nenhuma opção encontrada.
            </li>
          )}
          {shown.map((option, index) => (
            <li
              key={option.value === ALL_TAG_VALUE ? '(todos)' : option.value}
              id={optionId(index)}
              role="option"
              aria-selected={
                option.value === ALL_TAG_VALUE ? value.length === 0 : value.includes(option.value)
              }
              className={styles.option}
              data-active={index === activeOption}
              // Keeps the focus in the text box, so picking does not blur (and close) first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {option === created ? `Adicionar "${option.label}"` : option.label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
