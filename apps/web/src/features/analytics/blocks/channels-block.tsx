import { formatNumber } from '../../../lib/format.ts';
import { BlockCard } from '../block-card.tsx';
import type { TBlockInput } from '../block-input.ts';
import { biBlockQueries } from '../api/get-bi-blocks.ts';
import { useBiQuery } from '../api/use-bi-query.ts';
import { CHANNEL_COLOURS } from '../../../lib/chart-colours.ts';
import { DonutFigure } from './donut-figure.tsx';
import styles from '../analytics.module.css';

const percent = (value: number, total: number): string =>
  total > 0 ? `${formatNumber((value / total) * 100, { maximumFractionDigits: 1 })}%` : '0%';

/**
 * 'Percentual de Canais de DIs' (spec part 2 §2.6): yellow, green and red DIs around the number
 * of 'Registros'; with all three at zero, an empty grey ring reading 'Sem Registros' and why.
 */
export const ChannelsBlock = ({ query, runId }: TBlockInput) => {
  const channels = useBiQuery(biBlockQueries.channels(query), runId);
  const slices = [
    {
      key: 'amarelo',
      label: 'Amarelo',
      value: channels.data?.total_amarelo ?? 0,
      color: CHANNEL_COLOURS.amarelo,
    },
    { key: 'verde', label: 'Verde', value: channels.data?.total_verde ?? 0, color: CHANNEL_COLOURS.verde },
    {
      key: 'vermelho',
      label: 'Vermelho',
      value: channels.data?.total_vermelho ?? 0,
      color: CHANNEL_COLOURS.vermelho,
    },
  ];
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <BlockCard id="bi-channels" title="Percentual de Canais de DIs" isLoading={channels.isPending}>
      {channels.isPending ? (
        <span className={styles.donutSkeleton} role="status" aria-label="Carregando" />
      ) : (
        <DonutFigure
          label="Canais de DIs"
          slices={slices}
          emptyText="Nenhuma DI registrada no período."
          formatValue={formatNumber}
          valueHeader="Registros"
          extra={{ header: 'Percentual', value: (slice) => percent(slice.value, total) }}
          center={
            total === 0 ? (
              <span className={styles.donutCaption}>Sem Registros</span>
            ) : (
              <>
                <strong className={styles.donutTotal}>{formatNumber(total)}</strong>
                <span className={styles.donutCaption}>Registros</span>
              </>
            )
          }
        />
      )}
    </BlockCard>
  );
};
