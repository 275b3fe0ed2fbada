import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DATE_SHIFT_DAYS_MESSAGE,
  DEFAULT_NOTIFICATION_SETTINGS,
  MUTED_COMPANY_NOT_YOURS_MESSAGE,
  NOTIFICATION_EMAIL_FREQUENCY_LABELS,
  NOTIFICATION_EVENT_CATALOGUE,
  NOTIFICATION_EVENTS,
  NOTIFICATION_SETTINGS_SAVED_MESSAGE,
  QUIET_HOURS_SAME_MESSAGE,
  QUIET_HOURS_TIME_MESSAGE,
  type TNotificationSettingsView,
} from '@pc/contract/notifications';
import { routes } from '../../lib/routes.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { makeCompany } from '../../test/make-company.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { NotificationSettingsPage } from './notification-settings-page.tsx';
import { timeOptions } from './quiet-hours-fields.tsx';
import { DEVICES, SETTINGS } from './test-fixtures.ts';

const AURORA = makeCompany({ id: 7, name: 'AURORA IMPORTADORA' });
const BOREAL = makeCompany({ id: 8, name: 'BOREAL COMÉRCIO' });

// Step changes off in the portal, documents not pushed but e-mailed (messages e-mailed by default),
// 3 days, Boreal muted, a company muted once that is no longer the user's, quiet hours on from 23:00
// to 06:30, the portal's e-mails on, at each piece of news.
const SAVED: TNotificationSettingsView = {
  events: {
    ...DEFAULT_NOTIFICATION_SETTINGS.events,
    PROCESS_STEP: { isInPortal: false, isPush: true, isEmail: false },
    DOCUMENT_RECEIVED: { isInPortal: true, isPush: false, isEmail: true },
  },
  dateShiftDays: 3,
  dueSoonDays: 5,
  mutedCompanyIds: [8, 999],
  quietHours: { isOn: true, start: '23:00', end: '06:30' },
  emailFrequency: 'EACH_EVENT',
  isEmailOn: true,
};

const EMAIL_OFF_HINT = 'Os e-mails estão desligados: ligue “Receber e-mails do portal” para recebê-los.';

/** The devices' section below the form asks for its list too: none here (push-devices.test.tsx). */
const NO_DEVICES = answer('GET', DEVICES, { data: [] });

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
const dueInput = () => screen.getByRole('spinbutton', { name: 'Avisar quando faltarem no máximo' });
// Time inputs have no ARIA role of their own: found by their labels.
const startInput = () => screen.getByLabelText('Início') as HTMLSelectElement;
const endInput = () => screen.getByLabelText('Fim') as HTMLSelectElement;
const checked = (name: string) => (screen.getByRole('switch', { name }) as HTMLInputElement).checked;
const emailSwitches = () =>
  NOTIFICATION_EVENTS.map(
    (event) =>
      screen.getByRole('switch', {
        name: `Enviar por e-mail: ${NOTIFICATION_EVENT_CATALOGUE[event].label}`,
      }) as HTMLInputElement,
  );
const emailSection = () => screen.getByRole('group', { name: 'E-mail' });
const frequencyGroup = () => screen.getByRole('group', { name: 'Frequência' });
const frequencyRadio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

