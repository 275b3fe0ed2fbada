import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { detectAllowedFileType, judgeFileContent, withExtensionOf } from './judge-file-content.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/xml',
  'text/xml',
  XLSX,
  DOCX,
  'application/zip',
];

/** A zip of stored (uncompressed) entries: enough for file-type to read an Office package's parts. */
const buildZip = (entries: Record<string, string>): Buffer =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)])), {
      level: 0,
    }),
  );

const officePackage = (mainType: string, part: string) =>
  buildZip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${mainType}.main+xml"/></Types>`,
    [part]: '<?xml version="1.0" encoding="UTF-8"?><document/>',
  });

const buildXlsx = async () => {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Tarifas').addRow(['Santos', 1500]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00,
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

const judge = (fileName: string, declaredMimeType: string, content: Buffer) =>
  judgeFileContent({ fileName, declaredMimeType, content, allowedMimeTypes: DOCUMENT_TYPES });

const refusalOf = async (promise: Promise<unknown>): Promise<string> => {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(400);
  return (error as AppError).message;
};

describe('judgeFileContent', () => {
  it('tells a spreadsheet, a Word document and a plain zip apart (all three are zip containers)', async () => {
    const xlsx = await buildXlsx();
    expect(await judge('tarifas.xlsx', XLSX, xlsx)).toBe(XLSX);
    expect(await judge('carta.docx', DOCX, officePackage(DOCX, 'word/document.xml'))).toBe(DOCX);
    expect(await judge('pacote.zip', 'application/zip', buildZip({ 'nota.txt': 'conteúdo' }))).toBe(
      'application/zip',
    );
    expect(await refusalOf(judge('tarifas.zip', 'application/zip', xlsx))).toBe(
      'O arquivo "tarifas.zip" foi enviado como ZIP, mas o conteúdo é XLSX.',
    );
    const pptx = officePackage(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'ppt/presentation.xml',
    );
    expect(await refusalOf(judge('slides.docx', DOCX, pptx))).toBe(
      'O conteúdo do arquivo "slides.docx" não é um PDF, PNG, JPEG, XML, XLSX, DOCX ou ZIP (tipo detectado: PPTX).',
    );
  });

  it('inflates no part of a zip past file-type’s own 1 MB: a package whose parts expand a thousandfold is only a ZIP', async () => {
    const contentTypes = officePackage(XLSX, 'xl/workbook.xml');
    const bomb = Buffer.from(
      zipSync({
        '[Content_Types].xml': strToU8(
          `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="${XLSX}.main+xml"/>${' '.repeat(4_000_000)}</Types>`,
        ),
        'xl/workbook.xml': strToU8('<?xml version="1.0" encoding="UTF-8"?><workbook/>'),
      }),
    );
    expect(bomb.length).toBeLessThan(50_000);
    expect(await judge('pacote.xlsx', XLSX, contentTypes)).toBe(XLSX);
    expect(await refusalOf(judge('pacote.xlsx', XLSX, bomb))).toBe(
      'O arquivo "pacote.xlsx" foi enviado como XLSX, mas o conteúdo é ZIP.',
    );
  });

  it('takes any of a type’s extensions, or a name without one, and refuses another type’s', async () => {
    for (const name of ['foto.jpg', 'FOTO.JPEG', 'foto.jfif', 'foto', 'DI 26.0123456']) {
      expect(await judge(name, 'image/jpeg', JPEG)).toBe('image/jpeg');
    }
    expect(await refusalOf(judge('foto.html', 'image/jpeg', JPEG))).toBe(
      'O nome do arquivo "foto.html" termina em .html, mas o conteúdo é JPEG: use a extensão .jpg.',
    );
    expect(await refusalOf(judge('fatura.pdf.exe', 'application/pdf', PDF))).toBe(
      'O nome do arquivo "fatura.pdf.exe" termina em .exe, mas o conteúdo é PDF: use a extensão .pdf.',
    );
  });

  it('stores XML declared as text/xml under the one type file-type answers', async () => {
    const extract = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<ListaDeclaracoes><numeroDI>1</numeroDI></ListaDeclaracoes>',
    );
    expect(await judge('di.xml', 'text/xml', extract)).toBe('application/xml');
    expect(await judge('di.xml', 'application/xml', extract)).toBe('application/xml');
  });

  it('refuses XML a browser would run, in UTF-8 or UTF-16, and a namespace written with references', async () => {
    const refused = [
      Buffer.from(
        '<?xml version="1.0"?><d><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script></d>',
      ),
      Buffer.from('\ufeff<?xml version="1.0" encoding="UTF-16"?><d><SCRIPT>alert(1)</SCRIPT></d>', 'utf16le'),
      Buffer.from('<?xml version="1.0"?><d xmlns="&#104;ttp://www.w3.org/1999/xhtml"><img src="x"/></d>'),
    ];
    for (const content of refused) {
      expect(await refusalOf(judge('di.xml', 'application/xml', content))).toBe(
        'O conteúdo do arquivo "di.xml" não é um PDF, PNG, JPEG, XML, XLSX, DOCX ou ZIP (tipo detectado: XML com HTML, SVG, script ou DOCTYPE).',
      );
    }
  });

  it('refuses text file-type cannot tell: XML without its declaration, HTML, CSV', async () => {
    const cases = [
      ['<ListaDeclaracoes><numeroDI>1</numeroDI></ListaDeclaracoes>', 'texto'],
      ['<HTML><BODY onload="alert(1)">', 'HTML'],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'HTML'],
    ] as const;
    for (const [text, detected] of cases) {
      expect(await refusalOf(judge('di.xml', 'application/xml', Buffer.from(text)))).toBe(
        `O conteúdo do arquivo "di.xml" não é um PDF, PNG, JPEG, XML, XLSX, DOCX ou ZIP (tipo detectado: ${detected}).`,
      );
    }
  });

  it('lists only the allowed types in the refusal, and clips a long file name', async () => {
    const message = await refusalOf(
      judgeFileContent({
        fileName: `${'a'.repeat(300)}.pdf`,
        declaredMimeType: 'application/pdf',
        content: Buffer.from('MZ\x90\x00'),
        allowedMimeTypes: ['application/pdf', 'image/png'],
      }),
    );
    expect(message).toBe(
      `O conteúdo do arquivo "${'a'.repeat(120)}" não é um PDF ou PNG (tipo detectado: EXE).`,
    );
  });
});

