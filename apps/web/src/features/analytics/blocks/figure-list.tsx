import type { ReactNode } from 'react';
import styles from '../analytics.module.css';

export type TFigure = { key: string; label: string; value: ReactNode; isTotal?: boolean };

/** Label and value pairs of a totals card. */
export const FigureList = ({ figures }: { figures: readonly TFigure[] }) => (
  <dl className={styles.figures}>
    {figures.map((figure) => (
      <div key={figure.key} className={styles.figure} data-total={figure.isTotal ?? false}>
        <dt>{figure.label}</dt>
        <dd>{figure.value}</dd>
      </div>
    ))}
  </dl>
);
