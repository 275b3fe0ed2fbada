import { z } from 'zod';
import { defineCall } from './call.ts';
import { withRuleNote } from './schema-notes.ts';
import { ZDocument } from './document.ts';
import { STORED_FILE_MEDIA_TYPES, ZBinaryFile, dataEnvelope } from './envelope.ts';
import {
  ZIdPathParams,
  ZNamedRef,
  ZNullableMoney,
  ZNullableTimestamp,
  ZTimestamp,
  zIdQuery,
} from './primitives.ts';

export const ZFreightQuotationStatusValue = z.enum(['COTADO', 'ENVIADO', 'VISUALIZADO']);
export type TFreightQuotationStatusValue = z.infer<typeof ZFreightQuotationStatusValue>;

/** Container types the web names; others show 'N/I'. */
export const CONTAINER_TYPES = [
  'DRY 20',
  'DRY 40',
  'HIGH CUBE 40',
  'REEFER 20',
  'REEFER 40',
  'OPEN TOP 20',
  'OPEN TOP 40',
  'FLAT RACK 20',
  'FLAT RACK 40',
] as const;

export const ZFreightQuotationContainer = z.object({
  quantity: z.number().int().nonnegative(),
  /** Container type text, e.g. 'DRY 40'; null or unknown shows 'N/I'. */
  type: z.string().nullable(),
});
export type TFreightQuotationContainer = z.infer<typeof ZFreightQuotationContainer>;

/** A quotation received from a forwarder (part 1 §3 "Freight quotation"). */
export const ZFreightQuotation = z.object({
  id: z.number().int().positive(),
  freightForwarder: ZNamedRef.nullable(),
  /** Contact person at the forwarder. */
  person: z.string().nullable(),
  status: z.object({ value: ZFreightQuotationStatusValue, description: z.string() }),
  created: ZTimestamp,
  /** true 'Aprovado'; false with rejectReason 'Justificativa'; false without 'Reprovado'; null nothing. */
  approved: z.boolean().nullable(),
  rejectReason: z.string().nullable(),
  /** Days. */
  transitTime: z.number().int().nonnegative().nullable(),
  /** Free-time days. */
  freetime: z.number().int().nonnegative().nullable(),
  /** Transhipment port/description; null when direct or unknown. */
  transhipment: z.string().nullable(),
  destinationPort: z.string().nullable(),
  customsEnclosure: z.string().nullable(),
  shipowner: z.string().nullable(),
  totalUSD: ZNullableMoney,
  totalUSDReais: ZNullableMoney,
  totalEUR: ZNullableMoney,
  totalEURReais: ZNullableMoney,
  totalReais: ZNullableMoney,
  totalOthers: ZNullableMoney,
  totalOthersReais: ZNullableMoney,
  /** Grand total in BRL; the ranking is ordered mainly by it. */
  total: ZNullableMoney,
  /** Currency of totalOthers. */
  currency: ZNamedRef.nullable(),
  containers: z.array(ZFreightQuotationContainer),
  observation: z.string().nullable(),
  documents: z.array(ZDocument),
});
export type TFreightQuotation = z.infer<typeof ZFreightQuotation>;

/** The best quotation of a criterion: its id, forwarder (company) and value. */
export const ZFreightQuotationBest = z.object({
  id: z.number().int().positive(),
  company: z.string(),
  value: z.number(),
});
export type TFreightQuotationBest = z.infer<typeof ZFreightQuotationBest>;

export const ZExchangeRate = z.object({ sell: z.number(), modified: ZNullableTimestamp });
export type TExchangeRate = z.infer<typeof ZExchangeRate>;

/** All quotations of a process with the best-of figures (part 1 §3 "Freight quotations response"). */
export const ZFreightQuotationsResponse = z.object({
  total: ZFreightQuotationBest.nullable(),
  transitTime: ZFreightQuotationBest.nullable(),
  freetime: ZFreightQuotationBest.nullable(),
  totalUSD: ZFreightQuotationBest.nullable(),
  totalEUR: ZFreightQuotationBest.nullable(),
  totalReais: ZFreightQuotationBest.nullable(),
  totalOthers: ZFreightQuotationBest.nullable(),
  usdRate: ZExchangeRate.nullable(),
  euroRate: ZExchangeRate.nullable(),
  freightQuotations: z.array(ZFreightQuotation),
});
export type TFreightQuotationsResponse = z.infer<typeof ZFreightQuotationsResponse>;

export const getFreightQuotationsCall = defineCall({
  method: 'GET',
  path: '/freightQuotation/importProcess/{id}',
  summary: 'Freight quotations received for a process, with best-of figures and USD/EUR rates.',
  isAuthenticated: true,
  params: ZIdPathParams,
  responses: { 200: dataEnvelope(ZFreightQuotationsResponse) },
});

/** The quotations spreadsheet as base64 (file cotacoes-processo-{identification}.xlsx: a real xlsx). */
export const ZFreightQuotationExcel = z.object({
  filename: z.string(),
  /** MIME type of the decoded bytes. */
  contentType: z.string(),
  contentBase64: z.base64(),
});
export type TFreightQuotationExcel = z.infer<typeof ZFreightQuotationExcel>;