describe('detectAllowedFileType and withExtensionOf (customer uploads: only the content counts)', () => {
  const CUSTOMER_TYPES = ['application/pdf', 'image/png', 'image/jpeg', XLSX, DOCX];

  it('answers the type the bytes show and its ending, or null outside the allowed types', async () => {
    const detect = (content: Buffer) => detectAllowedFileType({ content, allowedMimeTypes: CUSTOMER_TYPES });
    expect(await detect(PDF)).toEqual({ mimeType: 'application/pdf', extension: 'pdf' });
    expect(await detect(JPEG)).toEqual({ mimeType: 'image/jpeg', extension: 'jpg' });
    expect(await detect(await buildXlsx())).toEqual({ mimeType: XLSX, extension: 'xlsx' });
    expect(await detect(officePackage(DOCX, 'word/document.xml'))).toEqual({
      mimeType: DOCX,
      extension: 'docx',
    });
    expect(await detect(buildZip({ 'nota.txt': 'conteúdo' }))).toBeNull();
    expect(await detect(Buffer.from('<html><script></script></html>'))).toBeNull();
    expect(await detect(Buffer.alloc(0))).toBeNull();
  });

  it('names a file by its content, keeping any ending of the same type', () => {
    expect(withExtensionOf('comprovante.pdf', 'image/png')).toBe('comprovante.png');
    expect(withExtensionOf('foto.JPEG', 'image/jpeg')).toBe('foto.JPEG');
    expect(withExtensionOf('packing list', 'application/pdf')).toBe('packing list.pdf');
    expect(withExtensionOf('planilha.v2.docx', XLSX)).toBe('planilha.v2.xlsx');
  });
});
