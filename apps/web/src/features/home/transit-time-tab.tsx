import { useQuery } from '@tanstack/react-query';
import type { TCompany } from '@pc/contract/company';
import { INDICATOR_DEFINITIONS, type TTransitTimeRow } from '@pc/contract/indicators';
import type { TWayOfTransport } from '@pc/contract/primitives';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { DataTable, useDataTable } from '../../components/data-table/data-table.tsx';
import type { TTableColumn } from '../../components/data-table/table-search.ts';
import { DateInput } from '../../components/date-input/date-input.tsx';
import { FormField } from '../../components/form-field/form-field.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { MultiSelect } from '../../components/multi-select/multi-select.tsx';
import { NoSample } from '../../components/no-sample/no-sample.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { InfoTooltip } from '../../components/tooltip/info-tooltip.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import {
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

// Not in the spec: the tab opens on the last 12 months (from the 1st of the month 11 months back
// to today) and loads them, rather than an empty table waiting for dates
// (docs/decisions/0046-home-screen.md).
const DEFAULT_MONTHS = 12;
const NO_SELECTION: TTransitSelection = { origins: [], placesOfLoading: [], modais: [] };

const defaultDates = (today: Date): { from: string; to: string } => ({
  from: formatDate(new Date(today.getFullYear(), today.getMonth() - (DEFAULT_MONTHS - 1), 1)),
  to: formatDate(today),
});

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
        <InfoTooltip label="Transit time" text={INDICATOR_DEFINITIONS.transitTime} />
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

/** The TRANSIT TIME tab (company 154): filters, the mean transit time and the table (spec part 1 §2). */
export const TransitTimeTab = ({ companies }: { companies: readonly TCompany[] }) => {
  const toast = useToast();
  const companiesIds = toCompanyIds(companies);
  const filters = useQuery(transitTimeFiltersQueryOptions(companiesIds));
  const [selection, setSelection] = useState<TTransitSelection>(NO_SELECTION);
  const [dates, setDates] = useState(() => defaultDates(new Date()));
  const [validationMessage, setValidationMessage] = useState<string | null>(null);
  // The default period is loaded on arrival, as if Filtrar had been clicked once.
  const [request, setRequest] = useState<TTransitRequest | null>(() => {
    const outcome = readPeriodText(dates.from, dates.to);
    if (!outcome.isValid) return null;
    const ids = companies.map((company) => company.id);
    return { query: buildTransitQuery(outcome.period, NO_SELECTION, ids), runId: 1 };
  });
  const rows = useQuery(transitTimeQueryOptions(request));
  const mean = useMemo(() => meanTransitTime(rows.data ?? []), [rows.data]);

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = readPeriodText(dates.from, dates.to);
    if (!outcome.isValid) {
      setValidationMessage(outcome.message);
      return;
    }
    setValidationMessage(null);
    const query = buildTransitQuery(
      outcome.period,
      selection,
      companies.map((company) => company.id),
    );
    setRequest((before) => ({ query, runId: (before?.runId ?? 0) + 1 }));
  };

  const runId = request?.runId;
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
          <FormField id="transit-from" label="Data Inicial">
            <DateInput
              id="transit-from"
              value={dates.from}
              aria-invalid={validationMessage ? true : undefined}
              onValueChange={(from) => setDates((before) => ({ ...before, from }))}
            />
          </FormField>
          <FormField id="transit-to" label="Data Final">
            <DateInput
              id="transit-to"
              value={dates.to}
              aria-invalid={validationMessage ? true : undefined}
              onValueChange={(to) => setDates((before) => ({ ...before, to }))}
            />
          </FormField>
          <button type="submit" className={pageStyles.primaryButton} aria-busy={rows.isFetching}>
            Filtrar
          </button>
        </div>
        {filters.isError && (
          <p className={pageStyles.validation} role="alert">
            Não foi possível carregar as opções de país e local de embarque.
          </p>
        )}
        {validationMessage && (
          <p className={pageStyles.validation} role="alert">
            {validationMessage}
          </p>
        )}
      </form>

      <TransitSection mean={mean} rows={rows.data ?? []} isFetching={rows.isFetching} runId={runId ?? 0} />
    </div>
  );
};
