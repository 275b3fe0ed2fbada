import { postFreightQuotationExcelCall } from '@pc/contract/quotation';
import type {
  TFreightQuotation,
  TFreightQuotationBest,
  TFreightQuotationExcel,
  TFreightQuotationsResponse,
  TQuotationRound,
} from '@pc/contract/quotation';
import { findQuotationRound } from '../../core/quotations/quotation-round.ts';
import { toNullableNumber } from '../../db/numeric.ts';
import type { TCompanyScope } from '../../db/company-scope.ts';
import { XLSX_MIME_TYPE } from '../../lib/http/send-file.ts';
import { PROCESS_NOT_FOUND, requireProcessKey } from '../../db/repositories/process-key.ts';
import { notFound } from '../../lib/app-error.ts';
import { buildQuotationWorkbook } from './quotation-excel.ts';
import {
  findLatestRate,
  findQuotationContainers,
  findQuotationDocuments,
  findQuotations,
  type TQuotationRow,
} from './quotation-repository.ts';

const STATUS_DESCRIPTION: Record<TFreightQuotation['status']['value'], string> = {
  COTADO: 'Cotado',
  ENVIADO: 'Enviado',
  VISUALIZADO: 'Visualizado',
};

/** Document type shown for files attached to a quotation (they carry no type of their own). */
const QUOTATION_DOCUMENT_TYPE = 'Cotação de Frete';

/** Ranking: lowest grand total first (absent totals last), then shortest transit time, then oldest. */
const compareRanking = (a: TFreightQuotation, b: TFreightQuotation): number =>
  (a.total ?? Number.POSITIVE_INFINITY) - (b.total ?? Number.POSITIVE_INFINITY) ||
  (a.transitTime ?? Number.POSITIVE_INFINITY) - (b.transitTime ?? Number.POSITIVE_INFINITY) ||
  a.id - b.id;

type TBestKey = 'total' | 'transitTime' | 'freetime' | 'totalUSD' | 'totalEUR' | 'totalReais' | 'totalOthers';

/**
 * The best quotation of one criterion among the ranked list (ties go to the better-ranked one):
 * the lowest value, except free time where more days are better. Null when no quotation has a value.
 */
const bestOf = (
  ranked: TFreightQuotation[],
  key: TBestKey,
  isHigherBetter = false,
): TFreightQuotationBest | null => {
  let best: TFreightQuotationBest | null = null;
  for (const quotation of ranked) {
    const value = quotation[key];
    if (value === null) continue;
    const isBetter = best === null || (isHigherBetter ? value > best.value : value < best.value);
    if (isBetter) best = { id: quotation.id, company: quotation.freightForwarder?.name ?? 'N/I', value };
  }
  return best;
};

const toQuotation = (
  row: TQuotationRow,
  containers: { quantity: number; type: string }[],
  documents: TFreightQuotation['documents'],
): TFreightQuotation => ({
  id: row.id,
  freightForwarder: row.forwarderName === null ? null : { name: row.forwarderName },
  person: row.person,
  status: { value: row.status, description: STATUS_DESCRIPTION[row.status] },
  created: row.created.toISOString(),
  approved: row.approved,
  rejectReason: row.rejectReason,
  transitTime: row.transitTime,
  freetime: row.freetime,
  transhipment: row.transhipment,
  destinationPort: row.destinationPort,
  customsEnclosure: row.customsEnclosure,
  shipowner: row.shipowner,
  totalUSD: toNullableNumber(row.totalUsd),
  totalUSDReais: toNullableNumber(row.totalUsdReais),
  totalEUR: toNullableNumber(row.totalEur),
  totalEURReais: toNullableNumber(row.totalEurReais),
  totalReais: toNullableNumber(row.totalReais),
  totalOthers: toNullableNumber(row.totalOthers),
  totalOthersReais: toNullableNumber(row.totalOthersReais),
  total: toNullableNumber(row.total),
  currency: row.currency === null ? null : { name: row.currency },
  containers,
  observation: row.observation,
  documents,
});

const loadQuotations = async ({ db, companyIds, processId }: TCompanyScope & { processId: number }) => {
  const key = await requireProcessKey({ db, companyIds, id: processId });
  const rows = await findQuotations(db, { companyId: key.companyId, processId: key.id });
  const quotationIds = rows.map((row) => row.id);
  const containers = await findQuotationContainers(db, { companyId: key.companyId, quotationIds });
  const documents = await findQuotationDocuments(db, { companyId: key.companyId, quotationIds });
  const quotations = rows.map((row) =>
    toQuotation(
      row,
      containers.filter((c) => c.quotationId === row.id).map(({ quantity, type }) => ({ quantity, type })),
      documents
        .filter((d) => d.quotationId === row.id)
        .map((d) => ({
          id: d.id,
          originalFilename: d.originalFilename,
          documentTypeName: QUOTATION_DOCUMENT_TYPE,
          created: d.created.toISOString(),
          createdBy: row.forwarderName,
          legacyCreated: null,
          legacyCreatedBy: null,
        })),
    ),
  );
  return { key, ranked: quotations.sort(compareRanking) };
};

const toRate = (row: { sell: string; modified: Date } | null) =>
  row === null ? null : { sell: Number(row.sell), modified: row.modified.toISOString() };

/** Quotations ranked by total with the best-of figures and the latest USD/EUR sell rates. */
export const getProcessQuotations = async (
  options: TCompanyScope & { processId: number },
): Promise<TFreightQuotationsResponse> => {
  const { ranked } = await loadQuotations(options);
  const [usd, eur] = await Promise.all([
    findLatestRate(options.db, 'USD'),
    findLatestRate(options.db, 'EUR'),
  ]);
  return {
    total: bestOf(ranked, 'total'),
    transitTime: bestOf(ranked, 'transitTime'),
    freetime: bestOf(ranked, 'freetime', true),
    totalUSD: bestOf(ranked, 'totalUSD'),
    totalEUR: bestOf(ranked, 'totalEUR'),
    totalReais: bestOf(ranked, 'totalReais'),
    totalOthers: bestOf(ranked, 'totalOthers'),
    usdRate: toRate(usd),
    euroRate: toRate(eur),
    freightQuotations: ranked,
  };
};

/** The ranking as an xlsx, base64 in JSON (the spec's shape), named after the process reference number. */
export const buildQuotationSpreadsheet = async (
  options: TCompanyScope & { processId: number },
): Promise<TFreightQuotationExcel> => {
  const { key, ranked } = await loadQuotations(options);
  const content = await buildQuotationWorkbook(ranked);
  return {
    filename: postFreightQuotationExcelCall.fileName(key.identification),
    contentType: XLSX_MIME_TYPE,
    contentBase64: content.toString('base64'),
  };
};

/** Whether the process's round still takes forwarders (the invitation dialog asks before offering it). */
export const getQuotationRound = async (
  options: TCompanyScope & { processId: number },
): Promise<TQuotationRound> => {
  const key = await requireProcessKey({
    db: options.db,
    companyIds: options.companyIds,
    id: options.processId,
  });
  const round = await findQuotationRound(options.db, { companyId: key.companyId, processId: key.id });
  if (!round) throw notFound(PROCESS_NOT_FOUND);
  return round;
};
