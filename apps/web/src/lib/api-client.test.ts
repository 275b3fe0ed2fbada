import { postOAuthTokenCall } from '@pc/contract/auth';
import { getHealthCall } from '@pc/contract/health';
import { postSignInTotpConfirmCall } from '@pc/contract/second-factor';
import { BI_TOKEN_HEADER, defineCall } from '@pc/contract/call';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, downloadFile, filenameFromContentDisposition } from './api-client.ts';
import { ApiError } from './api-error.ts';
import type { config } from './config.ts';
import { registerNavigator } from './navigation.ts';
import { storage, storageKeys } from './storage.ts';

const { BI_BASE_URL } = vi.hoisted(() => ({ BI_BASE_URL: 'https://bi.example.test' }));

vi.mock('./config.ts', async (importOriginal) => {
  const original = await importOriginal<{ config: typeof config }>();
  return { config: { ...original.config, biBaseUrl: BI_BASE_URL } };
});

const getThingCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/things/{id}',
  summary: 'test',
  isAuthenticated: true,
  params: z.object({ id: z.number() }),
  query: z.object({ customerIds: z.string(), teamId: z.number().optional() }),
  responses: { 200: z.object({ data: z.object({ name: z.string() }) }) },
});

const postTokenCall = defineCall({
  method: 'POST',
  path: '/oauth/token',
  summary: 'test',
  isAuthenticated: false,
  bodyEncoding: 'form',
  body: z.object({ grant_type: z.literal('password'), username: z.string(), password: z.string() }),
  responses: { 200: z.object({ access_token: z.string(), refresh_token: z.string() }) },
});

const getBiCall = defineCall({
  method: 'GET',
  path: '/bi/valores-impostos',
  summary: 'test',
  isAuthenticated: true,
  auth: 'bi-token',
  host: 'bi',
  responses: { 200: z.object({ dados: z.array(z.number()) }) },
});

const postBiSignInCall = defineCall({
  method: 'POST',
  path: '/gescomex/auth',
  summary: 'test',
  isAuthenticated: false,
  auth: 'none',
  host: 'bi',
  body: z.object({ email: z.string() }),
  responses: { 200: z.object({ ok: z.boolean() }) },
});

const getDownloadCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/processes/{id}/documents/{docId}/download',
  summary: 'test',
  isAuthenticated: true,
  params: z.object({ id: z.number(), docId: z.number() }),
  isBinary: true,
  responses: {},
});

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const lastRequest = (): { url: string; init: RequestInit; headers: Record<string, string> } => {
  const [url, init] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  registerNavigator(null);
});

