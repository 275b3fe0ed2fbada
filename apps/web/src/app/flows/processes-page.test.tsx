import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TProcessPageResponse } from '@pc/contract/process-calls';
import { makeProcess } from '../../features/process-detail/test-fixtures.ts';
import { processModalStore } from '../../hooks/use-process-modal.ts';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

// The modal is tested apart: here, which process the address opens.
vi.mock('../../features/process-detail/process-detail-modal.tsx', () => ({
  ProcessDetailModal: ({ processId }: { processId: number }) => (
    <p data-testid="modal">{`processo ${processId}`}</p>
  ),
}));

const REPORT_PATH = '/customers/import/report/general';
const STEPS = [
  { id: 7, alias: 'Produção', description: null, color: null, textColor: null, position: 1 },
  { id: 2, alias: 'Trânsito', description: null, color: null, textColor: null, position: 2 },
];

const listRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(REPORT_PATH));

/** A page of the list of one step: its rows carry that step, so the screen tells whose rows it shows. */
const pageOf = (stepId: number, total: number, firstId: number): TProcessPageResponse => {
  const step = STEPS.find((item) => item.id === stepId) ?? null;
  return {
    data: [makeProcess({ id: firstId, identification: firstId, step })],
    page: { number: 1, size: 15, totalElements: total, totalPages: Math.ceil(total / 15) },
  };
};

const signedIn = () => {
  storage.setAccessToken('abc');
  return [
    answer('GET', '/credential', { data: makeCredential() }),
    answer('GET', '/processSteps/search/findAllByOrderByPositionAsc', { _embedded: { processSteps: STEPS } }),
  ];
};

/** The report call of a step: `?stepsIds=7` answers Produção's list, `?stepsIds=2` Trânsito's. */
const reportOfStep = (url: string) => new URL(url, 'http://portal').searchParams.get('stepsIds');

