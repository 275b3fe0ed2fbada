import { z } from 'zod';
import { ZMessageAuthorSide, ZMessageKind } from './messages.ts';
import { ZTimestamp } from './primitives.ts';

// Outbound webhooks: what the portal tells the broker's ERP and large customers' systems.
// Each delivery is one Standard Webhooks message (https://www.standardwebhooks.com): the body is the
// envelope `{ type, timestamp, data }` and the headers webhook-id, webhook-timestamp and
// webhook-signature (HMAC-SHA256 of `id.timestamp.body` with the subscription's `whsec_…` secret).

/** Every event the portal sends. */
export const WEBHOOK_EVENT_TYPES = [
  'process.updated',
  'document.added',
  'quotation.submitted',
  'quotation.approved',
  'quotation.rejected',
  'message.posted',
  'duimp.updated',
  'lpco.requirement_opened',
  'webhook.test',
] as const;
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;

/**
 * The events a subscription may choose: `webhook.test` is sent only by the "testar" call, to that
 * one subscription, whatever it chose. `message.posted` carries each message of a process's
 * conversation.
 */
export const WEBHOOK_SUBSCRIBABLE_EVENT_TYPES = [
  'process.updated',
  'document.added',
  'quotation.submitted',
  'quotation.approved',
  'quotation.rejected',
  'message.posted',
  'duimp.updated',
  'lpco.requirement_opened',
] as const satisfies readonly TWebhookEventType[];
export const ZWebhookSubscribableEventType = z.enum(WEBHOOK_SUBSCRIBABLE_EVENT_TYPES, {
  error: `Informe events como uma lista de: ${WEBHOOK_SUBSCRIBABLE_EVENT_TYPES.join(', ')}.`,
});
export type TWebhookSubscribableEventType = z.infer<typeof ZWebhookSubscribableEventType>;

/** What the screens call each event. */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<TWebhookEventType, string>> = {
  'process.updated': 'Processo atualizado (etapa, status, canal ou datas)',
  'document.added': 'Documento adicionado',
  'quotation.submitted': 'Cotação de frete recebida',
  'quotation.approved': 'Cotação de frete aprovada',
  'quotation.rejected': 'Cotação de frete reprovada',
  'message.posted': 'Mensagem publicada',
  'duimp.updated': 'DUIMP recebida ou atualizada',
  'lpco.requirement_opened': 'Exigência aberta (órgão anuente ou Receita Federal)',
  'webhook.test': 'Teste',
};

/** The Standard Webhooks headers of every delivery. */
export const WEBHOOK_ID_HEADER = 'webhook-id';
export const WEBHOOK_TIMESTAMP_HEADER = 'webhook-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature';

const ZId = z.number().int().positive();

/** The process an event is about: its company, its id and its reference as the portal shows it. */
export const ZWebhookProcessRef = z.object({
  companyId: ZId,
  processId: ZId,
  /** E.g. 'CO-12345' (the type of process's prefix and the broker's identification). */
  reference: z.string(),
});
export type TWebhookProcessRef = z.infer<typeof ZWebhookProcessRef>;

/** One field of the process that changed, with the values as stored (yyyy-MM-dd dates, step id, …). */
export const ZWebhookProcessChange = z.object({
  /** E.g. 'step', 'status', 'channel', 'eta', 'registrationDate' (the change trail's fields). */
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  changedAt: ZTimestamp,
  /** Who made it: INGESTION (the broker's systems), USER (a portal user) or SEED. */
  source: z.enum(['INGESTION', 'USER', 'SEED']),
});
export type TWebhookProcessChange = z.infer<typeof ZWebhookProcessChange>;

/** `process.updated`: a process's milestones changed; one event carries a sweep's changes of the process. */
export const ZWebhookProcessUpdatedData = ZWebhookProcessRef.extend({
  changes: z.array(ZWebhookProcessChange).min(1),
});
export type TWebhookProcessUpdatedData = z.infer<typeof ZWebhookProcessUpdatedData>;

/** `document.added`: a new document on a process (an updated file of the same name is not new). */
export const ZWebhookDocumentAddedData = ZWebhookProcessRef.extend({
  documentId: ZId,
  documentType: z.string(),
  fileName: z.string(),
  isCashRequest: z.boolean(),
  createdAt: ZTimestamp,
});
export type TWebhookDocumentAddedData = z.infer<typeof ZWebhookDocumentAddedData>;

/** `quotation.submitted`: a forwarder answered a freight-quotation invitation. */
export const ZWebhookQuotationSubmittedData = ZWebhookProcessRef.extend({
  quotationId: ZId,
  forwarderName: z.string().nullable(),
  submittedAt: ZTimestamp,
});
export type TWebhookQuotationSubmittedData = z.infer<typeof ZWebhookQuotationSubmittedData>;

/** `quotation.approved` / `quotation.rejected`: the customer decided on a quotation. */
export const ZWebhookQuotationDecidedData = ZWebhookProcessRef.extend({
  quotationId: ZId,
  forwarderName: z.string().nullable(),
  decidedAt: ZTimestamp,
  /** The deciding user's name. */
  decidedBy: z.string(),
  /** The justification of a rejection; null on an approval. */
  reason: z.string().nullable(),
});
export type TWebhookQuotationDecidedData = z.infer<typeof ZWebhookQuotationDecidedData>;

/** `message.posted`: a message on a process's conversation. */
export const ZWebhookMessagePostedData = ZWebhookProcessRef.extend({
  messageId: ZId,
  author: z.string(),
  /** CUSTOMER (a user of the company) or BROKER (staff or the ERP). */
  authorSide: ZMessageAuthorSide,
  /** TEXT, or the line the portal writes for a document sent or a payment reported, confirmed or refused. */
  kind: ZMessageKind,
  text: z.string(),
  /** The documents it carries (fetch a customer's with the ingestion API's customer-documents calls). */
  documentIds: z.array(ZId),
  postedAt: ZTimestamp,
});
export type TWebhookMessagePostedData = z.infer<typeof ZWebhookMessagePostedData>;

