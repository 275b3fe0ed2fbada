import { useId, type FocusEvent } from 'react';
import { CloseIcon } from '../icon/icons.tsx';
import { ALL_TAG_VALUE, type TTagOption } from './tag-selection.ts';
import { useTagCombobox } from './use-tag-combobox.ts';
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

type TSelectedTagsProps = Pick<TTagSelectProps, 'label' | 'value' | 'onChange' | 'isDisabled'> & {
  labelOf: (tag: string) => string;
};

/** The chosen tags, each with its remove button. */
const SelectedTags = ({ label, value, onChange, isDisabled, labelOf }: TSelectedTagsProps) => (
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
);

type TOptionListProps = Pick<TTagSelectProps, 'label' | 'value'> & {
  listId: string;
  isOpen: boolean;
  shown: readonly TTagOption[];
  created: TTagOption | null;
  activeOption: number;
  optionId: (index: number) => string;
  onPick: (option: TTagOption) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
};

/** The listbox of the options the text matches (and the typed one that can become a tag). */
const OptionList = ({
  label,
  value,
  listId,
  isOpen,
  shown,
  created,
  activeOption,
  optionId,
  onPick,
  onBlur,
}: TOptionListProps) => (
  <ul
    id={listId}
    role="listbox"
    aria-label={label}
    aria-multiselectable="true"
    className={styles.list}
    hidden={!isOpen}
    // Chromium makes a scrolling box a tab stop: focus stays in the text box (aria-activedescendant).
    tabIndex={-1}
    onBlur={onBlur}
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
        aria-selected={option.value === ALL_TAG_VALUE ? value.length === 0 : value.includes(option.value)}
        className={styles.option}
        data-active={index === activeOption}
        // Keeps the focus in the text box, so picking does not blur (and close) first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onPick(option)}
      >
        {option === created ? `Adicionar "${option.label}"` : option.label}
      </li>
    ))}
  </ul>
);

/**
 * A taggable multi-select on the WAI-ARIA combobox pattern (list autocomplete): the text box
 * filters, arrows move the active option (aria-activedescendant), Enter picks it, Escape closes,
 * Backspace in an empty box removes the last tag. It opens on a click into the box (focus by a
 * pointer; spec part 2 §4 says on focus), on typing or on ↓, not on a Tab into it; it closes on an
 * outside click, Escape, a pick or focus leaving it (Tab); it opens above when there is no room below.
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
  const combobox = useTagCombobox({ options, value, onChange, createOption });
  const { rootRef, text, isOpen, placement, created, shown, activeOption, open, pick } = combobox;
  const labelOf = (tag: string) => options.find((option) => option.value === tag)?.label ?? tag;
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div ref={rootRef} className={styles.root} data-placement={placement}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.anchor}>
        <div className={styles.control} data-disabled={isDisabled}>
          {value.length > 0 && (
            <SelectedTags
              label={label}
              value={value}
              onChange={onChange}
              isDisabled={isDisabled}
              labelOf={labelOf}
            />
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
            // A click (or a tap) opens the list; a Tab into the box does not, so tabbing through the
            // page leaves nothing open over the fields below (↓ or typing opens it from the keyboard).
            onClick={() => !isOpen && open()}
            onChange={(event) => combobox.changeText(event.target.value)}
            onKeyDown={combobox.handleKeyDown}
            onBlur={combobox.handleBlur}
          />
        </div>
        <OptionList
          label={label}
          value={value}
          listId={listId}
          isOpen={isOpen}
          shown={shown}
          created={created}
          activeOption={activeOption}
          optionId={optionId}
          onPick={pick}
          onBlur={combobox.handleBlur}
        />
      </div>
    </div>
  );
};
