import type { TBiFilterQuery } from '@pc/contract/bi';
import type { TWayOfTransport } from '@pc/contract/primitives';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, startTransition, useCallback, useMemo, useState } from 'react';
import { usePeriodPicker } from '../../components/period-fields/use-period-picker.ts';
import { usePeriodRun } from '../../hooks/use-period-run.ts';
import { isFiguresPeriod, toPeriodText } from '../../lib/period.ts';
import { DeferredMount } from '../../components/deferred-mount/deferred-mount.tsx';
import { DeferredPlaceholder } from '../../components/deferred-mount/deferred-placeholder.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import type { TTagOption } from '../../components/tag-select/tag-selection.ts';
import { toast } from '../../lib/toast-store.ts';
import { formatNumber } from '../../lib/format.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useBiExport } from './api/get-bi-export-items.ts';
import { biFilterValuesQueryOptions } from './api/get-bi-filter-values.ts';
import { ChannelsBlock } from './blocks/channels-block.tsx';
import { FreightBlock } from './blocks/freight-block.tsx';
import { ModesBlock } from './blocks/modes-block.tsx';
import { TaxTotalsBlock } from './blocks/tax-totals-block.tsx';
import { VmldIcmsBlock } from './blocks/vmld-icms-block.tsx';
import { WeightsBlock } from './blocks/weights-block.tsx';
import type { TCountryCatalogue } from './countries/country-catalogue.ts';
import { useCountryCatalogue } from './countries/use-country-catalogue.ts';
import { ExchangeRatesBlock } from './exchange/exchange-rates-block.tsx';
import { toFilterQuery, type TAnalyticsRun, type TMapSelection } from './filters/bi-query.ts';
import {
  activeFilterCount,
  dropUnmatchedFilters,
  EMPTY_DRAWER_FILTERS,
  visibleDrawerSelects,
  type TDrawerFilters,
} from './filters/drawer-filters.ts';
import { FilterDrawer } from './filters/filter-drawer.tsx';
import { ImportDrawer } from './import/import-drawer.tsx';
import { usePeriodImport } from './import/use-period-import.ts';
import { LeadTimesBlock } from './lead-times/lead-times-block.tsx';
import { MapBlock } from './map/map-block.tsx';
import { NcmGoodsBlock } from './ncm/ncm-goods-block.tsx';
import { formatIsoPeriod, readPeriodText, type TPeriodText } from './period/analytics-period.ts';
import { PeriodToolbar } from './period/period-toolbar.tsx';
import { PeriodChartBlock } from './period-chart/period-chart-block.tsx';
import { ExportersBlock, ManufacturersBlock, OriginsBlock } from './rankings/ranking-blocks.tsx';
import { useBlockErrorToast } from './use-block-error-toast.ts';
import styles from './analytics.module.css';
import { PageTitle } from '../../components/page-title/page-title.tsx';

const EMPTY_MAP_SELECTION: TMapSelection = { countries: [], ncms: [] };

type TGenerateChanges = { text?: TPeriodText; filters?: TDrawerFilters };

const AnalyticsHeader = ({ periodText }: { periodText: string }) => (
  <header className={styles.pageHeader}>
    <nav aria-label="Trilha de navegação">
      <ol className={styles.breadcrumb}>
        <li>Portal dos Clientes</li>
        <li>{routes.Analytics.title}</li>
      </ol>
    </nav>
    <h1 id="analytics-title" className={styles.title}>
      {routes.Analytics.title}
    </h1>
    <p className={styles.subtitle}>
      Processos com DI registrada de <strong>{periodText}</strong>.
    </p>
  </header>
);

type TToolbarActionsProps = {
  filterCount: number;
  onOpenFilters: () => void;
  onOpenImport: () => void;
  isExporting: boolean;
  onExport: () => void;
};

/** Filtrar Pesquisa (with the count of active filters), Importar and Exportar Excel. */
const ToolbarActions = ({
  filterCount,
  onOpenFilters,
  onOpenImport,
  isExporting,
  onExport,
}: TToolbarActionsProps) => (
  <>
    <button
      type="button"
      className={styles.secondaryButton}
      onClick={onOpenFilters}
      aria-label={
        filterCount > 0
          ? `Filtrar Pesquisa (${formatNumber(filterCount)} ${filterCount === 1 ? 'filtro ativo' : 'filtros ativos'})`
          : undefined
      }
    >
      Filtrar Pesquisa
      {filterCount > 0 && <span className={styles.badge}>{filterCount}</span>}
    </button>
    <button type="button" className={styles.secondaryButton} onClick={onOpenImport}>
      Importar
    </button>
    <button
      type="button"
      className={styles.excelButton}
      disabled={isExporting}
      aria-busy={isExporting}
      onClick={onExport}
    >
      {isExporting ? 'Exportando…' : 'Exportar Excel'}
    </button>
  </>
);

type TAnalyticsBlocksProps = {
  run: TAnalyticsRun;
  query: TBiFilterQuery;
  periodText: string;
  mapSelection: TMapSelection;
  onMapSelectionChange: (selection: TMapSelection) => void;
  countryOptions: readonly TTagOption[];
  catalogue: TCountryCatalogue;
};

