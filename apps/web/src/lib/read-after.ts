/**
 * Read-your-writes with a read replica (apps/api db/read-routing.ts): a write answers the
 * primary's position (X-Write-Position); for a minute, every call sends the highest one back
 * (X-Read-After), so a list read right after a change comes from a database that has it.
 */
export const WRITE_POSITION_HEADER = 'X-Write-Position';
export const READ_AFTER_HEADER = 'X-Read-After';
const REMEMBER_MS = 60_000;

const positionBytes = (position: string): bigint | null => {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(position);
  if (!match?.[1] || !match[2]) return null;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
};

let last: { position: string; bytes: bigint; at: number } | null = null;

/** Keeps the write position an answer carries, if it is past the one kept. */
export const rememberWritePosition = (headers: Headers, now = Date.now()): void => {
  const position = headers.get(WRITE_POSITION_HEADER);
  const bytes = position ? positionBytes(position) : null;
  if (!position || bytes === null) return;
  if (last && last.bytes > bytes && now - last.at < REMEMBER_MS) return;
  last = { position, bytes, at: now };
};

/** The header to send: the last write's position while it is recent, else nothing. */
export const readAfterHeaders = (now = Date.now()): Record<string, string> =>
  last && now - last.at < REMEMBER_MS ? { [READ_AFTER_HEADER]: last.position } : {};

/** Forgets the kept position (tests, sign-out). */
export const forgetWritePosition = (): void => {
  last = null;
};
