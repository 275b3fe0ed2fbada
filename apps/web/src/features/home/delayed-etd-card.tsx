import { useQuery } from '@tanstack/react-query';
import { INDICATOR_DEFINITIONS } from '@pc/contract/indicators';
import { useState } from 'react';
import { formatNumber } from '../../lib/format.ts';
import { DelayedEtdDialog } from './delayed-etd-dialog.tsx';
import { delayedEtdQueryOptions } from './api/get-delayed-etd.ts';
import type { TPeriodRange } from './period-text.ts';
import { SectionHeading } from './section-heading.tsx';
import { VariationBadge } from './variation-badge.tsx';
import styles from './home.module.css';

type TDelayedEtdCardProps = {
  range: TPeriodRange;
  previousRange: TPeriodRange;
  runId: number;
  periodText: string;
};

/** 'ETD Atrasados' (spec part 1 §2): the count for the period; a click opens the list. */
export const DelayedEtdCard = ({ range, previousRange, runId, periodText }: TDelayedEtdCardProps) => {
  const [isOpen, setOpen] = useState(false);
  const current = useQuery(delayedEtdQueryOptions(range, runId));
  const previous = useQuery(delayedEtdQueryOptions(previousRange, runId));
  const ids = current.data ?? [];

  return (
    <section
      className={`${styles.section} ${styles.actionCard}`}
      aria-labelledby="home-etd-title"
      data-testid="delayed-etd-card"
    >
      <SectionHeading
        id="home-etd-title"
        title="ETD Atrasados"
        definition={INDICATOR_DEFINITIONS.etdAtrasados}
      >
        Previsão de embarque adiada em mais de 7 dias.
      </SectionHeading>
      {current.isPending && <span className={styles.skeleton} role="status" aria-label="Carregando" />}
      {current.isError && <span className={styles.unavailable}>Indisponível</span>}
      {current.isSuccess && (
        <>
          <p className={styles.actionFigure}>
            <span className={styles.value}>{formatNumber(ids.length)}</span>
            <span className={styles.unit}> {ids.length === 1 ? 'processo' : 'processos'}</span>
          </p>
          <VariationBadge current={ids.length} previous={previous.data?.length} preference="lowerIsBetter" />
          <button type="button" className={styles.actionButton} onClick={() => setOpen(true)}>
            Ver processos
          </button>
        </>
      )}
      <DelayedEtdDialog isOpen={isOpen} onOpenChange={setOpen} ids={ids} periodText={periodText} />
    </section>
  );
};
