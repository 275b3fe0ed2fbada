import { createHash } from 'node:crypto';
import {
  INGEST_DOCUMENT_MIME_TYPES,
  type TIngestCountsResponse,
  type TIngestDocumentResponse,
  type TIngestExchangeRates,
  type TIngestHistoryItems,
} from '@pc/contract/integration';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { judgeFileContent } from '../../lib/files/judge-file-content.ts';
import { storeFile } from '../../db/repositories/stored-files.ts';
import { canWriteCompany } from '../auth/service-client.ts';
import type { TIngestionCaller } from './ingestion-caller.ts';
import {
  lockProcessesByIdentification,
  type TProcessRow,
} from '../process-trail/process-change-repository.ts';
import {
  findExchangeRates,
  findHistoryKeys,
  findProcessDocument,
  insertDocument,
  insertExchangeRates,
  insertHistory,
  updateDocument,
  updateExchangeRate,
} from './integration-repository.ts';
import { recordWebhookEvent } from '../webhooks/record-webhook-event.ts';

/** The process of a reference number that the client may write, or 404 (a missing one looks the same). */
export const findWritableProcess = async (
  tx: TDbExecutor,
  caller: TIngestionCaller,
  identification: number,
): Promise<TProcessRow> => {
  const [process] = await lockProcessesByIdentification(tx, [identification]);
  if (!process || !canWriteCompany(caller, process.companyId)) {
    throw new AppError('NOT_FOUND', 'Processo não encontrado.');
  }
  return process;
};

/** Exchange rates by (currency, day): new days inserted, changed ones updated. They are not per company. */
export const upsertExchangeRates = async (options: {
  db: TDatabase;
  caller: TIngestionCaller;
  rates: TIngestExchangeRates['rates'];
  now: Date;
}): Promise<TIngestCountsResponse> => {
  const { db, caller, rates, now } = options;
  // Rates are the broker's reference data, shared by every company: a limited client may not write them.
  if (caller.companyIds)
    throw new AppError('FORBIDDEN', 'Este cliente de integração não pode gravar cotações de câmbio.');
  const keyOf = (rate: { currency: string; date: string }) => `${rate.currency}|${rate.date}`;
  const unique = new Map(rates.map((rate) => [keyOf(rate), rate]));
  return db.transaction(async (tx) => {
    const stored = new Map(
      (await findExchangeRates(tx, [...unique.values()])).map((row) => [keyOf(row), row]),
    );
    const counts = { created: 0, updated: 0, unchanged: 0 };
    const created = [];
    for (const [key, rate] of unique) {
      const buy = rate.buy.toFixed(4);
      const sell = rate.sell.toFixed(4);
      const current = stored.get(key);
      if (!current) {
        created.push({ currency: rate.currency, date: rate.date, buy, sell, modified: now });
        counts.created += 1;
      } else if (Number(current.buy) !== Number(buy) || Number(current.sell) !== Number(sell)) {
        await updateExchangeRate(tx, current.id, { buy, sell, modified: now });
        counts.updated += 1;
      } else {
        counts.unchanged += 1;
      }
    }
    await insertExchangeRates(tx, created);
    return counts;
  });
};

/** History items of a process; one with the same moment and text as a stored one is unchanged. */
export const addHistoryItems = async (options: {
  db: TDatabase;
  caller: TIngestionCaller;
  identification: number;
  items: TIngestHistoryItems['items'];
}): Promise<TIngestCountsResponse> => {
  const { db, caller, identification, items } = options;
  return db.transaction(async (tx) => {
    const process = await findWritableProcess(tx, caller, identification);
    const known = await findHistoryKeys(tx, { companyId: process.companyId, processId: process.id });
    const rows = [];
    for (const item of items) {
      const created = new Date(item.created);
      const key = `${created.toISOString()}|${item.description}`;
      if (known.has(key)) continue;
      known.add(key);
      rows.push({
        companyId: process.companyId,
        processId: process.id,
        created,
        description: item.description,
        createdBy: item.createdBy ?? caller.name,
        isVisibleToClient: item.isVisibleToClient ?? true,
      });
    }
    await insertHistory(tx, rows);
    return { created: rows.length, updated: 0, unchanged: items.length - rows.length };
  });
};

export type TIngestedFile = { fileName: string; mimeType: string; content: Buffer };

const ALLOWED_MIME_TYPES = new Set<string>(INGEST_DOCUMENT_MIME_TYPES);

/**
 * A document of a process: by its type and file name. Its bytes are stored once per company
 * (content-addressed); the same bytes again change nothing, new bytes replace the file. The bytes
 * are judged, not the declared type: the customer downloads the file as the type they show.
 */
export const upsertDocument = async (options: {
  db: TDatabase;
  caller: TIngestionCaller;
  identification: number;
  documentTypeName: string;
  isCashRequest: boolean;
  file: TIngestedFile;
  now: Date;
}): Promise<TIngestDocumentResponse> => {
  const { db, caller, identification, documentTypeName, isCashRequest, file, now } = options;
  if (!ALLOWED_MIME_TYPES.has(file.mimeType)) {
    throw new AppError(
      'BAD_REQUEST',
      'Tipo de arquivo não aceito: envie PDF, PNG, JPEG, XML, XLSX, DOCX ou ZIP.',
    );
  }
  if (file.content.length === 0) throw new AppError('BAD_REQUEST', 'O arquivo está vazio.');
  const mimeType = await judgeFileContent({
    fileName: file.fileName,
    declaredMimeType: file.mimeType,
    content: file.content,
    allowedMimeTypes: INGEST_DOCUMENT_MIME_TYPES,
  });
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  return db.transaction(async (tx) => {
    const process = await findWritableProcess(tx, caller, identification);
    const { companyId } = process;
    const key = { companyId, processId: process.id, documentTypeName, originalFilename: file.fileName };
    const current = await findProcessDocument(tx, key);
    if (current && current.sha256 === sha256 && current.isCashRequest === isCashRequest) {
      return { result: 'unchanged', id: current.id, sha256 };
    }
    const fileId = await storeFile(tx, { companyId, sha256, mimeType, content: file.content });
    if (current) {
      await updateDocument(tx, { companyId, id: current.id }, { fileId, isCashRequest });
      return { result: 'updated', id: current.id, sha256 };
    }
    const id = await insertDocument(tx, {
      ...key,
      fileId,
      isCashRequest,
      created: now,
      createdBy: caller.name,
    });
    // Webhooks' outbox: the row commits with the document (a new file of the same name is not new).
    await recordWebhookEvent(tx, {
      type: 'document.added',
      occurredAt: now,
      data: {
        companyId,
        processId: process.id,
        documentId: id,
        documentType: documentTypeName,
        fileName: file.fileName,
        isCashRequest,
        createdAt: now.toISOString(),
      },
    });
    return { result: 'created', id, sha256 };
  });
};
