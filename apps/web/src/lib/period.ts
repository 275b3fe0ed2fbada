// By path: the package's index would bring all of date-fns into the signed-in chunk (chunk-groups.ts).
import { startOfMonth } from 'date-fns/startOfMonth';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import type { TPeriod } from '@pc/contract/comparison-period';
import { checkPeriod, FIGURES_PERIOD_MAX_DAYS } from '@pc/contract/period-range';
import { parseDateText } from './date-input.ts';
import { formatDate, toIsoDay } from './format.ts';
import { readRememberedValue } from './period-memory.ts';

/**
 * One period model for the screens with a period (Home GERAL and TRANSIT TIME, the import dashboard,
 * Analytics): one default, the same address parameters, and the last period applied remembered for
 * the browser tab's session (docs/decisions/0099-one-period-model.md).
 */
export const PERIOD_FROM_PARAM = 'de';
export const PERIOD_TO_PARAM = 'ate';

/** Spec part 1 §9 "Default indicator period": the first day of the current month to today. */
export const defaultPeriod = (today: Date): TPeriod => ({
  from: toIsoDay(startOfMonth(today)),
  to: toIsoDay(today),
});

export const isSamePeriod = (a: TPeriod, b: TPeriod): boolean => a.from === b.from && a.to === b.to;

/** 'yyyy-MM-dd' that names a real calendar day (2026-02-31 does not). */
const isIsoDay = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match !== null && parseDateText(`${match[3]}/${match[2]}/${match[1]}`) !== null;
};

/** A period the figures' calls take (the import dashboard, Analytics: at most 731 days). */
export const isFiguresPeriod = (period: TPeriod): boolean =>
  checkPeriod({ start: period.from, end: period.to }, FIGURES_PERIOD_MAX_DAYS) === null;

/** A period read from outside (an address, the session): two real days, the end not before the start. */
export const toPeriod = (from: string | null | undefined, to: string | null | undefined): TPeriod | null =>
  typeof from === 'string' && typeof to === 'string' && isIsoDay(from) && isIsoDay(to) && from <= to
    ? { from, to }
    : null;

/** `?de=2026-03-01&ate=2026-03-31`, or null when the address names no period (or a broken one). */
export const readPeriodParams = (params: URLSearchParams): TPeriod | null =>
  toPeriod(params.get(PERIOD_FROM_PARAM), params.get(PERIOD_TO_PARAM));

/**
 * The address parameters with the period written in; the default is left out, so an address without a
 * period always means the default (Back to it shows the default again).
 */
export const withPeriodParams = (params: URLSearchParams, period: TPeriod, today: Date): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (isSamePeriod(period, defaultPeriod(today))) {
    next.delete(PERIOD_FROM_PARAM);
    next.delete(PERIOD_TO_PARAM);
    return next;
  }
  next.set(PERIOD_FROM_PARAM, period.from);
  next.set(PERIOD_TO_PARAM, period.to);
  return next;
};

/** The period this tab last applied (lib/period-memory.ts), if it is still a valid one. */
export const rememberedPeriod = (): TPeriod | null => {
  const value = readRememberedValue();
  if (typeof value !== 'object' || value === null) return null;
  const { from, to } = value as Record<string, unknown>;
  return toPeriod(typeof from === 'string' ? from : null, typeof to === 'string' ? to : null);
};

/** The period picker's quick ranges, each ending today; 'mes' is the default period. */
export type TQuickRange = 'mes' | '30d' | '3m' | '6m' | '12m';

export const QUICK_RANGES: readonly { value: TQuickRange; label: string }[] = [
  { value: 'mes', label: 'Este mês' },
  { value: '30d', label: '30 dias' },
  { value: '3m', label: '3 meses' },
  { value: '6m', label: '6 meses' },
  { value: '12m', label: '12 meses' },
];

/** The quick range ending today. */
export const quickRangePeriod = (range: TQuickRange, today: Date): TPeriod => {
  switch (range) {
    case 'mes':
      return defaultPeriod(today);
    case '30d':
      return { from: toIsoDay(subDays(today, 30)), to: toIsoDay(today) };
    case '3m':
      return { from: toIsoDay(subMonths(today, 3)), to: toIsoDay(today) };
    case '6m':
      return { from: toIsoDay(subMonths(today, 6)), to: toIsoDay(today) };
    case '12m':
      return { from: toIsoDay(subMonths(today, 12)), to: toIsoDay(today) };
    default: {
      const exhaustive: never = range;
      throw new Error(`Unknown quick range ${String(exhaustive)}`);
    }
  }
};

/** The period as the date boxes show it (DD/MM/YYYY). */
export const toPeriodText = ({ from, to }: TPeriod): TPeriod => ({
  from: formatDate(from),
  to: formatDate(to),
});
