import {
  ALL_STEPS_IDS,
  PROCESS_STEP,
  type TProcessDateField,
  type TProcessDetail,
  type TProcessResponse,
  type TProcessStep,
} from '@pc/contract/process';
import type { TCompany } from '@pc/contract/company';
import type { TDatabase } from '../../db/client.ts';
import type { TTypeOfProcess } from '../../db/schema/processes.ts';
import { findUserName } from '../../db/repositories/user-name.ts';
import { normalizeSearchText } from '../../db/search-text.ts';
import { notFound } from '../../lib/app-error.ts';
import type { TCompanyScope } from '../../db/company-scope.ts';
import {
  findProcessRow,
  findProcessRowsByIds,
  findProcessSteps,
  countReportProcesses,
  findReportIds,
  findReportPage,
  findVisibleHistory,
  insertHistoryItem,
  insertUrgencyChange,
  searchProcessRows,
  updateProcessUrgency,
  type TReportFilter,
  type TReportOrder,
} from './process-repository.ts';
import { REPORT_COLUMN_KEYS, type TReportColumnKey } from '@pc/contract/report-columns';
import { isNoDuimpFilter, type TDuimpAttentionState, type TDuimpListFilter } from '@pc/contract/duimp-filter';
import { type TDeclarationKind } from '@pc/contract/declaration-kind';
import { businessDayOf } from '../../lib/business-day.ts';
import { pageInfoOf, type TPageInfo } from '@pc/contract/page';
import { PROCESS_SEARCH_RESULT_MAX } from '@pc/contract/process-calls';
import { findCompaniesByIds, toContractCompany } from '../../db/repositories/company-repository.ts';
import { findProcessKey } from '../../db/repositories/process-key.ts';
import { toProcessResponse, type TProcessRow } from './process-row.ts';
import { PROCESS_NOT_FOUND } from '../../db/repositories/process-key.ts';

const IDS_PER_QUERY = 5_000;

const TYPES_BY_PREFIX: Record<string, readonly TTypeOfProcess[]> = {
  pri: ['CONTA_E_ORDEM'],
  e: ['ENCOMENDA'],
  a: ['ACESSORIA'],
};

/**
 * A reference typed in the search ('PRI00042', 'e43', or the start of one, 'PRI214'): search_text
 * keeps only the number (bare and padded), so the prefix is matched against the process type, and
 * the digits against the start of the number as the screens write it.
 */
const parseReference = (normalizedTerm: string) => {
  // A bare number is a reference of any type: it ranks first, before the texts that hold it.
  if (/^\d{1,9}$/.test(normalizedTerm))
    return { identification: Number(normalizedTerm), types: null, digits: normalizedTerm };
  const match = /^(pri|e|a)(\d{1,9})$/.exec(normalizedTerm);
  const types = match?.[1] ? TYPES_BY_PREFIX[match[1]] : undefined;
  if (!match?.[2] || !types) return null;
  return { identification: Number(match[2]), types, digits: match[2] };
};

export const searchProcesses = async ({
  db,
  companyIds,
  term,
  isIncludingConcluded,
}: TCompanyScope & { term: string; isIncludingConcluded: boolean }): Promise<TProcessResponse[]> => {
  const normalizedTerm = normalizeSearchText(term);
  if (companyIds.length === 0 || normalizedTerm === '') return [];
  const rows = await searchProcessRows(db, {
    companyIds,
    normalizedTerm,
    reference: parseReference(normalizedTerm),
    isIncludingConcluded,
    limit: PROCESS_SEARCH_RESULT_MAX,
  });
  return rows.map(toProcessResponse);
};

/** Step 8 ("Todos") means every active step; the web expands it, the server accepts it too. */
export const expandStepIds = (stepIds: readonly number[]): number[] => [
  ...new Set(stepIds.flatMap((id) => (id === PROCESS_STEP.TODOS ? [...ALL_STEPS_IDS] : [id]))),
];

/** The report call's query as the service reads it (the contract has checked it). */
export type TReportQuery = {
  concluido: boolean;
  stepsIds?: readonly number[] | undefined;
  field?: TProcessDateField | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: TReportColumnKey | undefined;
  desc: boolean;
  text?: string | undefined;
  textColumns?: readonly TReportColumnKey[] | undefined;
  declaration?: TDeclarationKind | undefined;
  duimpSituation?: readonly string[] | undefined;
  licensingSituation?: readonly string[] | undefined;
  duimpAttention?: TDuimpAttentionState | undefined;
};

const toDuimpFilter = (query: TReportQuery): TDuimpListFilter => ({
  declaration: query.declaration ?? null,
  duimpSituations: query.duimpSituation ?? null,
  licensingSituations: query.licensingSituation ?? null,
  attention: query.duimpAttention ?? null,
});

const toReportFilter = (
  companyIds: readonly number[],
  query: TReportQuery,
  { ids, now }: { ids: readonly number[] | null; now: Date },
): TReportFilter => {
  const normalisedTerm = query.text ? normalizeSearchText(query.text) : '';
  const duimp = toDuimpFilter(query);
  return {
    companyIds,
    ids,
    // The Home's DUIMP rules count by São Paulo's day, and so does the list they open.
    duimp: isNoDuimpFilter(duimp) ? null : { filter: duimp, today: businessDayOf(now) },
    isIncludingConcluded: query.concluido,
    stepIds: query.stepsIds ? expandStepIds(query.stepsIds) : null,
    // The contract guarantees field, from and to come together. The bounds are local date-times
    // (00:00:00 … 23:00:00/23:59:00): the period is whole calendar days.
    period:
      query.field && query.from && query.to
        ? { field: query.field, fromDay: query.from.slice(0, 10), toDay: query.to.slice(0, 10) }
        : null,
    text: normalisedTerm ? { normalisedTerm, columns: query.textColumns ?? REPORT_COLUMN_KEYS } : null,
  };
};

