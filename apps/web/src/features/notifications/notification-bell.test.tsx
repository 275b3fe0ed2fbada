import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TNotification } from '@pc/contract/notifications';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { badgeText, bellLabel, NotificationBell } from './notification-bell.tsx';
import { listHandler, listQueries, makeNotification, READ, UNREAD } from './test-fixtures.ts';
// Transformed with the test file: the bell loads its panel lazily, inside the first test's limit.
import './notification-panel.tsx';

const MESSAGE = makeNotification({ id: 11 });
const DOCUMENT = makeNotification({
  id: 12,
  event: 'DOCUMENT_RECEIVED',
  text: 'PRI00043: documento recebido (Invoice).',
  processId: 43,
  reference: 'PRI00043',
  tab: 'documentos',
  companyName: 'BOREAL COMÉRCIO',
});
const STEP = makeNotification({
  id: 13,
  event: 'PROCESS_STEP',
  text: 'PRI00044 mudou de etapa: Trânsito → Chegada.',
  processId: 44,
  reference: 'PRI00044',
  tab: 'historico',
  isRead: true,
});
const CLEARED = makeNotification({
  id: 14,
  event: 'PROCESS_CLEARED',
  text: 'PRI00045: DI desembaraçada.',
  processId: 45,
  reference: 'PRI00045',
  tab: 'geral',
});

const renderBell = (path = '/') => {
  storage.setAccessToken('abc');
  return renderRoutes([{ path: '*', element: <NotificationBell /> }], path);
};

/** The bell's state: the rows the list answers, the count the read marks answer. */
const serve = (initial: TNotification[]) => {
  let rows = initial;
  const unreadOf = () => rows.filter((row) => !row.isRead).length;
  const fetchMock = mockFetch(
    (url, init) =>
      (init.method ?? 'GET') === 'GET' && url === UNREAD
        ? jsonResponse({ data: { total: unreadOf() } })
        : undefined,
    (url, init) => {
      if (init.method !== 'POST' || url !== READ) return undefined;
      const body = JSON.parse(String(init.body)) as { ids?: number[]; all?: boolean };
      rows = rows.map((row) =>
        body.all === true || body.ids?.includes(row.id) ? { ...row, isRead: true } : row,
      );
      return jsonResponse({ data: { total: unreadOf() } });
    },
    listHandler(() => rows),
  );
  const readBodies = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => String(url) === READ && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetchMock, readBodies };
};

const openPanel = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /^Notificações/ }));
  return screen.findByRole('dialog', { name: 'Notificações' });
};

describe('the bell', () => {
  it('names the count and caps the badge at 99+', () => {
    expect(bellLabel(0)).toBe('Notificações');
    expect(bellLabel(1)).toBe('Notificações, 1 não lida');
    expect(bellLabel(1234)).toBe('Notificações, 1.234 não lidas');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('shows the unread count in its badge and its name', async () => {
    mockFetch(answer('GET', UNREAD, { data: { total: 150 } }));
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notificações, 150 não lidas' });
    expect(bell.textContent).toBe('99+');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('without unread ones is just Notificações, with no badge', async () => {
    const { fetchMock } = serve([STEP]);
    renderBell();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const bell = await screen.findByRole('button', { name: 'Notificações' });
    expect(bell.textContent).toBe('');
  });
});

describe('the bell’s panel', () => {
  it('lists the 20 newest, filters unread and all, and marks all read', async () => {
    const { fetchMock, readBodies } = serve([MESSAGE, DOCUMENT, STEP, CLEARED]);
    renderBell();
    await screen.findByRole('button', { name: 'Notificações, 3 não lidas' });
    const panel = await openPanel();

    const list = await within(panel).findByRole('list', { name: 'Notificações' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('PRI00043: documento recebido (Invoice).')).toBeTruthy();
    expect(within(list).getByText('BOREAL COMÉRCIO').getAttribute('data-sensitive')).toBe('visible');
    // The unread ones say so to a screen reader; the read one does not.
    expect(within(list).getByRole('link', { name: /^Não lida: PRI00042: nova mensagem/ })).toBeTruthy();
    expect(within(list).getByRole('link', { name: /^PRI00044 mudou de etapa/ })).toBeTruthy();
    const first = listQueries(fetchMock.mock.calls).at(-1);
    expect(first?.get('page')).toBe('1');
    expect(first?.get('size')).toBe('20');
    expect(first?.has('lidas')).toBe(false);

    fireEvent.click(within(panel).getByRole('radio', { name: 'Não lidas' }));
    await waitFor(() =>
      expect(within(panel).queryByText('PRI00044 mudou de etapa: Trânsito → Chegada.')).toBeNull(),
    );
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(listQueries(fetchMock.mock.calls).at(-1)?.get('lidas')).toBe('false');
    expect(within(panel).getByRole('link', { name: 'Ver todas' }).getAttribute('href')).toBe(
      '/notificacoes?mostrar=nao-lidas',
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await within(panel).findByText('Nenhuma notificação não lida.')).toBeTruthy();
    expect(readBodies()).toEqual([{ all: true }]);
    expect(screen.getByRole('button', { name: 'Notificações' }).textContent).toBe('');
    expect(
      (within(panel).getByRole('button', { name: 'Marcar todas como lidas' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(within(panel).getByRole('radio', { name: 'Todas' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(4));
    expect(within(panel).getByRole('link', { name: 'Ver todas' }).getAttribute('href')).toBe('/notificacoes');
  });

  it('says when there is nothing in 90 days', async () => {
    serve([]);
    renderBell();
    const panel = await openPanel();
    expect(await within(panel).findByText('Nenhuma notificação nos últimos 90 dias.')).toBeTruthy();
  });

  it('a row marks itself read and opens its process on its tab, over the screen it was opened from', async () => {
    const { readBodies } = serve([MESSAGE, DOCUMENT, STEP, CLEARED]);
    const router = renderBell('/painel-importacao?ano=2026');
    let panel = await openPanel();

    fireEvent.click(await within(panel).findByRole('link', { name: /PRI00043: documento recebido/ }));
    await waitFor(() => expect(readBodies()).toEqual([{ ids: [12] }]));
    expect(router.state.location.pathname).toBe('/painel-importacao');
    expect(router.state.location.search).toBe('?ano=2026&processo=43&abaProcesso=documentos');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('button', { name: 'Notificações, 2 não lidas' });

    // Dados Gerais is the modal's first tab: the address names the process only.
    panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('link', { name: /PRI00045: DI desembaraçada/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?ano=2026&processo=45'));
    await waitFor(() => expect(readBodies()).toEqual([{ ids: [12] }, { ids: [14] }]));

    // A read one opens without a second mark.
    panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('link', { name: /PRI00044 mudou de etapa/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?ano=2026&processo=44&abaProcesso=historico'),
    );
    expect(readBodies()).toHaveLength(2);
  });

  it('a row over the process list opens the list’s own modal address', async () => {
    serve([MESSAGE]);
    const router = renderBell('/processos?etapa=2');
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('link', { name: /PRI00042: nova mensagem/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/processos/42'));
    expect(router.state.location.search).toBe('?etapa=2&aba=mensagens');
  });
});
