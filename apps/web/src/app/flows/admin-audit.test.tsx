import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAdminCompaniesResponse } from '@pc/contract/admin-companies';
import type { TAuditEvent, TAuditEventsResponse } from '@pc/contract/admin-audit';
import { END_BEFORE_START_MESSAGE } from '@pc/contract/primitives';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { entitlementsWith } from '../../test/make-company.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';
// Transformed with the test file: the router loads the screen lazily, inside the first test's limit.
import '../../features/admin/admin-layout.tsx';
import '../../features/admin/audit-page.tsx';
import { anyBlob } from '../../test/any-blob.ts';

const files = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('../../lib/save-file.ts', () => ({ saveBlob: files.saveBlob }));

const AUDIT_PATH = '/api/admin/audit-events';
const EXPORT_PATH = '/api/admin/audit-events/export';

const ENTITLEMENT_CHANGE: TAuditEvent = {
  id: 2,
  at: '2026-11-24T12:05:00.000Z',
  actor: { kind: 'user', name: 'Carla Admin', email: 'carla@portal.example' },
  action: 'company.entitlements.update',
  actionLabel: 'Permissões da empresa alteradas',
  subject: { type: 'company', id: '7', label: 'AURORA TÊXTIL LTDA', name: 'AURORA TÊXTIL LTDA' },
  company: { id: 7, name: 'AURORA TÊXTIL LTDA' },
  process: null,
  names: { users: {}, companies: {} },
  before: { analytics: false, transitTime: true },
  after: { analytics: true, transitTime: true },
  ip: '203.0.113.9',
};
const ERP_RENAME: TAuditEvent = {
  id: 1,
  at: '2026-11-20T09:00:00.000Z',
  actor: { kind: 'client', name: 'ERP Despachante', email: null },
  action: 'user.upsert',
  actionLabel: 'Usuário cadastrado ou alterado pela integração',
  subject: { type: 'user', id: '3', label: 'Bruno Lima Filho', name: 'Bruno Lima Filho' },
  company: null,
  process: null,
  names: { users: {}, companies: {} },
  before: { name: 'Bruno Lima' },
  after: { name: 'Bruno Lima Filho' },
  ip: null,
};

const COMPANIES: TAdminCompaniesResponse = {
  data: [
    {
      id: 7,
      name: 'AURORA TÊXTIL LTDA',
      federalID: '07000000000107',
      isCustomer: true,
      isCustomBroker: false,
      userCount: 1,
      processCount: 1,
      lastDataAt: null,
      entitlements: entitlementsWith('analytics'),
    },
  ],
  page: 1,
  size: 100,
  total: 1,
};

/** DD/MM/YYYY HH:mm in the machine's time zone, as the screen shows an instant. */
const localDateTime = (iso: string): string => {
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
};

const signInAsStaff = () => {
  storage.setAccessToken('abc');
  return answer('GET', '/credential', { data: makeCredential({ role: 'STAFF' }) });
};

/** GET /api/admin/audit-events answered by `respond` with the request's query. */
const auditAnswer =
  (respond: (query: URLSearchParams) => TAuditEventsResponse) => (url: string, init: RequestInit) => {
    const [path, search = ''] = url.split('?');
    if ((init.method ?? 'GET') !== 'GET' || path !== AUDIT_PATH) return undefined;
    return jsonResponse(respond(new URLSearchParams(search)));
  };

const exportAnswer = (url: string) =>
  url.split('?')[0] === EXPORT_PATH
    ? new Response(new Blob(['xlsx']), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="auditoria.xlsx"',
        },
      })
    : undefined;

const queriesTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => String(url).split('?'))
    .filter(([requestPath]) => requestPath === path)
    .map(([, search = '']) => Object.fromEntries(new URLSearchParams(search)));

const pageOf = (data: TAuditEvent[]): TAuditEventsResponse => ({
  data,
  page: 1,
  size: 25,
  total: data.length,
});

