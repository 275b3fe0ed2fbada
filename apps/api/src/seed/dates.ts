/** Calendar arithmetic on day numbers (days since 1970-01-01, UTC), so the seed never depends on the host timezone. */
const MS_PER_DAY = 86_400_000;

export const toDayNumber = (isoDate: string): number => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Data inválida (use yyyy-MM-dd): ${isoDate}`);
  return Math.round(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY);
};

const isoCache = new Map<number, string>();

export const toIsoDate = (day: number): string => {
  let iso = isoCache.get(day);
  if (iso === undefined) {
    iso = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    isoCache.set(day, iso);
  }
  return iso;
};

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** The instant of a local time in Brasília (UTC-3, no DST since 2019) on that day. */
export const brtInstant = (day: number, hour: number, minute = 0): Date =>
  new Date(day * MS_PER_DAY + ((hour + 3) * 60 + minute) * 60_000);

/** dd/MM/yyyy */
export const formatBr = (day: number): string => {
  const iso = toIsoDate(day);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};

/** The same day `months` months earlier (clamped to the month's end). */
export const addMonths = (day: number, months: number): number => {
  const date = new Date(day * MS_PER_DAY);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.round(target.getTime() / MS_PER_DAY);
};
