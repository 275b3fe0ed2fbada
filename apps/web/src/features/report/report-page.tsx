import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { TProcessResponse } from '@pc/contract/process';
import { getProcessSearchCall, getReportGeneralCall } from '@pc/contract/process-calls';
import { PeriodFields } from '../../components/period-fields/period-fields.tsx';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { useToast } from '../../components/toast/use-toast.ts';
import { callApi } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { routes } from '../../lib/routes.ts';
import {
  INITIAL_REPORT_FILTER,
  buildReportRequest,
  type TReportFilter,
  type TReportMode,
  type TReportRequest,
  type TReportWarning,
} from './report-filter.ts';
import page from '../../components/filter-page/filter-page.module.css';
import styles from './report-page.module.css';
import { ReportResults } from './report-results.tsx';
import { WarningDialog } from './warning-dialog.tsx';

const MODES: { value: TReportMode; label: string }[] = [
  { value: 'palavraChave', label: 'Palavra-chave' },
  { value: 'periodo', label: 'Período' },
];

const fetchReport = async (request: TReportRequest): Promise<TProcessResponse[]> => {
  const answer =
    request.kind === 'keyword'
      ? await callApi(getProcessSearchCall, { query: request.query })
      : await callApi(getReportGeneralCall, { query: request.query });
  return answer.data;
};

/** Spec part 1 §8, singular for one. */
const foundMessage = (count: number): string =>
  count === 1
    ? 'Foi encontrado 1 processo de importação.'
    : `Foram encontrados ${count.toLocaleString('pt-BR')} processos de importação.`;

export const ReportPage = () => {
  const toast = useToast();
  const [filter, setFilter] = useState<TReportFilter>(INITIAL_REPORT_FILTER);
  const [warning, setWarning] = useState<TReportWarning | null>(null);
  const [results, setResults] = useState<{ key: number; processes: TProcessResponse[] } | null>(null);
  const runCount = useRef(0);
  const report = useMutation({ mutationFn: fetchReport });
  const set = (patch: Partial<TReportFilter>) => setFilter((current) => ({ ...current, ...patch }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = buildReportRequest(filter);
    if (!outcome.isValid) {
      setWarning(outcome.warning);
      return;
    }
    report.mutate(outcome.request, {
      onSuccess: (processes) => {
        runCount.current += 1;
        setResults({ key: runCount.current, processes });
        if (processes.length === 0) toast.warning('Nenhum processo encontrado!', { position: 'top-center' });
        else toast.success(foundMessage(processes.length));
      },
      onError: (error) =>
        toast.error(`Não foi possível recuperar os processos: ${errorMessage(error, 'erro inesperado.')}`),
    });
  };

  return (
    <section className={page.page} aria-labelledby="report-title">
      <title>{`${routes.ProcessesReport.title} | Portal dos Clientes`}</title>
      <header className={page.pageHeader}>
        <h1 id="report-title" className={page.title}>
          {routes.ProcessesReport.title}
        </h1>
        <p className={page.subtitle}>Gere o relatório dos seus processos por palavra-chave ou por período.</p>
      </header>

      <form className={page.filters} onSubmit={handleSubmit} noValidate aria-label="Filtro do relatório">
        <fieldset className={page.modes}>
          <legend className="visually-hidden">Tipo de filtro</legend>
          {MODES.map((mode) => (
            <label key={mode.value} className={page.mode} data-checked={filter.mode === mode.value}>
              <input
                type="radio"
                name="reportMode"
                value={mode.value}
                checked={filter.mode === mode.value}
                onChange={() => set({ mode: mode.value })}
              />
              {mode.label}
            </label>
          ))}
        </fieldset>

        {filter.mode === 'palavraChave' && (
          <p className={styles.banner} role="note">
            <span aria-hidden="true">ℹ</span>
            <span>
              A pesquisa por palavra-chave busca por invoice, referência do pedido, BL/AWB/CRT, exportador,
              fabricante e número da DI.
            </span>
          </p>
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
              disabled={report.isPending}
              aria-busy={report.isPending}
            >
              GERAR
            </button>
          </div>
        </div>
      </form>

      <div className={page.results}>
        <LoadingOverlay isVisible={report.isPending} variant="container" label="Gerando relatório" />
        {results ? (
          <ReportResults key={results.key} processes={results.processes} />
        ) : (
          <p className={page.placeholder}>Informe uma palavra-chave ou um período e clique em GERAR.</p>
        )}
      </div>

      <WarningDialog warning={warning} onClose={() => setWarning(null)} />
    </section>
  );
};
