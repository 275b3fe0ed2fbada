import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProcess } from '../../features/process-detail/test-fixtures.ts';
import { storage } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

const REPORT_PATH = '/customers/import/report/general';

const listRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(REPORT_PATH));

describe('/processos', () => {
  it('loads the default filter (Produção) on arrival, quietly; LIMPAR goes back to it', async () => {
    storage.setAccessToken('abc');
    const fetchMock = mockFetch(
      answer('GET', '/credential', { data: makeCredential() }),
      answer('GET', '/processSteps/search/findAllByOrderByPositionAsc', { _embedded: { processSteps: [] } }),
      // One page of two rows of a 32-process list: the count is the whole list's.
      answer('GET', REPORT_PATH, {
        data: [makeProcess({ id: 1 }), makeProcess({ id: 2, identification: 43 })],
        page: { number: 1, size: 15, totalElements: 32, totalPages: 3 },
      }),
    );
    renderApp('/processos');

    expect((await screen.findByTestId('process-count')).textContent).toBe('32 processos');
    expect(listRequests(fetchMock)).toHaveLength(1);
    expect(listRequests(fetchMock)[0]).toContain('stepsIds=7');
    expect(listRequests(fetchMock)[0]).toContain('page=1&size=15&sort=step&desc=false');
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    // The count is on screen: no 'Foram encontrados' toast for a list nobody asked for.
    expect(screen.queryByText(/^Foram encontrados/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'LIMPAR' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'GERAR' }));
    expect(await screen.findByText('Foram encontrados 32 processos de importação.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'LIMPAR' }));
    await waitFor(() => expect(listRequests(fetchMock)).toHaveLength(3));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'LIMPAR' })).toBeNull());
  });
});
