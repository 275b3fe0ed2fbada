import { formatNumber } from '../../../lib/format.ts';
import { gaugeRotation } from './map-summary.ts';
import styles from './map.module.css';

type THalfGaugeProps = { label: string; value: number; total: number };

const RADIUS = 80;
const ARC_LENGTH = Math.PI * RADIUS;

/** A half-circle gauge: the needle turns share × 180° from the left (spec part 2 §2.6). */
export const HalfGauge = ({ label, value, total }: THalfGaugeProps) => {
  const rotation = gaugeRotation(value, total);
  const share = rotation / 180;
  return (
    <figure className={styles.gauge} data-testid="map-gauge" data-rotation={rotation}>
      <svg viewBox="0 0 200 110" aria-hidden="true" className={styles.gaugeSvg}>
        <path d="M 20 100 A 80 80 0 0 1 180 100" className={styles.gaugeTrack} />
        <path
          d="M 20 100 A 80 80 0 0 1 180 100"
          className={styles.gaugeValue}
          strokeDasharray={`${share * ARC_LENGTH} ${ARC_LENGTH}`}
        />
        <g transform={`rotate(${rotation} 100 100)`}>
          <line x1="100" y1="100" x2="32" y2="100" className={styles.gaugeNeedle} />
        </g>
        <circle cx="100" cy="100" r="6" className={styles.gaugeHub} />
      </svg>
      <figcaption className={styles.gaugeCaption}>
        <span className={styles.gaugeLabel}>{label}</span>
        <strong className={styles.gaugeValueText}>{formatNumber(value)}</strong>
        <span className={styles.gaugeTotal}>de {formatNumber(total)} no período</span>
      </figcaption>
    </figure>
  );
};
