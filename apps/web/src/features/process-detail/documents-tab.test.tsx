import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast-store.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { DocumentsTab } from './documents-tab.tsx';
import { makeDocument } from './test-fixtures.ts';

const DOCUMENTS = '/api/public/customer/processes/42/documents';

const DOCS = [
  makeDocument(1, 'invoice.pdf'),
  {
    ...makeDocument(2, 'packing.xlsx'),
    documentTypeName: 'Packing list',
    createdBy: 'Ana Cliente',
    isSentByCustomer: true,
    note: 'Versão corrigida da lista.',
  },
];

const renderTab = () => {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <DocumentsTab processId={42} documents={DOCS} isLoading={false} />
    </QueryClientProvider>,
  );
  return { invalidate };
};

const openDialog = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Enviar documento' }));
  return screen.getByRole('dialog', { name: 'Enviar documento' });
};

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText(/Arquivo/), { target: { files: [file] } });

afterEach(() => vi.unstubAllGlobals());

describe('<DocumentsTab /> and "Enviar documento"', () => {
  it('marks the documents the customer sent and shows their note; the broker’s carry neither', () => {
    mockFetch();
    renderTab();
    const [brokers, customers] = screen.getAllByTestId('process-document');
    expect(within(customers as HTMLElement).getByText('Enviado pelo cliente')).toBeTruthy();
    expect(within(customers as HTMLElement).getByText('Observação: Versão corrigida da lista.')).toBeTruthy();
    expect(within(brokers as HTMLElement).queryByText('Enviado pelo cliente')).toBeNull();
    expect(within(brokers as HTMLElement).queryByText(/Observação/)).toBeNull();
  });

  it('offers the six types and refuses to send without a type or with a file of another kind', () => {
    const fetchMock = mockFetch();
    renderTab();
    const dialog = openDialog();
    const options = within(screen.getByLabelText(/Tipo/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Selecione',
      'Invoice',
      'Packing list',
      'BL/AWB',
      'Certificado de origem',
      'Comprovante de pagamento',
      'Outros',
    ]);
    expect(screen.getByLabelText(/Arquivo/).getAttribute('accept')).toBe('.pdf,.png,.jpg,.jpeg,.xlsx,.docx');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Selecione o tipo do documento.')).toBeTruthy();
    expect(screen.getByText('Selecione o arquivo do documento.')).toBeTruthy();

    pick(new File(['MZ'], 'setup.exe'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('O arquivo deve ser PDF, PNG, JPEG, XLSX ou DOCX.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file over 25 MB before sending it', () => {
    const fetchMock = mockFetch();
    renderTab();
    const dialog = openDialog();
    const big = new File(['x'], 'scan.pdf');
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
    fireEvent.change(screen.getByLabelText(/Tipo/), { target: { value: 'BL/AWB' } });
    pick(big);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('O arquivo deve ter no máximo 25 MB.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends type, note and file, says so, closes and reloads the documents', async () => {
    const fetchMock = mockFetch(answer('POST', DOCUMENTS, { data: { ...DOCS[1], id: 3 } }, 201));
    const { invalidate } = renderTab();
    const dialog = openDialog();
    fireEvent.change(screen.getByLabelText(/Tipo/), { target: { value: 'Packing list' } });
    pick(new File(['PK'], 'packing.xlsx'));
    fireEvent.change(screen.getByLabelText(/Observação/), { target: { value: 'Segue a lista.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const form = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(form.get('documentTypeName')).toBe('Packing list');
    expect(form.get('note')).toBe('Segue a lista.');
    expect((form.get('file') as File).name).toBe('packing.xlsx');
    expect(toast.getSnapshot().map((item) => item.message)).toContain('Documento enviado ao despachante.');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/public/customer/processes/{id}/documents'] });
  });

  it('shows the server’s refusal as it comes and keeps the dialog open', async () => {
    mockFetch(() =>
      jsonResponse(
        { code: 'BAD_REQUEST', message: 'O conteúdo do arquivo não é PDF, PNG, JPEG, XLSX ou DOCX.' },
        400,
      ),
    );
    renderTab();
    const dialog = openDialog();
    fireEvent.change(screen.getByLabelText(/Tipo/), { target: { value: 'Outros' } });
    pick(new File(['not a pdf'], 'fake.pdf'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'O conteúdo do arquivo não é PDF, PNG, JPEG, XLSX ou DOCX.',
    );
    expect(screen.getByRole('dialog', { name: 'Enviar documento' })).toBeTruthy();
  });
});
