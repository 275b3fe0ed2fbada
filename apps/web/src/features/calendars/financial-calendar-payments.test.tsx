import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCall } from '@pc/contract/call';
import { createQueryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast-store.ts';
import { processModalStore } from '../../hooks/use-process-modal.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import { makeCompany } from '../../test/make-company.ts';
import { FinancialCalendarPage } from './financial-calendar-page.tsx';
import { makeCashItem } from './test-fixtures.ts';

const api = vi.hoisted(() => ({ callApi: vi.fn(), downloadFile: vi.fn() }));
vi.mock('../../lib/api-client.ts', () => ({ callApi: api.callApi, downloadFile: api.downloadFile }));

const DAYS = {
  '2026-11-24': [
    makeCashItem({ id: 1, value: 1500, customerReference: 'PED-PAGO', cashRequestDone: true }),
    makeCashItem({ id: 2, value: 700, customerReference: 'PED-INFORMADO', paymentState: 'INFORMADO' }),
    makeCashItem({ id: 3, value: 900, customerReference: 'PED-APAGAR', category: 'NUMERARIO_PREVISTO' }),
    makeCashItem({
      id: 4,
      category: 'PARCELA_INVOICE',
      value: 5321,
      customerReference: 'PED-PARCELA',
      invoiceNumber: 'INV-9',
      installment: { invoiceId: 70, parcel: 2 },
    }),
  ],
};

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FinancialCalendarPage />
    </QueryClientProvider>,
  );

const cardOf = async (reference: string) =>
  (await screen.findByRole('button', { name: new RegExp(`^${reference} `) })).closest('li') as HTMLElement;

describe('financial calendar: the three payment states and "Informar pagamento"', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0));
    storage.setAccessToken('abc');
    storage.setJson(storageKeys.companies, [makeCompany({ id: 3, name: 'AURORA' })]);
    api.callApi.mockImplementation((call: TCall, options: { body?: unknown }) => {
      if (call.path === '/api/public/customer/cash-calendar') return Promise.resolve({ data: DAYS });
      if (call.path === '/api/public/customer/processes/{id}/documents')
        return Promise.resolve({ data: { id: 77 } });
      if (call.path === '/api/public/customer/processes/{id}/payment-reports')
        return Promise.resolve({ data: { id: 5, ...(options.body as object) } });
      return Promise.reject(new Error(`unexpected ${call.path}`));
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    processModalStore.closeProcess();
  });

  it('the legend names the three states, and each card shows its own', async () => {
    renderPage();
    const legend = within(screen.getByRole('list', { name: 'Legenda' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(legend).toEqual([
      'Numerário',
      'Numerário Previsto',
      'Parcela de Invoice',
      'À Pagar',
      'Pagamento informado',
      'Pago',
    ]);

    const paid = await cardOf('PED-PAGO');
    expect(within(paid).getByRole('button', { name: /, Numerário, Pago$/ })).toBeTruthy();
    expect(within(paid).getByText('Pago')).toBeTruthy();
    expect(within(paid).queryByRole('button', { name: 'Informar pagamento' })).toBeNull();

    const reported = await cardOf('PED-INFORMADO');
    expect(within(reported).getByRole('button', { name: /, Numerário, Pagamento informado$/ })).toBeTruthy();
    expect(within(reported).getByText('Pagamento informado')).toBeTruthy();
    expect(within(reported).queryByRole('button', { name: 'Informar pagamento' })).toBeNull();

    const toPay = await cardOf('PED-APAGAR');
    expect(within(toPay).getByRole('button', { name: /, Numerário Previsto$/ })).toBeTruthy();
    expect(within(toPay).queryByText('Pago')).toBeNull();
    expect(within(toPay).queryByText('Pagamento informado')).toBeNull();
    expect(within(toPay).getByRole('button', { name: 'Informar pagamento' })).toBeTruthy();
  });

  it('the day modal offers it too, on its À Pagar cards', async () => {
    renderPage();
    await cardOf('PED-APAGAR');
    fireEvent.click(document.querySelector('[data-day="2026-11-24"]') as HTMLElement);
    const day = await screen.findByRole('dialog', { name: 'Dia: 24 / 4 lançamentos' });
    expect(within(day).getAllByRole('button', { name: 'Informar pagamento' })).toHaveLength(2);
    fireEvent.click(within(day).getAllByRole('button', { name: 'Informar pagamento' })[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Informar pagamento' })).toBeTruthy();
  });

  it('a predicted numerário reports as NUMERARIO of its process', async () => {
    renderPage();
    const toPay = await cardOf('PED-APAGAR');
    fireEvent.click(within(toPay).getByRole('button', { name: 'Informar pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Informar pagamento' });
    expect(within(dialog).getByText(/^Numerário do processo PRI00042 \(R\$\s900,00\)$/)).toBeTruthy();
    // Opening the dialog does not open the process.
    expect(processModalStore.getOpenProcessId()).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/Data do pagamento/), { target: { value: '24/11/2026' } });
    fireEvent.change(within(dialog).getByLabelText(/Valor pago/), { target: { value: '900' } });
    fireEvent.change(within(dialog).getByLabelText(/Comprovante/), {
      target: { files: [new File(['%PDF'], 'comprovante.pdf')] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Informar pagamento' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callApi).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/public/customer/processes/{id}/payment-reports' }),
      {
        params: { id: '3' },
        body: { target: 'NUMERARIO', paidOn: '2026-11-24', amount: 900, documentId: 77 },
      },
    );
    expect(toast.getSnapshot().map((item) => item.message)).toContain('Pagamento informado ao despachante.');
  });

  it('an instalment reports its invoice and parcel', async () => {
    renderPage();
    const instalment = await cardOf('PED-PARCELA');
    fireEvent.click(within(instalment).getByRole('button', { name: 'Informar pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Informar pagamento' });
    expect(
      within(dialog).getByText(/^Parcela 2 da invoice INV-9 do processo PRI00042 \(R\$\s5\.321,00\)$/),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Data do pagamento/), { target: { value: '25/11/2026' } });
    fireEvent.change(within(dialog).getByLabelText(/Valor pago/), { target: { value: '5.321,00' } });
    fireEvent.change(within(dialog).getByLabelText(/Comprovante/), {
      target: { files: [new File(['%PDF'], 'swift.pdf')] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Informar pagamento' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callApi).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/public/customer/processes/{id}/payment-reports' }),
      {
        params: { id: '4' },
        body: {
          target: 'PARCELA_INVOICE',
          invoiceId: 70,
          parcel: 2,
          paidOn: '2026-11-25',
          amount: 5321,
          documentId: 77,
        },
      },
    );
  });
});