const toReportOrder = (query: TReportQuery): TReportOrder => ({
  sort: query.sort ?? null,
  isDescending: query.desc,
});

/** One page of the report and where it sits; a page past the end is empty, with the true total. */
export const listReportPage = async ({
  db,
  companyIds,
  query,
  page,
  size,
  ids = null,
  now,
}: TCompanyScope & {
  query: TReportQuery;
  page: number;
  size: number;
  /** The clock of the attention filters (app.now()). */
  now: Date;
  /** Only these processes (a dashboard drill-down). */
  ids?: readonly number[] | null;
}): Promise<{
  data: TProcessResponse[];
  page: TPageInfo;
}> => {
  const pageInfo = (totalElements: number): TPageInfo => pageInfoOf({ number: page, size, totalElements });
  if (companyIds.length === 0 || ids?.length === 0) return { data: [], page: pageInfo(0) };
  const filter = toReportFilter(companyIds, query, { ids, now });
  const [rows, total] = await Promise.all([
    findReportPage(db, { filter, order: toReportOrder(query), limit: size, offset: (page - 1) * size }),
    countReportProcesses(db, filter),
  ]);
  return { data: rows.map(toProcessResponse), page: pageInfo(total) };
};

/** The ids of a whole report in its order (an export reads its rows from them, a chunk at a time). */
export const listReportIds = async ({
  db,
  companyIds,
  query,
  limit,
  ids = null,
  now,
}: TCompanyScope & {
  query: TReportQuery;
  limit: number;
  /** The clock of the attention filters (app.now()). */
  now: Date;
  /** Only these processes (a dashboard drill-down). */
  ids?: readonly number[] | null;
}): Promise<number[]> => {
  if (companyIds.length === 0 || ids?.length === 0) return [];
  return findReportIds(db, {
    filter: toReportFilter(companyIds, query, { ids, now }),
    order: toReportOrder(query),
    limit,
  });
};

export const getProcessDetail = async ({
  db,
  companyIds,
  id,
}: TCompanyScope & { id: number }): Promise<TProcessDetail> => {
  const row = companyIds.length === 0 ? null : await findProcessRow(db, { companyIds, id });
  if (!row) throw notFound(PROCESS_NOT_FOUND);
  const history = await findVisibleHistory(db, { companyId: row.companyId, processId: row.id });
  return {
    ...toProcessResponse(row),
    history: history.map((item) => ({
      createdBy: item.createdBy,
      created: item.created.toISOString(),
      description: item.description,
      isVisibleToClient: true as const,
    })),
  };
};

/** The caller's processes among `ids`; other companies' and unknown ids are simply absent. */
export const getProcessesByIds = async ({
  db,
  companyIds,
  ids,
}: TCompanyScope & { ids: readonly number[] }): Promise<TProcessResponse[]> => {
  if (companyIds.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows: TProcessRow[] = [];
  // A drill-down can name thousands of processes: one query per chunk keeps the bind list bounded.
  for (let start = 0; start < unique.length; start += IDS_PER_QUERY) {
    rows.push(
      ...(await findProcessRowsByIds(db, { companyIds, ids: unique.slice(start, start + IDS_PER_QUERY) })),
    );
  }
  return rows.map(toProcessResponse);
};

type TChangeUrgencyOptions = TCompanyScope & {
  userId: number;
  processId: number;
  hasUrgency: boolean;
  justification: string;
  now: Date;
};

/** Flags the process, records the change and a client-visible history item, all or nothing. */
export const changeUrgency = async ({
  db,
  companyIds,
  userId,
  processId,
  hasUrgency,
  justification,
  now,
}: TChangeUrgencyOptions): Promise<{ code: string; message: string }> => {
  if (companyIds.length === 0) throw notFound(PROCESS_NOT_FOUND);
  await db.transaction(async (tx) => {
    const key = await findProcessKey(tx, { companyIds, id: processId, isLocking: true });
    if (!key) throw notFound(PROCESS_NOT_FOUND);
    const userName = (await findUserName(tx, userId)) ?? `Usuário ${userId}`;
    await updateProcessUrgency(tx, { companyId: key.companyId, id: key.id, hasUrgency, now });
    await insertUrgencyChange(tx, {
      companyId: key.companyId,
      processId: key.id,
      userId,
      hasUrgency,
      justification,
      created: now,
    });
    await insertHistoryItem(tx, {
      companyId: key.companyId,
      processId: key.id,
      createdBy: userName,
      created: now,
      description: `Urgência alterada para ${hasUrgency ? 'URGENTE' : 'NÃO URGENTE'} por ${userName}. Justificativa: ${justification}`,
      isVisibleToClient: true,
    });
  });
  return { code: 'SUCCESS', message: 'Alterado com sucesso!' };
};

export const listProcessSteps = async ({ db }: { db: TDatabase }): Promise<TProcessStep[]> => {
  const rows = await findProcessSteps(db);
  return rows.map((row) => ({
    id: row.id,
    alias: row.alias,
    description: row.description,
    color: row.color,
    textColor: row.textColor,
    position: row.position,
  }));
};

/** The caller's scope companies (customers, not customs brokers) as the contract's companies. */
export const listPartnerCustomers = async ({ db, companyIds }: TCompanyScope): Promise<TCompany[]> => {
  if (companyIds.length === 0) return [];
  const rows = await findCompaniesByIds(db, companyIds);
  return rows.map(toContractCompany);
};
