import { useState } from 'react';
import {
  THREADS_PAGE_SIZE_DEFAULT,
  type TMessageThread,
  type TMessageThreadsQuery,
  type TThreadStatusFilter,
} from '@pc/contract/messages';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { Pager } from '../../components/pager/pager.tsx';
import { PlainTable } from '../../components/plain-table/plain-table.tsx';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { useProcessModal } from '../../hooks/use-process-modal.ts';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatSaoPauloInstant } from '../../lib/format-instant.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import {
  useAssignThreadMutation,
  useMessageThreadsQuery,
  useStaffOptionsQuery,
} from './api/admin-message-threads.ts';
import styles from './admin.module.css';
import atendimento from './atendimento.module.css';
import { waitingText } from './atendimento-waiting.ts';
import { CompanyPicker, type TPickedCompany } from './company-picker.tsx';

export const EMPTY_THREADS_TEXT = 'Nenhuma conversa encontrada.';
export const THREADS_LOAD_ERROR = 'Não foi possível carregar as conversas.';
export const ASSIGN_ERROR = 'Não foi possível alterar o responsável pela conversa.';
const HEADERS = ['Processo', 'Empresa', 'Última mensagem', 'Situação', 'Responsável'] as const;

/** '' every thread; 'none' nobody's; else a staff member's id. */
type TStaffFilter = '' | 'none' | `${number}`;
type TFilters = { status: TThreadStatusFilter; company: TPickedCompany | null; staff: TStaffFilter };

const toQuery = (filters: TFilters, page: number): TMessageThreadsQuery => ({
  status: filters.status,
  page: String(page),
  size: String(THREADS_PAGE_SIZE_DEFAULT),
  ...(filters.company ? { companyId: String(filters.company.id) } : {}),
  ...(filters.staff === 'none' ? { unassigned: 'true' as const } : {}),
  ...(filters.staff !== '' && filters.staff !== 'none' ? { staffUserId: filters.staff } : {}),
});

type TThreadRowProps = {
  thread: TMessageThread;
  ownId: number | null;
  isBusy: boolean;
  now: Date;
  onOpen: () => void;
  onAssign: (staffUserId: number | null) => void;
};

const ThreadRow = ({ thread, ownId, isBusy, now, onOpen, onAssign }: TThreadRowProps) => {
  const { lastMessage } = thread;
  const isMine = ownId !== null && thread.assignedTo?.id === ownId;
  return (
    <tr
      className={`${atendimento.row} ${thread.isUnanswered ? atendimento.unanswered : ''}`}
      onClick={onOpen}
    >
      <td>
        {/* The keyboard's way in; the whole row opens it for a mouse. */}
        <button
          type="button"
          className={atendimento.reference}
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          {thread.reference}
        </button>
        {thread.customerRef && <span className={atendimento.muted}>Ref. {thread.customerRef}</span>}
      </td>
      <td>
        <SensitiveName>{thread.companyName}</SensitiveName>
      </td>
      <td className={atendimento.last}>
        <span className={atendimento.excerpt}>{lastMessage.excerpt}</span>
        <span className={atendimento.muted}>
          {lastMessage.authorName} ({lastMessage.authorSide === 'CUSTOMER' ? 'cliente' : 'despachante'}) ·{' '}
          <time dateTime={lastMessage.created}>{formatSaoPauloInstant(lastMessage.created)}</time>
        </span>
      </td>
      <td>
        {thread.isUnanswered && thread.waitingSince ? (
          <span className={atendimento.waiting}>{waitingText(thread.waitingSince, now)}</span>
        ) : (
          <span className={atendimento.muted}>Respondida</span>
        )}
      </td>
      <td>
        {thread.assignedTo ? thread.assignedTo.name : <span className={atendimento.muted}>Ninguém</span>}
      </td>
      <td className={atendimento.actions} onClick={(event) => event.stopPropagation()}>
        {isMine ? (
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={isBusy}
            aria-label={`Devolver ${thread.reference}`}
            onClick={() => onAssign(null)}
          >
            Devolver
          </button>
        ) : (
          <button
            type="button"
            className={styles.primaryButton}
            disabled={isBusy || ownId === null}
            aria-label={`Assumir ${thread.reference}`}
            onClick={() => ownId !== null && onAssign(ownId)}
          >
            Assumir
          </button>
        )}
      </td>
    </tr>
  );
};

