/**
 * CSV as Brazilian Excel saves it: `;` between fields (`,` is the decimal comma), quotes around a
 * field that holds one, in UTF-8 with a BOM ("CSV UTF-8") or in Windows-1252 ("CSV"). The encoding
 * is detected, never guessed per character: text that is valid UTF-8 is UTF-8, anything else is
 * Windows-1252 (which decodes every byte), so an accent never comes out as mojibake.
 */
export const decodeCsvText = (content: Buffer): string => {
  const hasBom = content.length >= 3 && content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf;
  if (hasBom) return new TextDecoder('utf-8').decode(content.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
};

/** The separator of the header line: `;` unless the line has none and has commas. */
const separatorOf = (text: string): string => {
  const end = text.search(/\r?\n/);
  const firstLine = end < 0 ? text : text.slice(0, end);
  return !firstLine.includes(';') && firstLine.includes(',') ? ',' : ';';
};

/** The records of a CSV text, one array of fields each (RFC 4180 quoting; CRLF or LF). */
export function* parseCsvRecords(text: string): Generator<string[]> {
  const separator = separatorOf(text);
  let field = '';
  let record: string[] = [];
  let isQuoted = false;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        isQuoted = false;
      } else {
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field === '') {
      isQuoted = true;
    } else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      record.push(field);
      yield record;
      record = [];
      field = '';
    } else {
      field += char;
    }
    index += 1;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    yield record;
  }
}
