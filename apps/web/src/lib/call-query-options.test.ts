import { defineCall } from '@pc/contract/call';
import { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callQueryOptions, selectDados, selectData, selectValores, withRun } from './call-query-options.ts';

const getThingCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/things/{id}',
  summary: 'test',
  isAuthenticated: true,
  params: z.object({ id: z.string() }),
  query: z.object({ customerIds: z.string() }),
  responses: { 200: z.object({ data: z.object({ name: z.string() }) }) },
});

const getListCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/list',
  summary: 'test',
  isAuthenticated: true,
  responses: { 200: z.object({ data: z.array(z.number()) }) },
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ data: { name: 'x' } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
});

describe('callQueryOptions', () => {
  it('keys the query by the call path and its input, and a call without input by an empty one', () => {
    const input = { params: { id: '7' }, query: { customerIds: '1,2' } };

    expect(callQueryOptions(getThingCall, input).queryKey).toEqual([getThingCall.path, input]);
    expect(callQueryOptions(getListCall).queryKey).toEqual([getListCall.path, {}]);
  });

  it("sends the call with its input and the query's abort signal", async () => {
    const client = new QueryClient();

    const answer = await client.fetchQuery(
      callQueryOptions(getThingCall, { params: { id: '7' }, query: { customerIds: '1,2' } }),
    );

    expect(answer).toEqual({ data: { name: 'x' } });
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(String(url)).toBe('/api/public/customer/things/7?customerIds=1%2C2');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('cancelling the query aborts the request', async () => {
    const client = new QueryClient();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const options = callQueryOptions(getListCall);

    void client.fetchQuery(options).catch(() => undefined);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await client.cancelQueries({ queryKey: options.queryKey });

    expect(fetchMock.mock.lastCall?.[1]?.signal?.aborted).toBe(true);
  });
});

describe('withRun', () => {
  it('appends the run to the key and keeps the rest', () => {
    const options = callQueryOptions(getListCall);

    const run = withRun(options, 3);

    expect(run.queryKey).toEqual([getListCall.path, {}, 3]);
    expect(run.queryFn).toBe(options.queryFn);
  });
});

describe('selectData', () => {
  it('reads the envelope', () => {
    expect(selectData({ data: [1, 2] })).toEqual([1, 2]);
  });
});

describe('selectDados / selectValores', () => {
  it('read the BI envelopes', () => {
    expect(selectDados({ dados: { total: 3 } })).toEqual({ total: 3 });
    expect(selectValores({ valores: ['CIF'] })).toEqual(['CIF']);
  });
});
