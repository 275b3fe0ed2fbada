import { postOAuthTokenCall } from '@pc/contract/auth';
import {
  BI_TOKEN_HEADER,
  buildPath,
  getCallAuth,
  getCallHost,
  type TCall,
  type TCallBody,
  type TCallParams,
  type TCallQuery,
  type TCallResponse,
} from '@pc/contract/call';
import { ApiError, isAbortError } from './api-error.ts';
import { config } from './config.ts';
import { navigateTo } from './navigation.ts';
import { readAfterHeaders, rememberWritePosition } from './read-after.ts';
import { routes } from './routes.ts';
import { storage } from './storage.ts';

/** Sent on every request (spec §7). */
export const APP_SOURCE = 'WEBPC';

type TQueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

// A field is required in the options exactly when the call declares it with required keys.
type TParamsOption<T extends TCall> = T['params'] extends object
  ? { params: TCallParams<T> }
  : { params?: undefined };
type TQueryOption<T extends TCall> = T['query'] extends object
  ? object extends TCallQuery<T>
    ? { query?: TCallQuery<T> }
    : { query: TCallQuery<T> }
  : { query?: undefined };
type TBodyOption<T extends TCall> = T['body'] extends object
  ? undefined extends TCallBody<T>
    ? { body?: TCallBody<T> }
    : { body: TCallBody<T> }
  : { body?: undefined };

/** What a call sends: its params, query and body, typed from the contract. */
export type TCallInput<T extends TCall> = TParamsOption<T> & TQueryOption<T> & TBodyOption<T>;

/** The input may be omitted when the call needs no params, query or body. */
export type TCallInputArgs<T extends TCall> =
  object extends TCallInput<T> ? [input?: TCallInput<T>] : [input: TCallInput<T>];

export type TCallOptions<T extends TCall> = TCallInput<T> & {
  signal?: AbortSignal;
  /** Extra headers; they win over the defaults (e.g. the OAuth client's Basic Authorization). */
  headers?: Record<string, string>;
  /** A file sent as the body itself (application/octet-stream), for calls that take raw bytes. */
  rawBody?: Blob;
  /**
   * A multipart form sent as the body, for the contract's `upload` calls (text fields before the
   * file). The browser writes the Content-Type with its boundary, so none is set here.
   */
  formData?: FormData;
};

type TOptionsArgs<T extends TCall> =
  object extends TCallOptions<T> ? [options?: TCallOptions<T>] : [options: TCallOptions<T>];

export type TDownloadedFile = { blob: Blob; filename: string | null };

