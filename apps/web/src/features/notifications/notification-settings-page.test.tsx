import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DATE_SHIFT_DAYS_MESSAGE,
  DEFAULT_NOTIFICATION_SETTINGS,
  MUTED_COMPANY_NOT_YOURS_MESSAGE,
  NOTIFICATION_SETTINGS_SAVED_MESSAGE,
  type TNotificationSettings,
} from '@pc/contract/notifications';
import { routes } from '../../lib/routes.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { makeCompany } from '../../test/make-company.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { NotificationSettingsPage } from './notification-settings-page.tsx';
import { SETTINGS } from './test-fixtures.ts';

const AURORA = makeCompany({ id: 7, name: 'AURORA IMPORTADORA' });
const BOREAL = makeCompany({ id: 8, name: 'BOREAL COMÉRCIO' });

// Step changes off, 3 days, Boreal muted, and a company muted once that is no longer the user's.
const SAVED: TNotificationSettings = {
  events: { ...DEFAULT_NOTIFICATION_SETTINGS.events, PROCESS_STEP: { isInPortal: false } },
  dateShiftDays: 3,
  mutedCompanyIds: [8, 999],
};

const renderSettings = () => {
  storage.setAccessToken('abc');
  storage.setJson(storageKeys.companies, [AURORA, BOREAL]);
  return renderRoutes(
    [{ path: routes.MyDataNotifications.path, Component: NotificationSettingsPage }],
    routes.MyDataNotifications.path,
  );
};

const putBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === SETTINGS && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const daysInput = () => screen.getByRole('spinbutton', { name: 'Avisar quando ETA ou ETD mudar ao menos' });

describe('Meus Dados › Notificações', () => {
  it('loads the saved rules: a switch per event for the portal only, the days and the muted companies', async () => {
    mockFetch(answer('GET', SETTINGS, { data: SAVED }));
    renderSettings();

    const step = await screen.findByRole('switch', { name: 'Mostrar no portal: Mudança de etapa' });
    expect((step as HTMLInputElement).checked).toBe(false);
    const message = screen.getByRole('switch', { name: 'Mostrar no portal: Mensagem do despachante' });
    expect((message as HTMLInputElement).checked).toBe(true);
    // One switch per event of the catalogue, and no e-mail or push channel.
    expect(screen.getAllByRole('switch')).toHaveLength(8);
    expect(screen.queryByText(/e-mail|push/i)).toBeNull();
    expect(daysInput()).toHaveProperty('value', '3');
    expect(screen.getByRole('checkbox', { name: 'Silenciar BOREAL COMÉRCIO' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('checkbox', { name: 'Silenciar AURORA IMPORTADORA' })).toHaveProperty(
      'checked',
      false,
    );
    const tabs = screen.getByRole('navigation', { name: 'Seções de Meus Dados' });
    expect(within(tabs).getByRole('link', { name: 'Notificações' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('refuses a number of days out of 1 to 60 with the contract’s message, before asking the server', async () => {
    const fetchMock = mockFetch(answer('GET', SETTINGS, { data: SAVED }));
    renderSettings();
    await screen.findByRole('switch', { name: 'Mostrar no portal: Mudança de etapa' });

    for (const value of ['0', '61', '']) {
      // From a valid number each time: the message that follows is this value's own.
      fireEvent.change(daysInput(), { target: { value: '10' } });
      await waitFor(() => expect(screen.queryByText(DATE_SHIFT_DAYS_MESSAGE)).toBeNull());
      fireEvent.change(daysInput(), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(DATE_SHIFT_DAYS_MESSAGE)).toBeTruthy();
      expect(daysInput().getAttribute('aria-invalid')).toBe('true');
    }
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('saves the rules whole and says the server’s message', async () => {
    const fetchMock = mockFetch(answer('GET', SETTINGS, { data: SAVED }), (url, init) =>
      url === SETTINGS && init.method === 'PUT'
        ? new Response(
            JSON.stringify({
              data: JSON.parse(String(init.body)),
              message: NOTIFICATION_SETTINGS_SAVED_MESSAGE,
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          )
        : undefined,
    );
    renderSettings();
    fireEvent.click(await screen.findByRole('switch', { name: 'Mostrar no portal: Mudança de etapa' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar no portal: Cotação de frete recebida' }));
    fireEvent.change(daysInput(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Silenciar AURORA IMPORTADORA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(NOTIFICATION_SETTINGS_SAVED_MESSAGE)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([
      {
        events: {
          ...DEFAULT_NOTIFICATION_SETTINGS.events,
          QUOTATION_RECEIVED: { isInPortal: false },
        },
        dateShiftDays: 5,
        // The company no longer the user's is dropped; the new one follows the one kept.
        mutedCompanyIds: [8, 7],
      },
    ]);
  });

  it('shows a 400’s message on its field, or on the form', async () => {
    const refusal = {
      code: 'BAD_REQUEST',
      message: MUTED_COMPANY_NOT_YOURS_MESSAGE,
      details: [{ path: 'mutedCompanyIds', message: MUTED_COMPANY_NOT_YOURS_MESSAGE }],
    };
    mockFetch(answer('GET', SETTINGS, { data: SAVED }), answer('PUT', SETTINGS, refusal, 400));
    renderSettings();
    await screen.findByRole('switch', { name: 'Mostrar no portal: Mudança de etapa' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const companies = screen.getByRole('group', { name: 'Empresas silenciadas' });
    expect(await within(companies).findByText(MUTED_COMPANY_NOT_YOURS_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal on no field above the button', async () => {
    mockFetch(
      answer('GET', SETTINGS, { data: SAVED }),
      answer('PUT', SETTINGS, { code: 'BAD_REQUEST', message: 'Requisição inválida.' }, 400),
    );
    renderSettings();
    await screen.findByRole('switch', { name: 'Mostrar no portal: Mudança de etapa' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Requisição inválida.');
  });
});
