import type {
  TCashCalendarCategoryFilter,
  TCashCalendarDays,
  TCashCalendarStatusFilter,
} from '@pc/contract/cash-calendar';
import { getCashCalendarExportCall } from '@pc/contract/cash-calendar';
import { entitledCompanies } from '@pc/contract/entitlements';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import { toNullableNumber } from '../../db/numeric.ts';
import { selectLean, type TLeanRow } from '../../db/lean-rows.ts';
import { XLSX_MIME_TYPE, type TFileDownload } from '../../lib/http/send-file.ts';
import { findCompaniesByIds } from '../../db/repositories/company-repository.ts';
import {
  buildCashCandidatesByDayQuery,
  buildCashCandidatesQuery,
  buildDueInstallmentsByDayQuery,
  buildDueInstallmentsQuery,
} from './calendar-repository.ts';
import { canUseCursors, yieldFromLeanCursors } from '../../db/lean-cursor.ts';
import { mergeByDay, type TDayOrderedRead } from './merge-by-day.ts';
import { isNumerarioPaid } from '../../core/payments/numerario-paid.ts';
import { isInstallmentPaid } from '../../core/payments/payment-state.ts';
import { resolveCalendarScope, type TCalendarRequest } from './calendar-scope.ts';
import type { TEntitlementRule } from '../../core/scope/resolve-scope.ts';
import { loadEntitledCompanies, type TEntitlementSource } from '../../core/scope/entitled-companies.ts';
import {
  groupByDay,
  isDayInRange,
  matchesCategory,
  matchesStatus,
  placeCashAdvance,
  toInstallmentEntry,
  toNumerarioEntry,
  sortEntries,
  type TCashEntry,
} from './cash-calendar-items.ts';
import { splitByMonths } from '../../lib/month-ranges.ts';
import { streamCashCalendarWorkbook } from './cash-calendar-excel.ts';
import { buildCashCalendarTxt } from './cash-calendar-txt.ts';
import { loadCashRequestDocuments } from './cash-request-documents.ts';

/** The 403 of a TXT export: it names the caller's companies that hold the entitlement, if any. */
export const txtExportForbiddenMessage = (entitledIds: readonly number[]): string => {
  const [only, ...others] = entitledIds;
  if (only === undefined) return 'A exportação em TXT não está disponível para as suas empresas.';
  if (others.length === 0) {
    return `A exportação em TXT está disponível somente para a empresa ${only}. Selecione apenas essa empresa.`;
  }
  const list = `${entitledIds.slice(0, -1).join(', ')} e ${String(entitledIds.at(-1))}`;
  return `A exportação em TXT está disponível somente para as empresas ${list}. Selecione apenas essas empresas.`;
};

/** The TXT export's rule: every company asked for holds cashCalendarTxt as stored now. */
const txtExportRule = async (options: TCalendarRequest & TEntitlementSource): Promise<TEntitlementRule> => {
  const companies = await loadEntitledCompanies({
    db: options.entitlementsDb,
    companyIds: options.callerCompanyIds,
  });
  const entitledIds = entitledCompanies('cashCalendarTxt', companies).map((company) => company.id);
  return {
    name: 'cashCalendarTxt',
    applies: 'each',
    message: txtExportForbiddenMessage(entitledIds),
    companies,
  };
};

type TCashCalendarOptions = TCalendarRequest & {
  db: TDatabase;
  category: TCashCalendarCategoryFilter;
  status: TCashCalendarStatusFilter;
};

type TCashFilter = {
  companyIds: number[];
  fromDay: string;
  toDay: string;
  /** The numerários' documents and their download logs: only the screen shows them. */
  hasDocuments?: boolean;
} & Pick<TCashCalendarOptions, 'category' | 'status'>;

type TCandidateRow = TLeanRow<ReturnType<typeof buildCashCandidatesQuery>>;
type TDueInstallmentRow = TLeanRow<ReturnType<typeof buildDueInstallmentsQuery>>;

/** What the calendar's queries select by: the companies and the period. */
const scopeOf = ({ companyIds, fromDay, toDay }: TCashFilter) => ({ companyIds, fromDay, toDay });