/** Back-office screen 6: Auditoria. */
describe('back-office: Auditoria', () => {
  it('lists who changed what in words, newest first, with what changed and where from', async () => {
    mockFetch(
      signInAsStaff(),
      answer('GET', '/api/admin/companies', COMPANIES),
      auditAnswer(() => pageOf([ENTITLEMENT_CHANGE, ERP_RENAME])),
    );
    renderApp('/admin/auditoria');

    await screen.findByText('Carla Admin ligou Analytics para AURORA TÊXTIL LTDA.');
    const table = screen.getByRole('table', { name: 'Auditoria' });
    const subNav = screen.getByRole('navigation', { name: 'Seções da administração' });
    expect(within(subNav).getByRole('link', { name: 'Auditoria' }).getAttribute('aria-current')).toBe('page');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText(localDateTime(ENTITLEMENT_CHANGE.at))).toBeTruthy();
    expect(within(first).getByText('carla@portal.example')).toBeTruthy();
    // Only what changed: Analytics, not TRANSIT TIME.
    expect(within(first).queryByText(/TRANSIT TIME/)).toBeNull();
    expect(within(first).getByText('203.0.113.9')).toBeTruthy();
    expect(
      within(second).getByText(
        'A integração ERP Despachante alterou o cadastro do usuário Bruno Lima Filho.',
      ),
    ).toBeTruthy();
    expect(within(second).getByText('Integração')).toBeTruthy();
    expect(within(second).getByText('Nome: Bruno Lima → Bruno Lima Filho')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['O que aconteceu', 'Quando', 'Empresa', 'De onde (IP)']);
  });

  it('keeps the read receipts out by default and shows them on demand (Mostrar › Mensagens lidas)', async () => {
    const read: TAuditEvent = {
      ...ENTITLEMENT_CHANGE,
      id: 3,
      action: 'message.read',
      subject: { type: 'process', id: '1412', label: 'PRI01412', name: 'PRI01412' },
      process: { id: 1412, reference: 'PRI01412' },
      before: { lastReadMessageId: 17 },
      after: { lastReadMessageId: 19 },
    };
    const fetchMock = mockFetch(
      signInAsStaff(),
      answer('GET', '/api/admin/companies', COMPANIES),
      auditAnswer((query) => pageOf(query.get('kind') === 'READS' ? [read] : [ENTITLEMENT_CHANGE])),
    );
    renderApp('/admin/auditoria');
    await screen.findByText('Carla Admin ligou Analytics para AURORA TÊXTIL LTDA.');
    // The default asks for the changes: no kind in the address, the server's default.
    expect(queriesTo(fetchMock, AUDIT_PATH)[0]).toEqual({ page: '1', size: '25' });
    expect((screen.getByLabelText('Mostrar') as HTMLSelectElement).value).toBe('CHANGES');

    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'READS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Carla Admin leu as mensagens do processo PRI01412.')).toBeTruthy();
    expect(queriesTo(fetchMock, AUDIT_PATH).at(-1)).toEqual({ kind: 'READS', page: '1', size: '25' });
    expect(screen.queryByText(/lastReadMessageId|1412 /)).toBeNull();
  });

  it('filters by company, actor and period (DD/MM/YYYY), refuses a reversed period, and exports', async () => {
    files.saveBlob.mockClear();
    const fetchMock = mockFetch(
      signInAsStaff(),
      answer('GET', '/api/admin/companies', COMPANIES),
      auditAnswer((query) => pageOf(query.get('actor') ? [] : [ENTITLEMENT_CHANGE])),
      exportAnswer,
    );
    renderApp('/admin/auditoria');
    await screen.findByText('Carla Admin ligou Analytics para AURORA TÊXTIL LTDA.');
    await screen.findByRole('option', { name: 'AURORA TÊXTIL LTDA' });

    fireEvent.change(screen.getByLabelText('Empresa'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Quem'), { target: { value: ' erp ' } });
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '30112026' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '01112026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(END_BEFORE_START_MESSAGE);
    expect(queriesTo(fetchMock, AUDIT_PATH)).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('De'), { target: { value: '01112026' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '30112026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Nenhum registro no período.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(queriesTo(fetchMock, AUDIT_PATH).at(-1)).toEqual({
      companyId: '7',
      actor: 'erp',
      start: '2026-11-01',
      end: '2026-11-30',
      page: '1',
      size: '25',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Exportar EXCEL' }));
    await waitFor(() => expect(files.saveBlob).toHaveBeenCalledWith(anyBlob(), 'auditoria.xlsx'));
    expect(queriesTo(fetchMock, EXPORT_PATH)).toEqual([
      { companyId: '7', actor: 'erp', start: '2026-11-01', end: '2026-11-30' },
    ]);
  });
});
