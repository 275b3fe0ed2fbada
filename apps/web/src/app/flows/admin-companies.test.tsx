import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminCompaniesResponse, TAdminCompany } from '@pc/contract/admin-companies';
import { ADMIN_ONLY_MESSAGE } from '@pc/contract/call';
import type { TUserRole } from '@pc/contract/user';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { entitlementsWith } from '../../test/make-company.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

const COMPANIES_PATH = '/api/admin/companies';

const AURORA: TAdminCompany = {
  id: 7,
  name: 'AURORA TÊXTIL LTDA',
  federalID: '07000000000107',
  isCustomer: true,
  isCustomBroker: false,
  userCount: 12,
  processCount: 1834,
  lastDataAt: '2026-11-24T12:05:00.000Z',
  entitlements: entitlementsWith('analytics'),
};
const MAR_ABERTO: TAdminCompany = {
  id: 500,
  name: 'MAR ABERTO LTDA',
  federalID: '50000000000150',
  isCustomer: true,
  isCustomBroker: false,
  userCount: 0,
  processCount: 0,
  lastDataAt: null,
  entitlements: entitlementsWith(),
};

/** DD/MM/YYYY HH:mm in the machine's time zone, as the screen shows an instant. */
const localDateTime = (iso: string): string => {
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
};

const pageOf = (data: TAdminCompany[], total = data.length, page = 1): TAdminCompaniesResponse => ({
  data,
  page,
  size: 25,
  total,
});

const signInAs = (role: TUserRole) => {
  storage.setAccessToken('abc');
  return answer('GET', '/credential', { data: makeCredential({ role }) });
};

/** GET /api/admin/companies answered by `respond` with the request's query. */
const companiesAnswer =
  (respond: (query: URLSearchParams) => TAdminCompaniesResponse) => (url: string, init: RequestInit) => {
    const [path, search = ''] = url.split('?');
    if ((init.method ?? 'GET') !== 'GET' || path !== COMPANIES_PATH) return undefined;
    return jsonResponse(respond(new URLSearchParams(search)));
  };

const companyRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), init: init ?? {} }))
    .filter(({ url }) => url.startsWith(COMPANIES_PATH));

