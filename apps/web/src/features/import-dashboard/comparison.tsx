import type { TDashboardComparison } from '@pc/contract/dashboard';
import { formatNumber } from '../../lib/format.ts';
import styles from './import-dashboard.module.css';

/** '12,5%' (one decimal at most). */
export const formatPercent = (value: number): string =>
  `${formatNumber(value, { maximumFractionDigits: 1 })}%`;

type TChangeProps = {
  comparison: Pick<TDashboardComparison, 'variacao' | 'porcentagem'>;
};

/**
 * '▲ 12,5%' or '▼ 3%' (the spec's UP and DOWN); a change of 0 shows '■ 0%'. Screen readers hear
 * 'alta de 12,5% em relação ao período anterior'.
 */
export const ChangeBadge = ({ comparison }: TChangeProps) => {
  const direction = comparison.porcentagem === 0 ? 'FLAT' : comparison.variacao;
  const arrow = { UP: '▲', DOWN: '▼', FLAT: '■' }[direction];
  const words = { UP: 'alta de', DOWN: 'queda de', FLAT: 'sem variação,' }[direction];
  const percent = formatPercent(comparison.porcentagem);
  return (
    <span className={styles.change} data-direction={direction}>
      <span aria-hidden="true">
        {arrow} {percent}
      </span>
      <span className="visually-hidden">{`${words} ${percent} em relação ao período anterior`}</span>
    </span>
  );
};

/** 'P.A. R$ 1.234,56' (spec part 2 §2.5: P.A. is the previous period). */
export const PreviousValue = ({ text }: { text: string }) => (
  <span className={styles.previous}>
    <abbr title="Período anterior">P.A.</abbr> {text}
  </span>
);
