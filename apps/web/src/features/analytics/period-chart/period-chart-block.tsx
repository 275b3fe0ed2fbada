import { parseISO } from 'date-fns';
import { lazy, Suspense, useState } from 'react';
import { AnalyticsDialog } from '../analytics-dialog.tsx';
import { BlockCard } from '../block-card.tsx';
import type { TBlockInput } from '../block-input.ts';
import { isDailyPeriod, type TIsoPeriod } from '../period/analytics-period.ts';
import { biBlockQueries } from '../api/get-bi-blocks.ts';
import { useBiQuery } from '../api/use-bi-query.ts';
import { barsMax, CHART_SLOTS, chunkBars, formatBarValue, toPeriodBars, type TBar } from './period-bars.ts';
import page from '../analytics.module.css';
import styles from './period-chart.module.css';

const PeriodBarChart = lazy(() =>
  import('./period-bar-chart.tsx').then((module) => ({ default: module.PeriodBarChart })),
);

const TONE_TEXT = { lowest: 'menor', highest: 'maior', other: '', padding: '' } as const;

type TChartProps = {
  bars: readonly TBar[];
  caption: string;
  /** The y axis' top: one for all the expanded view's rows, so their heights compare. */
  yMax: number;
};

const Chart = ({ bars, caption, yMax }: TChartProps) => (
  <figure className={styles.figure}>
    <Suspense fallback={<ChartPlaceholder isBusy={false} />}>
      <PeriodBarChart bars={bars} yMax={yMax} />
    </Suspense>
    <table className="visually-hidden" data-testid="period-chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Período</th>
          <th scope="col">Processos</th>
        </tr>
      </thead>
      <tbody>
        {/* The padding is the chart's shape, not data: the table lists the period only. */}
        {bars
          .filter((bar) => bar.tone !== 'padding')
          .map((bar) => (
            <tr key={bar.key} data-tone={bar.tone}>
              <th scope="row">{bar.label}</th>
              <td>
                {formatBarValue(bar.value)}
                {TONE_TEXT[bar.tone] && ` (${TONE_TEXT[bar.tone]})`}
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  </figure>
);

/** 12 grey bars of varied heights while the chart loads (spec part 2 §9). */
const ChartPlaceholder = ({ isBusy }: { isBusy: boolean }) => (
  <div
    className={styles.placeholder}
    {...(isBusy ? { role: 'status', 'aria-label': 'Carregando' } : { 'aria-hidden': true })}
  >
    {Array.from({ length: CHART_SLOTS }, (_, index) => (
      <span
        key={index}
        className={styles.placeholderBar}
        style={{ height: `${30 + ((index * 37) % 60)}%` }}
        data-testid="period-bar-placeholder"
      />
    ))}
  </div>
);

type TPeriodChartBlockProps = TBlockInput & { period: TIsoPeriod };

/**
 * 'Total de processos por período' (spec part 2 §2.6, §4): by day up to 30 days, else by month,
 * every day or month of the period (zero without processes), padded to 12; above 12 bars the
 * expanded view splits them in rows of 12 on one y scale.
 */
export const PeriodChartBlock = ({ query, runId, period }: TPeriodChartBlockProps) => {
  const processes = useBiQuery(biBlockQueries.processesByPeriod(query), runId);
  const [isExpanded, setExpanded] = useState(false);
  const isDaily = isDailyPeriod(period);
  const bars = toPeriodBars(processes.data ?? [], {
    isDaily,
    start: parseISO(period.from),
    end: parseISO(period.to),
  });
  const yMax = barsMax(bars);
  const caption = `Total de processos por ${isDaily ? 'dia' : 'mês'}`;
  return (
    <BlockCard
      id="bi-period-chart"
      title="Total de processos por período"
      subtitle={isDaily ? 'Por dia' : 'Por mês'}
      isLoading={processes.isPending}
      actions={
        !processes.isPending &&
        bars.length > CHART_SLOTS && (
          <button type="button" className={page.linkButton} onClick={() => setExpanded(true)}>
            Visualização expandida
          </button>
        )
      }
    >
      {processes.isPending ? (
        <ChartPlaceholder isBusy />
      ) : (
        <Chart bars={bars} caption={caption} yMax={yMax} />
      )}
      <AnalyticsDialog title="Visão expandida do gráfico" isOpen={isExpanded} onOpenChange={setExpanded}>
        <div className={styles.rows}>
          {chunkBars(bars).map((row, index) => (
            <Chart
              key={row[0]?.key ?? index}
              bars={row}
              caption={`${caption} (parte ${index + 1})`}
              yMax={yMax}
            />
          ))}
        </div>
      </AnalyticsDialog>
    </BlockCard>
  );
};