const stepSelect = () => screen.getByLabelText('Etapa', { selector: 'select' }) as HTMLSelectElement;
const shownSteps = () =>
  within(screen.getByRole('table', { name: 'Processos de importação' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td[data-column="step"]')?.textContent);

afterEach(() => processModalStore.closeProcess());

describe('/processos', { timeout: 30_000 }, () => {
  it('loads the default filter (Produção) on arrival, quietly; GERAR tells the count; LIMPAR goes back', async () => {
    const fetchMock = mockFetch(...signedIn(), (url) =>
      url.startsWith(REPORT_PATH) ? jsonResponse(pageOf(Number(reportOfStep(url)), 32, 1)) : undefined,
    );
    const router = renderApp('/processos');

    expect((await screen.findByTestId('process-count')).textContent).toBe('32 processos');
    expect(listRequests(fetchMock)).toHaveLength(1);
    expect(listRequests(fetchMock)[0]).toContain('stepsIds=7');
    expect(listRequests(fetchMock)[0]).toContain('page=1&size=15&sort=step&desc=false');
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    // The count is on screen: no 'Foram encontrados' toast for a list nobody asked for.
    expect(screen.queryByText(/^Foram encontrados/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'LIMPAR' })).toBeNull();

    // GERAR asks the server again, even for the list on screen, and tells its count.
    fireEvent.click(screen.getByRole('button', { name: 'GERAR' }));
    expect(await screen.findByText('Foram encontrados 32 processos de importação.')).toBeTruthy();
    expect(listRequests(fetchMock)).toHaveLength(2);

    fireEvent.change(stepSelect(), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'GERAR' }));
    await waitFor(() => expect(router.state.location.search).toBe('?etapa=2'));
    await waitFor(() => expect(shownSteps()).toEqual(['Trânsito']));
    fireEvent.click(screen.getByRole('button', { name: 'LIMPAR' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(stepSelect().value).toBe('7');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'LIMPAR' })).toBeNull());
  });

  it('lives in the address: GERAR pushes the filter, Back shows the previous list, a link opens the same view', async () => {
    mockFetch(...signedIn(), (url) => {
      const stepId = Number(reportOfStep(url));
      return url.startsWith(REPORT_PATH)
        ? jsonResponse(pageOf(stepId, stepId === 2 ? 4 : 32, stepId))
        : undefined;
    });
    const router = renderApp('/processos');
    await waitFor(() => expect(shownSteps()).toEqual(['Produção']));

    fireEvent.change(stepSelect(), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'GERAR' }));
    await waitFor(() => expect(router.state.location.search).toBe('?etapa=2'));
    await waitFor(() => expect(shownSteps()).toEqual(['Trânsito']));

    // A row opens /processos/:id over the same list; closing it goes back to the list's address.
    fireEvent.click(screen.getAllByRole('row')[1] ?? document.body);
    expect(processModalStore.getOpenProcessId()).toBe(2);
    await waitFor(() => expect(router.state.location.pathname).toBe('/processos/2'));
    expect(router.state.location.search).toBe('?etapa=2');
    expect(await screen.findByTestId('modal')).toBeTruthy();
    act(() => processModalStore.closeProcess());
    await waitFor(() => expect(router.state.location.pathname).toBe('/processos'));
    expect(router.state.location.search).toBe('?etapa=2');

    // Back: the list before GERAR, with its filter.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(shownSteps()).toEqual(['Produção']));
    expect(stepSelect().value).toBe('7');

    // A period search in the address opens the period filter, filled in.
    await act(() => router.navigate('/processos?campo=datesETA&de=2026-01-01&ate=2026-01-31'));
    expect(((await screen.findByLabelText('Data inicial')) as HTMLInputElement).value).toBe('01/01/2026');
    expect((screen.getByLabelText('Data final') as HTMLInputElement).value).toBe('31/01/2026');
    expect((screen.getByLabelText('Tipo de data') as HTMLSelectElement).value).toBe('datesETA');
  });

  it('the newest question wins: a slow default list never replaces the list asked for after it', async () => {
    let answerProduction: () => void = () => undefined;
    const signals: Record<string, AbortSignal | undefined> = {};
    const fetchMock = mockFetch(...signedIn());
    const handled = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (!url.startsWith(REPORT_PATH))
        return handled ? handled(input, init) : Promise.reject(new Error(url));
      const stepId = reportOfStep(url) ?? '';
      signals[stepId] = init.signal ?? undefined;
      const response = jsonResponse(pageOf(Number(stepId), stepId === '2' ? 4 : 32, Number(stepId)));
      // The default list (Produção) answers only when the test says so: after the one asked for.
      if (stepId === '7')
        return new Promise<Response>((resolve) => (answerProduction = () => resolve(response)));
      return Promise.resolve(response);
    });
    renderApp('/processos');
    await waitFor(() => expect(signals['7']).toBeDefined());

    // The user does not wait for the default list: Trânsito, GERAR.
    fireEvent.change(await screen.findByRole('combobox', { name: 'Etapa' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'GERAR' }));
    await waitFor(() => expect(shownSteps()).toEqual(['Trânsito']));
    // The question nobody asks any more is dropped.
    expect(signals['7']?.aborted).toBe(true);

    await act(async () => answerProduction());
    expect(shownSteps()).toEqual(['Trânsito']);
    expect(screen.getByTestId('process-count').textContent).toBe('4 processos');
    expect(stepSelect().value).toBe('2');
  });

  it('a header search lands on /processos?busca=…: it says what was searched and drops the step filter', async () => {
    const fetchMock = mockFetch(
      ...signedIn(),
      answer('GET', '/customers/import/search', {
        data: [
          makeProcess({ id: 5, step: STEPS[0] ?? null }),
          makeProcess({ id: 6, step: STEPS[1] ?? null }),
        ],
      }),
    );
    const router = renderApp('/processos?busca=Ltd');

    expect((await screen.findByTestId('search-results-title')).textContent).toBe('Resultados para “Ltd”');
    await waitFor(() => expect(shownSteps()).toEqual(['Produção', 'Trânsito']));
    expect(stepSelect().value).toBe('');
    expect(listRequests(fetchMock)).toHaveLength(0);
    expect(screen.queryByText(/^Foram encontrados/)).toBeNull();
    // LIMPAR leaves the search for the default list.
    fireEvent.click(screen.getByRole('button', { name: 'LIMPAR' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(listRequests(fetchMock)).toHaveLength(1));
  });
});
