/** Reads a human message from the API's error shapes ({message}, OAuth {error_description}, ...). */
const messageFromBody = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return typeof body === 'string' && body ? body : undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error_description', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
};

/**
 * Every failed API answer. `status` 0 means no answer at all (network failure), which the
 * spec tells apart from failures "with a response" (e.g. 'Não foi possível exportar os dados.').
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Parsed JSON body when the server sent one, else its text, else undefined. */
  readonly body: unknown;
  /** The server's message (`message` or OAuth `error_description`), when present. */
  readonly serverMessage: string | undefined;

  constructor(status: number, body: unknown, fallbackMessage?: string) {
    const serverMessage = messageFromBody(body);
    super(serverMessage ?? fallbackMessage ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
  }

  get hasResponse(): boolean {
    return this.status > 0;
  }

  /** The JSON error `code` of the API (e.g. 'VALIDATION_ERROR'), when present. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | null | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/** For toasts: the server message when there is one, else the fallback (spec: "the server message, or else..."). */
export const errorMessage = (error: unknown, fallback: string): string => {
  if (isApiError(error)) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
};
