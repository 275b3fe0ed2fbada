import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PROCESS_SEARCH_CAPPED_TEXT, PROCESS_SEARCH_RESULT_MAX } from '@pc/contract/process-calls';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import styles from '../../components/filter-page/filter-page.module.css';
import { useToast } from '../../hooks/use-toast.ts';
import { rememberedPeriod, toPeriodText } from '../../lib/period.ts';
import { rememberPeriod } from '../../lib/period-memory.ts';
import { NO_PROCESS_FOUND, foundMessage, searchFailedMessage } from '../../lib/process-search.ts';
import { countOf } from '../../lib/process-source.ts';
import { hasDuimpFilter } from '../../lib/duimp-list-filter.ts';
import { routes } from '../../lib/routes.ts';
import { searchResultsStore, useSearchResults } from '../../lib/search-results-store.ts';
import { processListQueryOptions } from './api/get-report-general.ts';
import {
  DEFAULT_LIST_VIEW,
  filterOfView,
  listViewKey,
  readFilter,
  readListView,
  toListPath,
  type TListView,
} from './list-view.ts';
import { canClearFilter, type TProcessFilter } from './processes-filter.ts';
import { ProcessesFilterForm } from './processes-filter-form.tsx';
import { ProcessesResults } from './processes-results.tsx';
import { useProcessSteps } from './use-process-steps.ts';
import list from './processes-page.module.css';

type TFormState = { viewKey: string; filter: TProcessFilter; message: string | null };

/**
 * The form shows the view of the address; when the address changes (GERAR, Back, a link) it shows
 * the new one, adjusted during render rather than in an effect.
 */
const useFilterForm = (view: TListView) => {
  const viewKey = listViewKey(view);
  const [state, setState] = useState<TFormState>(() => ({
    viewKey,
    filter: filterOfView(view),
    message: null,
  }));
  const current: TFormState =
    state.viewKey === viewKey ? state : { viewKey, filter: filterOfView(view), message: null };
  if (current !== state) setState(current);

  const setFilter = (filter: TProcessFilter) => {
    // The period applied on another screen is offered when the user turns to a period search.
    const offered = rememberedPeriod();
    const isTurningToPeriod =
      filter.mode === 'porPeriodo' && current.filter.mode !== 'porPeriodo' && !filter.from && !filter.to;
    setState({
      ...current,
      filter: isTurningToPeriod && offered ? { ...filter, ...toPeriodText(offered) } : filter,
    });
  };
  const setMessage = (message: string | null) => setState({ ...current, message });
  return { filter: current.filter, message: current.message, setFilter, setMessage };
};

const useListAnswer = (view: TListView, isEnabled: boolean) =>
  useQuery({ ...processListQueryOptions(view), enabled: isEnabled });

/**
 * GERAR's count toast (spec part 1 §8) once the list it asked for has arrived; a list reached by
 * its address (arrival, Back, a link, a Home card) needs none: the count is on screen.
 */
const useAnnouncedCount = (viewKey: string, answer: ReturnType<typeof useListAnswer>) => {
  const toast = useToast();
  const announced = useRef<string | null>(null);
  const { isSuccess, isFetching, data, error } = answer;
  useEffect(() => {
    if (announced.current !== viewKey || !isSuccess || isFetching) return;
    announced.current = null;
    const count = countOf(data);
    if (count === 0) toast.warning(NO_PROCESS_FOUND, { position: 'top-center' });
    else toast.success(foundMessage(count));
  }, [viewKey, isSuccess, isFetching, data, toast]);
  useEffect(() => {
    if (error) toast.error(searchFailedMessage(error));
  }, [error, toast]);
  return (key: string) => {
    announced.current = key;
  };
};

export const ProcessesPage = () => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const view = readListView(searchParams);
  const viewKey = listViewKey(view);
  const isDefaultView = viewKey === listViewKey(DEFAULT_LIST_VIEW);
  // A dashboard drill-down hands its list over in memory and lands on /processos.
  const drill = useSearchResults();
  const isDrill = drill !== null && isDefaultView;
  const answer = useListAnswer(view, !isDrill);
  const announceCount = useAnnouncedCount(viewKey, answer);
  const form = useFilterForm(view);
  const steps = useProcessSteps();

  // Spec part 1 §2: leaving the screen clears the list.
  useEffect(() => () => searchResultsStore.clear(), []);

  const generate = () => {
    const outcome = readFilter(form.filter);
    if (!outcome.isValid) {
      form.setMessage(outcome.message);
      return;
    }
    form.setMessage(null);
    const next = outcome.view;
    if (next.kind === 'period') rememberPeriod({ from: next.from, to: next.to });
    searchResultsStore.clear();
    announceCount(listViewKey(next));
    // GERAR asks the server again, even for the list on screen.
    queryClient.removeQueries({ queryKey: ['process-page'] });
    void queryClient.resetQueries({ queryKey: processListQueryOptions(next).queryKey, exact: true });
    // Always navigated, so an address still on its way (a Back rendered in a transition) never
    // wins over the click; the same list replaces its own entry rather than adding one.
    void navigate(toListPath(next), { replace: listViewKey(next) === viewKey });
  };

  // LIMPAR goes back to how the screen opens: the default filter and its list.
  const clear = () => {
    searchResultsStore.clear();
    form.setFilter(filterOfView(DEFAULT_LIST_VIEW));
    void navigate(toListPath(DEFAULT_LIST_VIEW), { replace: isDefaultView });
  };

  const source = isDrill ? drill.source : answer.data;
  const searchText = isDrill ? drill.query : view.kind === 'search' ? view.term : undefined;

  return (
    <section className={styles.page} aria-labelledby="processes-title">
      <PageTitle parts={[routes.Processes.title]} />
      <header className={styles.pageHeader}>
        <h1 id="processes-title" className={styles.title}>
          {routes.Processes.title}
        </h1>
        <p className={styles.subtitle}>Acompanhe seus processos de importação por etapa ou por período.</p>
      </header>

      <ProcessesFilterForm
        filter={form.filter}
        onChange={form.setFilter}
        steps={steps.data ?? []}
        isLoadingSteps={steps.isPending}
        validationMessage={form.message}
        canClear={canClearFilter(form.filter, isDefaultView && !isDrill)}
        isSearching={!isDrill && answer.isFetching}
        onGenerate={generate}
        onClear={clear}
      />

      <div className={styles.results}>
        {view.kind === 'search' && (
          <h2 className={list.resultsTitle} data-testid="search-results-title">
            Resultados para “{view.term}”
          </h2>
        )}
        {view.kind === 'search' &&
          source?.kind === 'rows' &&
          source.processes.length >= PROCESS_SEARCH_RESULT_MAX && (
            <p className={list.cappedNote} data-testid="search-capped">
              {PROCESS_SEARCH_CAPPED_TEXT}
            </p>
          )}
        <LoadingOverlay
          isVisible={!isDrill && answer.isFetching}
          variant="container"
          label="Carregando processos"
        />
        {source ? (
          <ProcessesResults
            key={isDrill ? `drill-${drill.id}` : `${viewKey}:${answer.dataUpdatedAt}`}
            source={source}
            searchText={searchText}
            hasDuimpColumns={!isDrill && view.kind !== 'search' && hasDuimpFilter(view.duimp)}
          />
        ) : (
          <p className={styles.placeholder}>
            {answer.isFetching
              ? 'Carregando processos…'
              : 'Escolha uma etapa ou um período e clique em GERAR.'}
          </p>
        )}
      </div>
    </section>
  );
};
