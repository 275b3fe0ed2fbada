import type { TBiProcessesByModal } from '@pc/contract/bi';
import type { TWayOfTransport } from '@pc/contract/primitives';
import { formatNumber } from '../../../lib/format.ts';
import { BlockCard, SkeletonLines } from '../block-card.tsx';
import type { TBlockInput } from '../block-input.ts';
import { MODE_LABELS, MODES } from '../mode-labels.ts';
import { biBlockQueries } from '../api/get-bi-blocks.ts';
import { useBiQuery } from '../api/use-bi-query.ts';
import styles from '../analytics.module.css';

const FIELD: Record<TWayOfTransport, keyof TBiProcessesByModal> = {
  MARITIMA: 'total_maritimo',
  AEREA: 'total_aereo',
  RODOVIARIA: 'total_rodoviario',
};

/** Processes per transport mode, each with its share of the total as a bar. */
export const ModesBlock = (input: TBlockInput) => {
  const modes = useBiQuery(biBlockQueries.modes(input.query), input.runId);
  const total = modes.data?.total_processos ?? 0;
  return (
    <BlockCard id="bi-modes" title="Processos por modal" isLoading={modes.isPending}>
      {modes.isPending ? (
        <SkeletonLines count={4} />
      ) : (
        <ul className={styles.modeList}>
          {MODES.map((mode) => {
            const count = modes.data?.[FIELD[mode]] ?? 0;
            const share = total > 0 ? Math.min(count / total, 1) : 0;
            return (
              <li key={mode} className={styles.modeItem}>
                <span className={styles.modeLabel}>{MODE_LABELS[mode]}</span>
                <strong className={styles.modeValue}>{formatNumber(count)}</strong>
                <span className={styles.modeBar} aria-hidden="true">
                  <span style={{ width: `${share * 100}%` }} />
                </span>
              </li>
            );
          })}
          <li className={styles.modeItem} data-total="true">
            <span className={styles.modeLabel}>Total de processos</span>
            <strong className={styles.modeValue}>{formatNumber(total)}</strong>
          </li>
        </ul>
      )}
    </BlockCard>
  );
};
