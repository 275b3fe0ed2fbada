import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { useProcessListSearch, type TRunOptions } from '../../hooks/use-process-list-search.ts';
import { useProcessModal } from '../../hooks/use-process-modal.ts';
import { routes } from '../../lib/routes.ts';
import { searchResultsStore, useSearchResults } from '../../lib/search-results-store.ts';
import { fetchProcessList } from './api/get-report-general.ts';
import {
  INITIAL_PROCESS_FILTER,
  buildListQuery,
  canClearFilter,
  parseStepParam,
  type TProcessFilter,
} from './processes-filter.ts';
import { ProcessesFilterForm } from './processes-filter-form.tsx';
import { ProcessesResults } from './processes-results.tsx';
import styles from '../../components/filter-page/filter-page.module.css';
import { useProcessSteps } from './use-process-steps.ts';
import { PageTitle } from '../../components/page-title/page-title.tsx';

const useOpenProcessFromRoute = () => {
  // Spec part 1 §2: /processos/:id opens that process modal on load.
  const { id } = useParams();
  const { openProcess } = useProcessModal();
  useEffect(() => {
    const processId = Number(id);
    if (Number.isInteger(processId) && processId > 0) openProcess(processId);
  }, [id, openProcess]);
};

export const ProcessesPage = () => {
  useOpenProcessFromRoute();
  const [searchParams] = useSearchParams();
  const stepParam = parseStepParam(searchParams.get('etapa'));
  const [filter, setFilter] = useState<TProcessFilter>(() =>
    stepParam === null ? INITIAL_PROCESS_FILTER : { ...INITIAL_PROCESS_FILTER, stepId: stepParam },
  );
  const [validationMessage, setValidationMessage] = useState<string | null>(null);
  const { results, setResults, run, isSearching } = useProcessListSearch(fetchProcessList);
  const steps = useProcessSteps();

  // A header search hands its list over through the store; adopted during render (no effect
  // round-trip), once per search, also when the search runs while this screen is open.
  const pendingSearch = useSearchResults();
  const [adoptedSearchId, setAdoptedSearchId] = useState<number | null>(null);
  if (pendingSearch && pendingSearch.id !== adoptedSearchId) {
    setAdoptedSearchId(pendingSearch.id);
    setResults({
      key: `search-${pendingSearch.id}`,
      source: pendingSearch.source,
      searchText: pendingSearch.query,
    });
  }

  // Spec part 1 §2: leaving the screen clears the list.
  useEffect(() => () => searchResultsStore.clear(), []);

  const generate = (current: TProcessFilter, options?: TRunOptions) => {
    const outcome = buildListQuery(current);
    if (!outcome.isValid) {
      setValidationMessage(outcome.message);
      return;
    }
    setValidationMessage(null);
    setFilter(outcome.filter);
    run(outcome.query, options);
  };

  // The default filter's list (Produção) loads on arrival, so the screen answers before a click;
  // not when a header search or ?etapa= brings its own list.
  const hasLoadedDefault = useRef(false);
  useEffect(() => {
    if (hasLoadedDefault.current) return;
    hasLoadedDefault.current = true;
    if (stepParam !== null || searchResultsStore.get() !== null) return;
    // The filter state already is the default: only the request is needed.
    const outcome = buildListQuery(INITIAL_PROCESS_FILTER);
    if (outcome.isValid) run(outcome.query, { isDefault: true });
    // Once per visit of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Home's step cards link to /processos?etapa=N: preselect that step and run the search.
  const autoRunStep = useRef<number | null>(null);
  useEffect(() => {
    if (stepParam === null || autoRunStep.current === stepParam) return;
    autoRunStep.current = stepParam;
    generate({ ...INITIAL_PROCESS_FILTER, stepId: stepParam });
    // Runs once per ?etapa value; generate is recreated every render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepParam]);

  // LIMPAR goes back to how the screen opened: the default filter and its list.
  const clear = () => {
    searchResultsStore.clear();
    setResults(null);
    generate(INITIAL_PROCESS_FILTER, { isDefault: true });
  };

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
        filter={filter}
        onChange={setFilter}
        steps={steps.data ?? []}
        isLoadingSteps={steps.isPending}
        validationMessage={validationMessage}
        canClear={canClearFilter(filter, results !== null && results.isDefault !== true)}
        isSearching={isSearching}
        onGenerate={() => generate(filter)}
        onClear={clear}
      />

      <div className={styles.results}>
        <LoadingOverlay isVisible={isSearching} variant="container" label="Carregando processos" />
        {results ? (
          <ProcessesResults key={results.key} source={results.source} searchText={results.searchText} />
        ) : (
          <p className={styles.placeholder}>Escolha uma etapa ou um período e clique em GERAR.</p>
        )}
      </div>
    </section>
  );
};
