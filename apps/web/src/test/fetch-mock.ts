import { vi } from 'vitest';

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
