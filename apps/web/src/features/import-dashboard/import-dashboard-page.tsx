import type { TImportDashboard } from '@pc/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import page from '../../components/filter-page/filter-page.module.css';
import { usePeriodPicker } from '../../components/period-fields/use-period-picker.ts';
import { usePeriodRun } from '../../hooks/use-period-run.ts';
import { isFiguresPeriod } from '../../lib/period.ts';
import { toast } from '../../lib/toast-store.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useDashboardExport } from './api/get-import-dashboard-export.ts';
import { importDashboardFilterValuesQueryOptions } from './api/get-import-dashboard-filter-values.ts';
import { BarChart } from './bar-chart.tsx';
import { DashboardFilterDrawer } from './dashboard-filter-drawer.tsx';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  monthLabel,
  monthName,
  periodText,
  readPeriodText,
  type TDashboardFilters,
  type TDashboardRun,
  type TDrillBucket,
  type TIsoPeriod,
} from './dashboard-query.ts';
import { DashboardToolbar } from './dashboard-toolbar.tsx';
import { FreightCard, ModesCard } from './donut-cards.tsx';
import { ExchangeRateCard, TaxCards, VmldCard, WeightsCard } from './figure-cards.tsx';
import { useDashboardFigures } from './use-dashboard-figures.ts';
import { useDrillDown } from './use-drill-down.ts';
import styles from './import-dashboard.module.css';
import { PageTitle } from '../../components/page-title/page-title.tsx';

const pad = (value: number) => String(value).padStart(2, '0');

type TDashboardProps = { dashboard: TImportDashboard | undefined };

/**
 * The title and the period of the figures on screen, against the previous period once the answer
 * names it; without figures (the first load failed) it names no period.
 */
const DashboardHeader = ({ period, dashboard }: TDashboardProps & { period: TIsoPeriod | null }) => (
  <header className={page.pageHeader}>
    <h1 id="dashboard-title" className={page.title}>
      {routes.PainelImportacao.title}
    </h1>
    <p className={page.subtitle} data-testid="dashboard-period">
      {period === null ? (
        'Nenhum período carregado. Escolha o período e clique em Gerar.'
      ) : (
        <>
          Processos com DI registrada de <strong>{periodText(period)}</strong>
          {dashboard && (
            <>
              , comparados com o período anterior (<abbr title="Período anterior">P.A.</abbr>){' '}
              <strong>
                {periodText({ from: dashboard.periodo_anterior.inicio, to: dashboard.periodo_anterior.fim })}
              </strong>
            </>
          )}
          .
        </>
      )}
    </p>
  </header>
);

/** In place of the blocks when no figures could be loaded: never skeletons that load forever. */
const DashboardUnavailable = () => (
  <section className={`${styles.card} ${styles.unavailable}`} data-testid="dashboard-unavailable">
    <h2 className={styles.cardTitle}>Nenhum dado para exibir</h2>
    <p>Não foi possível carregar o painel de importação. Confira o período e clique em Gerar.</p>
  </section>
);

type TDashboardActionsProps = {
  filterCount: number;
  onOpenFilters: () => void;
  isExporting: boolean;
  onExport: () => void;
};

/** Filtros (with the count of active filters) and Excel. */
const DashboardActions = ({ filterCount, onOpenFilters, isExporting, onExport }: TDashboardActionsProps) => (
  <>
    <button
      type="button"
      className={page.secondaryButton}
      onClick={onOpenFilters}
      aria-label={
        filterCount > 0
          ? `Filtros (${formatNumber(filterCount)} ${filterCount === 1 ? 'filtro ativo' : 'filtros ativos'})`
          : undefined
      }
    >
      Filtros
      {filterCount > 0 && <span className={styles.badge}>{filterCount}</span>}
    </button>
    <button
      type="button"
      className={page.excelButton}
      disabled={isExporting}
      aria-busy={isExporting}
      onClick={onExport}
    >
      {isExporting ? 'Exportando…' : 'Excel'}
    </button>
  </>
);

