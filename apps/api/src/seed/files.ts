import { deflateSync, crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';

/** A minimal one-page PDF (Helvetica, WinAnsi) with correct xref offsets. */
export const buildPdf = (lines: readonly string[]): Buffer => {
  const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    ...lines.flatMap((line, index) => [
      index === 1 ? '/F1 11 Tf' : '',
      `(${escape(line)}) Tj`,
      index === 0 ? '0 -30 Td' : '0 -16 Td',
    ]),
    'ET',
  ]
    .filter((part) => part !== '')
    .join('\n');
  const stream = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  const add = (buffer: Buffer) => {
    chunks.push(buffer);
    offset += buffer.length;
  };
  objects.forEach((body, index) => {
    offsets.push(offset);
    add(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(offset);
  add(Buffer.from(`5 0 obj\n<< /Length ${stream.length} >>\nstream\n`, 'latin1'));
  add(stream);
  add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xrefOffset = offset;
  const xref = [
    'xref',
    `0 ${offsets.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((value) => `${String(value).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${offsets.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(xrefOffset),
    '%%EOF',
    '',
  ].join('\n');
  add(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
};

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
};

/** An RGB PNG drawn by `pixel(x, y)` → [r, g, b]. */
export const buildPng = (
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
): Buffer => {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let position = 0;
  for (let y = 0; y < height; y += 1) {
    raw[position++] = 0;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw[position++] = r;
      raw[position++] = g;
      raw[position++] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A "cargo photo": sky, sea and a stack of containers whose colours depend on `variant`. */
export const buildCargoPhoto = (variant: number): Buffer => {
  const palette: readonly (readonly [number, number, number])[] = [
    [200, 60, 40],
    [30, 90, 170],
    [40, 140, 80],
    [230, 170, 30],
    [120, 60, 140],
  ];
  return buildPng(240, 160, (x, y) => {
    if (y < 70) return [135 - Math.floor(y / 2), 190 - Math.floor(y / 3), 235];
    if (y >= 130) return [20, 60 + Math.floor((y - 130) * 2), 110];
    const column = Math.floor(x / 40);
    const row = Math.floor((y - 70) / 20);
    if (x % 40 === 0 || (y - 70) % 20 === 0) return [60, 60, 60];
    const colour = palette[(column + row * 2 + variant) % palette.length] ?? [128, 128, 128];
    return (x % 40) % 6 === 0 ? [colour[0] - 30, colour[1] - 30, colour[2] - 30] : colour;
  });
};

/** A user avatar: initials-free coloured disc on white. */
export const buildAvatar = (hue: readonly [number, number, number]): Buffer =>
  buildPng(64, 64, (x, y) => {
    const dx = x - 32;
    const dy = y - 32;
    const inside = dx * dx + dy * dy < 30 * 30;
    const head = dx * dx + (y - 24) * (y - 24) < 10 * 10;
    const body = y > 38 && dx * dx + (y - 56) * (y - 56) < 18 * 18;
    if (inside && (head || body)) return [255, 255, 255];
    return inside ? hue : [255, 255, 255];
  });

const DOS_DATE_2024_01_01 = ((2024 - 1980) << 9) | (1 << 5) | 1;

/** Rewrites every local and central zip header timestamp to a fixed date, so zips are byte-stable. */
export const normalizeZipTimestamps = (zip: Buffer): Buffer => {
  const buffer = Buffer.from(zip);
  let eocd = -1;
  for (let index = buffer.length - 22; index >= 0; index -= 1) {
    if (buffer.readUInt32LE(index) === 0x06054b50) {
      eocd = index;
      break;
    }
  }
  if (eocd < 0) throw new Error('zip sem diretório central');
  const entries = buffer.readUInt16LE(eocd + 10);
  let position = buffer.readUInt32LE(eocd + 16);
  for (let entry = 0; entry < entries; entry += 1) {
    if (buffer.readUInt32LE(position) !== 0x02014b50) throw new Error('zip com diretório central inválido');
    buffer.writeUInt16LE(0, position + 12);
    buffer.writeUInt16LE(DOS_DATE_2024_01_01, position + 14);
    const local = buffer.readUInt32LE(position + 42);
    buffer.writeUInt16LE(0, local + 10);
    buffer.writeUInt16LE(DOS_DATE_2024_01_01, local + 12);
    position +=
      46 +
      buffer.readUInt16LE(position + 28) +
      buffer.readUInt16LE(position + 30) +
      buffer.readUInt16LE(position + 32);
  }
  return buffer;
};

export type TXlsxSheet = {
  name: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
};

/** A real .xlsx (exceljs) with fixed metadata and zip timestamps. */
export const buildXlsx = async (sheet: TXlsxSheet, fixedDate: Date): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal dos Clientes';
  workbook.lastModifiedBy = 'Portal dos Clientes';
  workbook.created = fixedDate;
  workbook.modified = fixedDate;
  const worksheet = workbook.addWorksheet(sheet.name);
  worksheet.addRow([...sheet.columns]).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow([...row]);
  sheet.columns.forEach((_, index) => {
    worksheet.getColumn(index + 1).width = 22;
  });
  const output = await workbook.xlsx.writeBuffer();
  return normalizeZipTimestamps(Buffer.from(output as ArrayBuffer));
};

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A DI extract in XML, in the spirit of the Siscomex "extrato da DI". */
export const buildDiXml = (fields: Readonly<Record<string, string>>): Buffer => {
  const body = Object.entries(fields)
    .map(([key, value]) => `    <${key}>${xmlEscape(value)}</${key}>`)
    .join('\n');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<ListaDeclaracoes>\n  <declaracaoImportacao>\n${body}\n  </declaracaoImportacao>\n</ListaDeclaracoes>\n`,
    'utf8',
  );
};
