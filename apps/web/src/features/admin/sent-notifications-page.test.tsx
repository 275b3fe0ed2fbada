import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminCompaniesResponse } from '@pc/contract/admin-companies';
import type { TAdminCompanyNotifications } from '@pc/contract/admin-notifications';
import { NOTIFICATION_EVENTS } from '@pc/contract/notifications';
import type { TUserRole } from '@pc/contract/user';
import { storage, storageKeys } from '../../lib/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { entitlementsWith } from '../../test/make-company.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { SentNotificationsPage } from './sent-notifications-page.tsx';

const COMPANIES_PATH = '/api/admin/companies';
const NOTIFICATIONS_PATH = `${COMPANIES_PATH}/7/notifications`;

const COMPANIES: TAdminCompaniesResponse = {
  data: [
    {
      id: 7,
      name: 'AURORA TÊXTIL LTDA',
      federalID: '07000000000107',
      isCustomer: true,
      isCustomBroker: false,
      userCount: 12,
      processCount: 1834,
      lastDataAt: null,
      entitlements: entitlementsWith(),
    },
  ],
  page: 1,
  size: 10,
  total: 1,
};

const AURORA_NOTIFICATIONS: TAdminCompanyNotifications = {
  companyId: 7,
  companyName: 'AURORA TÊXTIL LTDA',
  since: '2026-10-23T12:00:00.000Z',
  events: NOTIFICATION_EVENTS.map((event) =>
    event === 'PROCESS_STEP'
      ? { event, inPortal: 1234, push: 56, email: 7, isTurnedOff: false }
      : { event, inPortal: 0, push: 0, email: 0, isTurnedOff: event === 'QUOTATION_RECEIVED' },
  ),
};

/** The notifications' server: the picker's companies, Aurora's table, and every PUT recorded. */
const notificationsServer = () => {
  let current = AURORA_NOTIFICATIONS;
  const puts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const path = url.split('?')[0] ?? '';
    const method = init.method ?? 'GET';
    if (method === 'GET' && path === COMPANIES_PATH) return jsonResponse(COMPANIES);
    if (method === 'GET' && path === NOTIFICATIONS_PATH) return jsonResponse({ data: current });
    if (method === 'PUT' && path.startsWith(`${NOTIFICATIONS_PATH}/`)) {
      const event = path.slice(NOTIFICATIONS_PATH.length + 1);
      const body = JSON.parse(String(init.body)) as { isTurnedOff: boolean };
      puts.push({ path, body });
      current = {
        ...current,
        events: current.events.map((row) => (row.event === event ? { ...row, ...body } : row)),
      };
      return jsonResponse({ data: current });
    }
    return undefined;
  });
  return { puts };
};

const renderPageAs = (role: TUserRole) => {
  storage.setAccessToken('abc');
  storage.setJson(storageKeys.user, makeCredential({ role }));
  renderRoutes([{ path: '/', element: <SentNotificationsPage /> }], '/');
};

/** Picks Aurora in the company picker, as a mouse does. */
const pickAurora = async () => {
  fireEvent.focus(screen.getByRole('combobox', { name: 'Empresa' }));
  fireEvent.mouseDown(await screen.findByRole('option', { name: /AURORA TÊXTIL LTDA/ }));
};

const rowOf = async (label: string) => {
  const table = await screen.findByRole('table', { name: 'Notificações enviadas por evento' });
  const row = within(table).getByText(label).closest('tr');
  if (!row) throw new Error(`no row for ${label}`);
  return row;
};

describe('back-office: Notificações enviadas', () => {
  it('lists, for the company chosen, what was sent per event and channel, and what is turned off', async () => {
    notificationsServer();
    renderPageAs('STAFF');
    expect(screen.queryByRole('table')).toBeNull();
    await pickAurora();

    const step = await rowOf('Mudança de etapa');
    expect(within(step).getByText('1.234')).toBeTruthy();
    expect(within(step).getByText('56')).toBeTruthy();
    expect(within(step).getByText('7')).toBeTruthy();
    expect(within(step).getByText('Ligado')).toBeTruthy();
    expect(
      within(await rowOf('Cotação de frete recebida')).getByText('Desligado para este cliente'),
    ).toBeTruthy();
    expect(screen.getByText('Últimos 30 dias, desde 23/10/2026.')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Evento', 'No portal', 'Push', 'E-mail', 'Situação']);
    expect(screen.getAllByRole('row')).toHaveLength(NOTIFICATION_EVENTS.length + 1);
  });

  it('lets an admin turn an event off only once confirmed, naming the company; the row then reads it', async () => {
    const { puts } = notificationsServer();
    renderPageAs('ADMIN');
    await pickAurora();

    fireEvent.click(
      within(await rowOf('Mudança de etapa')).getByRole('button', { name: 'Desligar Mudança de etapa' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Desligar "Mudança de etapa" para AURORA TÊXTIL LTDA?',
    });
    expect(dialog.textContent).toContain(
      'Nenhum usuário de AURORA TÊXTIL LTDA vai receber esta notificação, nem no portal, nem por push, nem por e-mail, até ela ser religada.',
    );
    // Asked, not yet sent.
    expect(puts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desligar notificação' }));

    expect(await screen.findByText('Notificação desligada para AURORA TÊXTIL LTDA.')).toBeTruthy();
    expect(puts).toEqual([{ path: `${NOTIFICATIONS_PATH}/PROCESS_STEP`, body: { isTurnedOff: true } }]);
    const step = await rowOf('Mudança de etapa');
    await waitFor(() => expect(within(step).getByText('Desligado para este cliente')).toBeTruthy());
    expect(within(step).getByRole('button', { name: 'Religar Mudança de etapa' })).toBeTruthy();
  });

  it('asks before turning an event on again, and sends nothing when cancelled', async () => {
    const { puts } = notificationsServer();
    renderPageAs('ADMIN');
    await pickAurora();

    fireEvent.click(
      within(await rowOf('Cotação de frete recebida')).getByRole('button', {
        name: 'Religar Cotação de frete recebida',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Religar "Cotação de frete recebida" para AURORA TÊXTIL LTDA?',
    });
    expect(dialog.textContent).toContain(
      'Os usuários de AURORA TÊXTIL LTDA voltam a receber "Cotação de frete recebida" conforme as preferências de cada um.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(puts).toEqual([]);
  });

  it('shows the staff the table without Desligar or Religar, and says why', async () => {
    notificationsServer();
    renderPageAs('STAFF');
    await pickAurora();

    await rowOf('Mudança de etapa');
    expect(screen.queryByRole('button', { name: /^Desligar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Religar/ })).toBeNull();
    expect(
      screen.getByText(
        'Somente administradores desligam ou religam uma notificação para um cliente; você pode consultá-las.',
      ),
    ).toBeTruthy();
  });
});