/** The candidates that hold a numerário in the period and pass the status filter, with its placement. */
const placeNumerarios = (rows: readonly TCandidateRow[], filter: TCashFilter) =>
  rows.flatMap((row) => {
    if (!matchesStatus(filter.status, isNumerarioPaid(row))) return [];
    const source = {
      ...row,
      stepCashRequestEstimatedValue: toNullableNumber(row.stepCashRequestEstimatedValue),
      estimatedStepCashRequestEstimatedValue: toNullableNumber(row.estimatedStepCashRequestEstimatedValue),
    };
    const placement = placeCashAdvance(source);
    return placement && isDayInRange(placement.day, filter) ? [{ source, placement }] : [];
  });

/** Numerários: one process query (ETA or estimated date in the period), then their documents. */
const listNumerarioEntries = async (db: TDatabase, filter: TCashFilter): Promise<TCashEntry[]> => {
  const rows = await selectLean(buildCashCandidatesQuery(db, scopeOf(filter)));
  const placed = placeNumerarios(rows, filter);
  const documents = filter.hasDocuments
    ? await loadCashRequestDocuments(db, {
        companyIds: filter.companyIds,
        processIds: placed.map(({ source }) => source.id),
      })
    : new Map<number, never[]>();
  return placed.map(({ source, placement }) =>
    toNumerarioEntry(source, placement, documents.get(source.id) ?? []),
  );
};

const toInstallmentEntries = (rows: readonly TDueInstallmentRow[], filter: TCashFilter): TCashEntry[] =>
  rows.flatMap((row) =>
    matchesStatus(filter.status, isInstallmentPaid(row)) ? [toInstallmentEntry(row)] : [],
  );

/** Invoice instalments: one query (due date in the period). */
const listInstallmentEntries = async (db: TDatabase, filter: TCashFilter): Promise<TCashEntry[]> =>
  toInstallmentEntries(await selectLean(buildDueInstallmentsQuery(db, scopeOf(filter))), filter);

/**
 * Every calendar entry of the period, filtered and ordered. The numerários and the instalments do
 * not depend on each other, so their queries run at once on the pool. Nothing scans all processes.
 */
const listCashEntries = async (db: TDatabase, filter: TCashFilter): Promise<TCashEntry[]> => {
  const [numerarios, installments] = await Promise.all([
    matchesCategory(filter.category, 'NUMERARIO') ? listNumerarioEntries(db, filter) : [],
    matchesCategory(filter.category, 'PARCELA_INVOICE') ? listInstallmentEntries(db, filter) : [],
  ]);
  return sortEntries([...numerarios, ...installments]);
};

/**
 * The unpaid numerários and instalments of a period for the user's own companies, in the
 * calendar's order: what the weekly digest lists (the follow-up feature gets it from app.ts).
 */
export const listDueCashEntries = (options: {
  db: TDatabase;
  companyIds: number[];
  fromDay: string;
  toDay: string;
}): Promise<TCashEntry[]> =>
  listCashEntries(options.db, { ...options, category: 'TODOS', status: 'A_PAGAR' });

/** Every numerário and instalment of a period, paid or not: the calendar feed's financial events. */
export const listCashEntriesOfPeriod = (options: {
  db: TDatabase;
  companyIds: number[];
  fromDay: string;
  toDay: string;
}): Promise<TCashEntry[]> => listCashEntries(options.db, { ...options, category: 'TODOS', status: 'TODOS' });

/** SCREEN: `data.data`, day → that day's items. */
export const getCashCalendarDays = async (options: TCashCalendarOptions): Promise<TCashCalendarDays> => {
  return groupByDay(
    await listCashEntries(options.db, { ...options, ...resolveCalendarScope(options), hasDocuments: true }),
  );
};

/** ASCII only (see docs/txt-layout.md), so any ERP reads it whatever code page it expects. */
const TXT_MIME_TYPE = 'text/plain; charset=us-ascii';

/**
 * Months per piece of an export: a piece's queries cost less than its months' one by one (twelve
 * months read singly took half as long again as the year at once), and two quarters in memory
 * stay far below the export's memory goal.
 */
const MONTHS_PER_PIECE = 3;

/**
 * The period's entries a quarter at a time, in calendar order: an entry sits on one day (its ETA,
 * its estimate or its due date), and each piece's queries select by that day, so the pieces
 * together are exactly the whole period's entries. The next piece is read while the current one
 * is written, so the database and the workbook writer work at once (two pieces in memory at most).
 */
