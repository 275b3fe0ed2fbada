import { useSyncExternalStore, type ReactNode } from 'react';
import { Pie, PieChart, Tooltip } from 'recharts';
import styles from './donut-chart.module.css';

export type TDonutSlice = { key: string; label: string; value: number; color: string };

type TDonutChartProps = {
  slices: readonly TDonutSlice[];
  /** The ring's colour when every slice is zero. */
  emptyColor: string;
  /** Shown in the hole (e.g. the total). */
  center?: ReactNode;
  /** Formats a slice value in the hover tooltip. */
  formatValue?: (value: number) => string;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const subscribeMotion = (listener: () => void): (() => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/**
 * A donut (recharts) sized by its box: it shrinks with narrow screens. It is decoration for
 * sighted users: the caller shows the same numbers as text (legend table), so it is aria-hidden.
 */
export const DonutChart = ({ slices, emptyColor, center, formatValue = String }: TDonutChartProps) => {
  const isMotionReduced = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => true);
  const isEmpty = slices.every((slice) => slice.value <= 0);
  const data = isEmpty
    ? [{ key: 'empty', label: 'Sem dados', value: 1, fill: emptyColor }]
    : slices.filter((slice) => slice.value > 0).map((slice) => ({ ...slice, fill: slice.color }));

  return (
    <div className={styles.donut} aria-hidden="true" data-empty={isEmpty}>
      {/* No focus stops inside an aria-hidden box: recharts' keyboard layer is off for this chart. */}
      <PieChart responsive className={styles.chart} accessibilityLayer={false}>
        <Pie
          rootTabIndex={-1}
          data={data}
          dataKey="value"
          nameKey="label"
          innerRadius="62%"
          outerRadius="100%"
          paddingAngle={isEmpty || data.length === 1 ? 0 : 1.5}
          stroke="none"
          isAnimationActive={!isMotionReduced}
        />
        {!isEmpty && (
          <Tooltip
            formatter={(value) => formatValue(Number(value))}
            contentStyle={{ borderRadius: 8, fontSize: 13 }}
          />
        )}
      </PieChart>
      {center !== undefined && <div className={styles.center}>{center}</div>}
    </div>
  );
};
