import type { TSpreadsheetColumn } from '@pc/contract/admin-spreadsheet';

/** A cell as read: ExcelJS's plain values (rich text, links and formulas already flattened), or CSV text. */
export type TRawCell = string | number | boolean | Date | null;

/** A cell's value for the ingestion object, or why it cannot be one (pt-BR, without the row and column). */
export type TCellResult = { value: unknown } | { error: string };

/** What reading a cell needs beyond its column: the steps by name (accents and case aside). */
export type TCellContext = { stepIdsByName: ReadonlyMap<string, number>; stepIds: ReadonlySet<number> };

/** Accents, case and surrounding spaces aside: how choices, steps and headers are matched. */
export const foldText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** ExcelJS cell values as plain values: rich text joined, a link's text, a formula's result. */
export const toRawCell = (value: unknown): TRawCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return toRawCell(cell.result);
    if (typeof cell.text === 'string') return cell.text;
  }
  return null;
};

export const isBlank = (cell: TRawCell): boolean =>
  cell === null || (typeof cell === 'string' && cell.trim() === '');

const shown = (cell: TRawCell): string =>
  cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** yyyy-MM-dd of a real calendar day, or null (31/02 is no day). */
const toIsoDay = (year: number, month: number, dayOfMonth: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth;
  return isReal ? `${pad(year, 4)}-${pad(month, 2)}-${pad(dayOfMonth, 2)}` : null;
};

/** Excel's day serial (1900 system; 25569 is 1970-01-01). */
const EXCEL_EPOCH_SERIAL = 25_569;
const MS_PER_DAY = 86_400_000;

