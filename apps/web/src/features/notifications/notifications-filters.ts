import {
  NOTIFICATION_EVENTS,
  NOTIFICATIONS_PAGE_SIZE_DEFAULT,
  type TNotificationEvent,
  type TNotificationsQuery,
} from '@pc/contract/notifications';
import { routes } from '../../lib/routes.ts';
import type { TReadView } from './notification-texts.ts';

// The page's filters live in its address (docs/decisions/0100-state-in-the-address.md): a reload, a
// copied link or Back shows the same list. The process modal's own parameters (`processo`,
// `abaProcesso`) share the address and are left as they are.

export const FILTER_PARAMS = {
  view: 'mostrar',
  events: 'eventos',
  companies: 'empresas',
  search: 'busca',
  page: 'pagina',
} as const;

/** The contract's limit on `q`. */
export const SEARCH_MAX_LENGTH = 100;

export type TNotificationFilters = {
  view: TReadView;
  /** Empty: every event. */
  events: TNotificationEvent[];
  /** Empty: every company of the user. */
  companyIds: number[];
  search: string;
  page: number;
};

export const DEFAULT_FILTERS: TNotificationFilters = {
  view: 'todas',
  events: [],
  companyIds: [],
  search: '',
  page: 1,
};

const listOf = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const isEvent = (value: string): value is TNotificationEvent =>
  (NOTIFICATION_EVENTS as readonly string[]).includes(value);

const positiveInteger = (value: string): number | null =>
  /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** The filters an address asks for; what it cannot mean (an unknown event, page 0) reads as the default. */
export const readFilters = (params: URLSearchParams): TNotificationFilters => {
  const events = new Set(listOf(params.get(FILTER_PARAMS.events)).filter(isEvent));
  const companyIds = listOf(params.get(FILTER_PARAMS.companies))
    .map(positiveInteger)
    .filter((id): id is number => id !== null);
  return {
    view: params.get(FILTER_PARAMS.view) === 'nao-lidas' ? 'nao-lidas' : 'todas',
    // In the catalogue's order, each once: one list, one address.
    events: NOTIFICATION_EVENTS.filter((event) => events.has(event)),
    companyIds: [...new Set(companyIds)],
    search: (params.get(FILTER_PARAMS.search) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: positiveInteger(params.get(FILTER_PARAMS.page) ?? '') ?? 1,
  };
};

/** The address's parameters with these filters; a default is left out, other parameters kept. */
export const withFilters = (params: URLSearchParams, filters: TNotificationFilters): URLSearchParams => {
  const next = new URLSearchParams(params);
  const values: Record<keyof typeof FILTER_PARAMS, string> = {
    view: filters.view === 'nao-lidas' ? 'nao-lidas' : '',
    events: filters.events.join(','),
    companies: filters.companyIds.join(','),
    search: filters.search.trim(),
    page: filters.page > 1 ? String(filters.page) : '',
  };
  for (const [key, name] of Object.entries(FILTER_PARAMS) as [keyof typeof FILTER_PARAMS, string][]) {
    if (values[key] === '') next.delete(name);
    else next.set(name, values[key]);
  }
  return next;
};

/** `/notificacoes` with these filters (the panel's 'Ver todas' keeps its read view). */
export const notificationsPagePath = (filters: Partial<TNotificationFilters>): string => {
  const search = withFilters(new URLSearchParams(), { ...DEFAULT_FILTERS, ...filters }).toString();
  return search === '' ? routes.Notifications.path : `${routes.Notifications.path}?${search}`;
};

/** Whether anything narrows the list beyond its read view (the empty list then says so). */
export const isNarrowed = (filters: TNotificationFilters): boolean =>
  filters.events.length > 0 || filters.companyIds.length > 0 || filters.search !== '';

/**
 * The call's query. A company the user no longer has (an old link) is left out rather than
 * refused; none left means all of theirs.
 */
export const toNotificationsQuery = (
  filters: TNotificationFilters,
  userCompanyIds: readonly number[],
): TNotificationsQuery => {
  const companyIds = filters.companyIds.filter((id) => userCompanyIds.includes(id));
  return {
    page: String(filters.page),
    size: String(NOTIFICATIONS_PAGE_SIZE_DEFAULT),
    ...(filters.view === 'nao-lidas' ? { lidas: 'false' } : {}),
    ...(filters.events.length > 0 ? { eventos: filters.events.join(',') } : {}),
    ...(companyIds.length > 0 ? { customersId: companyIds.join(',') } : {}),
    ...(filters.search !== '' ? { q: filters.search } : {}),
  };
};
