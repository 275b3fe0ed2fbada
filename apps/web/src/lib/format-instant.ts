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