// Memoised on their props: typing a date, or one block's answer arriving, draws no other block.
const TaxTotals = memo(TaxTotalsBlock);
const Modes = memo(ModesBlock);
const VmldIcms = memo(VmldIcmsBlock);
const Weights = memo(WeightsBlock);
const Freight = memo(FreightBlock);
const Channels = memo(ChannelsBlock);
const ExchangeRates = memo(ExchangeRatesBlock);
const LeadTimes = memo(LeadTimesBlock);
const WorldMap = memo(MapBlock);
const NcmGoods = memo(NcmGoodsBlock);
const Origins = memo(OriginsBlock);
const Exporters = memo(ExportersBlock);
const Manufacturers = memo(ManufacturersBlock);
const PeriodChart = memo(PeriodChartBlock);

/** Each deferred block's height once drawn, on a phone and on a wide screen (px). */
const PLACEHOLDER_HEIGHTS = {
  exchange: { phoneHeight: 619, wideHeight: 375 },
  leadTimes: { phoneHeight: 488, wideHeight: 218 },
  map: { phoneHeight: 885, wideHeight: 619 },
  ncm: { phoneHeight: 799, wideHeight: 549 },
  rankings: { phoneHeight: 2369, wideHeight: 837 },
  periodChart: { phoneHeight: 354, wideHeight: 370 },
} as const;

/**
 * Every block of the screen, each loading with the run's filters. The six figures come first; the
 * blocks below them, which a phone reaches by scrolling, are drawn one per turn after (phone speed).
 */
const AnalyticsBlocks = memo(function AnalyticsBlocks({
  run,
  query,
  periodText,
  mapSelection,
  onMapSelectionChange,
  countryOptions,
  catalogue,
}: TAnalyticsBlocksProps) {
  const { runId } = run;
  return (
    <>
      <div className={styles.grid}>
        <TaxTotals query={query} runId={runId} />
        <Modes query={query} runId={runId} />
        <VmldIcms query={query} runId={runId} />
        <Weights query={query} runId={runId} />
        <Freight query={query} runId={runId} />
        <Channels query={query} runId={runId} />
      </div>
      <DeferredMount placeholder={<DeferredPlaceholder {...PLACEHOLDER_HEIGHTS.exchange} />}>
        <ExchangeRates query={query} runId={runId} periodText={periodText} />
      </DeferredMount>
      <DeferredMount placeholder={<DeferredPlaceholder {...PLACEHOLDER_HEIGHTS.leadTimes} />}>
        <LeadTimes query={query} runId={runId} drawerMode={run.filters.modal as TWayOfTransport | ''} />
      </DeferredMount>
      <DeferredMount placeholder={<DeferredPlaceholder {...PLACEHOLDER_HEIGHTS.map} />}>
        <WorldMap
          query={query}
          runId={runId}
          selection={mapSelection}
          onSelectionChange={onMapSelectionChange}
          countryOptions={countryOptions}
          catalogue={catalogue}
        />
      </DeferredMount>
      <DeferredMount placeholder={<DeferredPlaceholder {...PLACEHOLDER_HEIGHTS.ncm} />}>
        <NcmGoods query={query} runId={runId} />
      </DeferredMount>
      <DeferredMount placeholder={<DeferredPlaceholder {...PLACEHOLDER_HEIGHTS.rankings} />}>
        <div className={styles.rankings}>
          <Origins query={query} runId={runId} catalogue={catalogue} />
          <Exporters query={query} runId={runId} catalogue={catalogue} />
          <Manufacturers query={query} runId={runId} catalogue={catalogue} />
        </div>
      </DeferredMount>
      <DeferredMount placeholder={<DeferredPlaceholder {...PLACEHOLDER_HEIGHTS.periodChart} />}>
        <PeriodChart query={query} runId={runId} period={run.period} />
      </DeferredMount>
    </>
  );
});

/** The 'Importando Dados' loader with the job's progress. */
const ImportOverlay = ({ isImporting, progress }: { isImporting: boolean; progress: number }) => (
  <LoadingOverlay
    isVisible={isImporting}
    label="Importando Dados"
    detail={
      <>
        <p>O carregamento dos dados pode levar alguns minutos.</p>
        <progress className={styles.progress} value={progress} max={1} aria-label="Progresso da importação" />
        <p>{formatNumber(progress * 100, { maximumFractionDigits: 0 })}%</p>
      </>
    }
  />
);