const buildQueryString = (query: Record<string, TQueryValue> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // The API reads lists as comma-separated text (e.g. customerIds=1,2,3).
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const buildFormBody = (body: unknown): URLSearchParams => {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
};

/** Whether the call carries the user's session (the bearer access token). */
const carriesSession = (call: TCall): boolean => {
  const auth = getCallAuth(call);
  return auth === 'bearer' || auth === 'bi-token';
};

const buildRequest = (
  call: TCall,
  options: TCallOptions<TCall> | undefined,
): { url: string; init: RequestInit } => {
  const base = getCallHost(call) === 'bi' ? config.biBaseUrl : config.apiBaseUrl;
  const path = buildPath(call.path, options?.params as Record<string, string | number> | undefined);
  const url = `${base}${path}${buildQueryString(options?.query as Record<string, TQueryValue> | undefined)}`;

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'App-Source': APP_SOURCE,
    ...(getCallHost(call) === 'bi' ? {} : readAfterHeaders()),
  };
  const accessToken = storage.getAccessToken();
  // Recovery and sign-in calls go without Authorization (spec §6); the contract flags them.
  if (accessToken && carriesSession(call)) headers.Authorization = accessToken;
  const biToken = storage.getBiToken();
  if (biToken && getCallAuth(call) === 'bi-token') headers[BI_TOKEN_HEADER] = biToken;

  let body: BodyInit | undefined;
  if (options?.formData !== undefined) {
    body = options.formData;
  } else if (options?.rawBody !== undefined) {
    body = options.rawBody;
    headers['Content-Type'] = 'application/octet-stream';
  } else if (options?.body !== undefined) {
    if (call.bodyEncoding === 'form') {
      body = buildFormBody(options.body);
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }

  return {
    url,
    init: {
      method: call.method,
      headers: { ...headers, ...options?.headers },
      body,
      signal: options?.signal,
    },
  };
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('json')) {
    // Error answers of file downloads may still be JSON under another content type.
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return JSON.parse(text) as unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Spec §7: any answer carrying tokens refreshes the stored ones: the token grants' (at the top) and
 * the sign-in enrolment's confirmation (a token answer under `token`, beside the recovery codes). A
 * second-factor challenge carries none, so nothing is stored until it is answered.
 */
const storeTokens = (body: unknown): void => {
  if (!isRecord(body)) return;
  const nested = body.token;
  const tokens = isRecord(nested) && nested.token_type === 'bearer' ? nested : body;
  const { access_token: accessToken, refresh_token: refreshToken } = tokens;
  if (typeof accessToken === 'string' && accessToken) storage.setAccessToken(accessToken);
  if (typeof refreshToken === 'string' && refreshToken) storage.setRefreshToken(refreshToken);
};

/** Spec §8: 401 drops the session and sends the user to Login (without a page reload). */
const handleUnauthorized = (): void => {
  storage.clearSession();
  navigateTo(routes.Login.path, { replace: true });
};

const failure = async (response: Response, call: TCall): Promise<ApiError> => {
  const body = await readBody(response).catch(() => undefined);
  // Only a call that carried the session can find it expired: a 401 of the sign-in, recovery or
  // BI sign-in calls (no Authorization) is an answer for the form, not a reason to log out.
  if (response.status === 401 && carriesSession(call)) handleUnauthorized();
  // BI host: a 400 raises its error_description (spec part 2 §8); ApiError reads it as the message.
  const fallback = getCallHost(call) === 'bi' && response.status === 400 ? 'Requisição inválida.' : undefined;
  return new ApiError(response.status, body, fallback);
};

/** HTTP Basic credentials of this app's OAuth client (sign-in and renewal). */
export const oauthClientAuthorization = (): string =>
  `Basic ${btoa(`${config.oauthClientId}:${config.oauthClientSecret}`)}`;

let renewal: Promise<boolean> | null = null;

/**
 * Renews the short-lived access token with the stored refresh token (grant_type=refresh_token).
 * Single-flight: parallel 401s share one renewal, since the server rotates the refresh token and
 * would treat a second use of the old one as theft.
 */
const renewSession = (): Promise<boolean> => {
  renewal ??= (async () => {
    const refreshToken = storage.getRefreshToken();
    if (!refreshToken) return false;
    try {
      const response = await fetch(`${config.apiBaseUrl}${postOAuthTokenCall.path}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'App-Source': APP_SOURCE,
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: oauthClientAuthorization(),
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      });
      if (!response.ok) return false;
      storeTokens(await readBody(response));
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    renewal = null;
  });
  return renewal;
};

const sendOnce = async (call: TCall, options: TCallOptions<TCall> | undefined): Promise<Response> => {
  const { url, init } = buildRequest(call, options);
  try {
    const response = await fetch(url, init);
    rememberWritePosition(response.headers);
    return response;
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, undefined, 'Não foi possível conectar ao servidor.');
  }
};

/**
 * Sends a call; an expired access token (401 on an authenticated main-API call) is renewed once
 * and the call repeated, so a user who keeps the portal open is not sent to Login every 15
 * minutes. Only when renewal fails does the spec's 401 handling (logout) apply.
 */
const send = async (call: TCall, options: TCallOptions<TCall> | undefined): Promise<Response> => {
  const response = await sendOnce(call, options);
  if (response.status !== 401 || !carriesSession(call) || getCallHost(call) === 'bi') return response;
  const isRenewed = await renewSession();
  return isRenewed ? sendOnce(call, options) : response;
};

/**
 * Calls one contract call and resolves with its typed success body. Nothing is validated on the
 * client: the contract gives the types, the server validates.
 */
export const callApi = async <T extends TCall>(
  call: T,
  ...args: TOptionsArgs<T>
): Promise<TCallResponse<T>> => {
  const options = args[0] as TCallOptions<TCall> | undefined;
  const response = await send(call, options);
  if (!response.ok) throw await failure(response, call);
  const body = await readBody(response);
  storeTokens(body);
  return body as TCallResponse<T>;
};

/** Reads `filename*=UTF-8''…` (preferred) or `filename="…"` from a Content-Disposition header. */
export const filenameFromContentDisposition = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value ? value.trim() : null;
};

/** For file answers (`isBinary` calls): the Blob plus the server's file name, if it sent one. */
export const downloadFile = async <T extends TCall>(
  call: T,
  ...args: TOptionsArgs<T>
): Promise<TDownloadedFile> => {
  const options = args[0] as TCallOptions<TCall> | undefined;
  const response = await send(call, { ...options, headers: { Accept: '*/*', ...options?.headers } });
  if (!response.ok) throw await failure(response, call);
  const blob = await response.blob();
  return { blob, filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')) };
};
