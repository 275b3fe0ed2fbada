import { formatNumber } from '../../lib/format.ts';

export type TTrend = 'up' | 'down' | 'flat';
/** How a change reads: for counts neither way is "better"; for lead times lower is better. */
export type TTone = 'good' | 'bad' | 'neutral';
export type TPreference = 'neutral' | 'lowerIsBetter';

export type TVariation = {
  /** current − previous. */
  delta: number;
  /** Change relative to the previous figure, or null when the previous figure is 0. */
  percent: number | null;
  trend: TTrend;
  tone: TTone;
};

const toneOf = (trend: TTrend, preference: TPreference): TTone => {
  if (trend === 'flat' || preference === 'neutral') return 'neutral';
  return trend === 'down' ? 'good' : 'bad';
};

/** The change from the comparison period to the selected one. */
export const computeVariation = (current: number, previous: number, preference: TPreference): TVariation => {
  // Lead times are fractional days: compare at the precision the cards show.
  const delta = Math.round((current - previous) * 10) / 10;
  const trend: TTrend = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  const percent = previous === 0 ? null : (delta / previous) * 100;
  return { delta, percent, trend, tone: toneOf(trend, preference) };
};

const signed = (value: number, text: string): string => (value > 0 ? `+${text}` : text);

/** '+3 (+25%)', '−1,5 (−10,2%)', '0 (0%)', '+4' (no percent when the previous figure was 0). */
export const formatVariation = ({ delta, percent }: TVariation): string => {
  const deltaText = signed(delta, formatNumber(delta, { maximumFractionDigits: 1 }));
  if (percent === null) return deltaText;
  const percentText = signed(percent, formatNumber(percent, { maximumFractionDigits: 1 }));
  return `${deltaText} (${percentText}%)`;
};

const TREND_WORDS: Record<TTrend, string> = { up: 'aumento', down: 'redução', flat: 'sem variação' };

/** Screen-reader sentence: 'aumento de +3 (+25%) em relação ao período de comparação'. */
export const describeVariation = (variation: TVariation): string =>
  variation.trend === 'flat'
    ? 'sem variação em relação ao período de comparação'
    : `${TREND_WORDS[variation.trend]} de ${formatVariation(variation)} em relação ao período de comparação`;
