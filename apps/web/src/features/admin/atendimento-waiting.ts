const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * 'Aguardando há 5 min', 'há 3 h', 'há 2 dias': how long the customer waits for the broker's
 * answer, rounded down (hours up to two days, then days).
 */
export const waitingText = (waitingSince: string, now: Date): string => {
  const elapsed = Math.max(0, now.getTime() - Date.parse(waitingSince));
  if (elapsed < HOUR_MS) return `Aguardando há ${Math.floor(elapsed / MINUTE_MS)} min`;
  if (elapsed < 2 * DAY_MS) return `Aguardando há ${Math.floor(elapsed / HOUR_MS)} h`;
  return `Aguardando há ${Math.floor(elapsed / DAY_MS)} dias`;
};