const readDay = (cell: TRawCell): TCellResult => {
  // ExcelJS hands a date cell as UTC midnight of its day.
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime())
      ? { error: 'data inválida' }
      : { value: cell.toISOString().slice(0, 10) };
  }
  if (typeof cell === 'number' && cell > 0 && cell < 2_958_466) {
    return {
      value: new Date(Math.round((cell - EXCEL_EPOCH_SERIAL) * MS_PER_DAY)).toISOString().slice(0, 10),
    };
  }
  const text = shown(cell);
  const brazilian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const parts = brazilian
    ? [Number(brazilian[3]), Number(brazilian[2]), Number(brazilian[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : null;
  if (!parts) return { error: `data inválida (${text}): use DD/MM/AAAA` };
  const [year = 0, month = 0, dayOfMonth = 0] = parts;
  const day = toIsoDay(year, month, dayOfMonth);
  return day ? { value: day } : { error: `data inexistente (${text})` };
};

/** A pt-BR number: '1.234,56', 'R$ 1.234,56', '1234,5', or a plain '1234.56' without a comma. */
export const parseBrazilianNumber = (text: string): number | null => {
  const compact = text.replace(/^R\$/i, '').replace(/[\s\u00a0]/g, '');
  let normal: string;
  if (compact.includes(',')) normal = compact.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(compact)) normal = compact.replace(/\./g, '');
  else normal = compact;
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
};

const readNumber = (cell: TRawCell, example: string): TCellResult => {
  if (typeof cell === 'number') return { value: cell };
  const text = shown(cell);
  const value = parseBrazilianNumber(text);
  return value === null
    ? { error: `valor inválido (${text}): use vírgula decimal, ex.: ${example}` }
    : { value };
};

const readInteger = (cell: TRawCell): TCellResult => {
  if (typeof cell === 'number') {
    return Number.isInteger(cell) ? { value: cell } : { error: `número inteiro inválido (${cell})` };
  }
  // Digits only: a letter in the cell is the admin's to fix, never to be dropped (decision 0098).
  const text = shown(cell);
  return /^\d{1,10}$/.test(text) ? { value: Number(text) } : { error: `número inteiro inválido (${text})` };
};

/** The prefix of each type of process (processReference), upper case. */
const REFERENCE_PREFIXES = new Set(['PRI', 'E', 'A']);

/**
 * A process as the sheet names it: its number (812, 00812), or its reference as the portal shows it
 * (PRI00812, E00812, A00812), whose prefix must then agree with the process's type (checked by the
 * import, which knows that type). Anything else (PV0001, IMP00812) is refused, never read as a number.
 */
export const readReference = (
  cell: TRawCell,
): { value: number; prefix: string | null } | { error: string } => {
  if (typeof cell === 'number') {
    return Number.isInteger(cell) && cell > 0
      ? { value: cell, prefix: null }
      : { error: `processo inválido (${cell}): informe o número do processo` };
  }
  const text = shown(cell);
  const match = /^([A-Za-z]*)(\d{1,10})$/.exec(text);
  const prefix = match?.[1]?.toUpperCase() ?? '';
  if (!match || (prefix !== '' && !REFERENCE_PREFIXES.has(prefix))) {
    return {
      error: `processo inválido (${text}): informe o número (812) ou a referência com o prefixo do tipo (PRI00812, E00812, A00812)`,
    };
  }
  return { value: Number(match[2]), prefix: prefix === '' ? null : prefix };
};

const CNPJ_PATTERN = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;

const readCnpj = (cell: TRawCell): TCellResult => {
  // A CNPJ typed in a number cell lost its leading zeros.
  if (typeof cell === 'number' && Number.isInteger(cell) && cell > 0 && cell < 1e14) {
    return { value: String(cell).padStart(14, '0') };
  }
  const text = shown(cell);
  return CNPJ_PATTERN.test(text)
    ? { value: text.replace(/\D/g, '') }
    : { error: `CNPJ inválido (${text}): informe 14 dígitos, com ou sem pontuação` };
};

const FLAG_WORDS: Readonly<Record<string, boolean>> = {
  sim: true,
  s: true,
  true: true,
  verdadeiro: true,
  '1': true,
  x: true,
  nao: false,
  n: false,
  false: false,
  falso: false,
  '0': false,
};

const readFlag = (cell: TRawCell): TCellResult => {
  if (typeof cell === 'boolean') return { value: cell };
  const text = shown(cell);
  const value = FLAG_WORDS[foldText(text)];
  return value === undefined ? { error: `use Sim ou Não (${text})` } : { value };
};

const readChoice = (cell: TRawCell, choices: Readonly<Record<string, string>>): TCellResult => {
  const text = shown(cell);
  const folded = foldText(text);
  for (const [label, value] of Object.entries(choices)) {
    if (foldText(label) === folded || foldText(value) === folded) return { value };
  }
  return { error: `opção inválida (${text}): use ${Object.keys(choices).join(', ')}` };
};

const readStep = (cell: TRawCell, context: TCellContext): TCellResult => {
  const text = shown(cell);
  if (/^\d{1,4}$/.test(text)) {
    const id = Number(text);
    return context.stepIds.has(id) ? { value: id } : { error: `etapa inexistente (${text})` };
  }
  const id = context.stepIdsByName.get(foldText(text));
  return id === undefined ? { error: `etapa desconhecida (${text})` } : { value: id };
};

/**
 * A cell's value as the ingestion object takes it; undefined for an empty cell (the field is not
 * sent, so an update keeps the stored value). A number typed as text and a date typed as a number
 * are both read as the column means.
 */
export const readCell = (column: TSpreadsheetColumn, cell: TRawCell, context: TCellContext): TCellResult => {
  if (isBlank(cell)) return { value: undefined };
  switch (column.type) {
    case 'text':
      return { value: shown(cell) };
    case 'email':
      return { value: shown(cell).toLowerCase() };
    case 'day':
      return readDay(cell);
    case 'money':
      return readNumber(cell, '1.234,56');
    case 'decimal':
      return readNumber(cell, '5,3712');
    case 'integer':
      return readInteger(cell);
    case 'reference': {
      const reference = readReference(cell);
      return 'error' in reference ? reference : { value: reference.value };
    }
    case 'flag':
      return readFlag(cell);
    case 'cnpj':
      return readCnpj(cell);
    case 'cnpjs': {
      const values: string[] = [];
      for (const part of shown(cell).split(/[,;\n]+/)) {
        if (part.trim() === '') continue;
        const result = readCnpj(part.trim());
        if ('error' in result) return result;
        values.push(result.value as string);
      }
      return { value: values };
    }
    case 'step':
      return readStep(cell, context);
    case 'choice':
      return readChoice(cell, column.choices ?? {});
  }
};
