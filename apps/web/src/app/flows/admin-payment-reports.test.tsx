import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAdminCompaniesResponse } from '@pc/contract/admin-companies';
import type { TAdminPaymentReportsResponse, TPaymentReport } from '@pc/contract/payment-reports';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { entitlementsWith } from '../../test/make-company.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';
// Transformed with the test file: the router loads the screen lazily, inside the first test's limit.
import '../../features/admin/admin-layout.tsx';
import '../../features/admin/payment-reports-page.tsx';
import { anyBlob } from '../../test/any-blob.ts';

const files = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('../../lib/save-file.ts', () => ({ saveBlob: files.saveBlob }));

const LIST_PATH = '/api/admin/payment-reports';

const INSTALMENT: TPaymentReport = {
  id: 11,
  processId: 510,
  companyId: 7,
  companyName: 'AURORA TÊXTIL LTDA',
  reference: 'PRI00510',
  target: 'PARCELA_INVOICE',
  invoiceId: 70,
  invoiceNumber: 'INV-77',
  parcel: 2,
  paidOn: '2026-11-20',
  amount: 5000,
  expectedAmount: 5321.5,
  proof: { documentId: 901, originalFilename: 'swift-parcela-2.pdf' },
  status: 'INFORMADO',
  reportedBy: 'Ana Cliente',
  // 13:05 UTC is 10:05 in São Paulo.
  reportedAt: '2026-11-21T13:05:00.000Z',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
};
const NUMERARIO: TPaymentReport = {
  ...INSTALMENT,
  id: 12,
  target: 'NUMERARIO',
  invoiceId: null,
  invoiceNumber: null,
  parcel: null,
  amount: 12500.5,
  expectedAmount: 12500.5,
  reference: 'PRI00511',
  processId: 511,
};
const CONFIRMED: TPaymentReport = {
  ...NUMERARIO,
  status: 'CONFIRMADO',
  decidedBy: 'Bruno Staff',
  decidedAt: '2026-11-22T12:30:00.000Z',
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

const pageOf = (data: TPaymentReport[], totalPages = 1): TAdminPaymentReportsResponse => ({
  data,
  page: { number: 1, size: 25, totalElements: data.length, totalPages },
});

const signInAsStaff = () => {
  storage.setAccessToken('abc');
  return answer('GET', '/credential', { data: makeCredential({ role: 'STAFF' }) });
};

/** GET /api/admin/payment-reports answered by `respond` with the request's query. */
const listAnswer =
  (respond: (query: URLSearchParams) => TAdminPaymentReportsResponse) => (url: string, init: RequestInit) => {
    const [path, search = ''] = url.split('?');
    if ((init.method ?? 'GET') !== 'GET' || path !== LIST_PATH) return undefined;
    return jsonResponse(respond(new URLSearchParams(search)));
  };

const listQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url, init]) => [String(url).split('?'), init?.method ?? 'GET'] as const)
    .filter(([[path], method]) => path === LIST_PATH && method === 'GET')
    .map(([[, search = '']]) => Object.fromEntries(new URLSearchParams(search)));

const rowOf = (reference: string): HTMLElement => {
  const row = within(screen.getByRole('region', { name: 'Tabela de pagamentos informados' }))
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(reference));
  if (!row) throw new Error(`no row of ${reference}`);
  return row;
};

