import { computeVariation, describeVariation, formatVariation, type TPreference } from './variation.ts';
import styles from './home.module.css';

type TVariationBadgeProps = {
  current: number;
  previous: number | undefined;
  preference?: TPreference;
};

const ARROWS = { up: '▲', down: '▼', flat: '■' } as const;

/** '▲ +3 (+25%)' coloured by whether the change is good (lead times) or just a change (counts). */
export const VariationBadge = ({ current, previous, preference = 'neutral' }: TVariationBadgeProps) => {
  if (previous === undefined) return null;
  const variation = computeVariation(current, previous, preference);
  return (
    <span className={styles.variation} data-tone={variation.tone} data-trend={variation.trend}>
      <span aria-hidden="true">
        <span className={styles.arrow}>{ARROWS[variation.trend]}</span> {formatVariation(variation)}
      </span>
      <span className="visually-hidden">{describeVariation(variation)}</span>
    </span>
  );
};
