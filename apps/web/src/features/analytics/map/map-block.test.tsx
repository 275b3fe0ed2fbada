import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { renderAnalytics, waitForBlocks } from '../render-analytics.tsx';
import { BI_PATHS, biHandler, makeBiAnswers, type TBiAnswers } from '../test-fixtures.ts';

// The rankings' flags load their index (about 270 files) on first show: loaded up front, so a short
// file does not end while it is still loading.
beforeAll(() => import('../countries/flag-urls.ts'), 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
});

afterEach(() => vi.useRealTimers());

/** Answers the BI reads from `answers`, holding the map's answer until `release` is called. */
const mockFetchHoldingMap = (answers: TBiAnswers) => {
  const handler = biHandler(answers);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url.startsWith(`${BI_PATHS.map}?`)) await gate;
      return handler(url, init) ?? jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
    }),
  );
  return { release: () => release() };
};

const gauge = () => screen.getByTestId('map-gauge');

describe('<MapBlock /> gauge and summary (spec part 2 §2.6, §3)', { timeout: 60_000 }, () => {
  it("counts the selection's distinct processes from the server, out of the server's whole", async () => {
    const answers = makeBiAnswers();
    // Processes with items of both NCMs are in both counts: the NCM counts add up to 22, more than
    // the 20 processes of the period; the distinct processes are 15.
    answers.map = {
      ...answers.map,
      ncms: { '84713001': 8, '39269090': 14 },
      total_processos: 15,
      total_processos_periodo: 20,
    };
    mockFetchHoldingMap(answers).release();
    renderAnalytics();
    await waitForBlocks();

    expect(within(gauge()).getByText('15')).toBeTruthy();
    expect(within(gauge()).getByText('de 20 no período')).toBeTruthy();
    // 15 of 20: 0.75 × 180°.
    expect(gauge().getAttribute('data-rotation')).toBe('135');
  });

  it('shows placeholders, not N/I, R$ 0,00 and 0 de 0, while the map loads', async () => {
    const map = mockFetchHoldingMap(makeBiAnswers());
    renderAnalytics();
    await waitFor(() => expect(screen.getByTestId('bi-taxes').getAttribute('aria-busy')).toBe('false'));

    // The map is drawn a turn after the first render (DeferredMount).
    const summary = await screen.findByTestId('map-summary');
    expect(screen.getByRole('status', { name: 'Carregando resumo do mapa' })).toBe(summary);
    expect(within(summary).queryByText('N/I')).toBeNull();
    expect(within(summary).queryByText('R$ 0,00')).toBeNull();
    expect(screen.queryByText(/de 0 no período/)).toBeNull();
    expect(screen.queryByTestId('map-gauge')).toBeNull();

    map.release();
    await waitForBlocks();
    expect(within(screen.getByTestId('map-summary')).getByText('China')).toBeTruthy();
    expect(within(gauge()).getByText('de 20 no período')).toBeTruthy();
  });
});