/** Processes per month and per day; a bar opens its processes. */
const ProcessBarCards = ({
  dashboard,
  onOpen,
}: TDashboardProps & { onOpen: (bucket: TDrillBucket) => void }) => {
  const months = dashboard?.processosPorMes.map((bar) => ({
    key: `${bar.ano}-${bar.mes}`,
    label: monthLabel(bar.ano, bar.mes),
    fullLabel: monthName(bar.ano, bar.mes),
    value: bar.total,
  }));
  const days = dashboard?.processosPorDia.map((bar) => ({
    key: `${bar.ano}-${pad(bar.mes)}-${pad(bar.dia)}`,
    // The 1st of each month names its month, so a long run of days can be read.
    label: bar.dia === 1 ? monthLabel(bar.ano, bar.mes) : String(bar.dia),
    fullLabel: formatDate(`${bar.ano}-${pad(bar.mes)}-${pad(bar.dia)}`),
    value: bar.total,
  }));

  return (
    <>
      <article
        className={`${styles.card} ${styles.wide}`}
        aria-labelledby="dash-months"
        data-testid="dash-months"
      >
        <h2 id="dash-months" className={styles.cardTitle}>
          Processos por mês
        </h2>
        <BarChart
          label="Processos por mês"
          bars={months}
          skeletonCount={12}
          minBarWidth={44}
          isScrolledToEnd
          onOpen={(bar) => {
            const [year, month] = bar.key.split('-').map(Number);
            if (year && month) onOpen({ kind: 'month', year, month });
          }}
        />
        <p className={styles.hint}>Clique em uma barra para ver os processos.</p>
      </article>
      <article
        className={`${styles.card} ${styles.wide}`}
        aria-labelledby="dash-days"
        data-testid="dash-days"
      >
        <h2 id="dash-days" className={styles.cardTitle}>
          Processos por dia
        </h2>
        <BarChart
          label="Processos por dia"
          bars={days}
          skeletonCount={20}
          isScrolledToEnd
          onOpen={(bar) => onOpen({ kind: 'day', day: bar.key })}
        />
      </article>
    </>
  );
};

/** Every block of the dashboard; skeletons while its figures load. */
const DashboardBlocks = ({
  dashboard,
  onOpen,
}: TDashboardProps & { onOpen: (bucket: TDrillBucket) => void }) => (
  <>
    <section className={styles.section} aria-labelledby="dash-taxes-title">
      <h2 id="dash-taxes-title" className={styles.sectionTitle}>
        Impostos
      </h2>
      <TaxCards dashboard={dashboard} />
    </section>

    <div className={styles.grid}>
      <ProcessBarCards dashboard={dashboard} onOpen={onOpen} />
      <ModesCard dashboard={dashboard} onOpen={(mode) => onOpen({ kind: 'mode', mode })} />
      <VmldCard dashboard={dashboard} />
      <FreightCard dashboard={dashboard} />
      <WeightsCard dashboard={dashboard} />
      <ExchangeRateCard dashboard={dashboard} />
    </div>
  </>
);

const INITIAL_CHOICE: Omit<TDashboardRun, 'period'> = { companyIds: [], filters: EMPTY_FILTERS, runId: 0 };

/** /painel-importacao: taxes, processes, VMLD, weights, freight and exchange rate against the P.A. */
export const ImportDashboardPage = () => {
  const { companies } = useSession();
  // The period lives in the address and is the one model's (docs/decisions/0099-one-period-model.md).
  const periodRun = usePeriodRun<Omit<TDashboardRun, 'period'>>(INITIAL_CHOICE, {
    isAccepted: isFiguresPeriod,
  });
  const { period, choice } = periodRun;
  const picker = usePeriodPicker(period, periodRun.arrivals);
  const run = useMemo<TDashboardRun>(() => ({ ...choice, period }), [choice, period]);
  const [companyIds, setCompanyIds] = useState<number[]>([]);
  const [isFilterOpen, setFilterOpen] = useState(false);
  const { shownRun, data, isFetching } = useDashboardFigures(run);
  // What follows the screen (drill-downs, Excel, the drawer) reads the run on screen.
  const activeRun = shownRun ?? run;
  const { openBucket, isOpening } = useDrillDown(activeRun);
  const { exportDashboard, isExporting } = useDashboardExport();
  const filterValues = useQuery({
    ...importDashboardFilterValuesQueryOptions(activeRun),
    enabled: isFilterOpen,
  });

  const generate = (filters: TDashboardFilters = activeRun.filters): void => {
    const reading = readPeriodText(picker.text);
    if (!reading.isValid) {
      toast.error(reading.message);
      return;
    }
    periodRun.run({ companyIds, filters, runId: choice.runId + 1 }, reading.period);
  };

  return (
    <section className={page.page} aria-labelledby="dashboard-title">
      <PageTitle parts={[routes.PainelImportacao.title]} />
      <DashboardHeader period={shownRun?.period ?? null} dashboard={data} />

      <DashboardToolbar
        text={picker.text}
        onTextChange={picker.setText}
        quickRange={picker.quickRange}
        onQuickRange={picker.pickQuickRange}
        companies={companies}
        companyIds={companyIds}
        onCompaniesChange={setCompanyIds}
        onGenerate={() => generate()}
        isGenerating={isFetching}
      >
        <DashboardActions
          filterCount={activeFilterCount(activeRun.filters)}
          onOpenFilters={() => setFilterOpen(true)}
          isExporting={isExporting}
          onExport={() => exportDashboard(activeRun)}
        />
      </DashboardToolbar>

      <LoadingOverlay isVisible={isOpening} label="Carregando processos" />

      {shownRun === null ? (
        <DashboardUnavailable />
      ) : (
        <DashboardBlocks dashboard={data} onOpen={openBucket} />
      )}

      <DashboardFilterDrawer
        isOpen={isFilterOpen}
        onOpenChange={setFilterOpen}
        options={filterValues.data}
        isLoading={filterValues.isPending}
        value={activeRun.filters}
        onChange={(filters) => generate(filters)}
      />
    </section>
  );
};
