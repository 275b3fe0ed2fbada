import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { AppError } from '../../lib/app-error.ts';

/** The import's refusal of a CSV csv-parse cannot read (in practice, a quote that never closes). */
export const CSV_UNREADABLE_MESSAGE =
  'Não foi possível ler o CSV: confira se todo campo aberto com aspas (") é fechado com aspas.';

/**
 * CSV as Brazilian Excel saves it: `;` between fields (`,` is the decimal comma), quotes around a
 * field that holds one, in UTF-8 with a BOM ("CSV UTF-8") or in Windows-1252 ("CSV"). The encoding
 * is detected, never guessed per character: text that is valid UTF-8 is UTF-8, anything else is
 * Windows-1252 (which decodes every byte), so an accent never comes out as mojibake. iconv-lite
 * decodes that code page: Node's TextDecoder reads its 0x80–0x9F (€, curly quotes, dashes) as
 * Latin-1 control characters.
 */
export const decodeCsvText = (content: Buffer): string => {
  const hasBom = content.length >= 3 && content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf;
  if (hasBom) return new TextDecoder('utf-8').decode(content.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return iconv.decode(content, 'windows-1252');
  }
};

/** The separator of the header line: `;` unless the line has none and has commas. */
const separatorOf = (text: string): string => {
  const end = text.search(/\r?\n/);
  const firstLine = end < 0 ? text : text.slice(0, end);
  return !firstLine.includes(';') && firstLine.includes(',') ? ',' : ';';
};

/** Bytes handed to the parser at a time: its records are read as they come, never all at once. */
const CHUNK_BYTES = 64 * 1024;

function* chunksOf(content: Buffer): Generator<Buffer> {
  for (let start = 0; start < content.length; start += CHUNK_BYTES) {
    yield content.subarray(start, start + CHUNK_BYTES);
  }
}

/**
 * The records of a CSV text, one array of fields each, as csv-parse reads them: RFC 4180 quoting
 * (a separator, a line break or a doubled quote inside quotes), CRLF, LF or CR, and, as Excel
 * writes and reads them, rows of any length and quotes inside an unquoted field kept as they are.
 * Streamed, so a 50 MB file is never held as records. A quote that never closes is a BAD_REQUEST.
 */
export async function* parseCsvRecords(text: string): AsyncGenerator<string[]> {
  const parser = Readable.from(chunksOf(Buffer.from(text, 'utf8'))).pipe(
    parse({
      delimiter: separatorOf(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_quotes: true,
      relax_column_count: true,
    }),
  );
  try {
    for await (const record of parser) yield record as string[];
  } catch (error: unknown) {
    if (!(error instanceof CsvError)) throw error;
    throw new AppError('BAD_REQUEST', CSV_UNREADABLE_MESSAGE);
  } finally {
    parser.destroy();
  }
}