describe('back-office: Pagamentos informados (collaboration)', () => {
  it('lists the informed payments: what, amount against the expected one, proof, who and when', async () => {
    const fetchMock = mockFetch(
      signInAsStaff(),
      answer('GET', '/api/admin/companies', COMPANIES),
      listAnswer(() => pageOf([INSTALMENT, NUMERARIO])),
    );
    renderApp('/admin/pagamentos');

    await screen.findByText('PRI00510');
    expect(screen.getByRole('heading', { level: 2, name: 'Pagamentos informados' })).toBeTruthy();
    const subNav = screen.getByRole('navigation', { name: 'Seções da administração' });
    expect(
      within(subNav).getByRole('link', { name: 'Pagamentos informados' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(listQueries(fetchMock)[0]).toEqual({ status: 'INFORMADO', page: '1', size: '25' });

    const instalment = rowOf('PRI00510');
    const cells = within(instalment)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'AURORA TÊXTIL LTDA',
      'PRI00510',
      'Invoice INV-77 parcela 2',
      '20/11/2026',
      'R$\u00a05.000,00Esperado: R$\u00a05.321,50Diferente do esperado',
      'swift-parcela-2.pdf',
      'Ana Cliente21/11/2026 10:05',
    ]);
    const numerario = rowOf('PRI00511');
    expect(within(numerario).getByText('Numerário')).toBeTruthy();
    expect(within(numerario).queryByText('Diferente do esperado')).toBeNull();
  });

  it('Confirmar asks first, naming the process, company and amount, then confirms and reads the list again; the proof downloads under its name', async () => {
    files.saveBlob.mockClear();
    let isConfirmed = false;
    const fetchMock = mockFetch(
      signInAsStaff(),
      answer('GET', '/api/admin/companies', COMPANIES),
      (url, init) => {
        if (init.method !== 'POST' || !url.endsWith('/api/admin/payment-reports/11/confirm'))
          return undefined;
        isConfirmed = true;
        return jsonResponse({ data: { ...INSTALMENT, status: 'CONFIRMADO' } });
      },
      (url) =>
        url.endsWith('/api/public/customer/processes/510/documents/901/download')
          ? new Response(new Blob(['%PDF']), { headers: { 'content-type': 'application/pdf' } })
          : undefined,
      listAnswer(() => pageOf(isConfirmed ? [NUMERARIO] : [INSTALMENT, NUMERARIO])),
    );
    renderApp('/admin/pagamentos');
    await screen.findByText('PRI00510');

    fireEvent.click(
      screen.getByRole('button', { name: 'Baixar o comprovante swift-parcela-2.pdf do processo PRI00510' }),
    );
    await waitFor(() => expect(files.saveBlob).toHaveBeenCalledWith(anyBlob(), 'swift-parcela-2.pdf'));

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Confirmar o pagamento de Invoice INV-77 parcela 2 do processo PRI00510',
      }),
    );
    const asking = await screen.findByRole('alertdialog', { name: 'Confirmar o pagamento?' });
    expect(asking.textContent).toContain(
      'Confirmar o pagamento de Invoice INV-77 parcela 2 do processo PRI00510 (AURORA TÊXTIL LTDA), R$',
    );
    expect(asking.textContent).toContain('A confirmação não pode ser desfeita.');
    // Cancelled, nothing is sent.
    fireEvent.click(within(asking).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(isConfirmed).toBe(false);

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Confirmar o pagamento de Invoice INV-77 parcela 2 do processo PRI00510',
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar pagamento' }),
    );
    expect(await screen.findByText('Pagamento do processo PRI00510 confirmado.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('PRI00510')).toBeNull());
    expect(listQueries(fetchMock).length).toBeGreaterThanOrEqual(2);
  });

  it('Recusar asks the reason, sends it and says so; a server refusal shows as it comes', async () => {
    let rejectCalls = 0;
    const fetchMock = mockFetch(
      signInAsStaff(),
      answer('GET', '/api/admin/companies', COMPANIES),
      (url, init) => {
        if (init.method !== 'POST' || !url.endsWith('/api/admin/payment-reports/11/reject')) return undefined;
        rejectCalls += 1;
        return rejectCalls === 1
          ? jsonResponse(
              { code: 'CONFLICT', message: 'Este pagamento informado já foi confirmado ou recusado.' },
              409,
            )
          : jsonResponse({ data: { ...INSTALMENT, status: 'RECUSADO' } });
      },
      listAnswer(() => pageOf([INSTALMENT])),
    );
    renderApp('/admin/pagamentos');
    await screen.findByText('PRI00510');
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Recusar o pagamento de Invoice INV-77 parcela 2 do processo PRI00510',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Recusar pagamento informado' });
    expect(within(dialog).getByText('AURORA TÊXTIL LTDA — PRI00510 — Invoice INV-77 parcela 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(within(dialog).getByText('Informe o motivo da recusa.')).toBeTruthy();
    expect(rejectCalls).toBe(0);

    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: '  Valor diferente.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Este pagamento informado já foi confirmado ou recusado.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Pagamento informado do processo PRI00510 recusado.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/reject')).at(-1);
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'Valor diferente.' });
  });

  it('filters by status and company and pages; decided ones show who decided instead of the actions', async () => {
    const fetchMock = mockFetch(
      signInAsStaff(),
      answer('GET', '/api/admin/companies', COMPANIES),
      listAnswer((query) =>
        query.get('status') === 'CONFIRMADO' ? pageOf([CONFIRMED], 2) : pageOf([INSTALMENT]),
      ),
    );
    renderApp('/admin/pagamentos');
    await screen.findByText('PRI00510');
    const status = screen.getByRole('combobox', { name: 'Situação' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Informados', 'Confirmados', 'Recusados']);
    fireEvent.change(status, { target: { value: 'CONFIRMADO' } });
    const row = await waitFor(() => rowOf('PRI00511'));
    expect(within(row).getByText('Confirmado por Bruno Staff em 22/11/2026 09:30')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Confirmar/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ status: 'CONFIRMADO', page: '2', size: '25' }),
    );

    const picker = screen.getByRole('combobox', { name: 'Filtrar por empresa' });
    fireEvent.focus(picker);
    fireEvent.mouseDown(await screen.findByRole('option', { name: /AURORA TÊXTIL LTDA/ }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        status: 'CONFIRMADO',
        page: '1',
        size: '25',
        companyId: '7',
      }),
    );
    expect(screen.getByText(/Empresa: AURORA TÊXTIL LTDA/)).toBeTruthy();
  });
});
