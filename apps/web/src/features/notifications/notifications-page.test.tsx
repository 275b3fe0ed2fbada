import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TNotification } from '@pc/contract/notifications';
import { routes } from '../../lib/routes.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { makeCompany } from '../../test/make-company.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { NotificationsPage } from './notifications-page.tsx';
import { listQueries, makeNotification, NOTIFICATIONS, pageOf, READ, UNREAD } from './test-fixtures.ts';

const AURORA = makeCompany({ id: 7, name: 'AURORA IMPORTADORA' });
const BOREAL = makeCompany({ id: 8, name: 'BOREAL COMÉRCIO' });

const DOCUMENT = makeNotification({
  id: 12,
  event: 'DOCUMENT_RECEIVED',
  text: 'PRI00043: documento recebido (Invoice).',
  companyId: 8,
  companyName: 'BOREAL COMÉRCIO',
  processId: 43,
  reference: 'PRI00043',
  tab: 'documentos',
});

type TServed = { rows: TNotification[]; total?: number; unread?: number };

/** The page's calls: the list answers `served` whatever its query (the test reads the query it sent). */
const serve = (served: TServed) => {
  const fetchMock = mockFetch(
    (url, init) =>
      (init.method ?? 'GET') === 'GET' && url.split('?')[0] === NOTIFICATIONS
        ? jsonResponse(pageOf(served.rows, served.unread ?? 1, served.total))
        : undefined,
    (url) => (url === UNREAD ? jsonResponse({ data: { total: served.unread ?? 1 } }) : undefined),
    (url, init) =>
      url === READ && init.method === 'POST' ? jsonResponse({ data: { total: 0 } }) : undefined,
  );
  return fetchMock;
};

const renderPage = (path: string) => {
  storage.setAccessToken('abc');
  storage.setJson(storageKeys.companies, [AURORA, BOREAL]);
  return renderRoutes([{ path: routes.Notifications.path, Component: NotificationsPage }], path);
};

const lastQuery = (fetchMock: ReturnType<typeof mockFetch>) =>
  Object.fromEntries(listQueries(fetchMock.mock.calls).at(-1) ?? []);

describe('Notificações', () => {
  it('reads its filters from the address and asks for that page of the list', async () => {
    const fetchMock = serve({ rows: [DOCUMENT], total: 21 });
    renderPage(
      '/notificacoes?mostrar=nao-lidas&eventos=DOCUMENT_RECEIVED,MESSAGE_RECEIVED,NOPE&empresas=8,999&busca=PRI00043&pagina=2',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Notificações' })).toBeTruthy();
    await screen.findByText('PRI00043: documento recebido (Invoice).');
    // In the catalogue's order; an unknown event and a company that is not the user's are left out.
    expect(lastQuery(fetchMock)).toEqual({
      page: '2',
      size: '20',
      lidas: 'false',
      eventos: 'MESSAGE_RECEIVED,DOCUMENT_RECEIVED',
      customersId: '8',
      q: 'PRI00043',
    });
    expect((screen.getByRole('radio', { name: 'Não lidas' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Eventos: 2 selecionados' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Empresas: BOREAL COMÉRCIO' })).toBeTruthy();
    expect(
      (screen.getByRole('searchbox', { name: 'Buscar por palavras ou referência' }) as HTMLInputElement)
        .value,
    ).toBe('PRI00043');
    expect(screen.getByText('21 notificações')).toBeTruthy();
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();
  });

  it('writes each filter to the address, back to the first page, and Back undoes it', async () => {
    const fetchMock = serve({ rows: [DOCUMENT], total: 45 });
    const router = renderPage('/notificacoes?empresas=8&pagina=2');
    await screen.findByText('PRI00043: documento recebido (Invoice).');
    const search = () => new URLSearchParams(router.state.location.search);

    fireEvent.click(screen.getByRole('radio', { name: 'Não lidas' }));
    await waitFor(() => expect(search().get('mostrar')).toBe('nao-lidas'));
    expect(search().get('empresas')).toBe('8');
    expect(search().has('pagina')).toBe(false);
    await waitFor(() => expect(lastQuery(fetchMock).lidas).toBe('false'));

    const box = screen.getByRole('searchbox', { name: 'Buscar por palavras ou referência' });
    fireEvent.change(box, { target: { value: '  canal vermelho ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(search().get('busca')).toBe('canal vermelho'));
    await waitFor(() => expect(lastQuery(fetchMock).q).toBe('canal vermelho'));

    fireEvent.click(screen.getByRole('button', { name: 'Eventos: Todos os eventos' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Canal amarelo ou vermelho' }));
    await waitFor(() => expect(search().get('eventos')).toBe('PROCESS_CHANNEL'));
    await waitFor(() => expect(lastQuery(fetchMock).eventos).toBe('PROCESS_CHANNEL'));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(search().get('pagina')).toBe('2'));
    await waitFor(() => expect(lastQuery(fetchMock).page).toBe('2'));

    // Back: the page before, then the search before this one (the box follows the address).
    await router.navigate(-1);
    await waitFor(() => expect(search().has('pagina')).toBe(false));
    await router.navigate(-1);
    await waitFor(() => expect(search().has('busca')).toBe(false));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Buscar por palavras ou referência' })).toHaveProperty(
        'value',
        '',
      ),
    );
  });

  it('opens a row’s process on its tab over the page, filters kept, and marks it read', async () => {
    const fetchMock = serve({ rows: [DOCUMENT] });
    const router = renderPage('/notificacoes?busca=PRI');
    const row = await screen.findByRole('link', {
      name: 'Não lida: Documento recebido. PRI00043: documento recebido (Invoice). BOREAL COMÉRCIO, 02/03/2026 09:00',
    });
    expect(row.getAttribute('href')).toBe('/notificacoes?busca=PRI&processo=43&abaProcesso=documentos');
    fireEvent.click(row);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?busca=PRI&processo=43&abaProcesso=documentos'),
    );
    const marks = fetchMock.mock.calls.filter(([url, init]) => url === READ && init?.method === 'POST');
    expect(marks.map(([, init]) => JSON.parse(String(init?.body)) as unknown)).toEqual([{ ids: [12] }]);
  });

  it('marks all read and says when the filters find nothing', async () => {
    const fetchMock = serve({ rows: [], total: 0 });
    renderPage('/notificacoes?eventos=PROCESS_STEP');
    expect(await screen.findByText('Nenhuma notificação encontrada com esses filtros.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([url, init]) => url === READ && init?.method === 'POST')
          .map(([, init]) => JSON.parse(String(init?.body)) as unknown),
      ).toEqual([{ all: true }]),
    );
  });

  it('with no filter, says there is nothing in 90 days', async () => {
    serve({ rows: [], total: 0, unread: 0 });
    renderPage('/notificacoes');
    expect(await screen.findByText('Nenhuma notificação nos últimos 90 dias.')).toBeTruthy();
    expect(screen.getByText('0 notificações')).toBeTruthy();
  });
});
