import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * How a call authenticates:
 * - 'none': nothing (recovery calls, BI sign-in);
 * - 'bearer': the `Authorization: Bearer <access token>` header;
 * - 'bi-token': the bearer header plus the BI token in a header named `token` (BI host calls);
 * - 'client-basic': `Authorization: Basic <client credentials>` (the OAuth token endpoint).
 * - 'service-basic': Basic auth with a service client's id and secret (the ingestion token endpoint);
 * - 'service': a service client's bearer token (the ingestion API; never a user's token).
 */
export type TCallAuth = 'none' | 'bearer' | 'bi-token' | 'client-basic' | 'service-basic' | 'service';

/**
 * The body of an upload, for the OpenAPI document: a multipart form (its file field and text
 * fields, each with what it holds), raw bytes, or NDJSON (one JSON object per line).
 */
export type TCallUpload =
  | {
      mediaType: 'multipart/form-data';
      fileField: string;
      fields?: Readonly<Record<string, string>>;
      description: string;
    }
  | { mediaType: 'application/octet-stream' | 'application/x-ndjson'; description: string };

/** Which host serves a call: the main API or the business-intelligence (BI) host. */
export type TCallHost = 'api' | 'bi';

/**
 * The least role a back-office call requires (STAFF lets ADMIN in too). Checked by the server after
 * the bearer token, against users.role read at each request, so a revoked role stops at once.
 */
export type TCallRole = 'STAFF' | 'ADMIN';

/** Ranks of the roles, lowest first: a caller passes when its rank is at least the call's. */
export const ROLE_RANKS = { CUSTOMER: 0, STAFF: 1, ADMIN: 2 } as const;

/** 403 to a customer on any back-office call. */
export const STAFF_ONLY_MESSAGE = 'Esta área é restrita à equipe do despachante.';
/** 403 to a staff member on a call that only an admin may make. */
export const ADMIN_ONLY_MESSAGE = 'Apenas administradores do portal têm acesso a esta função.';

/** Name of the header that carries the BI token on BI host calls. */
export const BI_TOKEN_HEADER = 'token';

/**
 * One call of the spec: the single source of truth shared by the server (validation and
 * serialisation) and the web client (typing). `responses` maps a status code to its body.
 * A `binary` response is a file stream, described only for documentation.
 */
export type TCall = {
  method: THttpMethod;
  path: string;
  summary: string;
  /** Whether the call needs a signed-in user's bearer token (a service client's is `auth: 'service'`). */
  isAuthenticated: boolean;
  /** How the call authenticates; when absent see {@link getCallAuth}. */
  auth?: TCallAuth;
  /** Host serving the call; absent means 'api'. */
  host?: TCallHost;
  /**
   * The least role the caller must hold (only with 'bearer' auth): every /api/admin call sets it.
   * Absent: any signed-in user (data then limited to the caller's companies).
   */
  role?: TCallRole;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** 'form' for application/x-www-form-urlencoded bodies (OAuth). */
  bodyEncoding?: 'json' | 'form';
  /** Largest body the server reads, in bytes, when more than {@link DEFAULT_MAX_BODY_BYTES}. */
  maxBodyBytes?: number;
  responses: Partial<Record<200 | 201 | 204, z.ZodType>>;
  /** Set when the success answer is a file download rather than JSON. */
  isBinary?: boolean;
  /**
   * Media types of a file answer (a binary call's 200, or the files a JSON call may answer instead,
   * e.g. the financial calendar's EXCEL and TXT), for the OpenAPI document.
   */
  fileMediaTypes?: readonly string[];
  /**
   * A body the route reads itself (no zod `body`): a multipart form with its fields, raw bytes, or
   * NDJSON. Documentation only; the route checks it.
   */
  upload?: TCallUpload;
  /**
   * What the summary leaves out, for the OpenAPI document: above all the rules that tie fields
   * together (refinements the JSON Schema cannot carry) and the statuses they answer.
   */
  description?: string;
  /** Whether the route checks the operator's `Authorization: Bearer METRICS_TOKEN` itself (auth 'none'). */
  isOperatorCall?: true;
  /**
   * File name a binary (or base64) answer is saved under: the server sends it and the web falls
   * back to it. A function when the name depends on the request (e.g. the export type).
   */
  fileName?: string | ((input: never) => string);
  /**
   * Set on a second typed view of a route that another call object already defines (same method
   * and path, e.g. the cash-calendar export). The server registers routes only from calls without
   * this flag; the web may use either object.
   */
  sharedRoute?: true;
};

export const defineCall = <const T extends TCall>(call: T): T => call;

/**
 * Every body the product takes (sign-in, urgency, a report's columns, a message) fits in 64 KB; a
 * call that takes more (a profile photo) says so, so no route reads megabytes it does not need.
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The call's authentication: its `auth`, else 'bearer' when `isAuthenticated`, else 'none'. */
export const getCallAuth = (call: TCall): TCallAuth =>
  call.auth ?? (call.isAuthenticated ? 'bearer' : 'none');

/** The call's host: its `host`, else 'api'. */
export const getCallHost = (call: TCall): TCallHost => call.host ?? 'api';

/** Body type of the success answer (the 200, else 201) of a call. */
export type TCallResponse<T extends TCall> = T['responses'] extends { 200: infer R extends z.ZodType }
  ? z.infer<R>
  : T['responses'] extends { 201: infer R extends z.ZodType }
    ? z.infer<R>
    : // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- no JSON answer (e.g. 204)
      void;

export type TCallQuery<T extends TCall> = T['query'] extends z.ZodObject ? z.input<T['query']> : undefined;
export type TCallBody<T extends TCall> = T['body'] extends z.ZodType ? z.input<T['body']> : undefined;
export type TCallParams<T extends TCall> = T['params'] extends z.ZodObject ? z.input<T['params']> : undefined;

/** Fills `{id}`-style placeholders of a call path. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });

/** Converts the spec's `{id}` path style into Fastify's `:id` style. */
export const toFastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');
