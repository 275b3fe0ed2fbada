import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { Toaster } from '../../components/toast/toaster.tsx';
import { toast } from '../../lib/toast-store.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import { AnalyticsPage } from './analytics-page.tsx';
import { AURORA, BOREAL } from './test-fixtures.ts';

/** Tests only: the screen with a fresh cache, the toasts and a signed-in user of two companies. */
export const renderAnalytics = () => {
  storage.setAccessToken('Bearer abc');
  storage.setJson(storageKeys.companies, [AURORA, BOREAL]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AnalyticsPage />
      <Toaster />
    </QueryClientProvider>,
  );
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
