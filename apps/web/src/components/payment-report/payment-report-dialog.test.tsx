import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast-store.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { PaymentReportDialog, readPaymentReportForm } from './payment-report-dialog.tsx';

const DOCUMENTS = '/api/public/customer/processes/42/documents';
const REPORTS = '/api/public/customer/processes/42/payment-reports';

const proof = (name = 'comprovante.pdf'): File => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

const renderDialog = (onClose = vi.fn()) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PaymentReportDialog
        processId={42}
        subject={{ target: 'PARCELA_INVOICE', invoiceId: 7, parcel: 2 }}
        description="Invoice INV-1 parcela 2 do processo PRI00042"
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return onClose;
};

const fill = ({ date, amount, file }: { date?: string; amount?: string; file?: File }) => {
  if (date !== undefined)
    fireEvent.change(screen.getByLabelText(/Data do pagamento/), { target: { value: date } });
  if (amount !== undefined)
    fireEvent.change(screen.getByLabelText(/Valor pago \(R\$\)/), { target: { value: amount } });
  if (file) fireEvent.change(screen.getByLabelText(/Comprovante/), { target: { files: [file] } });
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Informar pagamento' }));
const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('readPaymentReportForm', () => {
  it('names every missing field with the contract’s texts', () => {
    expect(readPaymentReportForm({ dateText: '', amountText: '', file: null }).errors).toEqual({
      date: 'Informe a data do pagamento.',
      amount: 'Informe o valor pago.',
      proof: 'Anexe o comprovante do pagamento.',
    });
  });

  it('refuses a day that does not exist, a day after today in São Paulo, a zero and a wrong file', () => {
    expect(
      readPaymentReportForm({ dateText: '31/02/2026', amountText: '0,00', file: proof('a.exe') }).errors,
    ).toEqual({
      date: 'Data inválida: 31/02/2026. Informe uma data que exista, no formato DD/MM/AAAA.',
      amount: 'Informe um valor pago maior que zero.',
      proof: 'O arquivo deve ser PDF, PNG, JPEG, XLSX ou DOCX.',
    });
    expect(readPaymentReportForm({ dateText: '28/11/2026', amountText: '10', file: proof() }).errors).toEqual(
      {
        date: 'A data do pagamento não pode ser futura.',
      },
    );
  });

  it('reads today, a pt-BR amount and the file', () => {
    const file = proof();
    expect(readPaymentReportForm({ dateText: '27/11/2026', amountText: '1.234,56', file })).toEqual({
      reading: { paidOn: '2026-11-27', amount: 1234.56, file },
    });
  });
});

describe('<PaymentReportDialog />', () => {
  it('is a labelled dialog that says what is paid and sends nothing while a field is wrong', () => {
    const fetchMock = mockFetch();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Informar pagamento' })).toBeTruthy();
    expect(screen.getByText('Invoice INV-1 parcela 2 do processo PRI00042')).toBeTruthy();
    submit();
    expect(screen.getByText('Informe a data do pagamento.')).toBeTruthy();
    expect(screen.getByLabelText(/Data do pagamento/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the proof as a Comprovante de pagamento, then the report naming it, and closes with the toast', async () => {
    const fetchMock = mockFetch(
      answer('POST', DOCUMENTS, { data: { id: 77 } }, 201),
      answer('POST', REPORTS, { data: { id: 5 } }, 201),
    );
    const onClose = renderDialog();
    fill({ date: '20112026', amount: 'R$ 1.234,56', file: proof() });
    expect((screen.getByLabelText(/Data do pagamento/) as HTMLInputElement).value).toBe('20/11/2026');
    submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = callsTo(fetchMock, DOCUMENTS)[0]?.[1]?.body as FormData;
    expect(form.get('documentTypeName')).toBe('Comprovante de pagamento');
    expect((form.get('file') as File).name).toBe('comprovante.pdf');
    const report = callsTo(fetchMock, REPORTS)[0]?.[1];
    expect(JSON.parse(String(report?.body))).toEqual({
      target: 'PARCELA_INVOICE',
      invoiceId: 7,
      parcel: 2,
      paidOn: '2026-11-20',
      amount: 1234.56,
      documentId: 77,
    });
    expect(toast.getSnapshot().map((item) => item.message)).toContain('Pagamento informado ao despachante.');
  });

  it('shows the server’s refusal as it comes and, tried again, does not send the same proof twice', async () => {
    let reportAnswers = 0;
    const fetchMock = mockFetch(answer('POST', DOCUMENTS, { data: { id: 77 } }, 201), (url, init) => {
      if (init.method !== 'POST' || !url.endsWith(REPORTS)) return undefined;
      reportAnswers += 1;
      return reportAnswers === 1
        ? jsonResponse(
            {
              code: 'CONFLICT',
              message: 'Este pagamento já foi informado e aguarda a confirmação do despachante.',
            },
            409,
          )
        : jsonResponse({ data: { id: 5 } }, 201);
    });
    const onClose = renderDialog();
    fill({ date: '20/11/2026', amount: '500', file: proof() });
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este pagamento já foi informado e aguarda a confirmação do despachante.',
    );
    expect(onClose).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, DOCUMENTS)).toHaveLength(1);
    expect(callsTo(fetchMock, REPORTS)).toHaveLength(2);
  });
});
