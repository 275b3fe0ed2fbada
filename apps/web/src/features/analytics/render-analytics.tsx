import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { expect } from 'vitest';
import { Toaster } from '../../components/toast/toaster.tsx';
import { toast } from '../../lib/toast-store.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import { AnalyticsPage } from './analytics-page.tsx';
import { AURORA, BOREAL } from './test-fixtures.ts';

/**
 * The period of most tests: one month back to 22/11/2026, in the address (the screens' default is the
 * month so far, docs/decisions/0099-one-period-model.md).
 */
export const ONE_MONTH_BACK = '/analytics?de=2026-10-22&ate=2026-11-22';

/** Tests only: the screen at an address, with a fresh cache, the toasts and a user of two companies. */
export const renderAnalytics = (path = ONE_MONTH_BACK) => {
  storage.setAccessToken('Bearer abc');
  storage.setJson(storageKeys.companies, [AURORA, BOREAL]);
  // Another screen, to leave the page and come back to it by a link.
  const router = createMemoryRouter(
    [
      { path: '/analytics', element: <AnalyticsPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
};

export const block = (id: string) => within(screen.getByTestId(id));

/** Waits until no block is loading. */
export const waitForBlocks = () =>
  waitFor(() => expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0));

export const toastMessages = () => toast.getSnapshot().map((item) => item.message);

/** The BI GETs sent so far (URLs), without the country catalogue. */
export const biUrls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/bi/') && !url.startsWith('/bi/paises?') && url !== '/bi/paises');
