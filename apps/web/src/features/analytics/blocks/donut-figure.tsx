import type { ReactNode } from 'react';
import { DonutChart, type TDonutSlice } from '../../../components/donut-chart/donut-chart.tsx';
import styles from '../analytics.module.css';

type TDonutFigureProps = {
  /** The legend table's name. */
  label: string;
  slices: readonly TDonutSlice[];
  /** Why the donut is empty, under its grey ring. */
  emptyText: string;
  center: ReactNode;
  formatValue: (value: number) => string;
  /** The legend's value column ('Processos', 'Valor'). */
  valueHeader: string;
  /** A third column (e.g. the share), optional. */
  extra?: { header: string; value: (slice: TDonutSlice) => string };
};

/** A donut with its legend table, so the figures are there for screen readers too. */
export const DonutFigure = ({
  label,
  slices,
  emptyText,
  center,
  formatValue,
  valueHeader,
  extra,
}: TDonutFigureProps) => (
  <div className={styles.donutBody}>
    <DonutChart slices={slices} emptyText={emptyText} center={center} formatValue={formatValue} />
    <table className={styles.legend} aria-label={label}>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Categoria</th>
          <th scope="col">{valueHeader}</th>
          {extra && <th scope="col">{extra.header}</th>}
        </tr>
      </thead>
      <tbody>
        {slices.map((slice) => (
          <tr key={slice.key}>
            <th scope="row" className={styles.legendLabel}>
              <span className={styles.swatch} style={{ background: slice.color }} aria-hidden="true" />
              {slice.label}
            </th>
            <td className={styles.legendValue}>{formatValue(slice.value)}</td>
            {extra && <td className={styles.legendExtra}>{extra.value(slice)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
