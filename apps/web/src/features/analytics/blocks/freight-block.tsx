import { formatBRL } from '../../../lib/format.ts';
import { formatCompactBRL } from './compact-money.ts';
import { BlockCard } from '../block-card.tsx';
import type { TBlockInput } from '../block-input.ts';
import { MODE_LABELS, MODES } from '../mode-labels.ts';
import { biBlockQueries } from '../api/get-bi-blocks.ts';
import { useBiQuery } from '../api/use-bi-query.ts';
import { MODE_COLOURS } from '../../../lib/chart-colours.ts';
import { DonutFigure } from './donut-figure.tsx';
import styles from '../analytics.module.css';

/** Freight totals per mode as a donut; 'Sem Frete' without any (spec part 2 §8). */
export const FreightBlock = ({ query, runId }: TBlockInput) => {
  const freight = useBiQuery(biBlockQueries.freight(query), runId);
  const items = freight.data ?? [];
  const slices = MODES.map((mode) => ({
    key: mode,
    label: MODE_LABELS[mode],
    value: items.filter((item) => item.modal === mode).reduce((sum, item) => sum + item.total, 0),
    color: MODE_COLOURS[mode],
  }));
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <BlockCard id="bi-freight" title="Total de frete" isLoading={freight.isPending}>
      {freight.isPending ? (
        <span className={styles.donutSkeleton} role="status" aria-label="Carregando" />
      ) : (
        <DonutFigure
          label="Frete por modal"
          slices={slices}
          emptyText="Nenhum frete nas declarações do período."
          formatValue={formatBRL}
          valueHeader="Valor"
          center={
            total > 0 ? (
              <>
                <strong className={styles.donutAmount}>{formatCompactBRL(total)}</strong>
                <span className={styles.donutCaption}>Frete</span>
              </>
            ) : (
              <span className={styles.donutCaption}>Sem Frete</span>
            )
          }
        />
      )}
    </BlockCard>
  );
};