export const postFreightQuotationExcelCall = defineCall({
  method: 'POST',
  path: '/freightQuotation/process/{id}/excel',
  summary: 'Builds the quotations spreadsheet; answers { data: { filename, contentType, contentBase64 } }.',
  isAuthenticated: true,
  params: ZIdPathParams,
  fileName: (identification: string | number): string => `cotacoes-processo-${identification}.xlsx`,
  responses: { 200: dataEnvelope(ZFreightQuotationExcel) },
});

// --- Quotation document download (not in the spec: it lists the documents but names no route) ---

/** `id` is the process id, `docId` a freight-quotation document id (not a process document id). */
export const ZQuotationDocumentDownloadParams = z.object({ id: zIdQuery('id'), docId: zIdQuery('docId') });
export type TQuotationDocumentDownloadParams = z.input<typeof ZQuotationDocumentDownloadParams>;

export const getQuotationDocumentDownloadCall = defineCall({
  method: 'GET',
  path: '/freightQuotation/importProcess/{id}/documents/{docId}/download',
  summary:
    'Downloads a document attached to a freight quotation of the process (saved under its original name).',
  isAuthenticated: true,
  params: ZQuotationDocumentDownloadParams,
  isBinary: true,
  fileMediaTypes: STORED_FILE_MEDIA_TYPES,
  responses: { 200: ZBinaryFile },
});

// --- Decision and viewing (not in the spec, which shows only the result) ------------------------

/** The other quotations of a round once one is approved: closed, with this justification. */
export const QUOTATION_CLOSED_REASON = 'Cotação encerrada: outra cotação foi aprovada.';

export const ZQuotationDecisionParams = z.object({
  id: zIdQuery('id'),
  quotationId: zIdQuery('quotationId'),
});

/** Approve one quotation, or reject one with a justification. */
export const ZQuotationDecisionRequest = withRuleNote(
  z
    .object({
      approved: z.boolean({ error: 'Informe approved como true (aprovar) ou false (reprovar).' }),
      reason: z
        .string({ error: 'Informe a justificativa como texto.' })
        .trim()
        .max(1000, 'A justificativa deve ter no máximo 1.000 caracteres.')
        .optional(),
    })
    .refine((value) => value.approved || (value.reason ?? '').length >= 3, {
      message: 'Informe a justificativa da reprovação.',
      path: ['reason'],
    }),
  'A rejection (approved false) needs reason, at least 3 characters (400 “Informe a justificativa da reprovação.”).',
);
export type TQuotationDecisionRequest = z.infer<typeof ZQuotationDecisionRequest>;

export const postQuotationDecisionCall = defineCall({
  method: 'POST',
  path: '/api/public/customer/processes/{id}/quotations/{quotationId}/decision',
  summary:
    'Approves a quotation (the round’s other open quotations are closed) or rejects it with a justification; recorded in the history, the forwarder is e-mailed. Answers the quotations as GET /freightQuotation/importProcess/{id}.',
  isAuthenticated: true,
  params: ZQuotationDecisionParams,
  body: ZQuotationDecisionRequest,
  responses: { 200: dataEnvelope(ZFreightQuotationsResponse) },
});

export const ZQuotationsViewedResponse = dataEnvelope(z.object({ viewed: z.number().int() }));

export const postQuotationsViewedCall = defineCall({
  method: 'POST',
  path: '/api/public/customer/processes/{id}/quotations/viewed',
  summary: 'The customer opened the Cotações Recebidas tab: quotations still COTADO become VISUALIZADO.',
  isAuthenticated: true,
  params: ZIdPathParams,
  responses: { 200: ZQuotationsViewedResponse },
});

// --- The round's state (not in the spec): whether forwarders may still be invited and quote -------

/**
 * Why a process's round of quotations is closed, in the order they are told: a quotation approved
 * (the customer decided), or the process itself concluded or cancelled (nothing left to ship).
 */
export const QUOTATION_ROUND_CLOSED_REASONS = ['APPROVED', 'PROCESS_CANCELLED', 'PROCESS_CONCLUDED'] as const;
export const ZQuotationRoundClosedReason = z.enum(QUOTATION_ROUND_CLOSED_REASONS);
export type TQuotationRoundClosedReason = z.infer<typeof ZQuotationRoundClosedReason>;

/** What the staff read of a closed round (the invitation dialog, and the 409 of an invitation). */
export const QUOTATION_ROUND_CLOSED_MESSAGES: Readonly<Record<TQuotationRoundClosedReason, string>> = {
  APPROVED:
    'A rodada de cotações deste processo já foi encerrada: uma cotação foi aprovada. Não é possível convidar agentes.',
  PROCESS_CANCELLED:
    'O processo foi cancelado: a rodada de cotações está encerrada. Não é possível convidar agentes.',
  PROCESS_CONCLUDED:
    'O processo já foi concluído: a rodada de cotações está encerrada. Não é possível convidar agentes.',
};

export const ZQuotationRound = z.object({
  /** False once a quotation is approved or the process is concluded or cancelled. */
  isOpen: z.boolean(),
  /** Why it is closed; null while open. */
  closedReason: ZQuotationRoundClosedReason.nullable(),
});
export type TQuotationRound = z.infer<typeof ZQuotationRound>;

export const getQuotationRoundCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/processes/{id}/quotation-round',
  summary:
    'Whether the process’s round of freight quotations is open: closed once a quotation is approved or the process is concluded or cancelled (then no forwarder may be invited).',
  isAuthenticated: true,
  params: ZIdPathParams,
  responses: { 200: dataEnvelope(ZQuotationRound) },
});
