import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildThreadPath } from '@pc/contract/thread-link';
import { processModalStore } from '../../hooks/use-process-modal.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { ProcessModalHost } from './process-modal-host.tsx';

// The modal itself is tested apart: here, which process and tab the host asks for.
vi.mock('./process-detail-modal.tsx', () => ({
  ProcessDetailModal: ({ processId, initialTab }: { processId: number; initialTab: string | null }) => (
    <p data-testid="modal">{`processo ${processId} aba ${initialTab ?? 'geral'}`}</p>
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

describe('ProcessModalHost', () => {
  afterEach(() => processModalStore.closeProcess());

  it('opens the process of the e-mails’ link on Mensagens and drops the link’s parameters', async () => {
    const router = renderHost(buildThreadPath(812));
    expect((await screen.findByTestId('modal')).textContent).toBe('processo 812 aba mensagens');
    expect(processModalStore.getOpenProcess()).toEqual({ id: 812, tab: 'mensagens' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('works on any signed-in page and keeps its other parameters', async () => {
    const router = renderHost('/relatorio?x=1&processo=9&aba=mensagens');
    expect((await screen.findByTestId('modal')).textContent).toBe('processo 9 aba mensagens');
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(router.state.location.pathname).toBe('/relatorio');
  });

  it('opens on Dados Gerais without aba, and opens nothing for an id that is no id', async () => {
    renderHost('/?processo=9');
    expect((await screen.findByTestId('modal')).textContent).toBe('processo 9 aba geral');
    processModalStore.closeProcess();
    renderHost('/?processo=abc&aba=mensagens');
    await waitFor(() => expect(processModalStore.getOpenProcessId()).toBeNull());
  });

  it('openProcess with the tab opens that tab', async () => {
    renderHost('/');
    processModalStore.openProcess(3, { tab: 'mensagens' });
    expect((await screen.findByTestId('modal')).textContent).toBe('processo 3 aba mensagens');
  });
});
