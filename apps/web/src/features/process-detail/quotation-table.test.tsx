import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast-store.ts';
import { ApiError } from '../../lib/api-error.ts';
import { QuotationTable } from './quotation-table.tsx';
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
