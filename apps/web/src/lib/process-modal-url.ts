import { matchPath } from 'react-router';
import {
  MESSAGES_TAB_SLUG,
  PROCESS_LINK_PROCESS_PARAM,
  PROCESS_LINK_TAB_PARAM,
} from '@pc/contract/thread-link';
import { routes } from './routes.ts';

/**
 * The open process modal lives in the address (docs/decisions/0100-state-in-the-address.md):
 * over the process list it is the spec's `/processos/:id`, its tab in `?aba=`; over any other screen
 * it is `?processo=<id>` and `?abaProcesso=` (`aba` is already the Home's own tab).
 */
export const PROCESS_MODAL_TABS = [
  'geral',
  'financeiro',
  'documentos',
  'historico',
  'cotacoes',
  'duimp',
  'custo',
  MESSAGES_TAB_SLUG,
] as const;

export type TProcessModalTab = (typeof PROCESS_MODAL_TABS)[number];

/** `tab` null: the modal's own first tab (Dados Gerais, or Documentos for a docIdDownload link). */
export type TOpenProcess = { id: number; tab: TProcessModalTab | null };

export const PROCESS_TAB_PARAM_ELSEWHERE = 'abaProcesso';
/** The e-mails' download link (process-detail's use-doc-id-download.ts reads and consumes it). */
const DOC_ID_DOWNLOAD_PARAM = 'docIdDownload';

type TLocationLike = { pathname: string; search: string };

/** History state of an address pushed to open the modal: closing it is going Back. */
export const PROCESS_MODAL_PUSHED_STATE = { isProcessModalPushed: true } as const;

export const isPushedModalState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'isProcessModalPushed' in state;

const toId = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const toTab = (value: string | null): TProcessModalTab | null => {
  const tab = PROCESS_MODAL_TABS.find((slug) => slug === value);
  return tab === undefined || tab === 'geral' ? null : tab;
};

export const isProcessListPath = (pathname: string): boolean =>
  matchPath(routes.Processes.path, pathname) !== null;

const withSearch = (pathname: string, params: URLSearchParams): string => {
  const search = params.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
};

/** The modal's parameters taken out; the thread link's `aba=mensagens` goes with its `processo`. */
const withoutModalParams = (location: TLocationLike): URLSearchParams => {
  const params = new URLSearchParams(location.search);
  const isThreadLink = params.has(PROCESS_LINK_PROCESS_PARAM);
  params.delete(PROCESS_LINK_PROCESS_PARAM);
  params.delete(PROCESS_TAB_PARAM_ELSEWHERE);
  if (
    isProcessListPath(location.pathname) ||
    (isThreadLink && params.get(PROCESS_LINK_TAB_PARAM) === 'mensagens')
  )
    params.delete(PROCESS_LINK_TAB_PARAM);
  return params;
};

/** The process the address opens, and on which tab; null when it opens none. */
export const readOpenProcess = ({ pathname, search }: TLocationLike): TOpenProcess | null => {
  const params = new URLSearchParams(search);
  const pathId = toId(matchPath(routes.Processes.path, pathname)?.params.id);
  if (pathId !== null) return { id: pathId, tab: toTab(params.get(PROCESS_LINK_TAB_PARAM)) };
  const id = toId(params.get(PROCESS_LINK_PROCESS_PARAM));
  if (id === null) return null;
  // The e-mails' link (`?processo=&aba=mensagens`, contract's thread-link) works on any screen.
  const tab = isProcessListPath(pathname)
    ? toTab(params.get(PROCESS_LINK_TAB_PARAM))
    : (toTab(params.get(PROCESS_TAB_PARAM_ELSEWHERE)) ??
      (params.get(PROCESS_LINK_TAB_PARAM) === MESSAGES_TAB_SLUG ? MESSAGES_TAB_SLUG : null));
  return { id, tab };
};

/** The address of the screen with that process open over it (its other parameters kept). */
export const withProcessOpen = (location: TLocationLike, open: TOpenProcess): string => {
  const params = withoutModalParams(location);
  if (isProcessListPath(location.pathname)) {
    if (open.tab !== null) params.set(PROCESS_LINK_TAB_PARAM, open.tab);
    return withSearch(`/processos/${open.id}`, params);
  }
  params.set(PROCESS_LINK_PROCESS_PARAM, String(open.id));
  if (open.tab !== null) params.set(PROCESS_TAB_PARAM_ELSEWHERE, open.tab);
  return withSearch(location.pathname, params);
};

/** The address of the screen the modal was opened over: the list's `/processos?…`, or that screen's. */
export const withProcessClosed = (location: TLocationLike): string => {
  const params = withoutModalParams(location);
  params.delete(DOC_ID_DOWNLOAD_PARAM);
  return withSearch(isProcessListPath(location.pathname) ? '/processos' : location.pathname, params);
};
