import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROCESS_SEARCH_RESULT_MAX } from '@pc/contract/process-calls';
import { makeProcess } from '../../features/process-detail/test-fixtures.ts';
import { processModalStore } from '../../hooks/use-process-modal.ts';
import { storage } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

vi.mock('../../features/process-detail/process-detail-modal.tsx', () => ({
  ProcessDetailModal: ({ processId }: { processId: number }) => (
    <p data-testid="modal">{`processo ${processId}`}</p>
  ),
}));

const SEARCH_PATH = '/customers/import/search';

const searchFor = async (text: string) => {
  const search = await screen.findByRole('searchbox', { name: 'Pesquisar processos' });
  fireEvent.change(search, { target: { value: text } });
  fireEvent.submit(search);
};

const searches = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(SEARCH_PATH));

afterEach(() => processModalStore.closeProcess());

describe('header search: the answer is an address', { timeout: 30_000 }, () => {
  it('several processes: /processos?busca=…, saying what was searched, without a toast or a second call', async () => {
    storage.setAccessToken('abc');
    const fetchMock = mockFetch(
      answer('GET', '/credential', { data: makeCredential() }),
      answer('GET', SEARCH_PATH, {
        data: [makeProcess({ id: 5 }), makeProcess({ id: 6, identification: 43 })],
      }),
    );
    const router = renderApp('/meus-dados');
    await searchFor('Ltd & Cia');

    await waitFor(() => expect(router.state.location.pathname).toBe('/processos'));
    expect(new URLSearchParams(router.state.location.search).get('busca')).toBe('Ltd & Cia');
    expect((await screen.findByTestId('search-results-title')).textContent).toBe(
      'Resultados para “Ltd & Cia”',
    );
    expect((await screen.findByTestId('process-count')).textContent).toBe('2 processos para “Ltd & Cia”');
    expect(screen.queryByText(/^Foram encontrados/)).toBeNull();
    expect(screen.queryByText('Sucesso')).toBeNull();
    // The list read the header's answer: one call.
    expect(searches(fetchMock)).toHaveLength(1);
    expect(screen.queryByTestId('search-capped')).toBeNull();
  });

  it('a search that reached the cap says its count is not all there is', async () => {
    storage.setAccessToken('abc');
    mockFetch(
      answer('GET', '/credential', { data: makeCredential() }),
      answer('GET', SEARCH_PATH, {
        data: Array.from({ length: PROCESS_SEARCH_RESULT_MAX }, (_, index) =>
          makeProcess({ id: index + 1, identification: index + 1 }),
        ),
      }),
    );
    renderApp('/meus-dados');
    await searchFor('Ltd');

    expect((await screen.findByTestId('search-capped')).textContent).toBe(
      'Mostrando os 500 processos mais recentes: refine a busca para ver os demais.',
    );
  });

  it('one process: /processos/:id over its one-row list; closing it goes back where the search was made', async () => {
    storage.setAccessToken('abc');
    mockFetch(
      answer('GET', '/credential', { data: makeCredential() }),
      answer('GET', SEARCH_PATH, { data: [makeProcess({ id: 42 })] }),
    );
    const router = renderApp('/meus-dados');
    await searchFor('PRI00042');

    expect((await screen.findByTestId('modal')).textContent).toBe('processo 42');
    expect(router.state.location.pathname).toBe('/processos/42');
    expect(router.state.location.search).toBe('?busca=PRI00042');
    act(() => processModalStore.closeProcess());
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-dados'));
  });
});
