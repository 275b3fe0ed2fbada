import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NoComparison, NoSample } from '../../components/no-sample/no-sample.tsx';
import { InfoTooltip } from '../../components/tooltip/info-tooltip.tsx';
import { formatNumber } from '../../lib/format.ts';
import type { TPreference } from './variation.ts';
import { VariationBadge } from './variation-badge.tsx';
import styles from './home.module.css';

type TIndicatorCardProps = {
  label: string;
  /** null: a mean with no sample in the period ('—', never 0). */
  value: number | null | undefined;
  /** null: the comparison period has no sample, so there is no variation to show. */
  previous: number | null | undefined;
  isPending: boolean;
  isError: boolean;
  formatValue?: (value: number) => string;
  /** Unit after the number, e.g. 'dias' (a function: '1 dia', '2 dias'). */
  unit?: (value: number) => string;
  preference?: TPreference;
  /** The card becomes a link (step cards go to the filtered list). */
  href?: string;
  /** Explanation shown in an "i" tooltip (not on links: a button cannot sit inside a link). */
  definition?: string;
  isHighlighted?: boolean;
  testId?: string;
};

/**
 * A figure with its variation against the comparison period; a skeleton while it loads. A figure
 * with no sample reads '—' and why, with no variation (absence is not zero).
 */
export const IndicatorCard = ({
  label,
  value,
  previous,
  isPending,
  isError,
  formatValue = formatNumber,
  unit,
  preference = 'neutral',
  href,
  definition,
  isHighlighted = false,
  testId,
}: TIndicatorCardProps) => {
  let figure: ReactNode;
  if (isPending) figure = <span className={styles.skeleton} aria-label="Carregando" role="status" />;
  else if (isError || value === undefined) figure = <span className={styles.unavailable}>Indisponível</span>;
  else if (value === null) figure = <NoSample valueClassName={styles.value} />;
  else
    figure = (
      <>
        <span className={styles.value}>
          {formatValue(value)}
          {unit && <span className={styles.unit}> {unit(value)}</span>}
        </span>
        {previous === null ? (
          <NoComparison />
        ) : (
          <VariationBadge current={value} previous={previous} preference={preference} />
        )}
      </>
    );

  const body = (
    <>
      <span className={styles.cardLabel}>{label}</span>
      {figure}
    </>
  );
  const className = isHighlighted ? `${styles.card} ${styles.highlighted}` : styles.card;
  if (href)
    return (
      <Link to={href} className={`${className} ${styles.linkCard}`} data-testid={testId}>
        {body}
      </Link>
    );
  return (
    <div className={className} data-testid={testId}>
      {definition ? (
        <span className={styles.cardHeading}>
          <span className={styles.cardLabel}>{label}</span>
          <InfoTooltip label={label} text={definition} />
        </span>
      ) : (
        <span className={styles.cardLabel}>{label}</span>
      )}
      {figure}
    </div>
  );
};
