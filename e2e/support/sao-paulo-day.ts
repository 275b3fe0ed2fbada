/**
 * Calendar days as the app counts them. The browser runs in America/Sao_Paulo (playwright.config.ts)
 * and the server's demo seed dates its data by the São Paulo day, so the specs count days there too,
 * whatever the time zone of the machine that runs them.
 */
export const E2E_TIME_ZONE = 'America/Sao_Paulo';

/** A calendar day with no time of day and no zone; `month` is 1–12. */
export type TDay = { readonly year: number; readonly month: number; readonly day: number };

const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: E2E_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const pad = (value: number): string => String(value).padStart(2, '0');

/** The day `day` of `month` of `year`, rolling over as `Date` does: `calendarDay(2026, 13, 0)` is 2026-12-31. */
export const calendarDay = (year: number, month: number, day: number): TDay => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/** `yyyy-MM-dd` → TDay. */
export const parseDay = (text: string): TDay => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a yyyy-MM-dd day: ${text}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = calendarDay(year, month, day);
  if (parsed.month !== month || parsed.day !== day) throw new Error(`no such day: ${text}`);
  return parsed;
};

/** `yyyy-MM-dd`, as the API and the seed write days. */
export const isoDay = ({ year, month, day }: TDay): string => `${year}-${pad(month)}-${pad(day)}`;

/** `dd/MM/yyyy`, as the pt-BR screens write days. */
export const brDay = ({ year, month, day }: TDay): string => `${pad(day)}/${pad(month)}/${year}`;

/** The São Paulo day of an instant. */
export const saoPauloDayOf = (instant: Date): TDay => parseDay(SAO_PAULO_DAY.format(instant));

export const addDays = (from: TDay, days: number): TDay =>
  calendarDay(from.year, from.month, from.day + days);

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = ({ year, month, day }: TDay): number =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/**
 * The "today" of this run: E2E_TODAY, which playwright.config.ts fixes once per run and gives the
 * server as SEED_TODAY. A run still going when the São Paulo day turns would compare the browser's
 * new day with the seed's old one: that stops here with the reason instead of a wrong date.
 */
export const e2eToday = (env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): TDay => {
  const current = saoPauloDayOf(now);
  const fixed = env['E2E_TODAY'];
  if (fixed === undefined) return current;
  if (fixed !== isoDay(current))
    throw new Error(
      `E2E_TODAY is ${fixed}, but it is ${isoDay(current)} in São Paulo: the browser and the seed disagree on today; run again.`,
    );
  return parseDay(fixed);
};
