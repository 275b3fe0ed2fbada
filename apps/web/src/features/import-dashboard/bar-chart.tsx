import { useEffect, useRef, type CSSProperties } from 'react';
import { formatNumber } from '../../lib/format.ts';
import styles from './import-dashboard.module.css';

export type TBarItem = {
  key: string;
  /** Under the bar ('mar/26', '15'). */
  label: string;
  /** Read aloud and in the tooltip ('março de 2026', '15/03/2026'). */
  fullLabel: string;
  value: number;
};

type TBarChartProps = {
  /** The chart's name for screen readers. */
  label: string;
  bars: readonly TBarItem[] | undefined;
  /** Placeholders while loading (spec part 2 §9: 12 month bars, 20 day bars). */
  skeletonCount: number;
  onOpen: (bar: TBarItem) => void;
  /** Scrolled to the newest bar when the chart overflows (the day chart of a long period). */
  isScrolledToEnd?: boolean;
  /** Narrowest bar in px: the month labels ('mar/26') need more room than day numbers. */
  minBarWidth?: number;
};

const processes = (value: number) => `${formatNumber(value)} ${value === 1 ? 'processo' : 'processos'}`;

/**
 * Processes per month or day as HTML buttons, so each bar is reachable by keyboard and opens the
 * processes behind it; a bar with no process is disabled.
 */
export const BarChart = ({
  label,
  bars,
  skeletonCount,
  onOpen,
  isScrolledToEnd = false,
  minBarWidth,
}: TBarChartProps) => {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scroller.current;
    if (isScrolledToEnd && element) element.scrollLeft = element.scrollWidth;
  }, [bars, isScrolledToEnd]);

  if (!bars) {
    return (
      <div className={styles.bars} role="status" aria-label={`${label}: carregando`}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <span
            key={index}
            className={styles.barSkeleton}
            style={{ height: `${30 + ((index * 37) % 60)}%` }}
            data-testid="dashboard-bar-placeholder"
          />
        ))}
      </div>
    );
  }
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <div
      ref={scroller}
      className={styles.bars}
      role="group"
      aria-label={label}
      data-dense={bars.length > 31}
      style={minBarWidth ? ({ '--bar-min': `${minBarWidth}px` } as CSSProperties) : undefined}
    >
      {bars.map((bar) => (
        <button
          key={bar.key}
          type="button"
          className={styles.bar}
          disabled={bar.value === 0}
          title={`${bar.fullLabel}: ${processes(bar.value)}`}
          aria-label={`${bar.fullLabel}: ${processes(bar.value)}`}
          onClick={() => onOpen(bar)}
        >
          {bar.value > 0 && <span className={styles.barValue}>{formatNumber(bar.value)}</span>}
          <span className={styles.barFill} style={{ height: `${(bar.value / max) * 80}%` }} />
          <span className={styles.barLabel}>{bar.label}</span>
        </button>
      ))}
    </div>
  );
};
