import { formatNumber } from './format.ts';

// Apart from format.ts, which the Home's first chunk carries: only lazy screens count days this way.

/** '1 dia', '2,5 dias': days to one decimal, singular when the figure shown is 1. */
export const formatDayCount = (value: number): string => {
  const text = formatNumber(value, { maximumFractionDigits: 1 });
  return `${text} ${text === '1' ? 'dia' : 'dias'}`;
};