const Filters = ({
  filters,
  onChange,
}: {
  filters: TFilters;
  onChange: (patch: Partial<TFilters>) => void;
}) => {
  const staff = useStaffOptionsQuery();
  return (
    <div className={atendimento.filters} role="group" aria-label="Filtros do atendimento">
      <label className={styles.filter}>
        Situação
        <select
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as TThreadStatusFilter })}
        >
          <option value="ALL">Todas</option>
          <option value="UNANSWERED">Sem resposta</option>
        </select>
      </label>
      <div className={atendimento.company}>
        {filters.company ? (
          <span className={atendimento.chosen}>
            <SensitiveName>{filters.company.name}</SensitiveName>
            <button
              type="button"
              className={styles.secondaryButton}
              aria-label={`Todas as empresas (remover ${filters.company.name})`}
              onClick={() => onChange({ company: null })}
            >
              Todas as empresas
            </button>
          </span>
        ) : (
          <CompanyPicker label="Empresa" onPick={(company) => onChange({ company })} />
        )}
      </div>
      <label className={styles.filter}>
        Responsável
        <select
          value={filters.staff}
          onChange={(event) => onChange({ staff: event.target.value as TStaffFilter })}
        >
          <option value="">Todos</option>
          <option value="none">Ninguém</option>
          {staff.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
};

/**
 * "Atendimento" (collaboration): every company's conversations, unanswered first (the longest waiting
 * first); a staff member takes a thread or gives it back, and a row opens the process on its
 * Mensagens tab, where staff answer as the broker.
 */
export const AtendimentoPage = () => {
  const toast = useToast();
  const ownId = useSession().user?.id ?? null;
  const { openProcess } = useProcessModal();
  const [filters, setFilters] = useState<TFilters>({ status: 'ALL', company: null, staff: '' });
  const [page, setPage] = useState(1);
  const threads = useMessageThreadsQuery(toQuery(filters, page));
  const assign = useAssignThreadMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const list = threads.data?.data ?? [];
  const total = threads.data?.page.totalElements ?? 0;
  const now = new Date();

  const change = (patch: Partial<TFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const onAssign = (thread: TMessageThread, staffUserId: number | null) => {
    setBusyId(thread.processId);
    assign.mutate(
      { processId: thread.processId, staffUserId },
      {
        onError: (error) => toast.error(errorMessage(error, ASSIGN_ERROR)),
        onSettled: () => setBusyId(null),
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="admin-atendimento-title">
      <PageTitle parts={[routes.AdminAtendimento.title, routes.Admin.title]} />
      <header className={styles.panelHeader}>
        <h2 id="admin-atendimento-title" className={styles.panelTitle}>
          {routes.AdminAtendimento.title}
        </h2>
        <p className={styles.panelText}>
          As conversas dos processos de todas as empresas, as sem resposta primeiro. Abra uma conversa para
          responder como despachante; assuma-a para que a equipe saiba quem está cuidando.
        </p>
      </header>
      <Filters filters={filters} onChange={change} />
      <p className={styles.count} aria-live="polite">
        <strong>{total.toLocaleString('pt-BR')}</strong> {total === 1 ? 'conversa' : 'conversas'}
        {threads.data && ` · ${threads.data.unansweredCount.toLocaleString('pt-BR')} sem resposta`}
      </p>
      <LoadingOverlay isVisible={threads.isPending} variant="container" label="Carregando conversas" />
      {threads.isError && !threads.data ? (
        <p className={styles.error} role="alert">
          {errorMessage(threads.error, THREADS_LOAD_ERROR)}
        </p>
      ) : (
        <PlainTable label="Conversas" headers={HEADERS} hasActions isBusy={threads.isPlaceholderData}>
          {list.map((thread) => (
            <ThreadRow
              key={thread.processId}
              thread={thread}
              ownId={ownId}
              isBusy={busyId === thread.processId}
              now={now}
              onOpen={() => openProcess(thread.processId, { tab: 'mensagens' })}
              onAssign={(staffUserId) => onAssign(thread, staffUserId)}
            />
          ))}
          {threads.data && list.length === 0 && (
            <tr>
              <td colSpan={HEADERS.length + 1} className={atendimento.empty}>
                {EMPTY_THREADS_TEXT}
              </td>
            </tr>
          )}
        </PlainTable>
      )}
      <Pager
        page={page}
        pageCount={threads.data?.page.totalPages ?? 0}
        label="Páginas das conversas"
        onPage={setPage}
      />
    </section>
  );
};
