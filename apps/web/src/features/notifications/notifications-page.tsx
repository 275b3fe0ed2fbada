import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  NOTIFICATION_EVENT_CATALOGUE,
  NOTIFICATION_EVENTS,
  NOTIFICATION_RETENTION_DAYS,
  type TNotification,
  type TNotificationEvent,
} from '@pc/contract/notifications';
import { CompanySelect } from '../../components/company-select/company-select.tsx';
import { MultiSelect } from '../../components/multi-select/multi-select.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { Pager } from '../../components/pager/pager.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { useUnreadNotifications } from '../../hooks/use-unread-notifications.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatNumber } from '../../lib/format.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useMarkNotificationsReadMutation, useNotificationsQuery } from './api/notifications.ts';
import { NotificationItem } from './notification-item.tsx';
import {
  emptyText,
  LOAD_FAILED_TEXT,
  MARK_ALL_READ_LABEL,
  MARK_READ_FAILED_TEXT,
} from './notification-texts.ts';
import {
  isNarrowed,
  readFilters,
  SEARCH_MAX_LENGTH,
  toNotificationsQuery,
  withFilters,
  type TNotificationFilters,
} from './notifications-filters.ts';
import { ReadViewToggle } from './read-view-toggle.tsx';
import list from './notification-list.module.css';
import styles from './notifications-page.module.css';

export const SEARCH_LABEL = 'Buscar por palavras ou referência';

const EVENT_OPTIONS = NOTIFICATION_EVENTS.map((event) => ({
  value: event,
  label: NOTIFICATION_EVENT_CATALOGUE[event].label,
}));

export const countText = (total: number): string =>
  `${formatNumber(total)} ${total === 1 ? 'notificação' : 'notificações'}`;

type TSetFilters = (patch: Partial<TNotificationFilters>, options?: { replace?: boolean }) => void;

/** The words or reference: applied on Enter or Buscar, so each search is one entry of the history. */
const SearchForm = ({ search, onSearch }: { search: string; onSearch: (search: string) => void }) => {
  const id = useId();
  const [text, setText] = useState(search);
  // The address changed under the box (Back, a link): the box shows the address's search.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setText(search);
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={onSubmit}>
      <label htmlFor={id} className={styles.label}>
        {SEARCH_LABEL}
      </label>
      <div className={styles.searchRow}>
        <input
          id={id}
          type="search"
          className={styles.searchInput}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Ex.: PRI00042"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.searchButton}>
          Buscar
        </button>
      </div>
    </form>
  );
};

type TFiltersProps = { filters: TNotificationFilters; setFilters: TSetFilters };

const Filters = ({ filters, setFilters }: TFiltersProps) => {
  const eventsId = useId();
  const viewName = useId();
  const { companies } = useSession();
  return (
    <section className={styles.filters} aria-label="Filtros das notificações">
      <ReadViewToggle name={viewName} value={filters.view} onChange={(view) => setFilters({ view })} />
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={eventsId} className={styles.label}>
            Eventos
          </label>
          {/* Each tick replaces the address: Back returns to the list before the choice, not tick by tick. */}
          <MultiSelect
            id={eventsId}
            label="Eventos"
            options={EVENT_OPTIONS}
            value={filters.events}
            onChange={(events) => setFilters({ events: events as TNotificationEvent[] }, { replace: true })}
            allText="Todos os eventos"
          />
        </div>
        <CompanySelect
          label="Empresas"
          companies={companies}
          // An old link's company the user no longer has is not asked for (toNotificationsQuery).
          selectedIds={filters.companyIds.filter((id) => companies.some((company) => company.id === id))}
          onChange={(companyIds) => setFilters({ companyIds }, { replace: true })}
        />
        <SearchForm search={filters.search} onSearch={(search) => setFilters({ search })} />
      </div>
    </section>
  );
};

type TResultsProps = TFiltersProps & { titleId: string };

/** The count, 'Marcar todas como lidas', the rows (cards on a phone) and the pager. */
const Results = ({ filters, setFilters, titleId }: TResultsProps) => {
  const toast = useToast();
  const { companies } = useSession();
  const notifications = useNotificationsQuery(
    toNotificationsQuery(
      filters,
      companies.map((company) => company.id),
    ),
  );
  const markRead = useMarkNotificationsReadMutation();
  const unread = useUnreadNotifications();
  const rows = notifications.data?.data ?? [];
  const total = notifications.data?.page.totalElements ?? 0;
  const now = new Date(notifications.dataUpdatedAt);
  const onMarkFailed = (error: unknown) => toast.error(errorMessage(error, MARK_READ_FAILED_TEXT));
  const openRow = (notification: TNotification) => {
    if (!notification.isRead) markRead.mutate({ ids: [notification.id] }, { onError: onMarkFailed });
  };

  const renderRows = () => {
    if (notifications.isPending) return <p className={list.status}>Carregando…</p>;
    if (notifications.isError && !notifications.data)
      return (
        <p className={list.error} role="alert">
          {errorMessage(notifications.error, LOAD_FAILED_TEXT)}
        </p>
      );
    if (rows.length === 0)
      return (
        <p className={list.status}>{emptyText({ view: filters.view, isFiltered: isNarrowed(filters) })}</p>
      );
    return (
      <ul
        className={`${list.list} ${styles.rows}`}
        data-variant="page"
        aria-labelledby={titleId}
        aria-busy={notifications.isPlaceholderData}
      >
        {rows.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={openRow}
            variant="page"
            now={now}
          />
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.results} aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {notifications.data ? countText(total) : ''}
        </p>
        <button
          type="button"
          className={styles.markAll}
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true }, { onError: onMarkFailed })}
        >
          {MARK_ALL_READ_LABEL}
        </button>
      </div>
      {renderRows()}
      <Pager
        page={filters.page}
        pageCount={notifications.data?.page.totalPages ?? 1}
        label="Páginas das notificações"
        onPage={(page) => setFilters({ page })}
      />
    </section>
  );
};

/**
 * Notificações: the caller's history of 90 days, filtered by read state, event, company and words,
 * every filter in the address; each row opens its process on the notification's tab.
 */
export const NotificationsPage = () => {
  const titleId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  // A new filter starts at the first page; each change is an address of its own (Back undoes it).
  const setFilters: TSetFilters = (patch, { replace = false } = {}) =>
    setSearchParams((previous) => withFilters(previous, { ...readFilters(previous), page: 1, ...patch }), {
      replace,
    });

  return (
    <div className={styles.page}>
      <PageTitle parts={[routes.Notifications.title]} />
      <header className={styles.pageHeader}>
        <h1 id={titleId} className={styles.title}>
          {routes.Notifications.title}
        </h1>
        <p className={styles.subtitle}>
          O que mudou nos processos das suas empresas nos últimos {NOTIFICATION_RETENTION_DAYS} dias.{' '}
          <Link to={routes.MyDataNotifications.path}>Escolher o que notificar</Link>
        </p>
      </header>
      <Filters filters={filters} setFilters={setFilters} />
      <Results filters={filters} setFilters={setFilters} titleId={titleId} />
    </div>
  );
};
