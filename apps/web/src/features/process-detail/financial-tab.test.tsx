import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TInvoice } from '@pc/contract/invoice';
import {
  PAYMENT_STATE_LABELS,
  type TPaymentReport,
  type TProcessPayments,
} from '@pc/contract/payment-reports';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { FinancialTab } from './financial-tab.tsx';
import { PAYMENT_STATE_UNAVAILABLE } from './payment-sections.tsx';
import { makeProcess } from './test-fixtures.ts';

const REPORTS = '/api/public/customer/processes/1/payment-reports';
const DOCUMENTS = '/api/public/customer/processes/1/documents';

const installment = (parcel: number, valueInBrl: number) => ({
  parcel,
  condition: 'Pagamento à Prazo',
  term: 30,
  dueDate: `2026-12-0${parcel}T12:00:00Z`,
  value: valueInBrl / 5,
  valueInBrl,
  lastExchangeRate: 5,
  lastExchangeUpdate: null,
});

const invoice = (overrides: Partial<TInvoice>): TInvoice => ({
  id: 70,
  invoiceNumber: 'INV-1',
  invoiceDate: null,
  estimatedInvoiceDate: null,
  invoiceDue: null,
  paymentTerms: null,
  currency: 'USD',
  exchangeRate: null,
  invoiceAmount: null,
  vendor: null,
  installments: [],
  ...overrides,
});

const INVOICES = [
  invoice({
    id: 70,
    invoiceNumber: 'INV-1',
    installments: [installment(1, 1000), installment(2, 2000), installment(3, 3000)],
  }),
  invoice({
    id: 71,
    invoiceNumber: 'INV-PAGA',
    invoiceDue: '2026-11-01T12:00:00Z',
    installments: [installment(1, 500)],
  }),
];

const report = (overrides: Partial<TPaymentReport>): TPaymentReport => ({
  id: 1,
  processId: 1,
  companyId: 3,
  companyName: 'AURORA',
  reference: 'PRI00042',
  target: 'PARCELA_INVOICE',
  invoiceId: 70,
  invoiceNumber: 'INV-1',
  parcel: 1,
  paidOn: '2026-11-20',
  amount: 1000,
  expectedAmount: 1000,
  proof: { documentId: 9, originalFilename: 'comprovante.pdf' },
  status: 'INFORMADO',
  reportedBy: 'Ana Cliente',
  reportedAt: '2026-11-20T13:00:00Z',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  ...overrides,
});

const REPORTS_ANSWER = [
  // Newest first: parcel 2 was refused, parcel 1 awaits the broker, parcel 3 was confirmed.
  report({ id: 4, parcel: 2, status: 'RECUSADO', rejectionReason: 'Valor diferente do esperado.' }),
  report({ id: 3, parcel: 1, status: 'INFORMADO' }),
  report({ id: 2, parcel: 3, status: 'CONFIRMADO' }),
];

/** The server's answer: the reports and the state it computed for each payment. */
const payments = (overrides: Partial<TProcessPayments> = {}): { data: TProcessPayments } => ({
  data: {
    reports: REPORTS_ANSWER,
    numerario: { state: 'A_PAGAR', expectedAmount: 12500.5 },
    installments: [
      { invoiceId: 70, parcel: 1, state: 'INFORMADO' },
      { invoiceId: 70, parcel: 2, state: 'A_PAGAR' },
      { invoiceId: 70, parcel: 3, state: 'PAGO' },
      { invoiceId: 71, parcel: 1, state: 'PAGO' },
    ],
    ...overrides,
  },
});

const renderTab = (process = makeProcess({ stepCashRequestEstimatedValue: 12500.5 })) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FinancialTab process={process} invoices={INVOICES} isLoading={false} />
    </QueryClientProvider>,
  );

