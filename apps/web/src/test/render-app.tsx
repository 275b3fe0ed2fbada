import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import type { TCredential } from '@pc/contract/user';
import { createQueryClient } from '../app/query-client.ts';
import { Toaster } from '../components/toast/toaster.tsx';
import { appRoutes } from '../app/router.tsx';
import { registerNavigator } from '../lib/navigation.ts';

type TFetchHandler = (url: string, init: RequestInit) => Response | undefined;

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch: the first handler that answers wins; anything else is a 404 JSON answer. */
export const mockFetch = (...handlers: TFetchHandler[]) => {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    for (const handler of handlers) {
      const response = handler(url, init);
      if (response) return Promise.resolve(response);
    }
    return Promise.resolve(jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** Answers `method path` (path without the query) with a JSON body. */
export const answer =
  (method: string, path: string, body: unknown, status = 200): TFetchHandler =>
  (url, init) =>
    (init.method ?? 'GET') === method && url.split('?')[0] === path ? jsonResponse(body, status) : undefined;

export const makeCredential = (overrides: Partial<TCredential> = {}): TCredential => ({
  id: 1,
  name: 'Ana Souza',
  email: 'ana.souza@aurora.example',
  photo: null,
  hiringDate: null,
  followUP: true,
  followUPAnalytical: true,
  followUPSynthetic: false,
  followUPSyntheticWeekday: 'MONDAY',
  person: {
    id: 1,
    name: 'Ana Souza',
    email: 'ana.souza@aurora.example',
    photo: null,
    hiringDate: null,
    companies: [
      { id: 7, federalID: '12345678000190', name: 'Aurora Importadora', customer: true, customBroker: false },
    ],
  },
  ...overrides,
});

/** The real route tree in a memory router with a fresh query cache. */
export const renderApp = (path: string) => {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  registerNavigator((to, options) => void router.navigate(to, options));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
};
