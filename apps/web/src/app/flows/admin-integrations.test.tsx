import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INGESTION_RECENT_REJECTIONS_BADGE,
  type TAdminServiceClient,
  type TCreateServiceClientResponse,
  type TIngestionRequestsResponse,
} from '@pc/contract/admin-clients';
import type { TAdminCompaniesResponse } from '@pc/contract/admin-companies';
import type { TUserRole } from '@pc/contract/user';
import {
  ALL_COMPANIES_LABEL,
  COMPANIES_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  NEW_CLIENT_LABEL,
  SECRET_COPIED_MESSAGE,
  SECRET_WARNING,
} from '../../features/admin/service-client-dialog.tsx';
import {
  clientRevokedMessage,
  revokeQuestion,
  REVOKE_TITLE,
} from '../../features/admin/integrations-page.tsx';
import { ONLY_REJECTED_LABEL, REQUESTS_TITLE } from '../../features/admin/integrations-requests-sheet.tsx';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { entitlementsWith } from '../../test/make-company.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

const CLIENTS_PATH = '/api/admin/service-clients';
const NO_REQUESTS = { created: 0, updated: 0, unchanged: 0, rejected: 0 };

const ERP: TAdminServiceClient = {
  id: 1,
  clientId: 'svc_erpDespachante1',
  name: 'ERP Despachante',
  companies: null,
  createdAt: '2026-11-02T12:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  totals: {
    day: { created: 3, updated: 1, unchanged: 0, rejected: 2 },
    week: { created: 40, updated: 12, unchanged: 5, rejected: 2 },
  },
};
const AURORA_SYNC: TAdminServiceClient = {
  id: 2,
  clientId: 'svc_auroraSync22',
  name: 'Aurora Sync',
  companies: [
    { id: 7, name: 'AURORA TÊXTIL LTDA' },
    { id: 3, name: 'HÉRCULES MÁQUINAS LTDA' },
  ],
  createdAt: '2026-10-01T12:00:00.000Z',
  revokedAt: '2026-11-20T12:00:00.000Z',
  lastUsedAt: '2026-11-19T12:00:00.000Z',
  totals: { day: NO_REQUESTS, week: NO_REQUESTS },
};

/** DD/MM/YYYY in the machine's time zone, as the screen shows a revocation. */
const localDate = (iso: string): string => {
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
};

const signInAs = (role: TUserRole) => {
  storage.setAccessToken('abc');
  return answer('GET', '/credential', { data: makeCredential({ role }) });
};

const companiesPage: TAdminCompaniesResponse = {
  data: [3, 7].map((id) => ({
    id,
    name: id === 3 ? 'HÉRCULES MÁQUINAS LTDA' : 'AURORA TÊXTIL LTDA',
    federalID: String(id).padStart(14, '0'),
    isCustomer: true,
    isCustomBroker: false,
    userCount: 1,
    processCount: 1,
    lastDataAt: null,
    entitlements: entitlementsWith(),
  })),
  page: 1,
  size: 100,
  total: 2,
};

