import { useState, type FormEvent } from 'react';
import { FilterModes, type TFilterModeOption } from '../../components/filter-page/filter-modes.tsx';
import { PeriodFields } from '../../components/period-fields/period-fields.tsx';
import { DuimpFilterFields } from '../../components/duimp-filter-fields/duimp-filter-fields.tsx';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { useProcessListSearch } from '../../hooks/use-process-list-search.ts';
import { routes } from '../../lib/routes.ts';
import { fetchReport } from './api/get-report.ts';
import {
  INITIAL_REPORT_FILTER,
  buildReportRequest,
  type TReportFilter,
  type TReportMode,
  type TReportWarning,
} from './report-filter.ts';
import page from '../../components/filter-page/filter-page.module.css';
import styles from './report-page.module.css';
import { ReportResults } from './report-results.tsx';
import { WarningDialog } from './warning-dialog.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';

const MODES: TFilterModeOption<TReportMode>[] = [
  { value: 'palavraChave', label: 'Palavra-chave' },
  { value: 'periodo', label: 'Período' },
];

export const ReportPage = () => {
  const [filter, setFilter] = useState<TReportFilter>(INITIAL_REPORT_FILTER);
  const [warning, setWarning] = useState<TReportWarning | null>(null);
  const { results, run, isSearching } = useProcessListSearch(fetchReport);
  const set = (patch: Partial<TReportFilter>) => setFilter((current) => ({ ...current, ...patch }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = buildReportRequest(filter);
    if (!outcome.isValid) {
      setWarning(outcome.warning);
      return;
    }
    run(outcome.request);
  };

  return (
    <section className={page.page} aria-labelledby="report-title">
      <PageTitle parts={[routes.ProcessesReport.title]} />
      <header className={page.pageHeader}>
        <h1 id="report-title" className={page.title}>
          {routes.ProcessesReport.title}
        </h1>
        <p className={page.subtitle}>Gere o relatório dos seus processos por palavra-chave ou por período.</p>
      </header>

      <form className={page.filters} onSubmit={handleSubmit} noValidate aria-label="Filtro do relatório">
        <FilterModes name="reportMode" modes={MODES} value={filter.mode} onChange={(mode) => set({ mode })} />

        {filter.mode === 'palavraChave' && (
          <p className={styles.banner} role="note">
            <span aria-hidden="true">ℹ</span>
            <span>
              A pesquisa por palavra-chave busca por invoice, referência do pedido, BL/AWB/CRT, exportador,
              fabricante e número da DI.
            </span>
          </p>
        )}

        {filter.mode === 'periodo' && (
          <DuimpFilterFields
            idPrefix="report-duimp"
            value={filter.duimp}
            onChange={(duimp) => set({ duimp })}
          />
        )}

        <div className={page.fields}>
          {filter.mode === 'palavraChave' ? (
            <div className={styles.keyword}>
              <FormField id="report-keyword" label="Palavra-chave">
                <input
                  {...fieldA11y('report-keyword', undefined)}
                  type="search"
                  placeholder="Ex.: número da invoice, exportador, BL"
                  value={filter.keyword}
                  onChange={(event) => set({ keyword: event.target.value })}
                />
              </FormField>
            </div>
          ) : (
            <PeriodFields idPrefix="report" value={filter} onChange={set} />
          )}
          <div className={page.buttons}>
            <button
              type="submit"
              className={page.primaryButton}
              disabled={isSearching}
              aria-busy={isSearching}
            >
              GERAR
            </button>
          </div>
        </div>
      </form>

      <div className={page.results}>
        <LoadingOverlay isVisible={isSearching} variant="container" label="Gerando relatório" />
        {results ? (
          <ReportResults key={results.key} source={results.source} />
        ) : (
          <p className={page.placeholder}>Informe uma palavra-chave ou um período e clique em GERAR.</p>
        )}
      </div>

      <WarningDialog warning={warning} onClose={() => setWarning(null)} />
    </section>
  );
};
