import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagSelect } from './tag-select.tsx';
import type { TTagOption } from './tag-selection.ts';

const OPTIONS: TTagOption[] = [
  { value: '', label: 'Todos os países' },
  { value: '160', label: 'China' },
  { value: '249', label: 'Estados Unidos' },
  { value: '105', label: 'Brasil' },
];

const Harness = ({
  initial = [],
  onChange,
  createOption,
}: {
  initial?: string[];
  onChange?: (value: string[]) => void;
  createOption?: (text: string) => TTagOption | null;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">Fora</button>
      <TagSelect
        id="pais"
        label="País"
        placeholder="Digite o nome do País"
        options={OPTIONS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        createOption={createOption}
      />
    </>
  );
};

const combobox = () => screen.getByRole('combobox', { name: 'País' });
const listbox = () => screen.getByRole('listbox', { name: 'País', hidden: true });

describe('<TagSelect /> (WAI-ARIA combobox, spec part 2 §4)', () => {
  it('opens on a click, filters while typing, picks with the arrows and Enter, then closes', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(combobox().getAttribute('placeholder')).toBe('Digite o nome do País');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(combobox());
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(within(listbox()).getAllByRole('option')).toHaveLength(4);

    fireEvent.change(combobox(), { target: { value: 'esta' } });
    expect(
      within(listbox())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Estados Unidos']);
    const active = combobox().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('Estados Unidos');

    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['249']);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect((combobox() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('list', { name: 'País: selecionados' }).textContent).toContain('Estados Unidos');
  });

  it('arrow keys wrap, Escape closes, a click outside closes', () => {
    render(<Harness />);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    const idOf = () =>
      document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(idOf()).toBe('Todos os países');
    fireEvent.keyDown(combobox(), { key: 'ArrowUp' });
    expect(idOf()).toBe('Brasil');

    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(combobox().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(combobox());
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Fora' }));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('a Tab into the box does not open the list; leaving the box, by Tab or from the list, closes it', () => {
    render(<Harness />);
    // Tabbing through the page passes the box by: the list would cover what is under it.
    fireEvent.focus(combobox());
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(combobox(), { key: 'Tab' });
    expect(combobox().getAttribute('aria-expanded')).toBe('false');

    // A scrolling list is a tab stop in Chromium: it is taken out of the order, and focus that left
    // the widget from inside the list closes it too.
    fireEvent.click(combobox());
    expect(listbox().getAttribute('tabindex')).toBe('-1');
    fireEvent.blur(combobox(), { relatedTarget: listbox() });
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(listbox(), { relatedTarget: screen.getByRole('button', { name: 'Fora' }) });
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('a click toggles an option; the all option resets; Backspace and × remove tags', () => {
    const onChange = vi.fn();
    render(<Harness initial={['160']} onChange={onChange} />);
    fireEvent.click(combobox());
    const china = within(listbox()).getByRole('option', { name: 'China' });
    expect(china.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(listbox()).getByRole('option', { name: 'Brasil' }));
    expect(onChange).toHaveBeenLastCalledWith(['160', '105']);

    fireEvent.click(combobox());
    fireEvent.click(within(listbox()).getByRole('option', { name: 'Todos os países' }));
    expect(onChange).toHaveBeenLastCalledWith([]);

    fireEvent.click(combobox());
    fireEvent.click(within(listbox()).getByRole('option', { name: 'China' }));
    fireEvent.click(screen.getByRole('option', { name: 'Brasil', hidden: true }));
    fireEvent.keyDown(combobox(), { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith(['160']);
    fireEvent.click(screen.getByRole('button', { name: 'Remover China' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('offers typed text as a new tag when the field allows it', () => {
    const onChange = vi.fn();
    render(
      <Harness
        onChange={onChange}
        createOption={(text) => (/^\d+$/.test(text) ? { value: text, label: `Código ${text}` } : null)}
      />,
    );
    fireEvent.change(combobox(), { target: { value: '8471' } });
    expect(within(listbox()).getByRole('option', { name: 'Adicionar "Código 8471"' })).toBeTruthy();
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['8471']);
  });

  it('opens above when there is no room below', () => {
    render(<Harness />);
    const root = combobox().closest('[data-placement]') as HTMLElement;
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({
      top: window.innerHeight - 60,
      bottom: window.innerHeight - 10,
      left: 0,
      right: 200,
      width: 200,
      height: 50,
      x: 0,
      y: window.innerHeight - 60,
      toJSON: () => ({}),
    });
    fireEvent.click(combobox());
    expect(root.getAttribute('data-placement')).toBe('above');
  });
});
