import { useQuery } from '@tanstack/react-query';
import type { TCompany } from '@pc/contract/company';
import type { TTransitTimeRow } from '@pc/contract/indicators';
import {
  DUIMP_LEAD_TIMES_DEFINITION,
  TRANSIT_TIME_DEFINITION,
  type TTransitTimeDuimp,
} from '@pc/contract/transit-time';
import type { TWayOfTransport } from '@pc/contract/primitives';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { DataTable, useDataTable } from '../../components/data-table/data-table.tsx';
import type { TTableColumn } from '../../components/data-table/table-search.ts';
import { FormField } from '../../components/form-field/form-field.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { MultiSelect } from '../../components/multi-select/multi-select.tsx';
import { PeriodDates, QuickRanges } from '../../components/period-fields/period-picker.tsx';
import { usePeriodPicker } from '../../components/period-fields/use-period-picker.ts';
import { usePeriodRun } from '../../hooks/use-period-run.ts';
import { NoSample } from '../../components/no-sample/no-sample.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { InfoTooltip } from '../../components/tooltip/info-tooltip.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { formatNumber } from '../../lib/format.ts';
import { DuimpWaits } from '../../components/duimp-waits/duimp-waits.tsx';
import {
  duimpLeadTimeQueryOptions,
  transitTimeFiltersQueryOptions,
  transitTimeQueryOptions,
  type TTransitRequest,
} from './api/get-transit-time.ts';
import { readPeriodText } from './period-text.ts';
import {
  buildTransitQuery,
  EMPTY_TRANSIT_TEXT,
  meanTransitTime,
  WAY_OF_TRANSPORT_LABELS,
  WAYS_OF_TRANSPORT,
  type TTransitSelection,
} from './transit-time.ts';
import pageStyles from '../../components/filter-page/filter-page.module.css';
import styles from './home.module.css';
import { toCompanyIds } from './indicator-request.ts';

const formatDays = (value: number): string =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const COLUMNS: readonly TTableColumn<TTransitTimeRow>[] = [
  { id: 'countryOrigin', header: 'País de Origem', getText: (row) => row.countryOrigin },
  { id: 'boardingPlace', header: 'Local de Embarque', getText: (row) => row.boardingPlace },
  { id: 'wayOfTransport', header: 'Modal', getText: (row) => WAY_OF_TRANSPORT_LABELS[row.wayOfTransport] },
  {
    id: 'avaregeOfDays',
    header: 'Transit time (dias)',
    getText: (row) => formatDays(row.avaregeOfDays),
    getSortValue: (row) => row.avaregeOfDays,
  },
];

const NO_SELECTION: TTransitSelection = { origins: [], placesOfLoading: [], modais: [] };

// The default period is loaded on arrival, as if Filtrar had been clicked once; the period is the
// one model's, shared with GERAL (docs/decisions/0099-one-period-model.md).
const FIRST_RUN = { selection: NO_SELECTION, runId: 1 };

const MODAL_OPTIONS = WAYS_OF_TRANSPORT.map((way) => ({ value: way, label: WAY_OF_TRANSPORT_LABELS[way] }));
const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const TransitResults = ({ rows }: { rows: readonly TTransitTimeRow[] }) => {
  const state = useDataTable({
    data: rows,
    columns: COLUMNS,
    initialSorting: [{ id: 'countryOrigin', desc: false }],
  });
  return <DataTable state={state} label="Transit time por origem" emptyText={EMPTY_TRANSIT_TEXT} />;
};

type TTransitSectionProps = {
  mean: number | null;
  rows: readonly TTransitTimeRow[];
  isFetching: boolean;
  /** A new Filtrar starts the table over (search text, page). */
  runId: number;
};

/** The mean transit time over the table of the applied filter. */
const TransitSection = ({ mean, rows, isFetching, runId }: TTransitSectionProps) => (
  <section className={styles.section} aria-labelledby="transit-title">
    <header className={styles.transitHeader}>
      <span className={styles.sectionTitleRow}>
        <h2 id="transit-title" className={styles.sectionTitle}>
          Transit time
        </h2>
        <InfoTooltip label="Transit time" text={TRANSIT_TIME_DEFINITION} />
      </span>
      <p className={styles.meanTransit} data-testid="mean-transit-time">
        Transit time médio:{' '}
        {mean === null ? (
          <NoSample isInline />
        ) : (
          <strong>{`${formatNumber(mean)} ${mean === 1 ? 'dia' : 'dias'}`}</strong>
        )}
      </p>
    </header>
    <div className={styles.tableBox}>
      <LoadingOverlay isVisible={isFetching} variant="container" label="Carregando transit time" />
      <TransitResults key={runId} rows={rows} />
    </div>
  </section>
);

type TDuimpSectionProps = { data: TTransitTimeDuimp | undefined; isPending: boolean; isError: boolean };

