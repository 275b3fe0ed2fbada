/** Codes of the one error type of the API; each maps to one HTTP status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof errorStatus;

export type TErrorDetail = { path: string; message: string };

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly details: TErrorDetail[] | undefined;
  /** Extra headers, e.g. Retry-After for throttling. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: TErrorCode,
    message: string,
    extra: { details?: TErrorDetail[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.details = extra.details;
    this.headers = extra.headers;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export const notFound = (message = 'Registro não encontrado.') => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, details?: TErrorDetail[]) =>
  new AppError('BAD_REQUEST', message, details ? { details } : {});
export const unauthorized = (message = 'Autenticação necessária.') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'Você não tem permissão para acessar este recurso.') =>
  new AppError('FORBIDDEN', message);
