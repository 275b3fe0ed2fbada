import type { TBiProcessesPeriodItem } from '@pc/contract/bi';
import { addDays, addMonths, format, startOfDay, startOfMonth } from 'date-fns';
import { formatMonthShort, formatNumber } from '../../../lib/format.ts';

/** Spec part 2 §9: charts show at least 12 entries; the expanded view splits rows of 12. */
export const CHART_SLOTS = 12;

/** lowest bar red, highest green, the others blue (spec part 2 §2.6); padding is faded. */
export type TBarTone = 'lowest' | 'highest' | 'other' | 'padding';

export type TBar = { key: string; label: string; value: number; tone: TBarTone };

export const BAR_COLOURS: Record<TBarTone, string> = {
  lowest: '#F26767',
  highest: '#137700',
  other: '#1F6FB2',
  padding: '#B8C1CC',
};

/** 'Out/26': a month as every screen writes it (lib/format). */
export const monthLabel = (date: Date): string => formatMonthShort(date);

export const dayLabel = (date: Date): string => format(date, 'dd/MM');

const itemDate = (item: TBiProcessesPeriodItem): Date => new Date(item.ano, item.mes - 1, item.dia ?? 1);

const slotKey = (date: Date, isDaily: boolean): string =>
  isDaily ? format(date, 'yyyy-MM-dd') : format(date, 'yyyy-MM');

/** Every day (or month) of the period, oldest first. */
const periodSlots = ({ isDaily, start, end }: { isDaily: boolean; start: Date; end: Date }): Date[] => {
  const first = isDaily ? startOfDay(start) : startOfMonth(start);
  const last = isDaily ? startOfDay(end) : startOfMonth(end);
  const slots: Date[] = [];
  for (let date = first; date <= last; date = isDaily ? addDays(date, 1) : addMonths(date, 1))
    slots.push(date);
  return slots;
};

/**
 * The period chart's bars (spec part 2 §4, §5): one per day (or month) of the period, oldest first;
 * one the answer leaves out had no process and shows as zero. Fewer than 12 are padded up to 12 with
 * faded empty entries without a date, so the padding never reads as days or months still to come.
 * The lowest and the highest real bars are marked once each (the first of equals); with every real
 * bar equal none is.
 */
export const toPeriodBars = (
  items: readonly TBiProcessesPeriodItem[],
  options: { isDaily: boolean; start: Date; end: Date },
): TBar[] => {
  const { isDaily } = options;
  const totals = new Map<string, { date: Date; value: number }>();
  for (const date of periodSlots(options)) totals.set(slotKey(date, isDaily), { date, value: 0 });
  // An item outside the period (the answer is the server's word) still shows, in its place.
  for (const item of items) {
    const date = itemDate(item);
    const key = slotKey(date, isDaily);
    totals.set(key, { date, value: (totals.get(key)?.value ?? 0) + item.total });
  }
  const bars: TBar[] = [...totals]
    .sort(([, a], [, b]) => a.date.getTime() - b.date.getTime())
    .map(([key, { date, value }]) => ({
      key,
      label: isDaily ? dayLabel(date) : monthLabel(date),
      value,
      tone: 'other',
    }));

  const values = bars.map((bar) => bar.value);
  const lowest = Math.min(...values);
  const highest = Math.max(...values);
  if (bars.length > 1 && lowest !== highest) {
    const lowBar = bars[values.indexOf(lowest)];
    const highBar = bars[values.indexOf(highest)];
    if (lowBar) lowBar.tone = 'lowest';
    if (highBar) highBar.tone = 'highest';
  }

  for (let index = 0; bars.length < CHART_SLOTS; index += 1)
    bars.push({ key: `padding-${index}`, label: '', value: 0, tone: 'padding' });
  return bars;
};

/**
 * The y axis' top for a tallest bar: a round figure of four steps of 1, 2, 2.5 or 5 × 10ⁿ (76 → 80),
 * so the ticks read 0, 20, 40… rather than ending on the bar's own value.
 */
export const axisTop = (max: number): number => {
  if (!(max > 0)) return 1;
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((size) => size >= raw) ?? raw;
  // Whole processes: a step under 1 is 1.
  const whole = Math.max(1, Math.ceil(step));
  return Math.ceil(max / whole) * whole;
};

/** The tallest bar: the expanded view draws every row against it, so heights compare across rows. */
export const barsMax = (bars: readonly TBar[]): number =>
  bars.reduce((max, bar) => Math.max(max, bar.value), 0);

/**
 * Rows of 12 for 'Visão expandida do gráfico'. A short last row is padded like the chart, so its
 * bars are as wide as the others' (the rows share the y scale too: see barsMax).
 */
export const chunkBars = (bars: readonly TBar[], size = CHART_SLOTS): TBar[][] => {
  const rows: TBar[][] = [];
  for (let index = 0; index < bars.length; index += size) rows.push(bars.slice(index, index + size));
  const last = rows.at(-1);
  if (rows.length > 1 && last)
    for (let index = 0; last.length < size; index += 1)
      last.push({ key: `row-padding-${index}`, label: '', value: 0, tone: 'padding' });
  return rows;
};

/** Spec part 2 §9: Brazilian number formatting with at least one decimal. */
export const formatBarValue = (value: number): string =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
