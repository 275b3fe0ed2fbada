const compact = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** 'R$ 113 mil', 'R$ 1,2 mi': fits a donut's hole; the legend keeps the full amount. */
export const formatCompactBRL = (value: number): string => compact.format(value);
