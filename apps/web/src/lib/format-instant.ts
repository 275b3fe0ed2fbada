import { format, isValid, parseISO } from 'date-fns';

/**
 * 'DD/MM/YYYY HH:mm' of an instant in the browser's time zone, as the back-office's and the webhooks' tables show it
 * (issue #37; the hour keeps its leading zero there); null when the text is no date.
 */
export const formatInstant = (value: string): string | null => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm') : null;
};
