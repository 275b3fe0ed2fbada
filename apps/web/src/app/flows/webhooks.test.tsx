import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminCompaniesResponse } from '@pc/contract/admin-companies';
import type { TUserRole } from '@pc/contract/user';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_PERMISSION_REQUIRED_MESSAGE,
  WEBHOOK_URL_MESSAGE,
  type TWebhookDeliveriesResponse,
  type TWebhookSecretResponse,
  type TWebhookSubscription,
} from '@pc/contract/webhooks';
import { WEBHOOK_EVENT_LABELS } from '@pc/contract/webhooks-events';
import { COMPANIES_REQUIRED_MESSAGE, EVENTS_REQUIRED_MESSAGE } from '../../features/webhooks/webhook-form.ts';
import { SECRET_WARNING } from '../../features/webhooks/webhook-secret-dialog.tsx';
import { NEW_WEBHOOK_LABEL, ROTATE_TITLE } from '../../features/webhooks/webhooks-panel.tsx';
import { REDELIVER_LABEL } from '../../features/webhooks/webhook-deliveries-sheet.tsx';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { entitlementsWith } from '../../test/make-company.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

const ADMIN_PATH = '/api/admin/webhooks';

const ERP: TWebhookSubscription = {
  id: 1,
  url: 'https://erp.despachante.example/webhooks',
  description: 'ERP do despachante',
  events: ['process.updated', 'document.added'],
  companies: null,
  isActive: true,
  scope: 'BROKER',
  createdBy: { id: 11, name: 'Carla Mendes' },
  createdAt: '2026-11-02T12:00:00.000Z',
  updatedAt: '2026-11-02T12:00:00.000Z',
  disabledAt: null,
  failingSince: null,
  secretHint: 'abcd',
};
const DISABLED: TWebhookSubscription = {
  ...ERP,
  id: 2,
  url: 'https://aurora.example/hooks',
  description: '',
  events: ['quotation.approved'],
  companies: [{ id: 7, name: 'AURORA TÊXTIL LTDA' }],
  isActive: false,
  disabledAt: '2026-11-20T12:00:00.000Z',
  failingSince: '2026-11-19T12:00:00.000Z',
};

const companiesPage: TAdminCompaniesResponse = {
  data: [
    {
      id: 7,
      name: 'AURORA TÊXTIL LTDA',
      federalID: '00000000000007',
      isCustomer: true,
      isCustomBroker: false,
      userCount: 1,
      processCount: 1,
      lastDataAt: null,
      entitlements: entitlementsWith(),
    },
  ],
  page: 1,
  size: 100,
  total: 1,
};

const signInAs = (role: TUserRole, canManageWebhooks = false) => {
  storage.setAccessToken('abc');
  return answer('GET', '/credential', { data: makeCredential({ role, canManageWebhooks }) });
};

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string): unknown => {
  const call = fetchMock.mock.calls.find(([url, init]) => init?.method === method && String(url) === path);
  return call ? JSON.parse(String(call[1]?.body ?? 'null')) : undefined;
};

