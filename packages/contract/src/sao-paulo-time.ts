/** The broker's clock: every time the portal writes for people reads in São Paulo. */
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
 * 'DD/MM/AAAA HH:mm' of an instant in São Paulo, whatever the zone of the machine that writes it
 * (the back-office's audit texts, a message's time): the same words for the customer and the broker.
 */
export const formatSaoPauloMinute = (instant: Date): string => {
  const parts = Object.fromEntries(
    SAO_PAULO_MINUTE.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
};
