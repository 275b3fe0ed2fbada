import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommandPaletteLauncher, isPaletteShortcut } from './command-palette-launcher.tsx';
import type { TPaletteProcess } from './command-palette-types.ts';

const SCREENS = [
  { label: 'Dashboard', to: '/' },
  { label: 'Processos', to: '/processos' },
  { label: 'Calendário Financeiro', to: '/financeiro/previsao-numerario-novo' },
  { label: 'Calendário Operacional', to: '/operacional/calendario' },
];

const PRI42: TPaletteProcess = { id: 42, reference: 'PRI00042', detail: 'Aurora Têxtil Ltda · Zhejiang Co.' };

const renderPalette = (found: TPaletteProcess[] = [PRI42]) => {
  const searchProcesses = vi.fn((_term: string, _signal: AbortSignal) => Promise.resolve(found));
  const onOpenScreen = vi.fn();
  const onOpenProcess = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <button type="button">antes</button>
      <CommandPaletteLauncher
        screens={SCREENS}
        searchProcesses={searchProcesses}
        onOpenScreen={onOpenScreen}
        onOpenProcess={onOpenProcess}
      />
    </QueryClientProvider>,
  );
  return { searchProcesses, onOpenScreen, onOpenProcess };
};

/** Ctrl+K as the browser sends it, and the palette's search box once it is there. */
const pressCtrlK = async (modifier: 'ctrlKey' | 'metaKey' = 'ctrlKey') => {
  fireEvent.keyDown(window, { key: 'k', [modifier]: true });
  const palette = await screen.findByRole('dialog', { name: 'Ir para' });
  const box = within(palette).getByRole('combobox');
  await waitFor(() => expect(document.activeElement).toBe(box));
  return { palette, box };
};

describe('the command palette (Ctrl+K / ⌘K)', () => {
  // The palette is a lazy chunk: loaded once here, so no test's wait includes its first transform.
  beforeAll(() => import('./command-palette.tsx'), 60_000);
  beforeEach(() => {
    // jsdom has no ResizeObserver (cmdk sizes its list with it) nor scrollIntoView (it scrolls to the choice).
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('is Ctrl+K or ⌘K, not K alone nor with Alt or Shift', () => {
    expect(
      isPaletteShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false }),
    ).toBe(true);
    expect(
      isPaletteShortcut({ key: 'K', ctrlKey: false, metaKey: true, altKey: false, shiftKey: false }),
    ).toBe(true);
    expect(
      isPaletteShortcut({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false }),
    ).toBe(false);
    expect(
      isPaletteShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: true, shiftKey: false }),
    ).toBe(false);
  });

  it('opens on Ctrl+K with the screens, and jumps to one typed in part, without accents', async () => {
    const { onOpenScreen } = renderPalette();
    const { palette, box } = await pressCtrlK();
    expect(
      within(palette)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(SCREENS.map((item) => item.label));
    fireEvent.change(box, { target: { value: 'calendario op' } });
    expect(
      within(palette)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Calendário Operacional']);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onOpenScreen).toHaveBeenCalledWith('/operacional/calendario');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ir para' })).toBeNull());
  });

  it('finds a process by its reference through the search, and Enter opens it', async () => {
    const { searchProcesses, onOpenProcess } = renderPalette();
    const { palette, box } = await pressCtrlK('metaKey');
    fireEvent.change(box, { target: { value: 'PRI00042' } });
    const option = await within(palette).findByRole('option', { name: /PRI00042/ });
    expect(option.textContent).toContain('Aurora Têxtil Ltda');
    // Typed whole, the reference is one call.
    expect(searchProcesses).toHaveBeenCalledTimes(1);
    expect(searchProcesses.mock.calls[0]?.[0]).toBe('PRI00042');
    await waitFor(() => expect(option.getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onOpenProcess).toHaveBeenCalledWith(42);
  });

  it('walks the choices with the arrows and says when nothing matches', async () => {
    const { onOpenScreen } = renderPalette([]);
    const first = await pressCtrlK();
    fireEvent.keyDown(first.box, { key: 'ArrowDown' });
    fireEvent.keyDown(first.box, { key: 'Enter' });
    expect(onOpenScreen).toHaveBeenCalledWith('/processos');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ir para' })).toBeNull());

    const { palette, box } = await pressCtrlK();
    // Opened again, it starts afresh.
    expect((box as HTMLInputElement).value).toBe('');
    fireEvent.change(box, { target: { value: 'xyz' } });
    expect(await within(palette).findByText('Nenhuma tela ou processo encontrado.')).toBeTruthy();
  });
});