async function* listCashEntriesByPiece(db: TDatabase, filter: TCashFilter): AsyncGenerator<TCashEntry[]> {
  const pieces = splitByMonths(filter, MONTHS_PER_PIECE);
  const read = (index: number) => {
    const piece = pieces[index];
    return piece ? listCashEntries(db, { ...filter, ...piece }) : null;
  };
  let next = read(0);
  try {
    for (let index = 0; next; index += 1) {
      const current = await next;
      next = read(index + 1);
      yield current;
    }
  } finally {
    // A download cut short leaves the read ahead pending: its failure has nobody to tell.
    next?.catch(() => undefined);
  }
}

/** Rows per FETCH of the export's cursors: a few megabytes of entries per query at a time. */
const CURSOR_BATCH_ROWS = 5_000;

/**
 * The period's entries in calendar order from one read of each query, through PostgreSQL cursors
 * in day order, merged a day at a time (merge-by-day.ts). A year pays each query's fixed cost (its
 * scans of the company's invoices and processes) once, where a quarter at a time paid it four
 * times, and memory holds a batch per query whatever the period. A cursor only runs when read, so
 * a category left out costs its planning only.
 */
const listCashEntriesByCursor = (db: TDatabase, filter: TCashFilter): AsyncGenerator<TCashEntry[]> => {
  const scope = scopeOf(filter);
  const queries = [
    buildCashCandidatesByDayQuery(db, scope),
    buildDueInstallmentsByDayQuery(db, scope),
  ] as const;
  return yieldFromLeanCursors(db, queries, CURSOR_BATCH_ROWS, ([candidates, dueInstallments]) => {
    const readNumerarios: TDayOrderedRead = async () => {
      const rows = await candidates.read();
      if (rows.length === 0) return null;
      return placeNumerarios(rows, filter).map(({ source, placement }) =>
        toNumerarioEntry(source, placement, []),
      );
    };
    const readInstallments: TDayOrderedRead = async () => {
      const rows = await dueInstallments.read();
      return rows.length === 0 ? null : toInstallmentEntries(rows, filter);
    };
    return mergeByDay([
      ...(matchesCategory(filter.category, 'NUMERARIO') ? [readNumerarios] : []),
      ...(matchesCategory(filter.category, 'PARCELA_INVOICE') ? [readInstallments] : []),
    ]);
  });
};

/**
 * EXCEL / TXT: the same entries as the screen, as calendario-financeiro.xlsx (streamed) or .txt.
 * Scope and entitlement errors are thrown before anything is sent.
 */
export const exportCashCalendar = async (
  options: TCashCalendarOptions &
    TEntitlementSource & { type: 'EXCEL' | 'TXT'; now: Date; logger: FastifyBaseLogger },
): Promise<TFileDownload<Buffer | Readable>> => {
  const scope = resolveCalendarScope({
    ...options,
    ...(options.type === 'TXT' ? { entitlement: await txtExportRule(options) } : {}),
  });
  const filter = { ...options, ...scope };
  const companies = await findCompaniesByIds(options.db, scope.companyIds);
  const companyById = new Map(companies.map((company) => [company.id, company]));
  switch (options.type) {
    case 'EXCEL':
      return {
        fileName: getCashCalendarExportCall.fileName('EXCEL'),
        mimeType: XLSX_MIME_TYPE,
        content: streamCashCalendarWorkbook({
          // PostgreSQL streams each query once; the embedded PGlite (one connection, which a
          // cursor would hold for the whole download) reads a quarter at a time.
          batches: canUseCursors(options.db)
            ? listCashEntriesByCursor(options.db, filter)
            : listCashEntriesByPiece(options.db, filter),
          companyById,
          logger: options.logger,
        }),
      };
    case 'TXT':
      return {
        fileName: getCashCalendarExportCall.fileName('TXT'),
        mimeType: TXT_MIME_TYPE,
        content: buildCashCalendarTxt({
          entries: await listCashEntries(options.db, filter),
          companyById,
          range: scope,
          category: options.category,
          status: options.status,
          now: options.now,
        }),
      };
    default: {
      const exhaustive: never = options.type;
      throw new Error(`Tipo de exportação desconhecido: ${String(exhaustive)}`);
    }
  }
};
