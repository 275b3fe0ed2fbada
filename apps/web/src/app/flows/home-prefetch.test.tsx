import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberPeriod } from '../../lib/period-memory.ts';
import { storeCredential } from '../../lib/session.ts';
import { storage } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../render-app.tsx';
import { ANALYTICS, company, credentialWith, indicatorHandler } from './home-test-data.ts';

// The Home's own code stands still here: whatever calls go out come from the route's loader.
vi.mock('../../features/home/home-page.tsx', () => ({ HomePage: () => <h1>Home sem chamadas</h1> }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the Home route', () => {
  it("starts the Home's first calls itself, for the stored companies, beside the page's code", async () => {
    storage.setAccessToken('Bearer abc');
    storeCredential(credentialWith([company(3, 'analytics', 'delayedEtd'), company(7, 'analytics')]));
    const fetchMock = mockFetch(
      answer('GET', '/credential', {
        data: credentialWith([company(3, 'analytics', 'delayedEtd'), company(7, 'analytics')]),
      }),
      indicatorHandler({ currentFirstDate: '2026-11-01T00:00:00' }),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Home sem chamadas' })).toBeTruthy();

    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
    await waitFor(() => expect(urls().filter((url) => url.startsWith(ANALYTICS))).toHaveLength(12));
    // Five indicators and ETD Atrasados (company 3 sees it), in both periods, and Precisa de atenção.
    expect(urls()).toContain(
      `${ANALYTICS}/total/all?customersId=3%2C7&firstDate=2026-11-01T00%3A00%3A00&secondDate=2026-11-22T23%3A59%3A59&teamId=0`,
    );
    expect(urls()).toContain(
      `${ANALYTICS}/leadtime/all?customersId=3%2C7&firstDate=2026-10-10T00%3A00%3A00&secondDate=2026-10-31T23%3A59%3A59&teamId=0`,
    );
    expect(urls().some((url) => url.startsWith('/api/public/customer/attention?customersId=3%2C7'))).toBe(
      true,
    );
    expect(urls().filter((url) => url === '/credential')).toHaveLength(1);
  });

  it('starts them for the period in the Home’s address', async () => {
    storage.setAccessToken('Bearer abc');
    storeCredential(credentialWith([company(7, 'analytics')]));
    const fetchMock = mockFetch(
      answer('GET', '/credential', { data: credentialWith([company(7, 'analytics')]) }),
      indicatorHandler({ currentFirstDate: '2026-01-01T00:00:00' }),
    );
    rememberPeriod({ from: '2026-03-01', to: '2026-03-31' });
    renderApp('/?de=2026-01-01&ate=2026-01-31');
    expect(await screen.findByRole('heading', { name: 'Home sem chamadas' })).toBeTruthy();
    const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
    await waitFor(() =>
      expect(urls()).toContain(
        `${ANALYTICS}/total/all?customersId=7&firstDate=2026-01-01T00%3A00%3A00&secondDate=2026-01-31T23%3A59%3A59&teamId=0`,
      ),
    );
    // A whole month compares with the month before (spec part 1 §2).
    expect(urls()).toContain(
      `${ANALYTICS}/total/all?customersId=7&firstDate=2025-12-01T00%3A00%3A00&secondDate=2025-12-31T23%3A59%3A59&teamId=0`,
    );
    expect(urls().some((url) => url.includes('firstDate=2026-03-01'))).toBe(false);
  });

  it('starts nothing of the Home without a session', async () => {
    const fetchMock = mockFetch();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([]);
  });
});
