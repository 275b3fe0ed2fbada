import type { TNotification, TNotificationsResponse } from '@pc/contract/notifications';
import { jsonResponse } from '../../test/fetch-mock.ts';

// Tests only: notifications as the API answers them, and a list handler that reads the query.

export const NOTIFICATIONS = '/api/public/customer/notifications';
export const UNREAD = `${NOTIFICATIONS}/unread`;
export const READ = `${NOTIFICATIONS}/read`;
export const SETTINGS = `${NOTIFICATIONS}/settings`;
export const DEVICES = `${NOTIFICATIONS}/devices`;
export const PUSH_KEY = `${NOTIFICATIONS}/push-key`;

export const makeNotification = (
  overrides: Partial<TNotification> & Pick<TNotification, 'id'>,
): TNotification => ({
  event: 'MESSAGE_RECEIVED',
  text: 'PRI00042: nova mensagem do despachante.',
  companyId: 7,
  companyName: 'AURORA IMPORTADORA',
  processId: 42,
  reference: 'PRI00042',
  tab: 'mensagens',
  created: '2026-03-02T12:00:00.000Z',
  isRead: false,
  ...overrides,
});

/** The one page a list answers with, counted as the API counts it. */
export const pageOf = (
  rows: TNotification[],
  unread: number,
  total = rows.length,
): TNotificationsResponse => ({
  data: rows,
  page: { number: 1, size: 20, totalElements: total, totalPages: Math.ceil(total / 20) },
  unread,
});

/**
 * GET …/notifications answered from `rows()` (read at each call, so a test can change them): only
 * the unread ones when the query says lidas=false.
 */
export const listHandler =
  (rows: () => TNotification[]) =>
  (url: string, init: RequestInit): Response | undefined => {
    const parsed = new URL(url, 'http://portal.test');
    if ((init.method ?? 'GET') !== 'GET' || parsed.pathname !== NOTIFICATIONS) return undefined;
    const all = rows();
    const unread = all.filter((notification) => !notification.isRead);
    return jsonResponse(pageOf(parsed.searchParams.get('lidas') === 'false' ? unread : all, unread.length));
  };

/** The query of the list calls made so far, newest last. */
export const listQueries = (calls: readonly (readonly unknown[])[]): URLSearchParams[] =>
  calls
    .map(([url]) => new URL(String(url), 'http://portal.test'))
    .filter((url) => url.pathname === NOTIFICATIONS)
    .map((url) => url.searchParams);