const rowOf = (table: HTMLElement, name: string): HTMLElement => {
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

/** Back-office screen 3: Integrações (service clients of the ingestion API). */
describe('back-office: Integrações', () => {
  it('lists the clients to the staff: companies, last use, status; no creation nor revoke', async () => {
    mockFetch(signInAs('STAFF'), answer('GET', CLIENTS_PATH, { data: [ERP, AURORA_SYNC] }));
    renderApp('/admin');

    const subNav = await screen.findByRole('navigation', { name: 'Seções da administração' });
    fireEvent.click(within(subNav).getByRole('link', { name: 'Integrações' }));
    const table = await screen.findByRole('table', { name: 'Clientes de integração' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nome', 'Client ID', 'Empresas', 'Criado em', 'Último uso', 'Requisições', 'Situação']);
    const erp = (await within(table).findByText('ERP Despachante')).closest('tr');
    if (!erp) throw new Error('no row for ERP');
    expect(within(erp).getByText('svc_erpDespachante1')).toBeTruthy();
    expect(within(erp).getByText('Todas')).toBeTruthy();
    expect(within(erp).getByText('Nunca')).toBeTruthy();
    expect(within(erp).getByText('Ativo')).toBeTruthy();
    expect(within(erp).getByText('3 criados · 1 atualizado · 2 recusados')).toBeTruthy();
    expect(within(erp).getByText('40 criados · 12 atualizados · 5 sem mudança · 2 recusados')).toBeTruthy();
    expect(within(erp).getByText(INGESTION_RECENT_REJECTIONS_BADGE)).toBeTruthy();
    const aurora = rowOf(table, 'Aurora Sync');
    expect(within(aurora).getByText('AURORA TÊXTIL LTDA, HÉRCULES MÁQUINAS LTDA')).toBeTruthy();
    expect(within(aurora).getByText(`Revogado em ${localDate(AURORA_SYNC.revokedAt ?? '')}`)).toBeTruthy();
    expect(within(aurora).getAllByText('Nenhuma')).toHaveLength(2);
    expect(within(aurora).queryByText(INGESTION_RECENT_REJECTIONS_BADGE)).toBeNull();

    expect(screen.queryByRole('button', { name: NEW_CLIENT_LABEL })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Revogar/ })).toBeNull();
    expect(screen.getByText(/Somente administradores criam ou revogam clientes/)).toBeTruthy();
  });

  it('lets an admin create a client for some companies and shows its secret once, with Copiar', async () => {
    let clients = [ERP];
    const created: TCreateServiceClientResponse = {
      data: {
        ...ERP,
        id: 3,
        clientId: 'svc_novoCliente33',
        name: 'WMS Aurora',
        companies: [{ id: 7, name: 'AURORA TÊXTIL LTDA' }],
      },
      secret: 'segredo-mostrado-uma-vez-0123456789',
    };
    const fetchMock = mockFetch(
      signInAs('ADMIN'),
      (url, init) =>
        (init.method ?? 'GET') === 'GET' && url === CLIENTS_PATH
          ? jsonResponse({ data: clients })
          : undefined,
      answer('GET', '/api/admin/companies', companiesPage),
      (url, init) => {
        if (init.method !== 'POST' || url !== CLIENTS_PATH) return undefined;
        clients = [created.data, ...clients];
        return jsonResponse(created, 201);
      },
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/admin/integracoes');

    fireEvent.click(await screen.findByRole('button', { name: NEW_CLIENT_LABEL }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText(NAME_REQUIRED_MESSAGE)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nome/ }), {
      target: { value: '  WMS Aurora ' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: ALL_COMPANIES_LABEL }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText(COMPANIES_REQUIRED_MESSAGE)).toBeTruthy();

    const picker = within(dialog).getByRole('combobox', { name: /Empresas/ });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'aurora' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /AURORA TÊXTIL LTDA/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));

    expect(await within(dialog).findByText(SECRET_WARNING)).toBeTruthy();
    expect(within(dialog).getByText('svc_novoCliente33')).toBeTruthy();
    expect(within(dialog).getByText(created.secret)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'WMS Aurora', companyIds: [7] });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(created.secret));
    expect(await screen.findByText(SECRET_COPIED_MESSAGE)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'Clientes de integração' });
    expect(await within(table).findByText('WMS Aurora')).toBeTruthy();
    expect(screen.queryByText(created.secret)).toBeNull();
  });

  it('lets an admin revoke a client after a confirmation', async () => {
    let erp = ERP;
    const revokedAt = '2026-11-26T15:00:00.000Z';
    const fetchMock = mockFetch(
      signInAs('ADMIN'),
      (url, init) =>
        (init.method ?? 'GET') === 'GET' && url === CLIENTS_PATH ? jsonResponse({ data: [erp] }) : undefined,
      (url, init) => {
        if (init.method !== 'POST' || url !== `${CLIENTS_PATH}/1/revoke`) return undefined;
        erp = { ...ERP, revokedAt };
        return jsonResponse({ data: erp });
      },
    );
    renderApp('/admin/integracoes');

    fireEvent.click(await screen.findByRole('button', { name: 'Revogar ERP Despachante' }));
    const confirm = await screen.findByRole('alertdialog', { name: REVOKE_TITLE });
    expect(within(confirm).getByText(revokeQuestion(ERP))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revogar' }));

    expect(await screen.findByText(clientRevokedMessage(ERP))).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Clientes de integração' });
    expect(await within(table).findByText(`Revogado em ${localDate(revokedAt)}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revogar ERP Despachante' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('shows a client’s recent requests with each refused line’s reason, and only the refused on request', async () => {
    const requests: TIngestionRequestsResponse = {
      data: [
        {
          id: 9,
          at: '2026-11-26T14:00:00.000Z',
          method: 'POST',
          path: '/api/integration/processes/bulk',
          status: 200,
          created: 3,
          updated: 1,
          unchanged: 0,
          rejected: 2,
          rejections: [
            { line: 2, key: '72002', reason: 'datesETA: data inexistente.' },
            { line: 3, key: null, reason: 'A linha não é um JSON válido.' },
          ],
          durationMs: 120,
        },
        {
          id: 8,
          at: '2026-11-26T13:00:00.000Z',
          method: 'PUT',
          path: '/api/integration/companies/00000000000003',
          status: 200,
          created: 0,
          updated: 1,
          unchanged: 0,
          rejected: 0,
          rejections: [],
          durationMs: 15,
        },
      ],
      page: 1,
      size: 25,
      total: 2,
      isTotalCapped: false,
    };
    const fetchMock = mockFetch(signInAs('STAFF'), answer('GET', CLIENTS_PATH, { data: [ERP] }), (url) =>
      url.startsWith(`${CLIENTS_PATH}/1/requests`)
        ? jsonResponse(
            url.includes('onlyRejected=true')
              ? { ...requests, data: [requests.data[0]], total: 1 }
              : requests,
          )
        : undefined,
    );
    renderApp('/admin/integracoes');

    fireEvent.click(await screen.findByRole('button', { name: 'Requisições recentes de ERP Despachante' }));
    const sheet = await screen.findByRole('dialog', { name: `${REQUESTS_TITLE} — ERP Despachante` });
    const table = await within(sheet).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Data', 'Chamada', 'Status', 'Criados', 'Atualizados', 'Sem mudança', 'Recusados']);
    expect(await within(table).findByText('/api/integration/processes/bulk')).toBeTruthy();
    expect(within(table).queryByText(/datesETA: data inexistente/)).toBeNull();
    const toggle = within(table).getByRole('button', { name: /ver motivos/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(table).getByText('Linha 2 · 72002: datesETA: data inexistente.')).toBeTruthy();
    expect(within(table).getByText('Linha 3: A linha não é um JSON válido.')).toBeTruthy();

    fireEvent.click(within(sheet).getByRole('checkbox', { name: ONLY_REJECTED_LABEL }));
    await waitFor(() =>
      expect(within(sheet).queryByText('/api/integration/companies/00000000000003')).toBeNull(),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('onlyRejected=true'))).toBe(true);
  });
});
