import { END_BEFORE_START_MESSAGE } from '@pc/contract/primitives';
import type { TProcessDateField } from '@pc/contract/process';
import type { TProcessSearchQuery, TReportGeneralQuery } from '@pc/contract/process-calls';
import { parseDateText } from '../../lib/date-input.ts';
import { NO_DUIMP_FILTER_VALUE, toDuimpQuery, type TDuimpFilterValue } from '../../lib/duimp-list-filter.ts';

export type TReportMode = 'palavraChave' | 'periodo';

export type TReportFilter = {
  mode: TReportMode;
  keyword: string;
  field: TProcessDateField | '';
  /** DD/MM/YYYY as typed. */
  from: string;
  to: string;
  /** The period's DUIMP filters (the keyword search has none). */
  duimp: TDuimpFilterValue;
};

export const INITIAL_REPORT_FILTER: TReportFilter = {
  mode: 'palavraChave',
  keyword: '',
  field: '',
  from: '',
  to: '',
  duimp: NO_DUIMP_FILTER_VALUE,
};

/** The warning shown instead of searching (spec part 1 §5, word for word). */
export type TReportWarning = { title: string; message: string; items: string[] };

export const EMPTY_FIELD_TITLE = 'Campo Vazio';
export const EMPTY_KEYWORD_MESSAGE = 'Por favor, insira uma palavra-chave para pesquisa.';
export const MISSING_FIELDS_MESSAGE = 'Por favor, preencha os campos abaixo!';
export const FIELD_REQUIRED = 'Tipo de data é obrigatório.';
export const FROM_REQUIRED = 'Data inicial é obrigatória.';
export const TO_REQUIRED = 'Data final é obrigatória.';
export const INVALID_DATE_TITLE = 'Data Inválida';
export const INVALID_DATE_MESSAGE = 'Por favor, corrija os campos abaixo!';
export const FROM_INVALID = 'Data inicial inválida: use o formato DD/MM/AAAA.';
export const TO_INVALID = 'Data final inválida: use o formato DD/MM/AAAA.';

export type TReportRequest =
  { kind: 'keyword'; query: TProcessSearchQuery } | { kind: 'period'; query: TReportGeneralQuery };

export type TReportOutcome =
  { isValid: true; request: TReportRequest } | { isValid: false; warning: TReportWarning };

const invalid = (title: string, message: string, items: string[] = []): TReportOutcome => ({
  isValid: false,
  warning: { title, message, items },
});

/** Validates the report filter and builds its call: keyword → search, period → report (spec part 1 §5, §7). */
export const buildReportRequest = (filter: TReportFilter): TReportOutcome => {
  if (filter.mode === 'palavraChave') {
    const keyword = filter.keyword.trim();
    if (!keyword) return invalid(EMPTY_FIELD_TITLE, EMPTY_KEYWORD_MESSAGE);
    return { isValid: true, request: { kind: 'keyword', query: { concluidos: 'true', q: keyword } } };
  }
  const missing = [
    filter.field ? null : FIELD_REQUIRED,
    filter.from ? null : FROM_REQUIRED,
    filter.to ? null : TO_REQUIRED,
  ].filter((item) => item !== null);
  if (missing.length > 0 || !filter.field) return invalid(EMPTY_FIELD_TITLE, MISSING_FIELDS_MESSAGE, missing);
  const from = parseDateText(filter.from);
  const to = parseDateText(filter.to);
  if (!from || !to)
    return invalid(
      INVALID_DATE_TITLE,
      INVALID_DATE_MESSAGE,
      [from ? null : FROM_INVALID, to ? null : TO_INVALID].filter((item) => item !== null),
    );
  if (to < from) return invalid(INVALID_DATE_TITLE, INVALID_DATE_MESSAGE, [END_BEFORE_START_MESSAGE]);
  return {
    isValid: true,
    request: {
      kind: 'period',
      // Spec part 1 §5: start of day 00:00:00 and end 23:00:00.
      query: {
        concluido: 'true',
        field: filter.field,
        from: `${from}T00:00:00`,
        to: `${to}T23:00:00`,
        ...toDuimpQuery(filter.duimp),
      },
    },
  };
};