/** The DUIMP era's waits of the same processes (beyond the spec: decision 0123). */
const DuimpSection = ({ data, isPending, isError }: TDuimpSectionProps) => (
  <section className={styles.section} aria-labelledby="transit-duimp-title">
    <header className={styles.transitHeader}>
      <span className={styles.sectionTitleRow}>
        <h2 id="transit-duimp-title" className={styles.sectionTitle}>
          DUIMP: canal e LPCO
        </h2>
        <InfoTooltip label="DUIMP: canal e LPCO" text={DUIMP_LEAD_TIMES_DEFINITION} />
      </span>
    </header>
    {isError ? (
      <p role="alert">Não foi possível recuperar os tempos da DUIMP.</p>
    ) : (
      <DuimpWaits
        registryToChannel={data?.registryToChannel.averageOfDays ?? null}
        processes={data?.registryToChannel.processes ?? 0}
        agencies={data?.lpcoByAgency ?? []}
        isLoading={isPending}
      />
    )}
  </section>
);

/** The TRANSIT TIME tab (company 154): filters, the mean transit time and the table (spec part 1 §2). */
export const TransitTimeTab = ({ companies }: { companies: readonly TCompany[] }) => {
  const toast = useToast();
  const companiesIds = toCompanyIds(companies);
  const filters = useQuery(transitTimeFiltersQueryOptions(companiesIds));
  const [selection, setSelection] = useState<TTransitSelection>(NO_SELECTION);
  const periodRun = usePeriodRun(FIRST_RUN);
  const { period, choice } = periodRun;
  const picker = usePeriodPicker(period, periodRun.arrivals);
  const [validationMessage, setValidationMessage] = useState<string | null>(null);
  const companyIds = useMemo(() => companies.map((company) => company.id), [companies]);
  const request = useMemo<TTransitRequest>(
    () => ({ query: buildTransitQuery(period, choice.selection, companyIds), runId: choice.runId }),
    [period, choice, companyIds],
  );
  const rows = useQuery(transitTimeQueryOptions(request));
  const duimpWaits = useQuery(duimpLeadTimeQueryOptions(request));
  const mean = useMemo(() => meanTransitTime(rows.data ?? []), [rows.data]);

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = readPeriodText(picker.text.from, picker.text.to);
    if (!outcome.isValid) {
      setValidationMessage(outcome.message);
      return;
    }
    setValidationMessage(null);
    periodRun.run({ selection, runId: choice.runId + 1 }, outcome.period);
  };

  const { runId } = request;
  // One toast per failed Filtrar (the effect re-runs only when the error object changes).
  useEffect(() => {
    if (rows.error)
      toast.error(
        `Não foi possível recuperar o transit time: ${errorMessage(rows.error, 'erro inesperado.')}`,
      );
  }, [rows.error, toast]);

  return (
    <div className={styles.tabBody}>
      <form className={pageStyles.filters} onSubmit={filter} noValidate aria-label="Filtro de transit time">
        <div className={styles.transitFields}>
          <FormField id="transit-origins" label="País de Origem">
            <MultiSelect
              id="transit-origins"
              label="País de Origem"
              options={toOptions(filters.data?.origins ?? [])}
              value={selection.origins}
              onChange={(origins) => setSelection((before) => ({ ...before, origins }))}
              isLoading={filters.isPending}
            />
          </FormField>
          <FormField id="transit-places" label="Local de Embarque">
            <MultiSelect
              id="transit-places"
              label="Local de Embarque"
              options={toOptions(filters.data?.placesOfLoading ?? [])}
              value={selection.placesOfLoading}
              onChange={(placesOfLoading) => setSelection((before) => ({ ...before, placesOfLoading }))}
              isLoading={filters.isPending}
            />
          </FormField>
          <FormField id="transit-modais" label="Modal">
            <MultiSelect
              id="transit-modais"
              label="Modal"
              options={MODAL_OPTIONS}
              value={selection.modais}
              onChange={(modais) =>
                setSelection((before) => ({ ...before, modais: modais as TWayOfTransport[] }))
              }
            />
          </FormField>
          <PeriodDates
            idPrefix="transit"
            labels={{ from: 'Data Inicial', to: 'Data Final' }}
            value={picker.text}
            onChange={picker.setText}
            errorId={validationMessage ? 'transit-period-error' : undefined}
          />
          <button type="submit" className={pageStyles.primaryButton} aria-busy={rows.isFetching}>
            Filtrar
          </button>
        </div>
        {filters.isError && (
          <p className={pageStyles.validation} role="alert">
            Não foi possível carregar as opções de país e local de embarque.
          </p>
        )}
        <QuickRanges value={picker.quickRange} onPick={picker.pickQuickRange} />
        {validationMessage && (
          <p id="transit-period-error" className={pageStyles.validation} role="alert">
            {validationMessage}
          </p>
        )}
      </form>

      <TransitSection mean={mean} rows={rows.data ?? []} isFetching={rows.isFetching} runId={runId} />
      <DuimpSection data={duimpWaits.data} isPending={duimpWaits.isPending} isError={duimpWaits.isError} />
    </div>
  );
};