const rowOf = (invoiceNumber: string, parcel: number) => {
  const section = screen.getByRole('region', { name: 'Pagamento das parcelas' });
  const rows = within(section).getAllByRole('row');
  return rows.find((row) => {
    const cells = within(row).queryAllByRole('cell');
    return cells[0]?.textContent === invoiceNumber && cells[1]?.textContent === String(parcel);
  }) as HTMLElement;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('<FinancialTab />: payment states and Informar pagamento', () => {
  it('shows the server’s state of the numerário and of each instalment, and the last refusal’s reason', async () => {
    mockFetch(answer('GET', REPORTS, payments()));
    renderTab();
    const numerario = screen.getByRole('region', { name: 'Solicitação de Numerário' });
    await waitFor(() => expect(within(numerario).getByText(PAYMENT_STATE_LABELS.A_PAGAR)).toBeTruthy());
    expect(within(numerario).getByRole('button', { name: 'Informar pagamento do numerário' })).toBeTruthy();

    const informed = rowOf('INV-1', 1);
    expect(within(informed).getByText('Pagamento informado')).toBeTruthy();
    expect(within(informed).queryByRole('button')).toBeNull();

    const refused = rowOf('INV-1', 2);
    expect(within(refused).getByText('À Pagar')).toBeTruthy();
    expect(within(refused).getByText('Pagamento recusado: Valor diferente do esperado.')).toBeTruthy();
    expect(
      within(refused).getByRole('button', { name: 'Informar pagamento da parcela 2 da invoice INV-1' }),
    ).toBeTruthy();

    expect(within(rowOf('INV-1', 3)).getByText('Pago')).toBeTruthy();
    expect(within(rowOf('INV-PAGA', 1)).getByText('Pago')).toBeTruthy();
    expect(within(rowOf('INV-PAGA', 1)).queryByRole('button')).toBeNull();
  });

  it('reads Pago where the server says so with no report: the numerário the ERP paid, an instalment confirmed', async () => {
    mockFetch(
      answer(
        'GET',
        REPORTS,
        payments({
          reports: [],
          numerario: { state: 'PAGO', expectedAmount: 12500.5 },
          installments: [
            { invoiceId: 70, parcel: 1, state: 'PAGO' },
            { invoiceId: 70, parcel: 2, state: 'A_PAGAR' },
            { invoiceId: 70, parcel: 3, state: 'INFORMADO' },
            { invoiceId: 71, parcel: 1, state: 'PAGO' },
          ],
        }),
      ),
    );
    renderTab();
    const numerario = screen.getByRole('region', { name: 'Solicitação de Numerário' });
    await waitFor(() => expect(within(numerario).getByText('Pago')).toBeTruthy());
    expect(within(numerario).queryByRole('button', { name: /Informar pagamento/ })).toBeNull();
    expect(within(rowOf('INV-1', 1)).getByText('Pago')).toBeTruthy();
    expect(within(rowOf('INV-1', 1)).queryByRole('button')).toBeNull();
    expect(within(rowOf('INV-1', 2)).getByText('À Pagar')).toBeTruthy();
    // No report, no refusal to show.
    expect(within(rowOf('INV-1', 2)).queryByText(/Pagamento recusado/)).toBeNull();
    expect(within(rowOf('INV-1', 3)).getByText('Pagamento informado')).toBeTruthy();
  });

  it('has no numerário payment when the server says the process asks for none', async () => {
    mockFetch(answer('GET', REPORTS, payments({ reports: [], numerario: null })));
    renderTab();
    await waitFor(() => expect(within(rowOf('INV-1', 2)).getByText('À Pagar')).toBeTruthy());
    const numerario = screen.getByRole('region', { name: 'Solicitação de Numerário' });
    expect(within(numerario).queryByText('Pagamento')).toBeNull();
  });

  it('offers no "Informar pagamento" when the states cannot be read', async () => {
    mockFetch(answer('GET', REPORTS, { code: 'NOT_FOUND', message: 'Processo não encontrado.' }, 404));
    renderTab();
    await waitFor(() => expect(within(rowOf('INV-1', 1)).getByText(PAYMENT_STATE_UNAVAILABLE)).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Informar pagamento/ })).toBeNull();
    const numerario = screen.getByRole('region', { name: 'Solicitação de Numerário' });
    expect(within(numerario).queryByText('Pagamento')).toBeNull();
  });

  it('describes the numerário in the dialog with the amount the server expects', async () => {
    mockFetch(answer('GET', REPORTS, payments({ numerario: { state: 'A_PAGAR', expectedAmount: 800 } })));
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Informar pagamento do numerário' }));
    const dialog = await screen.findByRole('dialog', { name: 'Informar pagamento' });
    expect(within(dialog).getByText(/^Numerário do processo PRI00042 \(R\$\s800,00\)$/)).toBeTruthy();
  });

  it('reports an instalment through the shared dialog and reads the reports again', async () => {
    let reportsAsked = 0;
    const fetchMock = mockFetch(
      (url, init) => {
        if ((init.method ?? 'GET') !== 'GET' || !url.endsWith(REPORTS)) return undefined;
        reportsAsked += 1;
        return new Response(JSON.stringify(payments()), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
      answer('POST', DOCUMENTS, { data: { id: 55 } }, 201),
      answer('POST', REPORTS, { data: report({ id: 9, parcel: 2 }) }, 201),
    );
    renderTab();
    const refused = await waitFor(() => {
      const row = rowOf('INV-1', 2);
      within(row).getByRole('button');
      return row;
    });
    fireEvent.click(within(refused).getByRole('button', { name: /Informar pagamento/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Informar pagamento' });
    expect(
      within(dialog).getByText(/^Parcela 2 da invoice INV-1 do processo PRI00042 \(R\$\s2\.000,00\)$/),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Data do pagamento/), { target: { value: '26/11/2026' } });
    fireEvent.change(within(dialog).getByLabelText(/Valor pago/), { target: { value: '2.000,00' } });
    fireEvent.change(within(dialog).getByLabelText(/Comprovante/), {
      target: { files: [new File(['%PDF'], 'swift.pdf')] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Informar pagamento' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith(REPORTS) && init?.method === 'POST',
    );
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      target: 'PARCELA_INVOICE',
      invoiceId: 70,
      parcel: 2,
      paidOn: '2026-11-26',
      amount: 2000,
      documentId: 55,
    });
    await waitFor(() => expect(reportsAsked).toBe(2));
  });
});
