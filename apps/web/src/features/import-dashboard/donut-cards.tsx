import type { ReactNode } from 'react';
import { DASHBOARD_MODE_LABEL, type TImportDashboard } from '@pc/contract/dashboard';
import type { TWayOfTransport } from '@pc/contract/primitives';
import { DonutChart, type TDonutSlice } from '../../components/donut-chart/donut-chart.tsx';
import { MODE_COLOURS } from '../../lib/chart-colours.ts';
import { formatBRL, formatNumber } from '../../lib/format.ts';
import { ChangeBadge, PreviousValue } from './comparison.tsx';
import styles from './import-dashboard.module.css';

const MODES: readonly TWayOfTransport[] = ['MARITIMA', 'AEREA', 'RODOVIARIA'];

type TDonutProps = {
  label: string;
  slices: readonly TDonutSlice[];
  center: ReactNode;
  /** Why the donut is empty, under its grey ring. */
  emptyText: string;
  format: (value: number) => string;
  /** Opens the processes of a mode; absent, the legend is plain text. */
  onOpen?: (mode: TWayOfTransport) => void;
};

const Donut = ({ label, slices, center, emptyText, format, onOpen }: TDonutProps) => (
  <div className={styles.donutBody}>
    <DonutChart slices={slices} emptyText={emptyText} center={center} formatValue={format} />
    <ul className={styles.legend} aria-label={label}>
      {slices.map((slice) => {
        const content = (
          <>
            <span className={styles.swatch} style={{ background: slice.color }} aria-hidden="true" />
            <span>{slice.label}</span>
            <span className={styles.legendValue}>{format(slice.value)}</span>
          </>
        );
        return (
          <li key={slice.key}>
            {onOpen ? (
              <button
                type="button"
                className={styles.legendItem}
                disabled={slice.value === 0}
                aria-label={`${slice.label}: ${format(slice.value)}. Ver processos`}
                onClick={() => onOpen(slice.key as TWayOfTransport)}
              >
                {content}
              </button>
            ) : (
              <span className={styles.legendItem}>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  </div>
);

const DonutSkeleton = () => <span className={styles.donutSkeleton} role="status" aria-label="Carregando" />;

/** Processes per mode; 'Sem Registros' when every mode is zero (spec part 2 §2.5). */
export const ModesCard = ({
  dashboard,
  onOpen,
}: {
  dashboard: TImportDashboard | undefined;
  onOpen: (mode: TWayOfTransport) => void;
}) => {
  const counts = dashboard?.processosPorModal;
  const slices = MODES.map((mode) => ({
    key: mode,
    label: DASHBOARD_MODE_LABEL[mode],
    value: counts
      ? { MARITIMA: counts.total_maritimo, AEREA: counts.total_aereo, RODOVIARIA: counts.total_rodoviario }[
          mode
        ]
      : 0,
    color: MODE_COLOURS[mode],
  }));
  const total = counts?.total_processos ?? 0;
  return (
    <article className={styles.card} aria-labelledby="dash-modes" data-testid="dash-modes">
      <h3 id="dash-modes" className={styles.cardTitle}>
        Processos por modal
      </h3>
      {dashboard ? (
        <Donut
          label="Processos por modal"
          slices={slices}
          format={formatNumber}
          onOpen={onOpen}
          emptyText="Nenhuma declaração registrada no período."
          center={
            total > 0 ? (
              <>
                <strong className={styles.donutAmount}>{formatNumber(total)}</strong>
                <span className={styles.donutCaption}>Processos</span>
              </>
            ) : (
              <span className={styles.donutCaption}>Sem Registros</span>
            )
          }
        />
      ) : (
        <DonutSkeleton />
      )}
    </article>
  );
};

/** Total freight against the previous period, and per mode in a donut ('Sem Frete' when none). */
export const FreightCard = ({ dashboard }: { dashboard: TImportDashboard | undefined }) => {
  const freight = dashboard?.frete;
  const slices = MODES.map((mode) => ({
    key: mode,
    label: DASHBOARD_MODE_LABEL[mode],
    value: freight?.por_modal.find((item) => item.modal === mode)?.total ?? 0,
    color: MODE_COLOURS[mode],
  }));
  const hasFreight = slices.some((slice) => slice.value > 0);
  return (
    <article className={styles.card} aria-labelledby="dash-freight" data-testid="dash-freight">
      <h3 id="dash-freight" className={styles.cardTitle}>
        Total de frete
      </h3>
      {freight ? (
        <>
          <strong className={styles.amount}>{formatBRL(freight.total_periodo_atual)}</strong>
          <ChangeBadge comparison={freight} />
          <PreviousValue text={formatBRL(freight.total_periodo_anterior)} />
          <Donut
            label="Frete por modal"
            slices={slices}
            format={formatBRL}
            emptyText="Nenhum frete nas declarações do período."
            center={<span className={styles.donutCaption}>{hasFreight ? 'Frete' : 'Sem Frete'}</span>}
          />
        </>
      ) : (
        <DonutSkeleton />
      )}
    </article>
  );
};