describe('webhooks screens (outbound webhooks for integrators)', () => {
  it('shows the staff the list with events, companies and situation, and no action that changes', async () => {
    mockFetch(signInAs('STAFF'), answer('GET', ADMIN_PATH, { data: [ERP, DISABLED] }));
    renderApp('/admin');

    const subNav = await screen.findByRole('navigation', { name: 'Seções da administração' });
    fireEvent.click(within(subNav).getByRole('link', { name: 'Webhooks' }));
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const erp = (await within(table).findByText(ERP.url)).closest('tr');
    if (!erp) throw new Error('no row');
    expect(within(erp).getByText(WEBHOOK_EVENT_LABELS['process.updated'])).toBeTruthy();
    expect(within(erp).getByText('Todas as empresas')).toBeTruthy();
    expect(within(erp).getByText('Ativo')).toBeTruthy();
    const disabled = within(table).getByText(DISABLED.url).closest('tr');
    if (!disabled) throw new Error('no row');
    expect(within(disabled).getByText('AURORA TÊXTIL LTDA')).toBeTruthy();
    expect(
      within(disabled).getByText(/^Desativado em \d{2}\/\d{2}\/2026 \d{2}:\d{2} após 24 h de falhas$/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: NEW_WEBHOOK_LABEL })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Enviar teste/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).toBeNull();
    expect(within(erp).getByRole('button', { name: `Entregas de ${ERP.url}` })).toBeTruthy();
  });

  it("validates the dialog with the contract's messages, then shows the new secret once", async () => {
    let list = [ERP];
    const created: TWebhookSecretResponse = {
      data: {
        ...ERP,
        id: 3,
        url: 'https://wms.aurora.example/in',
        description: 'WMS',
        events: ['document.added'],
        companies: [{ id: 7, name: 'AURORA TÊXTIL LTDA' }],
      },
      secret: 'whsec_MostradoUmaVezSo0123456789abcdefABCDEF=',
    };
    const fetchMock = mockFetch(
      signInAs('ADMIN'),
      (url, init) =>
        (init.method ?? 'GET') === 'GET' && url === ADMIN_PATH ? jsonResponse({ data: list }) : undefined,
      answer('GET', '/api/admin/companies', companiesPage),
      (url, init) => {
        if (init.method !== 'POST' || url !== ADMIN_PATH) return undefined;
        list = [created.data, ...list];
        return jsonResponse(created, 201);
      },
    );
    renderApp('/admin/webhooks');

    fireEvent.click(await screen.findByRole('button', { name: NEW_WEBHOOK_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo webhook' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText(WEBHOOK_URL_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByText(EVENTS_REQUIRED_MESSAGE)).toBeTruthy();

    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    fireEvent.change(url, { target: { value: 'ftp://wms.aurora.example/in' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText(WEBHOOK_URL_MESSAGE)).toBeTruthy();

    fireEvent.change(url, { target: { value: ' https://wms.aurora.example/in ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Descrição' }), {
      target: { value: 'WMS' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['document.added'] }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Todas as empresas' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText(COMPANIES_REQUIRED_MESSAGE)).toBeTruthy();
    expect(within(dialog).queryByText(WEBHOOK_URL_MESSAGE)).toBeNull();
    expect(bodyOf(fetchMock, 'POST', ADMIN_PATH)).toBeUndefined();

    const picker = within(dialog).getByRole('combobox', { name: /Empresas/ });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'aurora' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /AURORA TÊXTIL LTDA/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Webhook criado' });
    expect(within(secretDialog).getByText(SECRET_WARNING)).toBeTruthy();
    expect(within(secretDialog).getByText(created.secret)).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST', ADMIN_PATH)).toEqual({
      url: 'https://wms.aurora.example/in',
      description: 'WMS',
      events: ['document.added'],
      companyIds: [7],
      isActive: true,
    });
    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(created.data.url)).toBeTruthy();
    // Once closed, the secret is nowhere on the page, and nothing can bring it back but a new one.
    expect(screen.queryByText(created.secret)).toBeNull();
  });

  it('generates a new secret after a confirmation and shows it once', async () => {
    const rotated: TWebhookSecretResponse = {
      data: { ...ERP, secretHint: 'WXYZ' },
      secret: 'whsec_NovoSegredo9876543210WXYZ=',
    };
    mockFetch(
      signInAs('ADMIN'),
      answer('GET', ADMIN_PATH, { data: [ERP] }),
      answer('POST', `${ADMIN_PATH}/1/secret`, rotated),
    );
    renderApp('/admin/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: `Gerar novo segredo para ${ERP.url}` }));
    const confirm = await screen.findByRole('alertdialog', { name: ROTATE_TITLE });
    expect(screen.queryByText(rotated.secret)).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Gerar' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'Novo segredo gerado' });
    expect(within(secretDialog).getByText(rotated.secret)).toBeTruthy();
    fireEvent.keyDown(secretDialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText(rotated.secret)).toBeNull());
  });

  it('sends a test, opens the log with the status labels, and redelivers a failed delivery', async () => {
    const log: TWebhookDeliveriesResponse = {
      data: [
        {
          id: 9,
          webhookId: 'msg_9',
          eventType: 'webhook.test',
          status: 'FAILED',
          attempts: 8,
          lastStatusCode: 500,
          lastError: 'HTTP 500: erro interno',
          createdAt: '2026-11-25T12:00:00.000Z',
          lastAttemptAt: '2026-11-26T12:00:00.000Z',
          succeededAt: null,
        },
        {
          id: 8,
          webhookId: 'msg_8',
          eventType: 'document.added',
          status: 'SUCCEEDED',
          attempts: 1,
          lastStatusCode: 204,
          lastError: null,
          createdAt: '2026-11-24T12:00:00.000Z',
          lastAttemptAt: '2026-11-24T12:00:01.000Z',
          succeededAt: '2026-11-24T12:00:01.000Z',
        },
      ],
      page: 1,
      size: 25,
      total: 2,
    };
    const fetchMock = mockFetch(
      signInAs('ADMIN'),
      answer('GET', ADMIN_PATH, { data: [ERP] }),
      answer('POST', `${ADMIN_PATH}/1/test`, { data: { ...log.data[0], id: 10, status: 'PENDING' } }, 201),
      answer('GET', `${ADMIN_PATH}/1/deliveries`, log),
      answer('POST', `${ADMIN_PATH}/1/deliveries/9/redeliver`, {
        data: { ...log.data[0], status: 'PENDING' },
      }),
    );
    renderApp('/admin/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: `Enviar teste para ${ERP.url}` }));
    const sheet = await screen.findByRole('dialog', { name: 'Entregas' });
    const failed = (await within(sheet).findByText(WEBHOOK_DELIVERY_STATUS_LABELS.FAILED)).closest('tr');
    if (!failed) throw new Error('no row');
    expect(within(failed).getByText('HTTP 500: erro interno')).toBeTruthy();
    expect(within(failed).getByText('8')).toBeTruthy();
    expect(within(sheet).getByText(WEBHOOK_DELIVERY_STATUS_LABELS.SUCCEEDED)).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: new RegExp(`^${REDELIVER_LABEL}`) }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            init?.method === 'POST' && String(url) === `${ADMIN_PATH}/1/deliveries/9/redeliver`,
        ),
      ).toBe(true),
    );
  });

  it("offers a customer's Integrações only to an allowed user, with their own companies to choose", async () => {
    mockFetch(signInAs('CUSTOMER', true), answer('GET', '/api/webhooks', { data: [] }));
    renderApp('/');
    fireEvent.keyDown(await screen.findByRole('button', { name: /menu do usuário$/ }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Integrações' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrações' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: NEW_WEBHOOK_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo webhook' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Todas as empresas' })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: 'AURORA IMPORTADORA' })).toBeTruthy();
  });

  it('tells a customer without the permission why, and the user menu does not offer it', async () => {
    mockFetch(signInAs('CUSTOMER', false));
    renderApp('/integracoes/webhooks');
    expect(await screen.findByText(WEBHOOK_PERMISSION_REQUIRED_MESSAGE)).toBeTruthy();
    fireEvent.keyDown(await screen.findByRole('button', { name: /menu do usuário$/ }), { key: 'Enter' });
    await screen.findByRole('menuitem', { name: /Meus Dados/ });
    expect(screen.queryByRole('menuitem', { name: 'Integrações' })).toBeNull();
  });
});
