import type { TFreightQuotationBest, TFreightQuotationsResponse } from '@pc/contract/quotation';
import { formatBRL, orNI } from '../../lib/format.ts';
import { dayCountLabel } from './process-labels.ts';
import styles from './quotations.module.css';
import sections from './sections.module.css';

type TBestCard = { label: string; best: TFreightQuotationBest | null; format: (value: number) => string };

/** Best-of cards for total, transit time and free time; a click shows that quotation's row. */
export const QuotationBests = ({
  quotations,
  onSelect,
}: {
  quotations: TFreightQuotationsResponse;
  onSelect: (quotationId: number) => void;
}) => {
  const cards: TBestCard[] = [
    { label: 'Melhor Valor Total', best: quotations.total, format: formatBRL },
    { label: 'Menor Transit Time', best: quotations.transitTime, format: dayCountLabel },
    { label: 'Maior Free Time', best: quotations.freetime, format: dayCountLabel },
  ];
  return (
    <div className={styles.bests}>
      {cards.map(({ label, best, format }) => (
        <button
          key={label}
          type="button"
          className={styles.best}
          disabled={best === null}
          onClick={() => best && onSelect(best.id)}
          aria-label={
            best ? `${label}: ${format(best.value)}, ${best.company}. Ver cotação` : `${label}: N/I`
          }
        >
          <span className={styles.bestLabel}>{label}</span>
          <span className={styles.bestValue}>{best ? format(best.value) : orNI(null)}</span>
          <span className={sections.muted}>{best?.company ?? ''}</span>
        </button>
      ))}
    </div>
  );
};
