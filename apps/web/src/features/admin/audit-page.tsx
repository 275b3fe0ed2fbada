import { useState, type FormEvent } from 'react';
import {
  AUDIT_EVENTS_PAGE_SIZE_DEFAULT,
  AUDIT_ACTOR_SEARCH_MAX,
  AUDIT_RECORD_KIND_DEFAULT,
  AUDIT_RECORD_KIND_LABELS,
  AUDIT_RECORD_KINDS,
  type TAuditRecordKind,
  type TAuditEventsExportQuery,
  type TAuditEventsQuery,
} from '@pc/contract/admin-audit';
import { ENTRIES_PERIOD_MAX_DAYS } from '@pc/contract/period-range';
import { DataTable } from '../../components/data-table/data-table.tsx';
import {
  useServerDataTable,
  useServerTableState,
} from '../../components/data-table/use-server-data-table.ts';
import { DateInput } from '../../components/date-input/date-input.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { readDatePeriod } from '../../lib/date-input.ts';
import { routes } from '../../lib/routes.ts';
import { useCompanyOptionsQuery } from './api/admin-companies.ts';
import { useAuditEventsQuery, useAuditExport } from './api/admin-audit.ts';
import { AUDIT_COLUMNS } from './audit-columns.tsx';
import styles from './audit.module.css';
import adminStyles from './admin.module.css';
import { PageTitle } from '../../components/page-title/page-title.tsx';

export const EMPTY_AUDIT_TEXT = 'Nenhum registro no período.';
export const AUDIT_PERIOD_INCOMPLETE_MESSAGE = 'Informe as duas datas do período (De e Até) ou nenhuma.';
const PAGE_SIZE_CHOICES = [10, AUDIT_EVENTS_PAGE_SIZE_DEFAULT, 50, 100] as const;

type TFilterText = { kind: TAuditRecordKind; companyId: string; actor: string; from: string; to: string };
const NO_FILTER: TFilterText = {
  kind: AUDIT_RECORD_KIND_DEFAULT,
  companyId: '',
  actor: '',
  from: '',
  to: '',
};

/** The filters the server reads, or the message of a period the server would refuse. */
const readFilters = (text: TFilterText): { filters: TAuditEventsExportQuery } | { message: string } => {
  const base = {
    // The default (the changes) is the server's too: the address stays as it was without a choice.
    ...(text.kind === AUDIT_RECORD_KIND_DEFAULT ? {} : { kind: text.kind }),
    ...(text.companyId ? { companyId: text.companyId } : {}),
    ...(text.actor.trim() ? { actor: text.actor.trim() } : {}),
  };
  const period = readDatePeriod({ from: text.from, to: text.to }, ENTRIES_PERIOD_MAX_DAYS);
  switch (period.status) {
    case 'missing':
      return text.from.trim() === '' && text.to.trim() === ''
        ? { filters: base }
        : { message: AUDIT_PERIOD_INCOMPLETE_MESSAGE };
    case 'refused':
      return { message: period.message };
    case 'valid':
      return { filters: { ...base, start: period.period.from, end: period.period.to } };
    default: {
      const exhaustive: never = period;
      throw new Error(`Período desconhecido: ${String(exhaustive)}`);
    }
  }
};

/** Back-office Auditoria: who changed what (admins and the ERP), newest first, with its spreadsheet. */
export const AuditPage = () => {
  const [text, setText] = useState<TFilterText>(NO_FILTER);
  const [filters, setFilters] = useState<TAuditEventsExportQuery>({});
  const [message, setMessage] = useState<string | null>(null);
  const tableState = useServerTableState([], AUDIT_EVENTS_PAGE_SIZE_DEFAULT);
  const query: TAuditEventsQuery = {
    ...filters,
    page: String(tableState.query.page),
    size: String(tableState.query.size),
  };
  const events = useAuditEventsQuery(query);
  const companies = useCompanyOptionsQuery();
  const auditExport = useAuditExport();
  const state = useServerDataTable({
    data: events.data?.data ?? [],
    rowCount: events.data?.total ?? 0,
    columns: AUDIT_COLUMNS,
    tableState,
    getRowId: (event) => String(event.id),
  });
  const set = (patch: Partial<TFilterText>) => setText((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const reading = readFilters(text);
    if ('message' in reading) {
      setMessage(reading.message);
      return;
    }
    setMessage(null);
    setFilters(reading.filters);
    tableState.setPagination((current) => ({ ...current, pageIndex: 0 }));
  };
  const total = events.data?.total ?? 0;

  return (
    <section className={adminStyles.panel} aria-labelledby="admin-audit-title">
      <PageTitle parts={[routes.AdminAudit.title, routes.Admin.title]} />
      <header className={adminStyles.panelHeader}>
        <h2 id="admin-audit-title" className={adminStyles.panelTitle}>
          {routes.AdminAudit.title}
        </h2>
        <p className={adminStyles.panelText}>
          O que foi alterado nas empresas e nos usuários, por quem (pessoa da equipe ou integração) e de onde.
          As leituras de mensagens ficam fora da lista: escolha Mostrar › Mensagens lidas para vê-las.
        </p>
      </header>
      <form className={styles.filters} onSubmit={onSubmit} aria-label="Filtros da auditoria" noValidate>
        <label className={styles.field}>
          Mostrar
          <select
            value={text.kind}
            onChange={(event) => set({ kind: event.target.value as TAuditRecordKind })}
          >
            {AUDIT_RECORD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {AUDIT_RECORD_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Empresa
          <select value={text.companyId} onChange={(event) => set({ companyId: event.target.value })}>
            <option value="">Todas as empresas</option>
            {(companies.data?.data ?? []).map((company) => (
              <option key={company.id} value={String(company.id)}>
                {company.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Quem
          <input
            type="search"
            value={text.actor}
            placeholder="E-mail ou integração"
            maxLength={AUDIT_ACTOR_SEARCH_MAX}
            onChange={(event) => set({ actor: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          De
          <DateInput value={text.from} onValueChange={(from) => set({ from })} />
        </label>
        <label className={styles.field}>
          Até
          <DateInput value={text.to} onValueChange={(to) => set({ to })} />
        </label>
        <button type="submit" className={styles.button}>
          Filtrar
        </button>
        <button
          type="button"
          className={styles.buttonSecondary}
          disabled={auditExport.isPending}
          onClick={() => auditExport.mutate(filters)}
        >
          Exportar EXCEL
        </button>
      </form>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <LoadingOverlay isVisible={events.isPending} variant="container" label="Carregando auditoria" />
      {events.isError && !events.data ? (
        <p className={styles.error} role="alert">
          {errorMessage(events.error, 'Não foi possível carregar a auditoria.')}
        </p>
      ) : (
        <DataTable
          state={state}
          label="Auditoria"
          emptyText={events.isPending ? '' : EMPTY_AUDIT_TEXT}
          toolbar={
            <p className={adminStyles.count} aria-live="polite">
              <strong>{total.toLocaleString('pt-BR')}</strong> {total === 1 ? 'registro' : 'registros'}
            </p>
          }
          pageSizeChoices={PAGE_SIZE_CHOICES}
          isSearchable={false}
          scrollHint="Arraste para o lado para ver mais colunas"
          isBusy={events.isPlaceholderData}
        />
      )}
    </section>
  );
};
