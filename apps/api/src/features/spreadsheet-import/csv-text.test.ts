import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { CSV_UNREADABLE_MESSAGE, decodeCsvText, parseCsvRecords } from './csv-text.ts';

const recordsOf = async (text: string): Promise<string[][]> => {
  const records: string[][] = [];
  for await (const record of parseCsvRecords(text)) records.push(record);
  return records;
};

describe('decodeCsvText', () => {
  it('reads UTF-8 with or without a BOM, and anything else as Windows-1252', () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    expect(decodeCsvText(Buffer.concat([bom, Buffer.from('Ação;Café', 'utf8')]))).toBe('Ação;Café');
    expect(decodeCsvText(Buffer.from('Ação;Café', 'utf8'))).toBe('Ação;Café');
    // 0x80 and 0x93/0x94 are the euro sign and curly quotes in Windows-1252, control characters in Latin-1.
    const windows1252 = Buffer.from([0x41, 0xe7, 0xe3, 0x6f, 0x3b, 0x80, 0x3b, 0x93, 0x6f, 0x69, 0x94]);
    expect(decodeCsvText(windows1252)).toBe('Ação;€;“oi”');
  });
});

describe('parseCsvRecords', () => {
  it('splits on semicolons, or on commas when the header line has no semicolon', async () => {
    expect(await recordsOf('CNPJ;Nome\r\n1;Ação, Ltda\r\n')).toEqual([
      ['CNPJ', 'Nome'],
      ['1', 'Ação, Ltda'],
    ]);
    expect(await recordsOf('CNPJ,Nome\n1,Ação\n')).toEqual([
      ['CNPJ', 'Nome'],
      ['1', 'Ação'],
    ]);
  });

  it('keeps separators, line breaks and doubled quotes inside a quoted field', async () => {
    expect(await recordsOf('a;b;c\r\n"x;y";"linha 1\r\nlinha 2";"diz ""oi"""\r\nfim;"";z')).toEqual([
      ['a', 'b', 'c'],
      ['x;y', 'linha 1\r\nlinha 2', 'diz "oi"'],
      ['fim', '', 'z'],
    ]);
  });

  it('reads ragged rows, CRLF, LF and CR endings, a last line without a break, and an empty line', async () => {
    expect(await recordsOf('a;b;c\nd\r\ne;f;g;h\r\ni;\n\nj')).toEqual([
      ['a', 'b', 'c'],
      ['d'],
      ['e', 'f', 'g', 'h'],
      ['i', ''],
      [''],
      ['j'],
    ]);
    expect(await recordsOf('a;b\rc;d\r')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(await recordsOf('')).toEqual([]);
  });

  it('keeps a quote inside an unquoted field as it is', async () => {
    expect(await recordsOf('Nome;Medida\nTubo 3/4";10"\n')).toEqual([
      ['Nome', 'Medida'],
      ['Tubo 3/4"', '10"'],
    ]);
  });

  it('reads a line break and an accent that fall across the parser’s chunks once', async () => {
    // 64 KiB chunks: the CRLF's CR ends the first, and a later 'ç' (two bytes) straddles the second.
    const first = 'x'.repeat(64 * 1024 - 1);
    const second = `${'y'.repeat(64 * 1024 - 2)}ç`;
    expect(await recordsOf(`${first}\r\n${second};z\r\n`)).toEqual([[first], [second, 'z']]);
  });

  it('refuses a quote that never closes', async () => {
    const failure = await recordsOf('Nome;Cidade\n"Ação;Santos\n').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'BAD_REQUEST', message: CSV_UNREADABLE_MESSAGE });
  });
});
