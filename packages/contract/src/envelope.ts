import { z } from 'zod';

/** The spec's `data.data` answers: the HTTP body is `{ data: T }` (axios reads it as `response.data.data`). */
export const dataEnvelope = <T extends z.ZodType>(schema: T) =>
  z.object({ data: schema, message: z.string().optional() });

/** Spring Data REST style answers, read as `_embedded.<name>`. */
export const embeddedEnvelope = <K extends string, T extends z.ZodType>(key: K, schema: T) =>
  z.object({ _embedded: z.object({ [key]: schema } as Record<K, T>) });

/** BI host answers read from `dados`. */
export const dadosEnvelope = <T extends z.ZodType>(schema: T) => z.object({ dados: schema });

/** Code + message answers of the credential calls (`code 'SUCCESS' plus a message`). */
export const ZCodeMessageResponse = z.object({ code: z.string(), message: z.string() });
export type TCodeMessageResponse = z.infer<typeof ZCodeMessageResponse>;

/** The one JSON error body of the API (4xx and 5xx). */
export const ZErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** OAuth2 token endpoint errors (RFC 6749 §5.2). */
export const ZOAuthErrorResponse = z.object({ error: z.string(), error_description: z.string() });
export type TOAuthErrorResponse = z.infer<typeof ZOAuthErrorResponse>;

/** BI host answers that carry the filter option lists under `valores`. */
export const valoresEnvelope = <T extends z.ZodType>(schema: T) => z.object({ valores: schema });

/**
 * Success body of a binary (file) answer. Documentation only: the server streams the bytes
 * (a Buffer / Uint8Array) and the web reads a Blob. Calls using it set `isBinary: true`.
 */
export const ZBinaryFile = z.custom<Blob | Uint8Array>(
  (value) => value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob),
  'Era esperado um arquivo.',
);
export type TBinaryFile = z.infer<typeof ZBinaryFile>;

/** Media type of the spreadsheets the API answers (.xlsx). */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Media types a stored file (a process's document, a quotation's attachment) may be downloaded as:
 * the type it was stored with, which the ingestion and the forwarder's upload restrict to these.
 */
export const STORED_FILE_MEDIA_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/xml',
  'text/xml',
  XLSX_MEDIA_TYPE,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/zip',
  'application/octet-stream',
] as const;
