import type { TQuietHours } from '@pc/contract/notifications';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.ts';

const SAO_PAULO_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const MINUTES_PER_DAY = 24 * 60;

const minutesOf = (clock: string): number => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The São Paulo wall clock of an instant, in seconds since its midnight. */
const saoPauloSecondsOf = (instant: Date): number => {
  const parts = Object.fromEntries(
    SAO_PAULO_CLOCK.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as { hour: number; minute: number; second: number };
  return parts.hour * 3600 + parts.minute * 60 + parts.second;
};

/**
 * When a push (or an e-mail) may go out under the user's quiet hours: `now` outside them, else the
 * instant they end on the São Paulo clock. A window whose end comes before its start spans midnight
 * (22:00–07:00). The start is inside the window, the end is not.
 */
export const quietHoursEnd = ({ quietHours, now }: { quietHours: TQuietHours; now: Date }): Date => {
  if (!quietHours.isOn) return now;
  const start = minutesOf(quietHours.start) * 60;
  const end = minutesOf(quietHours.end) * 60;
  const clock = saoPauloSecondsOf(now);
  const isSpanningMidnight = end < start;
  const isQuiet = isSpanningMidnight ? clock >= start || clock < end : clock >= start && clock < end;
  if (!isQuiet) return now;
  const secondsLeft = (end - clock + MINUTES_PER_DAY * 60) % (MINUTES_PER_DAY * 60);
  // Whole seconds: the clock above has no milliseconds.
  return new Date(Math.floor(now.getTime() / 1000) * 1000 + secondsLeft * 1000);
};

/** The next instant (now included) the São Paulo clock reads `clock` (HH:MM): the daily e-mail's time. */
export const nextSaoPauloClock = ({ clock, now }: { clock: string; now: Date }): Date => {
  const target = minutesOf(clock) * 60;
  const secondsLeft = (target - saoPauloSecondsOf(now) + MINUTES_PER_DAY * 60) % (MINUTES_PER_DAY * 60);
  return new Date(Math.floor(now.getTime() / 1000) * 1000 + secondsLeft * 1000);
};
