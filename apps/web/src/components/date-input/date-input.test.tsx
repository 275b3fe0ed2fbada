import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FormField } from '../form-field/form-field.tsx';
import type { TDateInputLanguage } from './date-input-texts.ts';
import { DateInput } from './date-input.tsx';

const Harness = ({ initial = '', language }: { initial?: string; language?: TDateInputLanguage }) => {
  const [text, setText] = useState(initial);
  return (
    <>
      <FormField id="validity" label="Validade da cotação" isRequired>
        <DateInput id="validity" value={text} onValueChange={setText} language={language} />
      </FormField>
      <output data-testid="held">{text}</output>
    </>
  );
};

const held = () => screen.getByTestId('held').textContent;

/** Opens the calendar from its button beside the box. */
const openCalendar = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Calendário' });
};

describe('DateInput', () => {
  // The calendar is a lazy chunk: loaded once here, so no test's wait includes its first transform.
  beforeAll(() => import('./date-picker-popover.tsx'), 60_000);

  it('still takes DD/MM/AAAA typed: digits only, the slashes added', () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: /Validade da cotação/ });
    expect(box.getAttribute('placeholder')).toBe('DD/MM/AAAA');
    fireEvent.change(box, { target: { value: '3112a2099' } });
    expect(held()).toBe('31/12/2099');
  });

  it('picks a day from the calendar, which opens on the typed day', async () => {
    render(<Harness initial="10/03/2026" />);
    const calendar = await openCalendar('Abrir calendário');
    // The grid speaks Portuguese and shows the typed day's month, the typed day chosen.
    expect(await within(calendar).findByRole('grid', { name: 'março 2026' })).toBeTruthy();
    const typedDay = within(calendar).getByRole('button', {
      name: 'terça-feira, 10 de março de 2026, selecionado',
    });
    expect(typedDay.closest('[aria-selected="true"]')).not.toBeNull();
    fireEvent.click(within(calendar).getByRole('button', { name: 'sexta-feira, 27 de março de 2026' }));
    expect(held()).toBe('27/03/2026');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendário' })).toBeNull());
    // The focus is back on the button, and the box shows the day picked.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir calendário' }));
  });

  it('closes on Escape and on a second press of its button', async () => {
    render(<Harness initial="10/03/2026" />);
    const button = screen.getByRole('button', { name: 'Abrir calendário' });
    const calendar = await openCalendar('Abrir calendário');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(calendar.id);
    fireEvent.keyDown(document.activeElement ?? calendar, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendário' })).toBeNull());
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Calendário' })).toBeTruthy();
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendário' })).toBeNull());
    expect(held()).toBe('10/03/2026');
  });

  it('walks the days with the arrow keys from the typed day, and picks the focused one', async () => {
    render(<Harness initial="10/03/2026" />);
    const calendar = await openCalendar('Abrir calendário');
    const typedDay = await within(calendar).findByRole('button', { name: /10 de março de 2026/ });
    await waitFor(() => expect(document.activeElement).toBe(typedDay));
    fireEvent.keyDown(typedDay, { key: 'ArrowDown' });
    const nextWeek = within(calendar).getByRole('button', { name: 'terça-feira, 17 de março de 2026' });
    await waitFor(() => expect(document.activeElement).toBe(nextWeek));
    // Enter on a focused button is its click (jsdom does not synthesise it).
    fireEvent.click(nextWeek);
    expect(held()).toBe('17/03/2026');
  });

  it('speaks the forwarder’s language when asked, the typed format staying DD/MM', async () => {
    render(<Harness initial="05/04/2026" language="en" />);
    expect(screen.getByRole('textbox', { name: /Validade da cotação/ }).getAttribute('placeholder')).toBe(
      'DD/MM/YYYY',
    );
    const button = await screen.findByRole('button', { name: 'Open calendar' });
    fireEvent.click(button);
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    fireEvent.click(await within(calendar).findByRole('button', { name: /April 20th, 2026/i }));
    expect(held()).toBe('20/04/2026');
  });
});
