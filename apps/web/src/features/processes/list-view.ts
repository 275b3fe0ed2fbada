import { END_BEFORE_START_MESSAGE } from '@pc/contract/primitives';
import { PROCESS_DATE_FIELDS, PROCESS_STEP, type TProcessDateField } from '@pc/contract/process';
import type { TReportGeneralQuery } from '@pc/contract/process-calls';
import { INVALID_DATE_MESSAGE, parseDateText } from '../../lib/date-input.ts';
import { formatDate } from '../../lib/format.ts';
import { toPeriod } from '../../lib/period.ts';
import {
  NO_DUIMP_FILTER_VALUE,
  readDuimpFilterParams,
  toDuimpQuery,
  writeDuimpFilterParams,
  type TDuimpFilterValue,
} from '../../lib/duimp-list-filter.ts';
import {
  MISSING_FILTER_MESSAGE,
  expandStepIds,
  parseStepParam,
  type TProcessFilter,
} from './processes-filter.ts';

/**
 * What the process list shows, as its address says (docs/decisions/0100-state-in-the-address.md):
 * `/processos` (Produção), `?etapa=2`, `?campo=datesETA&de=2026-01-01&ate=2026-01-31`, `?busca=Ltd`;
 * a step or a period may add the DUIMP filters (`?etapa=8&declaracao=DUIMP&licenciamento=PENDENTE`).
 */
export type TListView =
  | { kind: 'step'; stepId: number; duimp: TDuimpFilterValue }
  | { kind: 'period'; field: TProcessDateField; from: string; to: string; duimp: TDuimpFilterValue }
  | { kind: 'search'; term: string };

export const LIST_PARAM = {
  step: 'etapa',
  field: 'campo',
  from: 'de',
  to: 'ate',
  search: 'busca',
} as const;

/** Spec part 1 §2: the list opens on step 7 (Produção). */
export const DEFAULT_LIST_VIEW: TListView = {
  kind: 'step',
  stepId: PROCESS_STEP.PRODUCAO,
  duimp: NO_DUIMP_FILTER_VALUE,
};

const isDateField = (value: string | null): value is TProcessDateField =>
  (PROCESS_DATE_FIELDS as readonly (string | null)[]).includes(value);

/** The view the address names; anything missing or broken falls back to the default list. */
export const readListView = (params: URLSearchParams): TListView => {
  const term = params.get(LIST_PARAM.search)?.trim() ?? '';
  if (term !== '') return { kind: 'search', term };
  const field = params.get(LIST_PARAM.field);
  const period = toPeriod(params.get(LIST_PARAM.from), params.get(LIST_PARAM.to));
  const duimp = readDuimpFilterParams(params);
  if (isDateField(field) && period !== null) return { kind: 'period', field, ...period, duimp };
  const stepId = parseStepParam(params.get(LIST_PARAM.step));
  return { kind: 'step', stepId: stepId ?? PROCESS_STEP.PRODUCAO, duimp };
};

/** The list's address for a view: `/processos` for the default one. */
export const toListPath = (view: TListView): string => {
  const params = new URLSearchParams();
  switch (view.kind) {
    case 'step':
      if (view.stepId !== PROCESS_STEP.PRODUCAO) params.set(LIST_PARAM.step, String(view.stepId));
      writeDuimpFilterParams(params, view.duimp);
      break;
    case 'period':
      params.set(LIST_PARAM.field, view.field);
      params.set(LIST_PARAM.from, view.from);
      params.set(LIST_PARAM.to, view.to);
      writeDuimpFilterParams(params, view.duimp);
      break;
    case 'search':
      params.set(LIST_PARAM.search, view.term);
      break;
    default: {
      const exhaustive: never = view;
      throw new Error(`Unknown list view ${String(exhaustive)}`);
    }
  }
  const search = params.toString();
  return search === '' ? '/processos' : `/processos?${search}`;
};

/** One string per view: the key of its cache entry and of its table. */
export const listViewKey = (view: TListView): string => toListPath(view);

/**
 * The filter as the form shows a view (spec part 1 §4): a period search reads step 8 (Todos), a
 * step search no period; a keyword search drops the step, since its rows come from every step.
 */
export const filterOfView = (view: TListView): TProcessFilter => {
  switch (view.kind) {
    case 'step':
      return { mode: 'porEtapa', stepId: view.stepId, field: '', from: '', to: '', duimp: view.duimp };
    case 'period':
      return {
        mode: 'porPeriodo',
        stepId: PROCESS_STEP.TODOS,
        field: view.field,
        from: formatDate(view.from),
        to: formatDate(view.to),
        duimp: view.duimp,
      };
    case 'search':
      return { mode: 'porEtapa', stepId: null, field: '', from: '', to: '', duimp: NO_DUIMP_FILTER_VALUE };
    default: {
      const exhaustive: never = view;
      throw new Error(`Unknown list view ${String(exhaustive)}`);
    }
  }
};

/** The report call of a step or period view; the period runs from 00:00:00 to 23:59:00 (spec part 1 §7). */
export const toReportQuery = (view: Exclude<TListView, { kind: 'search' }>): TReportGeneralQuery =>
  view.kind === 'step'
    ? { concluido: 'false', stepsIds: expandStepIds(view.stepId).join(','), ...toDuimpQuery(view.duimp) }
    : {
        concluido: 'false',
        field: view.field,
        from: `${view.from}T00:00:00`,
        to: `${view.to}T23:59:00`,
        ...toDuimpQuery(view.duimp),
      };

export type TFilterOutcome = { isValid: true; view: TListView } | { isValid: false; message: string };

/**
 * GERAR: the view the filter asks for (spec part 1 §5): a step, or a date field with both dates,
 * each a real day and the end not before the start.
 */
export const readFilter = (filter: TProcessFilter): TFilterOutcome => {
  if (filter.mode === 'porEtapa') {
    if (filter.stepId === null) return { isValid: false, message: MISSING_FILTER_MESSAGE };
    return { isValid: true, view: { kind: 'step', stepId: filter.stepId, duimp: filter.duimp } };
  }
  if (!filter.field || !filter.from || !filter.to) return { isValid: false, message: MISSING_FILTER_MESSAGE };
  const from = parseDateText(filter.from);
  const to = parseDateText(filter.to);
  if (!from || !to) return { isValid: false, message: INVALID_DATE_MESSAGE };
  if (to < from) return { isValid: false, message: END_BEFORE_START_MESSAGE };
  return { isValid: true, view: { kind: 'period', field: filter.field, from, to, duimp: filter.duimp } };
};
