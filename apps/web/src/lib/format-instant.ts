import { format, isValid, parseISO } from 'date-fns';
import { formatSaoPauloMinute } from '@pc/contract/sao-paulo-time';

/**
 * 'DD/MM/YYYY HH:mm' of an instant in the browser's time zone, as the back-office's and the webhooks' tables show it
 * (the hour keeps its leading zero there); null when the text is no date.
 */
export const formatInstant = (value: string): string | null => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm') : null;
};

/**
 * 'DD/MM/AAAA HH:mm' of an instant in São Paulo, whatever the browser's zone (collaboration: a
 * message's time reads the same for the customer and the broker); null when the text is no date.
 */
export const formatSaoPauloInstant = (value: string): string | null => {
  const date = parseISO(value);
  return isValid(date) ? formatSaoPauloMinute(date) : null;
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * 'agora', 'há 5 min', 'há 3 h' within a day, then 'DD/MM/AAAA HH:mm' in São Paulo (the notification
 * centre's rows: news reads as how long ago, older news by its date); null when the text is no date.
 * A time a little ahead of the browser's clock (the server's) reads 'agora'.
 */
export const formatRelativeInstant = (value: string, now: Date = new Date()): string | null => {
  const date = parseISO(value);
  if (!isValid(date)) return null;
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return 'agora';
  if (elapsed < HOUR_MS) return `há ${Math.floor(elapsed / MINUTE_MS)} min`;
  if (elapsed < DAY_MS) return `há ${Math.floor(elapsed / HOUR_MS)} h`;
  return formatSaoPauloMinute(date);
};