/** Answers a PUT with the rules it was sent, as the server does. */
const echoPut = (url: string, init: RequestInit) =>
  url === SETTINGS && init.method === 'PUT'
    ? new Response(
        JSON.stringify({ data: JSON.parse(String(init.body)), message: NOTIFICATION_SETTINGS_SAVED_MESSAGE }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      )
    : undefined;

describe('Meus Dados › Notificações', () => {
  it('loads the saved rules: the portal, push and e-mail switches per event, the days, the e-mails, the quiet hours and the muted companies', async () => {
    mockFetch(answer('GET', SETTINGS, { data: SAVED }), NO_DEVICES);
    renderSettings();

    await screen.findByRole('switch', { name: 'Mostrar no portal: Mudança de etapa' });
    expect(checked('Mostrar no portal: Mudança de etapa')).toBe(false);
    expect(checked('Enviar por push: Mudança de etapa')).toBe(true);
    expect(checked('Mostrar no portal: Documento recebido')).toBe(true);
    expect(checked('Enviar por push: Documento recebido')).toBe(false);
    expect(checked('Mostrar no portal: Mensagem do despachante')).toBe(true);
    expect(checked('Enviar por e-mail: Mudança de etapa')).toBe(false);
    expect(checked('Enviar por e-mail: Documento recebido')).toBe(true);
    expect(checked('Enviar por e-mail: Mensagem do despachante')).toBe(true);
    expect(emailSwitches().every((input) => !input.disabled)).toBe(true);
    // Three switches per event of the catalogue (portal, push, e-mail), the portal's e-mails' one
    // and the quiet hours' one.
    expect(screen.getAllByRole('switch')).toHaveLength(3 * NOTIFICATION_EVENTS.length + 2);
    expect(dueInput()).toHaveProperty('value', '5');
    expect(daysInput()).toHaveProperty('value', '3');
    expect(within(emailSection()).getByRole('switch', { name: 'Receber e-mails do portal' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(frequencyGroup()).getAllByRole('radio')).toHaveLength(2);
    expect(frequencyRadio('A cada novidade').checked).toBe(true);
    expect(frequencyRadio('Um resumo por dia, às 07:00').checked).toBe(false);
    expect(frequencyGroup()).toHaveProperty('disabled', false);
    expect(
      within(emailSection()).getByText('O resumo semanal continua em Meus Dados, no follow-up sintético.'),
    ).toBeTruthy();
    expect(screen.queryByText(EMAIL_OFF_HINT)).toBeNull();
    const quiet = screen.getByRole('group', { name: 'Horário de silêncio' });
    expect(within(quiet).getByRole('switch', { name: 'Silenciar push e e-mail à noite' })).toHaveProperty(
      'checked',
      true,
    );
    expect(startInput().value).toBe('23:00');
    expect(endInput().value).toBe('06:30');
    // 24-hour times in a list, whatever the browser's language.
    expect(startInput().tagName).toBe('SELECT');
    expect(within(startInput()).getByRole('option', { name: '22:00' })).toBeTruthy();
    expect(
      within(quiet).getByText(
        'No horário de Brasília. Push e e-mail esperam: o que chegar nesse horário é enviado num resumo quando ele termina.',
      ).id,
    ).toBe(startInput().getAttribute('aria-describedby'));
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
    const fetchMock = mockFetch(answer('GET', SETTINGS, { data: SAVED }), NO_DEVICES);
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

  it('saves the rules whole, push, e-mail and quiet hours included, and says the server’s message', async () => {
    const fetchMock = mockFetch(answer('GET', SETTINGS, { data: SAVED }), NO_DEVICES, echoPut);
    renderSettings();
    fireEvent.click(await screen.findByRole('switch', { name: 'Mostrar no portal: Mudança de etapa' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar no portal: Cotação de frete recebida' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Enviar por push: Mensagem do despachante' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Enviar por push: Documento recebido' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Enviar por e-mail: Mudança de etapa' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Enviar por e-mail: Documento recebido' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Enviar por e-mail: Numerário ou parcela vencido' }));
    fireEvent.change(daysInput(), { target: { value: '5' } });
    fireEvent.change(dueInput(), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Silenciar push e e-mail à noite' }));
    fireEvent.change(startInput(), { target: { value: '21:30' } });
    fireEvent.change(endInput(), { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Silenciar AURORA IMPORTADORA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(NOTIFICATION_SETTINGS_SAVED_MESSAGE)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([
      {
        events: {
          ...DEFAULT_NOTIFICATION_SETTINGS.events,
          PROCESS_STEP: { isInPortal: true, isPush: true, isEmail: true },
          QUOTATION_RECEIVED: { isInPortal: false, isPush: true, isEmail: false },
          MESSAGE_RECEIVED: { isInPortal: true, isPush: false, isEmail: true },
          PAYMENT_OVERDUE: { isInPortal: true, isPush: true, isEmail: true },
        },
        dateShiftDays: 5,
        dueSoonDays: 0,
        // The company no longer the user's is dropped; the new one follows the one kept.
        mutedCompanyIds: [8, 7],
        quietHours: { isOn: false, start: '21:30', end: '07:00' },
        emailFrequency: 'EACH_EVENT',
        isEmailOn: true,
      },
    ]);
  });

  it('saves the e-mails’ frequency chosen', async () => {
    const fetchMock = mockFetch(answer('GET', SETTINGS, { data: SAVED }), NO_DEVICES, echoPut);
    renderSettings();
    await screen.findByRole('switch', { name: 'Receber e-mails do portal' });
    // The two choices are the contract's words.
    expect(frequencyRadio(NOTIFICATION_EMAIL_FREQUENCY_LABELS.EACH_EVENT).checked).toBe(true);

    fireEvent.click(frequencyRadio('Um resumo por dia, às 07:00'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(NOTIFICATION_SETTINGS_SAVED_MESSAGE)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([
      { ...SAVED, mutedCompanyIds: [8], emailFrequency: 'DAILY', isEmailOn: true },
    ]);
    // The form keeps the saved choice.
    expect(frequencyRadio('Um resumo por dia, às 07:00').checked).toBe(true);
  });

  it('turning the portal’s e-mails off disables the events’ e-mail switches and the frequency, says why, and saves the switch with the choices kept', async () => {
    const fetchMock = mockFetch(answer('GET', SETTINGS, { data: SAVED }), NO_DEVICES, echoPut);
    renderSettings();
    fireEvent.click(await screen.findByRole('switch', { name: 'Receber e-mails do portal' }));

    const hint = await screen.findByText(EMAIL_OFF_HINT);
    for (const input of emailSwitches()) {
      expect(input.disabled).toBe(true);
      expect(input.getAttribute('aria-describedby')).toBe(hint.id);
    }
    // Their choices stay as they were, only not editable.
    expect(checked('Enviar por e-mail: Documento recebido')).toBe(true);
    expect(checked('Enviar por e-mail: Mudança de etapa')).toBe(false);
    expect(frequencyGroup()).toHaveProperty('disabled', true);
    expect(frequencyRadio('A cada novidade').matches(':disabled')).toBe(true);
    expect(frequencyRadio('Um resumo por dia, às 07:00').matches(':disabled')).toBe(true);
    // The other channels are not the e-mails' business.
    expect(screen.getByRole('switch', { name: 'Enviar por push: Mudança de etapa' })).toHaveProperty(
      'disabled',
      false,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(NOTIFICATION_SETTINGS_SAVED_MESSAGE)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([{ ...SAVED, mutedCompanyIds: [8], isEmailOn: false }]);
    // Saved off, the form stays off.
    expect(screen.getByText(EMAIL_OFF_HINT)).toBeTruthy();
    expect(emailSwitches().every((input) => input.disabled)).toBe(true);
  });

  it('loads the portal’s e-mails off as off, and turning them on makes the e-mail choices editable again', async () => {
    mockFetch(answer('GET', SETTINGS, { data: { ...SAVED, isEmailOn: false } }), NO_DEVICES);
    renderSettings();
    const master = await screen.findByRole('switch', { name: 'Receber e-mails do portal' });
    expect(master).toHaveProperty('checked', false);
    expect(screen.getByText(EMAIL_OFF_HINT)).toBeTruthy();
    expect(emailSwitches().every((input) => input.disabled)).toBe(true);
    expect(frequencyGroup()).toHaveProperty('disabled', true);

    fireEvent.click(master);
    await waitFor(() => expect(screen.queryByText(EMAIL_OFF_HINT)).toBeNull());
    for (const input of emailSwitches()) {
      expect(input.disabled).toBe(false);
      expect(input.getAttribute('aria-describedby')).toBeNull();
    }
    expect(frequencyGroup()).toHaveProperty('disabled', false);
  });

  it('refuses quiet hours that start when they end, with the contract’s message', async () => {
    const fetchMock = mockFetch(answer('GET', SETTINGS, { data: SAVED }), NO_DEVICES, echoPut);
    renderSettings();
    await screen.findByRole('switch', { name: 'Silenciar push e e-mail à noite' });

    fireEvent.change(endInput(), { target: { value: '23:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const same = await screen.findByText(QUIET_HOURS_SAME_MESSAGE);
    expect(endInput().getAttribute('aria-invalid')).toBe('true');
    expect(endInput().getAttribute('aria-describedby')).toContain(same.id);

    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('offers a time saved off the quarter hours as it is, and saves it unchanged', async () => {
    const offGrid = { ...SAVED, quietHours: { isOn: true, start: '23:00', end: '06:40' } };
    const fetchMock = mockFetch(answer('GET', SETTINGS, { data: offGrid }), NO_DEVICES, echoPut);
    renderSettings();
    await screen.findByRole('switch', { name: 'Silenciar push e e-mail à noite' });
    expect(endInput().value).toBe('06:40');
    expect(timeOptions('06:40')).toHaveLength(97);
    expect(QUIET_HOURS_TIME_MESSAGE).toBe('Informe o horário como HH:MM (00:00 a 23:59).');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(putBodies(fetchMock)).toHaveLength(1));
    expect((putBodies(fetchMock)[0] as { quietHours: unknown }).quietHours).toEqual(offGrid.quietHours);
  });

  it('shows a 400 on the quiet hours under its time', async () => {
    const refusal = {
      code: 'BAD_REQUEST',
      message: QUIET_HOURS_SAME_MESSAGE,
      details: [{ path: 'body.quietHours.end', message: QUIET_HOURS_SAME_MESSAGE }],
    };
    mockFetch(answer('GET', SETTINGS, { data: SAVED }), NO_DEVICES, answer('PUT', SETTINGS, refusal, 400));
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    const quiet = screen.getByRole('group', { name: 'Horário de silêncio' });
    expect(await within(quiet).findByText(QUIET_HOURS_SAME_MESSAGE)).toBeTruthy();
    expect(endInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a 400’s message on its field, or on the form', async () => {
    const refusal = {
      code: 'BAD_REQUEST',
      message: MUTED_COMPANY_NOT_YOURS_MESSAGE,
      details: [{ path: 'mutedCompanyIds', message: MUTED_COMPANY_NOT_YOURS_MESSAGE }],
    };
    mockFetch(answer('GET', SETTINGS, { data: SAVED }), NO_DEVICES, answer('PUT', SETTINGS, refusal, 400));
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
      NO_DEVICES,
      answer('PUT', SETTINGS, { code: 'BAD_REQUEST', message: 'Requisição inválida.' }, 400),
    );
    renderSettings();
    await screen.findByRole('switch', { name: 'Mostrar no portal: Mudança de etapa' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Requisição inválida.');
  });
});
