import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One call of the spec: the single source of truth shared by the server (validation and
 * serialisation) and the web client (typing). `responses` maps a status code to its body.
 * A `binary` response is a file stream, described only for documentation.
 */
export type TCall = {
  method: THttpMethod;
  path: string;
  summary: string;
  /** Whether the call needs the Authorization bearer token. */
  isAuthenticated: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** 'form' for application/x-www-form-urlencoded bodies (OAuth). */
  bodyEncoding?: 'json' | 'form';
  responses: Partial<Record<200 | 201 | 204, z.ZodType>>;
  /** Set when the success answer is a file download rather than JSON. */
  isBinary?: boolean;
};

export const defineCall = <const T extends TCall>(call: T): T => call;

/** Body type of the success answer (the 200, else 201) of a call. */
export type TCallResponse<T extends TCall> = T['responses'] extends { 200: infer R extends z.ZodType }
  ? z.infer<R>
  : T['responses'] extends { 201: infer R extends z.ZodType }
    ? z.infer<R>
    : void;

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
