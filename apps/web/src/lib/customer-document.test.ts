import { CUSTOMER_DOCUMENT_MESSAGES, MAX_CUSTOMER_DOCUMENT_BYTES } from '@pc/contract/customer-documents';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { checkCustomerDocumentFile, sendCustomerDocument } from './customer-document.ts';

const fileOf = (name: string, size = 10): File => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

afterEach(() => vi.unstubAllGlobals());

describe('checkCustomerDocumentFile', () => {
  it('asks for a file when there is none', () => {
    expect(checkCustomerDocumentFile(null)).toBe('Selecione o arquivo do documento.');
  });

  it.each(['packing.PDF', 'foto.png', 'foto.jpg', 'foto.jpeg', 'planilha.xlsx', 'carta.docx'])(
    'takes %s',
    (name) => {
      expect(checkCustomerDocumentFile(fileOf(name))).toBeNull();
    },
  );

  it.each(['script.exe', 'planilha.xls', 'pdf', 'nota.pdf.zip'])('refuses %s by its extension', (name) => {
    expect(checkCustomerDocumentFile(fileOf(name))).toBe('O arquivo deve ser PDF, PNG, JPEG, XLSX ou DOCX.');
  });

  it('takes exactly 25 MB and refuses one byte more', () => {
    expect(checkCustomerDocumentFile(fileOf('a.pdf', MAX_CUSTOMER_DOCUMENT_BYTES))).toBeNull();
    expect(checkCustomerDocumentFile(fileOf('a.pdf', MAX_CUSTOMER_DOCUMENT_BYTES + 1))).toBe(
      CUSTOMER_DOCUMENT_MESSAGES.tooLarge,
    );
  });
});

describe('sendCustomerDocument', () => {
  it('posts the type, the trimmed note and then the file as multipart to the process', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: { id: 9 } }, 201));
    const file = fileOf('packing.pdf');

    const answer = await sendCustomerDocument({
      processId: 42,
      documentTypeName: 'Packing list',
      note: '  segue a lista  ',
      file,
    });

    expect(answer.data.id).toBe(9);
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(String(url)).toMatch(/\/api\/public\/customer\/processes\/42\/documents$/);
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(['documentTypeName', 'note', 'file']);
    expect(form.get('documentTypeName')).toBe('Packing list');
    expect(form.get('note')).toBe('segue a lista');
    expect((form.get('file') as File).name).toBe('packing.pdf');
  });

  it('leaves an empty note out', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ data: { id: 9 } }, 201));
    await sendCustomerDocument({
      processId: 1,
      documentTypeName: 'Outros',
      note: '   ',
      file: fileOf('a.pdf'),
    });
    const form = fetchMock.mock.lastCall?.[1]?.body as FormData;
    expect(form.has('note')).toBe(false);
  });
});
