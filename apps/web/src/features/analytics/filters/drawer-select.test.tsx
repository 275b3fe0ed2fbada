import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { biUrls, renderAnalytics, waitForBlocks } from '../render-analytics.tsx';
import { BI_PATHS, biHandler, DEFAULT_QUERY } from '../test-fixtures.ts';

// The rankings' flags load their index (about 270 files) on first show: loaded up front, so a short
// file does not end while it is still loading.
beforeAll(() => import('../countries/flag-urls.ts'), 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
});

afterEach(() => vi.useRealTimers());

/** An arrow key on a closed native select moves its value and fires change at once, as browsers do. */
const arrowTo = (select: HTMLElement, value: string) => {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  fireEvent.change(select, { target: { value } });
  fireEvent.keyUp(select, { key: 'ArrowDown' });
};

/** Lets the fetches a state change would start be sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe(
  "'Filtrar Pesquisa' selects apply a committed choice (spec part 2 §2.6)",
  { timeout: 60_000 },
  () => {
    it('arrow keys only move the choice; blur or Enter applies it, with one generation', async () => {
      const fetchMock = mockFetch(biHandler());
      renderAnalytics();
      await waitForBlocks();
      fireEvent.click(screen.getByRole('button', { name: 'Filtrar Pesquisa' }));
      const drawer = await screen.findByRole('dialog', { name: 'Filtrar Pesquisa' });
      const modal = within(drawer).getByLabelText('MODAL') as HTMLSelectElement;

      fetchMock.mockClear();
      arrowTo(modal, 'MARITIMA');
      arrowTo(modal, 'AEREA');
      await settle();
      expect(biUrls(fetchMock)).toEqual([]);
      expect(modal.value).toBe('AEREA');

      fireEvent.blur(modal);
      await waitFor(() => expect(biUrls(fetchMock)).toHaveLength(15));
      await waitForBlocks();
      const urls = biUrls(fetchMock);
      expect(urls).toHaveLength(15);
      expect(urls).toContain(`${BI_PATHS.taxes}?${DEFAULT_QUERY}&modal=AEREA`);
      expect(urls.some((url) => url.includes('modal=MARITIMA'))).toBe(false);

      fetchMock.mockClear();
      arrowTo(modal, 'RODOVIARIA');
      await settle();
      expect(biUrls(fetchMock)).toEqual([]);
      fireEvent.keyDown(modal, { key: 'Enter' });
      await waitFor(() =>
        expect(biUrls(fetchMock)).toContain(`${BI_PATHS.taxes}?${DEFAULT_QUERY}&modal=RODOVIARIA`),
      );
      await waitForBlocks();
      expect(modal.value).toBe('RODOVIARIA');

      // A pick with the mouse (a change with no key before it) applies at once.
      fetchMock.mockClear();
      fireEvent.change(modal, { target: { value: '' } });
      await waitFor(() => expect(biUrls(fetchMock)).toContain(`${BI_PATHS.taxes}?${DEFAULT_QUERY}`));
      await waitForBlocks();
    });
  },
);
