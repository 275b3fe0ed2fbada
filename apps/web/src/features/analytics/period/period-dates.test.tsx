import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { biUrls, renderAnalytics, toastMessages, waitForBlocks } from '../render-analytics.tsx';
import { biHandler } from '../test-fixtures.ts';

const invalid = (text: string) =>
  `Data inválida: ${text}. Informe uma data que exista, no formato DD/MM/AAAA.`;

// The rankings' flags load their module lazily: loaded up front, a short file never ends under it.
beforeAll(() => import('../countries/flag-urls.ts'), 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
});
afterEach(() => vi.useRealTimers());

describe('<AnalyticsPage /> dates: checked before sending, never ignored', { timeout: 60_000 }, () => {
  it('Gerar says an invalid date is invalid and refuses more than 731 days, loading nothing', async () => {
    const fetchMock = mockFetch(biHandler());
    renderAnalytics();
    await waitForBlocks();
    fetchMock.mockClear();

    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '31022026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    await waitFor(() => expect(toastMessages()).toEqual([invalid('31/02/2026')]));

    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '01012024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    await waitFor(() => expect(toastMessages()).toContain('O período pode ter no máximo 731 dias.'));
    expect(biUrls(fetchMock)).toEqual([]);
  });

  it('the import drawer says 99/99/9999 is invalid and starts nothing', async () => {
    const fetchMock = mockFetch(biHandler());
    renderAnalytics();
    await waitForBlocks();
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Importar dados do período' });
    fireEvent.change(within(drawer).getByLabelText('Data final'), { target: { value: '99999999' } });
    fetchMock.mockClear();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Importar período' }));
    await waitFor(() => expect(toastMessages()).toEqual([invalid('99/99/9999')]));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
