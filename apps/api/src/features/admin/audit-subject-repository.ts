import { and, inArray, type AnyColumn } from 'drizzle-orm';
import { processReference } from '@pc/contract/process';
import type { TDbExecutor } from '../../db/client.ts';
import { paymentReports } from '../../db/schema/collaboration.ts';
import { processes } from '../../db/schema/processes.ts';
import { quotationInvitations } from '../../db/schema/quotations.ts';
import { webhookSubscriptions } from '../../db/schema/webhooks.ts';

/** A row of a company-scoped table: its company and its id. */
export type TCompanyKey = { companyId: number; id: number };

/** 'companyId:id', the maps' key of a company-scoped row. */
export const companyKey = ({ companyId, id }: TCompanyKey): string => `${companyId}:${id}`;

/**
 * The rows among `keys`, read with one `company_id in (…) and id in (…)` on the table's primary key
 * (a superset, then kept to the pairs asked for).
 */
const keyCondition = (columns: { companyId: AnyColumn; id: AnyColumn }, keys: readonly TCompanyKey[]) =>
  and(
    inArray(columns.companyId, [...new Set(keys.map((key) => key.companyId))]),
    inArray(columns.id, [...new Set(keys.map((key) => key.id))]),
  );

const onlyAsked = <T extends TCompanyKey>(rows: readonly T[], keys: readonly TCompanyKey[]): T[] => {
  const asked = new Set(keys.map(companyKey));
  return rows.filter((row) => asked.has(companyKey(row)));
};

/** The processes' references ('PRI00042'), by 'companyId:id'. */
export const findProcessReferences = async (
  db: TDbExecutor,
  keys: readonly TCompanyKey[],
): Promise<Map<string, string>> => {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      companyId: processes.companyId,
      id: processes.id,
      typeOfProcess: processes.typeOfProcess,
      identification: processes.identification,
    })
    .from(processes)
    .where(keyCondition({ companyId: processes.companyId, id: processes.id }, keys));
  return new Map(
    onlyAsked(rows, keys).map((row) => [
      companyKey(row),
      processReference(row.typeOfProcess, row.identification),
    ]),
  );
};

/** The process of each reported payment, by 'companyId:id' of the report. */
export const findPaymentReportProcesses = async (
  db: TDbExecutor,
  keys: readonly TCompanyKey[],
): Promise<Map<string, number>> => {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      companyId: paymentReports.companyId,
      id: paymentReports.id,
      processId: paymentReports.processId,
    })
    .from(paymentReports)
    .where(keyCondition({ companyId: paymentReports.companyId, id: paymentReports.id }, keys));
  return new Map(onlyAsked(rows, keys).map((row) => [companyKey(row), row.processId]));
};

/** The forwarder and the process of each freight quotation link, by 'companyId:id'. */
export const findQuotationInvitationSubjects = async (
  db: TDbExecutor,
  keys: readonly TCompanyKey[],
): Promise<Map<string, { processId: number; forwarderName: string }>> => {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      companyId: quotationInvitations.companyId,
      id: quotationInvitations.id,
      processId: quotationInvitations.processId,
      forwarderName: quotationInvitations.forwarderName,
    })
    .from(quotationInvitations)
    .where(keyCondition({ companyId: quotationInvitations.companyId, id: quotationInvitations.id }, keys));
  return new Map(
    onlyAsked(rows, keys).map((row) => [
      companyKey(row),
      { processId: row.processId, forwarderName: row.forwarderName },
    ]),
  );
};

/** The webhooks' URLs today, by id (a deleted one is not there: its record keeps its URL). */
export const findWebhookUrls = async (
  db: TDbExecutor,
  ids: readonly number[],
): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: webhookSubscriptions.id, url: webhookSubscriptions.url })
    .from(webhookSubscriptions)
    .where(inArray(webhookSubscriptions.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.url]));
};