/** The back-office's Empresas screen and its way in. */
describe('back-office: Empresas', () => {
  it('offers Administração last in the menu to the staff only', async () => {
    mockFetch(signInAs('STAFF'));
    renderApp('/meus-dados');
    const sidebar = await screen.findByRole('complementary', { name: 'Menu principal' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.at(-1)?.textContent).toBe('Administração');
    expect(links.at(-1)?.getAttribute('href')).toBe('/admin');
  });

  it('hides Administração from a customer, and sends one who opens /admin to Home, saying why', async () => {
    const fetchMock = mockFetch(signInAs('CUSTOMER'));
    const router = renderApp('/admin/empresas');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Decision 0102: not a silent redirect.
    const notice = await screen.findByTestId('forbidden-notice');
    expect(within(notice).getByRole('heading', { name: 'Área restrita' })).toBeTruthy();
    expect(notice.textContent).toContain('Esta área é só para a equipe do despachante.');
    const sidebar = await screen.findByRole('complementary', { name: 'Menu principal' });
    expect(within(sidebar).queryByRole('link', { name: 'Administração' })).toBeNull();
    expect(companyRequests(fetchMock)).toHaveLength(0);
  });

  it('opens /admin on Empresas; the staff read every company, switches shown but not movable', async () => {
    const fetchMock = mockFetch(
      signInAs('STAFF'),
      companiesAnswer(() => pageOf([AURORA, MAR_ABERTO], 2)),
    );
    const router = renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Administração' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/empresas'));
    const subNav = screen.getByRole('navigation', { name: 'Seções da administração' });
    await waitFor(() =>
      expect(within(subNav).getByRole('link', { name: 'Empresas' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );

    const table = await screen.findByRole('table', { name: 'Empresas' });
    const aurora = within(table).getByText('AURORA TÊXTIL LTDA').closest('tr');
    if (!aurora) throw new Error('no row for AURORA');
    expect(within(aurora).getByText('07.000.000/0001-07')).toBeTruthy();
    expect(within(aurora).getByText('12')).toBeTruthy();
    expect(within(aurora).getByText('1.834')).toBeTruthy();
    expect(within(aurora).getByText(localDateTime('2026-11-24T12:05:00.000Z'))).toBeTruthy();
    const marAberto = within(table).getByText('MAR ABERTO LTDA').closest('tr');
    expect(marAberto && within(marAberto).getByText('—')).toBeTruthy();

    const analytics = screen.getByRole('switch', { name: 'Analytics — AURORA TÊXTIL LTDA' });
    expect((analytics as HTMLInputElement).checked).toBe(true);
    expect((analytics as HTMLInputElement).disabled).toBe(true);
    for (const label of ['TRANSIT TIME', 'ETD Atrasados', 'Exportação TXT']) {
      const other = screen.getByRole('switch', { name: `${label} — MAR ABERTO LTDA` }) as HTMLInputElement;
      expect(other.checked).toBe(false);
      expect(other.disabled).toBe(true);
    }
    expect(screen.getByText(/Somente administradores alteram as permissões/)).toBeTruthy();
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === '2 empresas'),
    ).toBeTruthy();
    expect(new URL(companyRequests(fetchMock)[0]?.url ?? '', 'http://x').search).toBe('?page=1&size=25');
  });

  it('asks before an entitlement changes, naming the company, its CNPJ and what its users gain; cancelled, nothing', async () => {
    const fetchMock = mockFetch(
      signInAs('ADMIN'),
      companiesAnswer(() => pageOf([AURORA, MAR_ABERTO])),
    );
    renderApp('/admin/empresas');

    const analytics = (await screen.findByRole('switch', {
      name: 'Analytics — AURORA TÊXTIL LTDA',
    })) as HTMLInputElement;
    fireEvent.click(analytics);
    const dialog = await screen.findByRole('alertdialog', { name: 'Desligar Analytics?' });
    expect(dialog.textContent).toContain(
      'Desligar Analytics de AURORA TÊXTIL LTDA: 12 usuários perdem o acesso à tela Análise Operacional. CNPJ 07.000.000/0001-07, 1.834 processos.',
    );
    // Nothing changed yet: the switch as it was, nothing sent.
    expect(analytics.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(analytics.checked).toBe(true);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('lets an admin switch an entitlement once confirmed: PUT of the four, the toast, the switch as the server answers', async () => {
    let current = AURORA;
    const fetchMock = mockFetch(
      signInAs('ADMIN'),
      companiesAnswer(() => pageOf([current, MAR_ABERTO])),
      (url, init) => {
        if (init.method !== 'PUT' || url !== `${COMPANIES_PATH}/7/entitlements`) return undefined;
        current = { ...AURORA, entitlements: JSON.parse(String(init.body)) };
        return jsonResponse({ data: current });
      },
    );
    renderApp('/admin/empresas');

    const transit = (await screen.findByRole('switch', {
      name: 'TRANSIT TIME — AURORA TÊXTIL LTDA',
    })) as HTMLInputElement;
    expect(transit.disabled).toBe(false);
    fireEvent.click(transit);
    const dialog = await screen.findByRole('alertdialog', { name: 'Ligar TRANSIT TIME?' });
    expect(dialog.textContent).toContain(
      'Ligar TRANSIT TIME para AURORA TÊXTIL LTDA: 12 usuários passam a ver a aba TRANSIT TIME da Home.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ligar TRANSIT TIME' }));
    // At once, while the server answers: the new value, the company's switches waiting.
    expect(transit.checked).toBe(true);
    expect(transit.disabled).toBe(true);

    expect(await screen.findByText('TRANSIT TIME ligado para AURORA TÊXTIL LTDA.')).toBeTruthy();
    await waitFor(() => expect(transit.disabled).toBe(false));
    expect(transit.checked).toBe(true);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual(entitlementsWith('analytics', 'transitTime'));
    expect(screen.queryByText(/Somente administradores/)).toBeNull();
  });

  it('shows the server’s refusal in a toast and puts the switch back', async () => {
    mockFetch(
      signInAs('ADMIN'),
      companiesAnswer(() => pageOf([AURORA])),
      answer(
        'PUT',
        `${COMPANIES_PATH}/7/entitlements`,
        { code: 'FORBIDDEN', message: ADMIN_ONLY_MESSAGE },
        403,
      ),
    );
    renderApp('/admin/empresas');

    const analytics = (await screen.findByRole('switch', {
      name: 'Analytics — AURORA TÊXTIL LTDA',
    })) as HTMLInputElement;
    fireEvent.click(analytics);
    const dialog = await screen.findByRole('alertdialog', { name: 'Desligar Analytics?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desligar Analytics' }));
    expect(analytics.checked).toBe(false);
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(ADMIN_ONLY_MESSAGE);
    await waitFor(() => expect(analytics.disabled).toBe(false));
    expect(analytics.checked).toBe(true);
  });

  it('searches by name or CNPJ on the server, pages by 25 and says when nothing matches', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...MAR_ABERTO,
      id: 1000 + index,
      name: `EMPRESA ${String(index + 1).padStart(2, '0')}`,
    }));
    const fetchMock = mockFetch(
      signInAs('STAFF'),
      companiesAnswer((query) => {
        if (query.get('search')) return pageOf([], 0);
        return pageOf(query.get('page') === '2' ? [AURORA] : many, 26, Number(query.get('page')));
      }),
    );
    renderApp('/admin/empresas');

    expect(await screen.findByText('EMPRESA 25')).toBeTruthy();
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('AURORA TÊXTIL LTDA')).toBeTruthy();
    expect(companyRequests(fetchMock).at(-1)?.url).toContain('page=2&size=25');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar por nome ou CNPJ' }), {
      target: { value: '07.000' },
    });
    expect(await screen.findByText('Nenhuma empresa encontrada.')).toBeTruthy();
    const last = new URL(companyRequests(fetchMock).at(-1)?.url ?? '', 'http://x');
    expect(last.searchParams.get('search')).toBe('07.000');
    expect(last.searchParams.get('page')).toBe('1');
  });
});
