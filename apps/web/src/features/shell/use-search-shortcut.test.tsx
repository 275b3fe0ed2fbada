import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEADER_SEARCH_ID, useSearchShortcut } from './use-search-shortcut.ts';

const Page = ({ hasDialog = false }: { hasDialog?: boolean }) => {
  useSearchShortcut();
  return (
    <>
      <input id={HEADER_SEARCH_ID} type="search" aria-label="Pesquisar processos" />
      <input aria-label="Observação" />
      <button type="button">Filtrar</button>
      {hasDialog && <div role="dialog" aria-label="Detalhes" />}
    </>
  );
};

const search = () => screen.getByRole('searchbox', { name: 'Pesquisar processos' });

describe('"/" focuses the header search', () => {
  it('from anywhere on the page that is not a field, and the "/" is not typed', () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Filtrar' });
    button.focus();
    const isNotPrevented = fireEvent.keyDown(button, { key: '/' });
    expect(document.activeElement).toBe(search());
    expect(isNotPrevented).toBe(false);
  });

  it('not while typing in a field, nor with a modifier held', () => {
    render(<Page />);
    const field = screen.getByRole('textbox', { name: 'Observação' });
    field.focus();
    expect(fireEvent.keyDown(field, { key: '/' })).toBe(true);
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(document.body, { key: '/', ctrlKey: true });
    expect(document.activeElement).toBe(field);
  });

  it('not under an open dialog', () => {
    render(<Page hasDialog />);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).not.toBe(search());
  });
});
