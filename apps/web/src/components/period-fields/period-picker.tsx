import type { TPeriod } from '@pc/contract/comparison-period';
import { DateInput } from '../date-input/date-input.tsx';
import { FormField } from '../form-field/form-field.tsx';
import { QUICK_RANGES, type TQuickRange } from '../../lib/period.ts';
import styles from './period-picker.module.css';

type TPeriodDatesProps = {
  /** Prefix of the inputs' ids (`<prefix>-from`, `<prefix>-to`), unique per screen. */
  idPrefix: string;
  /** Each screen keeps the spec's words ('Data Inicial' on TRANSIT TIME, 'Período inicial' on the dashboard). */
  labels?: { from: string; to: string };
  /** DD/MM/AAAA as typed. */
  value: TPeriod;
  onChange: (value: TPeriod) => void;
  /** The id of the screen's validation message, when one is shown. */
  errorId?: string | undefined;
};

const DEFAULT_LABELS = { from: 'Data inicial', to: 'Data final' };

/** The two date boxes of the shared period picker (docs/decisions/0099-one-period-model.md). */
export const PeriodDates = ({
  idPrefix,
  labels = DEFAULT_LABELS,
  value,
  onChange,
  errorId,
}: TPeriodDatesProps) => {
  const a11y = { 'aria-invalid': errorId ? true : undefined, 'aria-describedby': errorId } as const;
  return (
    <>
      <FormField id={`${idPrefix}-from`} label={labels.from}>
        <DateInput
          id={`${idPrefix}-from`}
          {...a11y}
          value={value.from}
          onValueChange={(from) => onChange({ ...value, from })}
        />
      </FormField>
      <FormField id={`${idPrefix}-to`} label={labels.to}>
        <DateInput
          id={`${idPrefix}-to`}
          {...a11y}
          value={value.to}
          onValueChange={(to) => onChange({ ...value, to })}
        />
      </FormField>
    </>
  );
};

type TQuickRangesProps = {
  value: TQuickRange | null;
  onPick: (range: TQuickRange) => void;
};

/** The quick ranges, each ending today: they fill the boxes, the screen's button applies them. */
export const QuickRanges = ({ value, onPick }: TQuickRangesProps) => (
  <div className={styles.quickRanges} role="group" aria-label="Períodos rápidos">
    {QUICK_RANGES.map((range) => (
      <button
        key={range.value}
        type="button"
        className={styles.quickRange}
        aria-pressed={value === range.value}
        onClick={() => onPick(range.value)}
      >
        {range.label}
      </button>
    ))}
  </div>
);
