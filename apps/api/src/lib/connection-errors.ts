/**
 * SQLSTATE classes and codes that mean "the database is not there right now" rather than "this
 * query is wrong": connection exceptions (08), an administrator shutdown or a crash (57P01–57P03),
 * and a server that is starting (57P03).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

const codeOf = (error: object): string | undefined => {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
};

/**
 * Whether an error (or any error in its `cause` chain: Drizzle wraps the driver's) says the
 * database cannot be reached, so the caller gets a 503 to retry rather than a 500.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = codeOf(current);
    if (
      code &&
      (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
    )
      return true;
    const message = current instanceof Error ? current.message : '';
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