describe('callApi', () => {
  it('sends App-Source: WEBPC on every request and no Authorization without a token', async () => {
    fetchMock.mockResolvedValue(json({ status: 'ok' }));

    const body = await callApi(getHealthCall);

    expect(body).toEqual({ status: 'ok' });
    expect(lastRequest().url).toBe('/health');
    expect(lastRequest().init.method).toBe('GET');
    expect(lastRequest().headers['App-Source']).toBe('WEBPC');
    expect(lastRequest().headers.Authorization).toBeUndefined();
  });

  it('fills path params, serialises the query and sends the stored Bearer token', async () => {
    storage.setAccessToken('abc');
    fetchMock.mockResolvedValue(json({ data: { name: 'x' } }));

    const body = await callApi(getThingCall, {
      params: { id: 42 },
      query: { customerIds: '1,2', teamId: 0 },
    });

    expect(body.data.name).toBe('x');
    expect(lastRequest().url).toBe('/api/public/customer/things/42?customerIds=1%2C2&teamId=0');
    expect(lastRequest().headers.Authorization).toBe('Bearer abc');
  });

  it('stores access_token with the Bearer prefix and the refresh_token from any JSON answer', async () => {
    fetchMock.mockResolvedValue(json({ access_token: 'tok-1', refresh_token: 'ref-1' }));

    await callApi(postTokenCall, {
      body: { grant_type: 'password', username: 'a@b.com', password: 's3cr&t' },
    });

    expect(window.localStorage.getItem(storageKeys.accessToken)).toBe('Bearer tok-1');
    expect(window.localStorage.getItem(storageKeys.refreshToken)).toBe('ref-1');
  });

  it('stores nothing from a second-factor challenge answer (no session until it is answered)', async () => {
    fetchMock.mockResolvedValue(
      json({ challenge: 'second_factor', mfa_token: 'mfa-1', methods: ['totp'], expires_in: 300 }),
    );

    const answer = await callApi(postOAuthTokenCall, {
      body: { grant_type: 'password', username: 'a@b.com', password: 's3cr&t' },
    });

    expect(answer).toMatchObject({ challenge: 'second_factor', mfa_token: 'mfa-1' });
    expect(window.localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });

  it("stores the sign-in enrolment's tokens, which come under `token` beside the recovery codes", async () => {
    fetchMock.mockResolvedValue(
      json({
        code: 'SUCCESS',
        message: 'ok',
        recoveryCodes: ['AAAAA-BBBBB'],
        token: { access_token: 'tok-9', refresh_token: 'ref-9', token_type: 'bearer', expires_in: 900 },
      }),
    );

    await callApi(postSignInTotpConfirmCall, { body: { mfa_token: 'mfa-1', code: '123456' } });

    expect(window.localStorage.getItem(storageKeys.accessToken)).toBe('Bearer tok-9');
    expect(window.localStorage.getItem(storageKeys.refreshToken)).toBe('ref-9');
  });

  it('form-encodes bodies of bodyEncoding "form" calls and skips Authorization on public calls', async () => {
    storage.setAccessToken('old');
    fetchMock.mockResolvedValue(json({ access_token: 't', refresh_token: 'r' }));

    await callApi(postTokenCall, {
      body: { grant_type: 'password', username: 'a@b.com', password: 's3cr&t' },
      headers: { Authorization: 'Basic Y2xpZW50OnNlY3JldA==' },
    });

    const { init, headers } = lastRequest();
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(String(init.body)).toBe('grant_type=password&username=a%40b.com&password=s3cr%26t');
    expect(headers.Authorization).toBe('Basic Y2xpZW50OnNlY3JldA==');
  });

  it('sends a multipart form as it is, with the session and no Content-Type of its own (the boundary is the browser’s)', async () => {
    storage.setAccessToken('Bearer abc');
    fetchMock.mockResolvedValue(json({ data: { name: 'x' } }));
    const form = new FormData();
    form.append('documentTypeName', 'Invoice');

    await callApi(getThingCall, { params: { id: 7 }, query: { customerIds: '1' }, formData: form });

    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer abc');
  });

  it('on 401 clears tokens, user and companies and navigates to /login through the router', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    storage.setAccessToken('abc');
    storage.setRefreshToken('ref');
    storage.setBiToken('bi');
    storage.setJson(storageKeys.user, { name: 'Ana' });
    storage.setJson(storageKeys.companies, [{ id: 1 }]);
    storage.setPreviousRoute('/relatorio');
    fetchMock.mockResolvedValue(json({ code: 'UNAUTHORIZED', message: 'Token expirado.' }, 401));

    const error = await callApi(getBiCall).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    for (const key of ['accessToken', 'refreshToken', 'biToken', 'user', 'companies'] as const) {
      expect(window.localStorage.getItem(storageKeys[key])).toBeNull();
    }
    expect(window.localStorage.getItem(storageKeys.previousRoute)).toBe('/relatorio');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('renews an expired access token once with the refresh token and repeats the call', async () => {
    storage.setAccessToken('Bearer old');
    storage.setRefreshToken('ref-1');
    fetchMock
      .mockResolvedValueOnce(json({ code: 'UNAUTHORIZED', message: 'Token expirado.' }, 401))
      .mockResolvedValueOnce(
        json({ access_token: 'new', refresh_token: 'ref-2', token_type: 'bearer', expires_in: 900 }),
      )
      .mockResolvedValueOnce(json({ data: { name: 'ok' } }));

    const result = await callApi(getThingCall, { params: { id: 1 }, query: { customerIds: '1' } });

    expect(result).toEqual({ data: { name: 'ok' } });
    const [tokenUrl, tokenInit] = fetchMock.mock.calls[1] ?? [];
    expect(String(tokenUrl)).toBe('/oauth/token');
    expect(String(tokenInit?.body)).toBe('grant_type=refresh_token&refresh_token=ref-1');
    expect((tokenInit?.headers as Record<string, string>).Authorization).toMatch(/^Basic /);
    expect(lastRequest().headers.Authorization).toBe('Bearer new');
    expect(storage.getRefreshToken()).toBe('ref-2');
  });

  it('logs out when the renewal is refused', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    storage.setAccessToken('Bearer old');
    storage.setRefreshToken('spent');
    fetchMock
      .mockResolvedValueOnce(json({ code: 'UNAUTHORIZED', message: 'Token expirado.' }, 401))
      .mockResolvedValueOnce(json({ error: 'invalid_grant', error_description: 'Bad credentials' }, 400));

    const error = await callApi(getThingCall, { params: { id: 1 }, query: { customerIds: '1' } }).catch(
      (caught: unknown) => caught,
    );

    expect((error as ApiError).status).toBe(401);
    expect(storage.getAccessToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('shares one renewal between parallel calls (the refresh token rotates)', async () => {
    storage.setAccessToken('Bearer old');
    storage.setRefreshToken('ref-1');
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/oauth/token') {
        return json({ access_token: 'new', refresh_token: 'ref-2', token_type: 'bearer', expires_in: 900 });
      }
      const authorization = (init?.headers as Record<string, string>).Authorization;
      return authorization === 'Bearer new'
        ? json({ data: { name: 'ok' } })
        : json({ code: 'UNAUTHORIZED', message: 'Token expirado.' }, 401);
    });

    const options = { params: { id: 1 }, query: { customerIds: '1' } };
    await Promise.all([callApi(getThingCall, options), callApi(getThingCall, options)]);

    expect(fetchMock.mock.calls.filter(([input]) => String(input) === '/oauth/token')).toHaveLength(1);
  });

  it('keeps the session on a 401 of a call sent without the session (sign-in form answers)', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    storage.setAccessToken('abc');
    fetchMock.mockResolvedValue(json({ error: 'unauthorized', error_description: 'Bad credentials' }, 401));

    const error = await callApi(postTokenCall, {
      body: { grant_type: 'password', username: 'a@b.com', password: 'x' },
    }).catch((caught: unknown) => caught);

    expect((error as ApiError).serverMessage).toBe('Bad credentials');
    expect(storage.getAccessToken()).toBe('Bearer abc');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects a 400 with an ApiError carrying the body, without touching the session', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    storage.setAccessToken('abc');
    const errorBody = { code: 'VALIDATION_ERROR', message: 'Dados inválidos.', details: [] };
    fetchMock.mockResolvedValue(json(errorBody, 400));

    const error = await callApi(getHealthCall).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      body: errorBody,
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos.',
    });
    expect(storage.getAccessToken()).toBe('Bearer abc');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the BI token in the "token" header on BI calls and raises error_description on 400', async () => {
    storage.setAccessToken('abc');
    storage.setBiToken('bi-token');
    fetchMock.mockResolvedValue(json({ error: 'invalid', error_description: 'Período inválido.' }, 400));

    const error = await callApi(getBiCall).catch((caught: unknown) => caught);

    expect(lastRequest().headers.token).toBe('bi-token');
    expect(lastRequest().headers.Authorization).toBe('Bearer abc');
    expect((error as ApiError).message).toBe('Período inválido.');
  });

  it('sends a call of host "bi" to the BI base URL and the others to the API base URL', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ dados: [] })));

    await callApi(getBiCall);
    expect(lastRequest().url).toBe(`${BI_BASE_URL}/bi/valores-impostos`);

    await callApi(getHealthCall);
    expect(lastRequest().url).toBe('/health');
  });

  it('sends the BI token only on calls whose auth is "bi-token", whatever their host', async () => {
    storage.setAccessToken('abc');
    storage.setBiToken('bi-token');
    fetchMock.mockImplementation(() => Promise.resolve(json({ ok: true })));

    await callApi(postBiSignInCall, { body: { email: 'a@b.com' } });
    expect(lastRequest().url).toBe(`${BI_BASE_URL}/gescomex/auth`);
    expect(lastRequest().headers[BI_TOKEN_HEADER]).toBeUndefined();
    expect(lastRequest().headers.Authorization).toBeUndefined();

    await callApi(getBiCall);
    expect(lastRequest().headers[BI_TOKEN_HEADER]).toBe('bi-token');
  });

  it('does not send the BI token to the main API', async () => {
    storage.setBiToken('bi-token');
    fetchMock.mockResolvedValue(json({ status: 'ok' }));

    await callApi(getHealthCall);

    expect(lastRequest().headers.token).toBeUndefined();
  });

  it('turns a network failure into ApiError status 0 (no response) but lets aborts through', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const networkError = await callApi(getHealthCall).catch((caught: unknown) => caught);
    expect(networkError).toMatchObject({ status: 0, hasResponse: false });

    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    const abortError = await callApi(getHealthCall).catch((caught: unknown) => caught);
    expect(abortError).toBeInstanceOf(DOMException);
  });

  it('resolves undefined for 204 answers', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(callApi(getHealthCall)).resolves.toBeUndefined();
  });
});

describe('downloadFile', () => {
  it('returns the Blob and the file name from Content-Disposition', async () => {
    fetchMock.mockResolvedValue(
      new Response('file-bytes', {
        status: 200,
        headers: {
          'Content-Disposition': `attachment; filename="a.pdf"; filename*=UTF-8''nota%20fiscal%C3%A9.pdf`,
        },
      }),
    );

    const file = await downloadFile(getDownloadCall, { params: { id: 1, docId: 9 } });

    expect(lastRequest().url).toBe('/api/public/customer/processes/1/documents/9/download');
    expect(file.blob.size).toBe('file-bytes'.length);
    expect(file.filename).toBe('nota fiscalé.pdf');
  });

  it('parses a JSON error body of a failed download into ApiError', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Documento não encontrado.' }), {
        status: 404,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
    );

    const error = await downloadFile(getDownloadCall, { params: { id: 1, docId: 9 } }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toMatchObject({ status: 404, serverMessage: 'Documento não encontrado.' });
  });
});

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="relatorio.xls"', 'relatorio.xls'],
    ['attachment; filename=plain.txt', 'plain.txt'],
    [null, null],
    ['inline', null],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });
});
