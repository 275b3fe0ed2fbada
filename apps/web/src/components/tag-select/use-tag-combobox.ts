import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  choosePlacement,
  filterTagOptions,
  moveActive,
  toggleTag,
  type TPlacement,
  type TTagOption,
} from './tag-selection.ts';

// The list's max height in CSS: what decides whether it fits below.
const LIST_HEIGHT = 240;

type TTagComboboxOptions = {
  options: readonly TTagOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  createOption?: ((text: string) => TTagOption | null) | undefined;
};

/**
 * The state of a TagSelect's combobox: the typed text, the options it shows, the active one, and
 * whether and where (above or below) the list is open; the keys and an outside click drive it.
 */
export const useTagCombobox = ({ options, value, onChange, createOption }: TTagComboboxOptions) => {
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
      case 'Tab': {
        // Focus moves on to the next field: the list does not stay over it.
        close();
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

  /** Focus left the widget (from the box or the list): the list closes. */
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  const changeText = (next: string) => {
    setText(next);
    setActive(next.trim() === '' ? -1 : 0);
    if (!isOpen) open();
  };

  return {
    rootRef,
    text,
    isOpen,
    placement,
    created,
    shown,
    activeOption,
    open,
    close,
    pick,
    changeText,
    handleKeyDown,
    handleBlur,
  };
};
