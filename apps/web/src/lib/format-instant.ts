import { format, isValid, parseISO } from 'date-fns';

/**
 * 'DD/MM/YYYY HH:mm' of an instant in the browser's time zone, as the back-office's and the webhooks' tables show it
 * (issue #37; the hour keeps its leading zero there); null when the text is no date.
 */
export const formatInstant = (value: string): string | null => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy HH:mm') : null;
};

const SAO_PAULO_MINUTE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * 'DD/MM/AAAA HH:mm' of an instant in São Paulo, whatever the browser's zone (issue #40: a
 * message's time reads the same for the customer and the broker); null when the text is no date.
 */
export const formatSaoPauloInstant = (value: string): string | null => {
  const date = parseISO(value);
  if (!isValid(date)) return null;
  const parts = Object.fromEntries(
    SAO_PAULO_MINUTE.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
};
