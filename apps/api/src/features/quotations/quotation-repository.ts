import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/documents.ts';
import { exchangeRates } from '../../db/schema/exchange-rates.ts';
import { partners } from '../../db/schema/partners.ts';
import {
  freightQuotationContainers,
  freightQuotationDocuments,
  freightQuotations,
} from '../../db/schema/quotations.ts';

export const findQuotations = async (db: TDbExecutor, key: { companyId: number; processId: number }) =>
  db
    .select({
      id: freightQuotations.id,
      forwarderName: partners.name,
      person: freightQuotations.person,
      status: freightQuotations.status,
      created: freightQuotations.created,
      approved: freightQuotations.approved,
      rejectReason: freightQuotations.rejectReason,
      transitTime: freightQuotations.transitTime,
      freetime: freightQuotations.freetime,
      transhipment: freightQuotations.transhipment,
      destinationPort: freightQuotations.destinationPort,
      customsEnclosure: freightQuotations.customsEnclosure,
      shipowner: freightQuotations.shipowner,
      currency: freightQuotations.currency,
      totalUsd: freightQuotations.totalUsd,
      totalUsdReais: freightQuotations.totalUsdReais,
      totalEur: freightQuotations.totalEur,
      totalEurReais: freightQuotations.totalEurReais,
      totalReais: freightQuotations.totalReais,
      totalOthers: freightQuotations.totalOthers,
      totalOthersReais: freightQuotations.totalOthersReais,
      total: freightQuotations.total,
      observation: freightQuotations.observation,
    })
    .from(freightQuotations)
    .leftJoin(partners, eq(partners.id, freightQuotations.freightForwarderId))
    .where(
      and(eq(freightQuotations.companyId, key.companyId), eq(freightQuotations.processId, key.processId)),
    )
    .orderBy(asc(freightQuotations.id));

export type TQuotationRow = Awaited<ReturnType<typeof findQuotations>>[number];

export const findQuotationContainers = async (
  db: TDbExecutor,
  options: { companyId: number; quotationIds: number[] },
) =>
  options.quotationIds.length === 0
    ? []
    : db
        .select({
          quotationId: freightQuotationContainers.freightQuotationId,
          quantity: freightQuotationContainers.quantity,
          type: freightQuotationContainers.type,
        })
        .from(freightQuotationContainers)
        .where(
          and(
            eq(freightQuotationContainers.companyId, options.companyId),
            inArray(freightQuotationContainers.freightQuotationId, options.quotationIds),
          ),
        )
        .orderBy(asc(freightQuotationContainers.id));

export const findQuotationDocuments = async (
  db: TDbExecutor,
  options: { companyId: number; quotationIds: number[] },
) =>
  options.quotationIds.length === 0
    ? []
    : db
        .select({
          id: freightQuotationDocuments.id,
          quotationId: freightQuotationDocuments.freightQuotationId,
          originalFilename: freightQuotationDocuments.originalFilename,
          created: freightQuotationDocuments.created,
        })
        .from(freightQuotationDocuments)
        .where(
          and(
            eq(freightQuotationDocuments.companyId, options.companyId),
            inArray(freightQuotationDocuments.freightQuotationId, options.quotationIds),
          ),
        )
        .orderBy(asc(freightQuotationDocuments.id));

/**
 * A document of one of the process's quotations with its file bytes; null when the document does
 * not hang off a quotation of this process (another process's document, or none).
 */
export const findQuotationDocumentFile = async (
  db: TDbExecutor,
  options: { companyId: number; processId: number; documentId: number },
) => {
  const [row] = await db
    .select({
      originalFilename: freightQuotationDocuments.originalFilename,
      mimeType: storedFiles.mimeType,
      content: storedFiles.content,
    })
    .from(freightQuotationDocuments)
    .innerJoin(
      freightQuotations,
      and(
        eq(freightQuotations.companyId, freightQuotationDocuments.companyId),
        eq(freightQuotations.id, freightQuotationDocuments.freightQuotationId),
      ),
    )
    .innerJoin(
      storedFiles,
      and(
        eq(storedFiles.companyId, freightQuotationDocuments.companyId),
        eq(storedFiles.id, freightQuotationDocuments.fileId),
      ),
    )
    .where(
      and(
        eq(freightQuotationDocuments.companyId, options.companyId),
        eq(freightQuotationDocuments.id, options.documentId),
        eq(freightQuotations.processId, options.processId),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** The most recent rate of a currency (sell and when it was last updated). */
export const findLatestRate = async (db: TDbExecutor, currency: 'USD' | 'EUR') => {
  const [row] = await db
    .select({ sell: exchangeRates.sell, modified: exchangeRates.modified })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency))
    .orderBy(desc(exchangeRates.date))
    .limit(1);
  return row ?? null;
};
