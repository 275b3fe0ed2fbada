import { useState, type PointerEvent, type ReactNode } from 'react';
import { donutArcs, emptyRingPath } from './donut-arcs.ts';
import styles from './donut-chart.module.css';

export type TDonutSlice = { key: string; label: string; value: number; color: string };

type TDonutChartProps = {
  slices: readonly TDonutSlice[];
  /**
   * Why there is nothing to draw, said under the empty ring when every slice is zero, e.g. 'Nenhuma DI
   * registrada no período.': an empty chart must not look like one full category.
   */
  emptyText: string;
  /** Shown in the hole (e.g. the total). */
  center?: ReactNode;
  /** Formats a slice value in the hover tooltip. */
  formatValue?: (value: number) => string;
};

type THovered = { slice: TDonutSlice; x: number; y: number };

/**
 * A donut drawn as plain SVG paths, sized by its box: it shrinks with narrow screens. It is
 * decoration for sighted users: the caller shows the same numbers as text (legend table), so it is
 * aria-hidden and takes no focus; hovering a slice names it and its value. A charts library drew
 * it before and was dropped for phone speed: its store, animation frames and measuring were most
 * of the Home's main thread. With every slice at zero it draws an empty ring in neutral grey (never a
 * category's colour) and says why under it, as text every reader gets.
 */
export const DonutChart = ({ slices, emptyText, center, formatValue = String }: TDonutChartProps) => {
  const [hovered, setHovered] = useState<THovered | null>(null);
  const arcs = donutArcs(slices);
  const isEmpty = arcs.length === 0;
  const sliceByKey = new Map(slices.map((slice) => [slice.key, slice]));

  const showTooltip = (slice: TDonutSlice, event: PointerEvent<SVGPathElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (!box) return;
    setHovered({ slice, x: event.clientX - box.left, y: event.clientY - box.top });
  };

  return (
    <div className={styles.figure} data-empty={isEmpty}>
      <div className={styles.donut} aria-hidden="true">
        <svg className={styles.chart} viewBox="0 0 100 100" focusable="false">
          {isEmpty ? (
            <path className={styles.emptyRing} d={emptyRingPath()} fillRule="evenodd" />
          ) : (
            arcs.map((arc) => {
              const slice = sliceByKey.get(arc.key);
              if (!slice) return null;
              return (
                <path
                  key={arc.key}
                  className={styles.slice}
                  d={arc.path}
                  fill={slice.color}
                  fillRule="evenodd"
                  onPointerEnter={(event) => showTooltip(slice, event)}
                  onPointerMove={(event) => showTooltip(slice, event)}
                  onPointerLeave={() => setHovered(null)}
                />
              );
            })
          )}
        </svg>
        {center !== undefined && <div className={styles.center}>{center}</div>}
        {hovered && (
          <div className={styles.tooltip} style={{ left: hovered.x, top: hovered.y }}>
            <span className={styles.tooltipSwatch} style={{ background: hovered.slice.color }} />
            {hovered.slice.label}: <strong>{formatValue(hovered.slice.value)}</strong>
          </div>
        )}
      </div>
      {isEmpty && <p className={styles.emptyText}>{emptyText}</p>}
    </div>
  );
};
