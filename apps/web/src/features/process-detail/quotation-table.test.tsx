import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast-store.ts';
import { ApiError } from '../../lib/api-error.ts';
import { QUOTATION_CARDS_QUERY, QuotationTable } from './quotation-table.tsx';
import { makeDocument, makeQuotation } from './test-fixtures.ts';

const api = vi.hoisted(() => ({ callApi: vi.fn(), downloadFile: vi.fn(), saveBlob: vi.fn() }));

vi.mock('../../lib/api-client.ts', () => ({ callApi: api.callApi, downloadFile: api.downloadFile }));
vi.mock('../../lib/save-file.ts', () => ({ saveBlob: api.saveBlob, base64ToBlob: () => new Blob() }));

const FILE_NAME = 'cotação-oceano.pdf';

const renderTable = () => {
  // Quotation documents are plain documents: no download logs.
  const { id, originalFilename, documentTypeName, created, createdBy, legacyCreated, legacyCreatedBy } =
    makeDocument(30, FILE_NAME);
  const document = {
    id,
    originalFilename,
    documentTypeName,
    created,
    createdBy,
    legacyCreated,
    legacyCreatedBy,
  };
  render(
    <QuotationTable
      processId={101}
      quotations={[makeQuotation(2, [document])]}
      highlightedId={null}
      rowId={(id) => `quotation-row-${id}`}
    />,
  );
  return screen.getByRole('button', { name: FILE_NAME });
};

describe('QuotationTable document download', () => {
  beforeEach(() => {
    api.downloadFile.mockReset();
    api.saveBlob.mockReset();
  });

  it('fetches the quotation-document route and saves the file under its listed name', async () => {
    const blob = new Blob(['%PDF']);
    // The server's name is irrelevant: the quotation route serves only that quotation's document.
    api.downloadFile.mockResolvedValue({ blob, filename: 'outro.pdf' });
    fireEvent.click(renderTable());
    await waitFor(() => expect(api.saveBlob).toHaveBeenCalledWith(blob, FILE_NAME));
    expect(api.downloadFile).toHaveBeenCalledTimes(1);
    expect(api.downloadFile).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/freightQuotation/importProcess/{id}/documents/{docId}/download' }),
      { params: { id: '101', docId: '30' } },
    );
  });

  it('a failed download shows the download error and saves nothing', async () => {
    api.downloadFile.mockRejectedValue(new ApiError(404, { message: 'Documento não encontrado.' }));
    const button = renderTable();
    fireEvent.click(button);
    await waitFor(() =>
      expect(toast.getSnapshot().map((item) => item.message)).toContain(
        'Não foi possível fazer o download do arquivo!',
      ),
    );
    expect(api.saveBlob).not.toHaveBeenCalled();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });
});

const rankedQuotations = () => [
  { ...makeQuotation(7), freightForwarder: { name: 'Oceano Logística' }, total: 5_100, approved: true },
  {
    ...makeQuotation(8),
    freightForwarder: { name: 'Maré Cargas' },
    person: 'Lívia',
    total: 6_250.5,
    totalReais: null,
    totalUSD: 1_200,
    totalUSDReais: 6_250.5,
    approved: false,
    rejectReason: null,
  },
];

const renderRanking = () =>
  render(
    <QuotationTable
      processId={101}
      quotations={rankedQuotations()}
      highlightedId={null}
      rowId={(id) => `quotation-row-${id}`}
    />,
  );

/** A phone: the media query of the card layout matches. */
const stubPhoneWidth = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === QUOTATION_CARDS_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

describe('QuotationTable ranking layout', () => {
  it('leads each row with the total it ranks by, right after position and agent', () => {
    renderRanking();

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 3)).toEqual(['Posição', 'Agente de Carga', 'Total Geral']);
    // Spec part 1 §2: approval, status, dates, the totals per currency and containers stay.
    expect(headers).toEqual(
      expect.arrayContaining(['Aprovação', 'Status', 'Data', 'Transit Time', 'Free Time', 'Containers']),
    );
    const [first, second] = screen.getAllByTestId('quotation-row');
    const cellsOf = (row: HTMLElement | undefined) =>
      within(row ?? document.body)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf(first).slice(0, 3)).toEqual([
      '1º',
      'Oceano LogísticaDiego',
      expect.stringMatching(/^R\$\s5\.100,00$/),
    ]);
    expect(cellsOf(second).slice(0, 3)).toEqual([
      '2º',
      'Maré CargasLívia',
      expect.stringMatching(/^R\$\s6\.250,50$/),
    ]);
    expect(cellsOf(second).join(' ')).toMatch(/US\$\s1\.200,00 \(R\$\s6\.250,50\)/);
  });

  it('becomes cards on a phone, each with rank, agent, total and approval', () => {
    stubPhoneWidth();
    renderRanking();

    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Cotações por posição' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [best, second] = cards;
    if (!best || !second) throw new Error('two cards');
    expect(best.getAttribute('aria-label')).toBe('1º Oceano Logística');
    expect(within(best).getByText('1º')).toBeTruthy();
    expect(within(best).getByText('Total Geral').nextElementSibling?.textContent).toMatch(/^R\$\s5\.100,00$/);
    expect(within(best).getByText('Aprovado')).toBeTruthy();
    expect(second.getAttribute('aria-label')).toBe('2º Maré Cargas');
    expect(within(second).getByText('Total Geral').nextElementSibling?.textContent).toMatch(
      /^R\$\s6\.250,50$/,
    );
    expect(within(second).getByText('Reprovado')).toBeTruthy();
  });

  it('offers the decision on a phone card while the round is open', () => {
    stubPhoneWidth();
    render(
      <QuotationTable
        processId={101}
        quotations={[makeQuotation(9)]}
        highlightedId={null}
        rowId={(id) => `quotation-row-${id}`}
      />,
    );

    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('button', { name: 'Aprovar a cotação de Oceano Logística' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reprovar a cotação de Oceano Logística' })).toBeTruthy();
  });
});
