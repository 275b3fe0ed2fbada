import { useQuery } from '@tanstack/react-query';
import { INDICATOR_DEFINITIONS } from '@pc/contract/indicators';
import { lazy, Suspense, useState } from 'react';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { formatNumber } from '../../lib/format.ts';
import { delayedEtdQueryOptions } from './api/get-delayed-etd.ts';
import type { TPeriodRange } from './period-text.ts';
import { SectionHeading } from './section-heading.tsx';
import { VariationBadge } from './variation-badge.tsx';
import styles from './home.module.css';

// The list's table (and table-core under it) loads when the pointer or the focus reaches Ver
// processos, not with the Home; the dialog stays mounted once opened, so it closes as it opened.
const loadDelayedEtdDialog = () => import('./delayed-etd-dialog.tsx');
const DelayedEtdDialog = lazy(() =>
  loadDelayedEtdDialog().then((module) => ({ default: module.DelayedEtdDialog })),
);

type TDelayedEtdCardProps = {
  range: TPeriodRange;
  previousRange: TPeriodRange;
  runId: number;
  periodText: string;
};

/** 'ETD Atrasados' (spec part 1 §2): the count for the period; a click opens the list. */
export const DelayedEtdCard = ({ range, previousRange, runId, periodText }: TDelayedEtdCardProps) => {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setOpened] = useState(false);
  if (isOpen && !hasOpened) setOpened(true);
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
        {/* Not the attention list's delayed ETDs (open, still to depart, any ETD): the words say how. */}
        Com ETD no período, mais de 7 dias após o ETD inicial, embarcados ou não.
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
          <button
            type="button"
            className={styles.actionButton}
            onPointerEnter={() => void loadDelayedEtdDialog()}
            onFocus={() => void loadDelayedEtdDialog()}
            onClick={() => setOpen(true)}
          >
            Ver processos
          </button>
        </>
      )}
      {hasOpened && (
        <Suspense fallback={<LoadingOverlay isVisible />}>
          <DelayedEtdDialog isOpen={isOpen} onOpenChange={setOpen} ids={ids} periodText={periodText} />
        </Suspense>
      )}
    </section>
  );
};
