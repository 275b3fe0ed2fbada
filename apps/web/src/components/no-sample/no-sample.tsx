import styles from './no-sample.module.css';

/** What a figure with no sample reads instead of a number (decision 0096). */
export const NO_SAMPLE_VALUE = '—';
/** Why a mean of processes is absent: none ended the stage in the period. */
export const NO_SAMPLE_TEXT = 'sem processos no período';
/** Why a variation is absent: the comparison period has no sample to compare with. */
export const NO_COMPARISON_TEXT = 'sem processos no período de comparação';

type TNoSampleProps = {
  /** Why there is no figure, e.g. 'sem cotações no período'. */
  reason?: string;
  /** The dash's size: the caller's figure class, so '—' stands where the number would. */
  valueClassName?: string;
  /** On one line, inside a sentence ('Transit time médio: — sem processos no período'). */
  isInline?: boolean;
};

/**
 * A mean with no sample: '—' and the reason, muted, with no arrow and no colour. Absence is not
 * zero: '0 dias' and a green '−100%' would read as good news.
 */
export const NoSample = ({ reason = NO_SAMPLE_TEXT, valueClassName, isInline = false }: TNoSampleProps) => (
  <span className={styles.noSample} data-no-sample="" data-inline={isInline}>
    <span className={`${styles.value} ${valueClassName ?? ''}`}>{NO_SAMPLE_VALUE}</span>{' '}
    <span className={styles.reason}>{reason}</span>
  </span>
);

/** The comparison period had no sample: no arrow, no percentage, no colour; the reason instead. */
export const NoComparison = ({ reason = NO_COMPARISON_TEXT }: { reason?: string }) => (
  <span className={styles.reason} data-no-comparison="">
    {reason}
  </span>
);