/**
 * `duimp.updated`: a version of a process's DUIMP arrived or changed (codes as the Portal Único
 * sent them; GET /api/public/customer/processes/{id}/duimp, or the ERP's own copy, gives the rest).
 */
export const ZWebhookDuimpUpdatedData = ZWebhookProcessRef.extend({
  /** The DUIMP number (26BR00016589107). */
  number: z.string(),
  version: z.number().int(),
  /** created: a version the portal did not have; updated: a stored version changed. */
  result: z.enum(['created', 'updated']),
  /** Whether this version is now the process's current one (a late older version is not). */
  isCurrent: z.boolean(),
  /** Situação da DUIMP (situacaoDuimp), e.g. EM_ANALISE_FISCAL. */
  situation: z.string(),
  /** Situação do licenciamento, e.g. PENDENTE; null when not sent. */
  licensingSituation: z.string().nullable(),
  /** Canal consolidado, e.g. VERDE; null before the parametrização. */
  channel: z.string().nullable(),
  registeredOn: z.string().nullable(),
  clearedOn: z.string().nullable(),
  receivedAt: ZTimestamp,
});
export type TWebhookDuimpUpdatedData = z.infer<typeof ZWebhookDuimpUpdatedData>;

/**
 * `lpco.requirement_opened`: an exigência (its agency, opening day and text) that the DUIMP's
 * previous stored document did not have, one event each.
 */
export const ZWebhookLpcoRequirementOpenedData = ZWebhookProcessRef.extend({
  /** The DUIMP number and version that brought it. */
  number: z.string(),
  version: z.number().int(),
  /** Órgão anuente (MAPA, ANVISA…) or RECEITA_FEDERAL. */
  agency: z.string(),
  text: z.string(),
  openedOn: z.string(),
  dueOn: z.string().nullable(),
  answeredOn: z.string().nullable(),
  /** The LPCO it belongs to, when an agency's. */
  lpcoNumber: z.string().nullable(),
});
export type TWebhookLpcoRequirementOpenedData = z.infer<typeof ZWebhookLpcoRequirementOpenedData>;

/** `webhook.test`: sent by the "testar" call to check the receiver and its signature check. */
export const ZWebhookTestData = z.object({
  subscriptionId: ZId,
  message: z.string(),
});
export type TWebhookTestData = z.infer<typeof ZWebhookTestData>;

/** The text of a test delivery. */
export const WEBHOOK_TEST_MESSAGE = 'Teste de entrega do Portal dos Clientes.';

/** Each event's `data` schema: what the OpenAPI `webhooks` section documents. */
export const WEBHOOK_PAYLOAD_SCHEMAS = {
  'process.updated': ZWebhookProcessUpdatedData,
  'document.added': ZWebhookDocumentAddedData,
  'quotation.submitted': ZWebhookQuotationSubmittedData,
  'quotation.approved': ZWebhookQuotationDecidedData,
  'quotation.rejected': ZWebhookQuotationDecidedData,
  'message.posted': ZWebhookMessagePostedData,
  'duimp.updated': ZWebhookDuimpUpdatedData,
  'lpco.requirement_opened': ZWebhookLpcoRequirementOpenedData,
  'webhook.test': ZWebhookTestData,
} as const satisfies Record<TWebhookEventType, z.ZodType>;

export type TWebhookPayloads = { [K in TWebhookEventType]: z.infer<(typeof WEBHOOK_PAYLOAD_SCHEMAS)[K]> };

const envelopeOf = <K extends TWebhookEventType>(type: K) =>
  z.object({
    type: z.literal(type),
    /** When the event happened (ISO 8601, UTC). */
    timestamp: ZTimestamp,
    data: WEBHOOK_PAYLOAD_SCHEMAS[type],
  });

/** Each event's whole body (the Standard Webhooks envelope), by event name. */
export const WEBHOOK_ENVELOPE_SCHEMAS = {
  'process.updated': envelopeOf('process.updated'),
  'document.added': envelopeOf('document.added'),
  'quotation.submitted': envelopeOf('quotation.submitted'),
  'quotation.approved': envelopeOf('quotation.approved'),
  'quotation.rejected': envelopeOf('quotation.rejected'),
  'message.posted': envelopeOf('message.posted'),
  'duimp.updated': envelopeOf('duimp.updated'),
  'lpco.requirement_opened': envelopeOf('lpco.requirement_opened'),
  'webhook.test': envelopeOf('webhook.test'),
} as const satisfies Record<TWebhookEventType, z.ZodType>;

/** The body of any delivery. */
export const ZWebhookEnvelope = z.discriminatedUnion('type', [
  WEBHOOK_ENVELOPE_SCHEMAS['process.updated'],
  WEBHOOK_ENVELOPE_SCHEMAS['document.added'],
  WEBHOOK_ENVELOPE_SCHEMAS['quotation.submitted'],
  WEBHOOK_ENVELOPE_SCHEMAS['quotation.approved'],
  WEBHOOK_ENVELOPE_SCHEMAS['quotation.rejected'],
  WEBHOOK_ENVELOPE_SCHEMAS['message.posted'],
  WEBHOOK_ENVELOPE_SCHEMAS['duimp.updated'],
  WEBHOOK_ENVELOPE_SCHEMAS['lpco.requirement_opened'],
  WEBHOOK_ENVELOPE_SCHEMAS['webhook.test'],
]);
export type TWebhookEnvelope = z.infer<typeof ZWebhookEnvelope>;