/** The drawer's lists for the run's period: the drawer's selects and the map's country options. */
const useFilterValues = (run: TAnalyticsRun, catalogue: TCountryCatalogue) => {
  const filterValues = useQuery({
    ...biFilterValuesQueryOptions(run.period, run.runId),
    // The drawer keeps its selects (and the focused one) while a committed choice regenerates.
    placeholderData: keepPreviousData,
  });
  useBlockErrorToast(filterValues.error);
  const countryOptions = useMemo(
    () =>
      (filterValues.data?.paises_origem ?? [])
        .map((code) => ({ value: code, label: catalogue.nameOf(code) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
    [filterValues.data, catalogue],
  );
  return {
    filterValues,
    drawerSelects: visibleDrawerSelects(filterValues.data, catalogue.nameOf),
    countryOptions,
  };
};

const INITIAL_CHOICE: Omit<TAnalyticsRun, 'period'> = {
  companyId: null,
  filters: EMPTY_DRAWER_FILTERS,
  runId: 0,
};

/** /analytics, 'Análise Operacional' (spec part 2 §2.6); the allow-list guard is the route's. */
export const AnalyticsPage = () => {
  const { companies } = useSession();
  const catalogue = useCountryCatalogue();
  // The period lives in the address and is the one model's (docs/decisions/0099-one-period-model.md).
  const periodRun = usePeriodRun(INITIAL_CHOICE, { isAccepted: isFiguresPeriod });
  const { period, choice } = periodRun;
  const run = useMemo<TAnalyticsRun>(() => ({ ...choice, period }), [choice, period]);
  const picker = usePeriodPicker(period, periodRun.arrivals);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [filters, setFilters] = useState<TDrawerFilters>(EMPTY_DRAWER_FILTERS);
  const [mapSelection, setMapSelection] = useState<TMapSelection>(EMPTY_MAP_SELECTION);
  const [isFilterOpen, setFilterOpen] = useState(false);
  const [isImportOpen, setImportOpen] = useState(false);
  const query = useMemo(() => toFilterQuery(run), [run]);
  const { exportItems, isExporting } = useBiExport();

  const { filterValues, drawerSelects, countryOptions } = useFilterValues(run, catalogue);

  // A value the new period's lists lack reads TODOS in its select; it is dropped and the data
  // generated again, so what the blocks show always matches what the drawer says.
  const unmatched = filterValues.data ? dropUnmatchedFilters(run.filters, filterValues.data) : null;
  if (unmatched) {
    setFilters(unmatched);
    periodRun.setChoice((before) => ({ ...before, filters: unmatched, runId: before.runId + 1 }));
  }

  const generate = (changes: TGenerateChanges = {}): void => {
    const reading = readPeriodText(changes.text ?? picker.text);
    // Spec part 2 §5: nothing happens while a date is missing.
    if (reading.status === 'missing') return;
    if (reading.status === 'refused') {
      toast.error(reading.message);
      return;
    }
    // A transition: the press paints at once and the fifteen blocks are drawn again in slices, so
    // the screen answers the tap (INP) before it has redrawn every block (phone speed).
    startTransition(() => {
      periodRun.run(
        { companyId, filters: changes.filters ?? filters, runId: choice.runId + 1 },
        reading.period,
      );
    });
  };

  const changeFilters = (next: TDrawerFilters) => {
    setFilters(next);
    // Spec part 2 §2.6: the origin country also updates the map's origin-country choice.
    if (next.pais_origem !== filters.pais_origem)
      setMapSelection((before) => ({ ...before, countries: next.pais_origem ? [next.pais_origem] : [] }));
    generate({ filters: next });
  };

  const periodImport = usePeriodImport((period) => {
    const importedText = toPeriodText(period);
    picker.setText(importedText);
    generate({ text: importedText });
  });

  const changeMapSelection = useCallback((selection: TMapSelection) => setMapSelection(selection), []);
  const periodText = formatIsoPeriod(run.period);

  return (
    <section className={styles.page} aria-labelledby="analytics-title">
      <PageTitle parts={[routes.Analytics.title]} />
      <AnalyticsHeader periodText={periodText} />

      <PeriodToolbar
        text={picker.text}
        onTextChange={picker.setText}
        quickRange={picker.quickRange}
        onQuickRange={picker.pickQuickRange}
        companies={companies}
        companyId={companyId}
        onCompanyChange={setCompanyId}
        onGenerate={() => generate()}
        isGenerating={filterValues.isFetching}
      >
        <ToolbarActions
          filterCount={activeFilterCount(filters)}
          onOpenFilters={() => setFilterOpen(true)}
          onOpenImport={() => setImportOpen(true)}
          isExporting={isExporting}
          onExport={() => exportItems(query)}
        />
      </PeriodToolbar>

      <AnalyticsBlocks
        run={run}
        query={query}
        periodText={periodText}
        mapSelection={mapSelection}
        onMapSelectionChange={changeMapSelection}
        countryOptions={countryOptions}
        catalogue={catalogue}
      />

      <FilterDrawer
        isOpen={isFilterOpen}
        onOpenChange={setFilterOpen}
        selects={drawerSelects}
        isLoading={filterValues.isPending}
        value={filters}
        onChange={changeFilters}
      />
      <ImportDrawer
        isOpen={isImportOpen}
        onOpenChange={setImportOpen}
        initialText={picker.text}
        onImport={(period) => {
          setImportOpen(false);
          void periodImport.start(
            period,
            companyId === null ? companies.map((company) => company.id) : [companyId],
          );
        }}
      />
      <ImportOverlay isImporting={periodImport.isImporting} progress={periodImport.progress} />
    </section>
  );
};
