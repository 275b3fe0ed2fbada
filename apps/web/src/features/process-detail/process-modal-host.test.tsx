import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildThreadPath } from '@pc/contract/thread-link';
import { processModalStore } from '../../hooks/use-process-modal.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { ProcessModalHost } from './process-modal-host.tsx';

// The modal itself is tested apart: here, which process and tab the address asks for.
vi.mock('./process-detail-modal.tsx', () => ({
  ProcessDetailModal: ({
    processId,
    tab,
    onTabChange,
  }: {
    processId: number;
    tab: string | null;
    onTabChange: (tab: string) => void;
  }) => (
    <>
      <p data-testid="modal">{`processo ${processId} aba ${tab ?? 'geral'}`}</p>
      <button type="button" onClick={() => onTabChange('financeiro')}>
        Financeiro
      </button>
      <button type="button" onClick={() => onTabChange('geral')}>
        Dados Gerais
      </button>
    </>
  ),
}));

const renderHost = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <ProcessModalHost /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const address = (router: ReturnType<typeof renderHost>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

const modalText = async () => (await screen.findByTestId('modal')).textContent;

describe('ProcessModalHost: the open process lives in the address', () => {
  afterEach(() => processModalStore.closeProcess());

  it('/processos/:id?aba=… opens that process on that tab; closing it leaves the list’s address', async () => {
    const router = renderHost('/processos/42?etapa=2&aba=financeiro');
    expect(await modalText()).toBe('processo 42 aba financeiro');
    expect(processModalStore.getOpenProcess()).toEqual({ id: 42, tab: 'financeiro' });

    act(() => processModalStore.closeProcess());
    await waitFor(() => expect(address(router)).toBe('/processos?etapa=2'));
    expect(screen.queryByTestId('modal')).toBeNull();
  });

  it('/processos/:id?aba=duimp opens the DUIMP tab, as a copied link from it should', async () => {
    renderHost('/processos/42?aba=duimp');
    expect(await modalText()).toBe('processo 42 aba duimp');
    expect(processModalStore.getOpenProcess()).toEqual({ id: 42, tab: 'duimp' });
  });

  it('opening from a list pushes /processos/:id: Back closes it, a tab replaces the address', async () => {
    const router = renderHost('/processos?etapa=2');
    act(() => processModalStore.openProcess(7));
    expect(await modalText()).toBe('processo 7 aba geral');
    await waitFor(() => expect(address(router)).toBe('/processos/7?etapa=2'));

    fireEvent.click(screen.getByRole('button', { name: 'Financeiro' }));
    await waitFor(() => expect(address(router)).toBe('/processos/7?etapa=2&aba=financeiro'));
    expect(await modalText()).toBe('processo 7 aba financeiro');
    fireEvent.click(screen.getByRole('button', { name: 'Dados Gerais' }));
    await waitFor(() => expect(address(router)).toBe('/processos/7?etapa=2'));

    // One Back: the tabs replaced their entry, so it is the list again, and the modal is gone.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(address(router)).toBe('/processos?etapa=2'));
    await waitFor(() => expect(screen.queryByTestId('modal')).toBeNull());
    expect(processModalStore.getOpenProcessId()).toBeNull();
  });

  it('closing a modal opened from a screen goes Back to that screen', async () => {
    const router = renderHost('/operacional/calendario?x=1');
    act(() => processModalStore.openProcess(9));
    await waitFor(() => expect(address(router)).toBe('/operacional/calendario?x=1&processo=9'));
    act(() => processModalStore.closeProcess());
    await waitFor(() => expect(address(router)).toBe('/operacional/calendario?x=1'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('on another screen the tab is ?abaProcesso=, since ?aba= is the screen’s own (Home)', async () => {
    const router = renderHost('/?aba=transit-time');
    act(() => processModalStore.openProcess(3, { tab: 'mensagens' }));
    expect(await modalText()).toBe('processo 3 aba mensagens');
    await waitFor(() => expect(address(router)).toBe('/?aba=transit-time&processo=3&abaProcesso=mensagens'));
  });

  it('the e-mails’ link (?processo=&aba=mensagens) opens on Mensagens, rewritten to the modal’s address', async () => {
    const router = renderHost(buildThreadPath(812));
    expect(await modalText()).toBe('processo 812 aba mensagens');
    expect(processModalStore.getOpenProcess()).toEqual({ id: 812, tab: 'mensagens' });
    await waitFor(() => expect(address(router)).toBe('/processos/812?aba=mensagens'));
  });

  it('the link works on any signed-in page and keeps its other parameters', async () => {
    const router = renderHost('/relatorio?x=1&processo=9&aba=mensagens');
    expect(await modalText()).toBe('processo 9 aba mensagens');
    await waitFor(() => expect(address(router)).toBe('/relatorio?x=1&processo=9&abaProcesso=mensagens'));
    act(() => processModalStore.closeProcess());
    await waitFor(() => expect(address(router)).toBe('/relatorio?x=1'));
  });

  it('opens on Dados Gerais without a tab, and opens nothing for an id that is no id', async () => {
    renderHost('/?processo=9');
    expect(await modalText()).toBe('processo 9 aba geral');
    processModalStore.closeProcess();
    renderHost('/?processo=abc&aba=mensagens');
    await waitFor(() => expect(processModalStore.getOpenProcessId()).toBeNull());
  });
});
