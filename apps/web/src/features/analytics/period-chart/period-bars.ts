import type { TBiProcessesPeriodItem } from '@pc/contract/bi';
import { addDays, addMonths, format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { formatNumber } from '../../../lib/format.ts';

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

/** 'Out/26': pt-BR three-letter month (spec part 2 §5) and the year's last two digits. */
export const monthLabel = (date: Date): string => {
  const text = format(date, 'MMM/yy', { locale: ptBR });
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const dayLabel = (date: Date): string => format(date, 'dd/MM');

const itemDate = (item: TBiProcessesPeriodItem): Date => new Date(item.ano, item.mes - 1, item.dia ?? 1);

/**
 * The period chart's bars (spec part 2 §4, §5): one per item, oldest first, then faded empty
 * entries for the following days or months up to 12. The lowest and the highest real bars are
 * marked once each (the first of equals); with every real bar equal none is.
 */
export const toPeriodBars = (
  items: readonly TBiProcessesPeriodItem[],
  options: { isDaily: boolean; start: Date },
): TBar[] => {
  const { isDaily } = options;
  const sorted = [...items].sort((a, b) => itemDate(a).getTime() - itemDate(b).getTime());
  const labelOf = (date: Date, hasDay: boolean) => (hasDay ? dayLabel(date) : monthLabel(date));
  const bars: TBar[] = sorted.map((item) => ({
    key: `${item.ano}-${item.mes}-${item.dia ?? 0}`,
    label: labelOf(itemDate(item), item.dia !== null),
    value: item.total,
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

  const last = sorted.at(-1);
  const step = (date: Date, count: number) => (isDaily ? addDays(date, count) : addMonths(date, count));
  const first = last ? step(itemDate(last), 1) : options.start;
  for (let index = 0; bars.length < CHART_SLOTS; index += 1) {
    const date = step(first, index);
    bars.push({ key: `padding-${index}`, label: labelOf(date, isDaily), value: 0, tone: 'padding' });
  }
  return bars;
};

/** Rows of 12 for 'Visão expandida do gráfico'. */
export const chunkBars = (bars: readonly TBar[], size = CHART_SLOTS): TBar[][] => {
  const rows: TBar[][] = [];
  for (let index = 0; index < bars.length; index += size) rows.push(bars.slice(index, index + size));
  return rows;
};

/** Spec part 2 §9: Brazilian number formatting with at least one decimal. */
export const formatBarValue = (value: number): string =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
