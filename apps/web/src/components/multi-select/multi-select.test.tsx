import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiSelect, nextCheckboxIndex } from './multi-select.tsx';

const OPTIONS = ['Brasil', 'China', 'Alemanha'].map((name) => ({ value: name, label: name }));

const Harness = () => {
  const [value, setValue] = useState<string[]>([]);
  return <MultiSelect id="pais" label="País de Origem" options={OPTIONS} value={value} onChange={setValue} />;
};

describe('MultiSelect', () => {
  it('nextCheckboxIndex wraps both ways and jumps with Home and End', () => {
    expect(nextCheckboxIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextCheckboxIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextCheckboxIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextCheckboxIndex('ArrowUp', -1, 3)).toBe(2);
    expect(nextCheckboxIndex('End', 0, 3)).toBe(2);
    expect(nextCheckboxIndex('Home', 2, 3)).toBe(0);
  });

  it('opens on ArrowDown, walks the options with the arrows and ticks with Space', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'País de Origem: Todos' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const brasil = await screen.findByRole('checkbox', { name: 'Brasil' });
    await waitFor(() => expect(document.activeElement).toBe(brasil));
    fireEvent.keyDown(brasil, { key: 'ArrowDown' });
    const china = screen.getByRole('checkbox', { name: 'China' });
    expect(document.activeElement).toBe(china);
    fireEvent.keyDown(china, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement ?? brasil, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Alemanha' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alemanha' }));
    expect(screen.getByRole('button', { name: 'País de Origem: Alemanha' })).toBeTruthy();
  });
});
