import type { Page } from '@playwright/test';
import { processReference } from '@pc/contract/process';

type TJson = Record<string, unknown>;

/** GET on the API with the signed-in page's token (stored with its 'Bearer ' prefix). */
export const apiGet = async (page: Page, path: string): Promise<{ status: number; body: TJson }> => {
  // A string expression: the e2e project has no DOM types.
  const token = (await page.evaluate("window.localStorage.getItem('pdc.accessToken')")) as string | null;
  const response = await page.request.get(path, {
    headers: { Authorization: token ?? '', 'App-Source': 'WEBPC' },
  });
  const body = (await response.json().catch(() => ({}))) as TJson;
  return { status: response.status(), body };
};

type TDocumentPick = { id: number; originalFilename: string };

export type TProcessPick = {
  id: number;
  identification: number;
  reference: string;
  firstDocument: TDocumentPick;
  /** The first document of a quotation, when `hasQuotationDocuments` was asked. */
  quotationDocument: TDocumentPick | null;
};

/** The first process among ids 1..maxId of the signed-in user with a history item that matches `text`. */
export const findProcessWithHistory = async (
  page: Page,
  text: RegExp,
  maxId = 600,
): Promise<{ id: number; reference: string; description: string }> => {
  for (let id = 1; id <= maxId; id += 1) {
    const detail = await apiGet(page, `/api/public/customer/processes/${id}`);
    if (detail.status !== 200) continue;
    const process = detail.body.data as {
      identification: number;
      typeOfProcess: string;
      history: { description: string }[];
    };
    const item = process.history.find((entry) => text.test(entry.description));
    if (!item) continue;
    return {
      id,
      reference: processReference(process.typeOfProcess, process.identification),
      description: item.description,
    };
  }
  throw new Error(`no process of the signed-in user has a history item matching ${String(text)}`);
};

/**
 * The first process among ids 1..maxId of the signed-in user that has documents and, when asked,
 * quotations, a quotation with documents, a reminder or invoices (ids of other companies answer
 * 404 and are skipped).
 */
export const findProcess = async (
  page: Page,
  {
    hasQuotations = false,
    hasQuotationDocuments = false,
    hasReminder = false,
    hasInvoices = false,
    maxId = 60,
  }: {
    hasQuotations?: boolean;
    hasQuotationDocuments?: boolean;
    hasReminder?: boolean;
    hasInvoices?: boolean;
    maxId?: number;
  } = {},
): Promise<TProcessPick> => {
  for (let id = 1; id <= maxId; id += 1) {
    const detail = await apiGet(page, `/api/public/customer/processes/${id}`);
    if (detail.status !== 200) continue;
    if (hasReminder && !(detail.body.data as { reminder: string | null }).reminder?.trim()) continue;
    if (hasInvoices) {
      const invoices = await apiGet(page, `/api/public/customer/invoices/by-process-id/${id}`);
      if (!Array.isArray(invoices.body.data) || invoices.body.data.length === 0) continue;
    }
    const documents = await apiGet(page, `/api/public/customer/processes/${id}/documents`);
    const firstDocument = (documents.body.data as TProcessPick['firstDocument'][] | undefined)?.[0];
    if (!firstDocument) continue;
    let quotationDocument: TDocumentPick | null = null;
    if (hasQuotations || hasQuotationDocuments) {
      const quotations = await apiGet(page, `/freightQuotation/importProcess/${id}`);
      const list =
        (quotations.body.data as { freightQuotations?: { documents: TDocumentPick[] }[] } | undefined)
          ?.freightQuotations ?? [];
      if (list.length === 0) continue;
      quotationDocument = list.flatMap((quotation) => quotation.documents)[0] ?? null;
      if (hasQuotationDocuments && !quotationDocument) continue;
    }
    const process = detail.body.data as { identification: number; typeOfProcess: string };
    return {
      id,
      identification: process.identification,
      reference: processReference(process.typeOfProcess, process.identification),
      firstDocument,
      quotationDocument,
    };
  }
  throw new Error('no process with documents found for the signed-in user');
};

export type TProcessWithEta = { id: number; identification: number; reference: string; eta: string };

/**
 * A process of the signed-in user with an ETA, looked for among `ids` in their order (two specs that
 * move an ETA look from opposite ends, so they do not move the same one).
 */
export const findProcessWithEta = async (page: Page, ids: readonly number[]): Promise<TProcessWithEta> => {
  for (const id of ids) {
    const detail = await apiGet(page, `/api/public/customer/processes/${id}`);
    if (detail.status !== 200) continue;
    const process = detail.body.data as {
      identification: number;
      typeOfProcess: string;
      datesETA: string | null;
    };
    if (!process.datesETA) continue;
    return {
      id,
      identification: process.identification,
      reference: processReference(process.typeOfProcess, process.identification),
      eta: process.datesETA.slice(0, 10),
    };
  }
  throw new Error('the signed-in user has no process with an ETA among the ids given');
};
