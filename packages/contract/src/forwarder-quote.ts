import { z } from 'zod';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import { ZIngestProcessParams } from './integration.ts';
import { ZIdPathParams } from './primitives.ts';
import { CONTAINER_TYPES } from './quotation.ts';

/**
 * ForwardersShippingQuote (part 2 §2.1 names the route, not its definition; ours): a forwarder quotes
 * one process through an e-mailed link, with no login. The broker's systems create and revoke the
 * links; the web page is /cotacao-frete/<token>.
 */
export const FORWARDER_QUOTE_PAGE_PATH = '/cotacao-frete';

/** What an unknown, expired or revoked link answers (the same for all three). */
export const FORWARDER_LINK_INVALID = 'Link de cotação inválido, expirado ou revogado.';

/** The round has an approved quotation: the link shows the quotation but takes no change. */
export const FORWARDER_ROUND_CLOSED =
  'A cotação deste processo já foi encerrada: não é mais possível alterá-la.';

/**
 * The languages of the forwarder's page and e-mails (decision 0103): forwarders abroad read English
 * or Spanish. The codes are BCP 47 tags, as browsers name them.
 */
export const FORWARDER_LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type TForwarderLanguage = (typeof FORWARDER_LANGUAGES)[number];
/**
 * Each language named in itself: a reader finds theirs whatever the page speaks now (the forwarder's
 * switch, the staff's choice in the invitation dialog).
 */
export const FORWARDER_LANGUAGE_NAMES: Record<TForwarderLanguage, string> = {
  'pt-BR': 'Português',
  en: 'English',
  es: 'Español',
};
export const ZForwarderLanguage = z.enum(FORWARDER_LANGUAGES, {
  error: 'Informe language: pt-BR, en ou es.',
});

export const ZForwarderQuoteToken = z.object({
  token: z.string().min(1).max(200),
});

// --- The broker's systems create and revoke links ----------------------------------------------

export const ZQuotationInvitationRequest = z.object({
  forwarderName: z
    .string({ error: 'Informe forwarderName (o agente de carga).' })
    .trim()
    .min(1, 'Informe forwarderName (o agente de carga).')
    .max(200),
  email: z.email({ error: 'Informe um e-mail válido.' }).max(200),
  /** Days the link stays valid (default 7). */
  expiresInDays: z
    .number({ error: 'Informe expiresInDays entre 1 e 60.' })
    .int('Informe expiresInDays entre 1 e 60.')
    .min(1, 'Informe expiresInDays entre 1 e 60.')
    .max(60, 'Informe expiresInDays entre 1 e 60.')
    .optional(),
  /** The language of the e-mail (default pt-BR), kept with the link for a resend. */
  language: ZForwarderLanguage.optional(),
});
export type TQuotationInvitationRequest = z.infer<typeof ZQuotationInvitationRequest>;

export const ZQuotationInvitationResponse = z.object({
  id: z.number().int(),
  /** The link e-mailed to the forwarder. */
  url: z.string(),
  expiresAt: z.string(),
});
export type TQuotationInvitationResponse = z.infer<typeof ZQuotationInvitationResponse>;

export const postIntegrationQuotationInvitationCall = defineCall({
  method: 'POST',
  path: '/api/integration/processes/{identification}/quotation-invitations',
  summary:
    'Invites a forwarder to quote a process: e-mails a link (single process, expiring, revocable) to the page where they quote without logging in.',
  // A service client's token, never a user's.
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestProcessParams,
  body: ZQuotationInvitationRequest,
  responses: { 201: ZQuotationInvitationResponse },
});

export const ZQuotationInvitationIdParams = z.object({
  id: z.coerce
    .number({ error: 'Informe o id do convite.' })
    .int('Informe o id do convite.')
    .positive('Informe o id do convite.')
    .max(2_147_483_647, 'Informe o id do convite.'),
});

export const deleteIntegrationQuotationInvitationCall = defineCall({
  method: 'DELETE',
  path: '/api/integration/quotation-invitations/{id}',
  summary: 'Revokes a forwarder’s link at once (a quotation already sent stays).',
  isAuthenticated: false,
  auth: 'service',
  params: ZQuotationInvitationIdParams,
  responses: { 200: z.object({ revoked: z.boolean() }) },
});

// --- The forwarder's page ---------------------------------------------------------------------

/** What a forwarder sees of the process: where, how and when, never prices or other customer data. */
export const ZForwarderQuoteProcess = z.object({
  reference: z.string(),
  companyName: z.string(),
  wayOfTransport: z.string().nullable(),
  typeOfBoarding: z.string().nullable(),
  incoterm: z.string().nullable(),
  placeOfLoading: z.string().nullable(),
  originCountry: z.string().nullable(),
  destinationPort: z.string().nullable(),
  /** Goods ready (confirmed, else estimated), yyyy-MM-dd. */
  readyDate: z.string().nullable(),
  /** From the declaration, when registered (kg). */
  grossWeight: z.number().nullable(),
  netWeight: z.number().nullable(),
});

const ZContainerType = z.enum(CONTAINER_TYPES, { error: 'Escolha um tipo de container da lista.' });

const optionalAmount = (label: string) =>
  z
    .number({ error: `Informe ${label} como número.` })
    .min(0, `${label} não pode ser negativo.`)
    .max(1e12, `${label} é grande demais.`)
    .nullable()
    .optional();

/** The quotation the forwarder sends (and may change until the round closes). */
export const ZForwarderQuote = z
  .object({
    person: z.string({ error: 'Informe o seu nome.' }).trim().min(2, 'Informe o seu nome.').max(100),
    totalUSD: optionalAmount('o total em USD'),
    totalEUR: optionalAmount('o total em EUR'),
    totalReais: optionalAmount('o total em R$'),
    /** ISO code of a fourth currency, with totalOthers. */
    currency: z
      .string({ error: 'Informe a outra moeda como código de 3 letras (CNY, GBP…).' })
      .regex(/^[A-Z]{3}$/, 'Informe a outra moeda como código de 3 letras (CNY, GBP…).')
      .nullable()
      .optional(),
    totalOthers: optionalAmount('o total na outra moeda'),
    transitTime: z
      .number({ error: 'Informe o transit time em dias.' })
      .int('Informe o transit time em dias.')
      .min(1, 'O transit time deve ser de ao menos 1 dia.')
      .max(365, 'O transit time deve ser de no máximo 365 dias.'),
    freetime: z
      .number({ error: 'Informe o free time em dias.' })
      .int('Informe o free time em dias.')
      .min(0, 'O free time não pode ser negativo.')
      .max(365, 'O free time deve ser de no máximo 365 dias.'),
    transhipment: z
      .string()
      .trim()
      .max(100, 'O transbordo deve ter no máximo 100 caracteres.')
      .nullable()
      .optional(),
    containers: z
      .array(
        z.object({
          quantity: z
            .number({ error: 'Informe a quantidade de containers.' })
            .int('Informe a quantidade de containers.')
            .min(1, 'A quantidade de containers deve ser ao menos 1.')
            .max(999),
          type: ZContainerType,
        }),
      )
      .max(20),
    validUntil: z
      .string({ error: 'Informe a validade da cotação.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a validade da cotação.'),
    observation: z
      .string()
      .trim()
      .max(1000, 'A observação deve ter no máximo 1.000 caracteres.')
      .nullable()
      .optional(),
  })
  .refine(
    (quote) =>
      [quote.totalUSD, quote.totalEUR, quote.totalReais, quote.totalOthers].some((value) => (value ?? 0) > 0),
    {
      message: 'Informe ao menos um total (USD, EUR, R$ ou outra moeda).',
      path: ['totalUSD'],
    },
  )
  .refine((quote) => !quote.totalOthers || Boolean(quote.currency), {
    message: 'Informe a moeda do total em outra moeda.',
    path: ['currency'],
  });
export type TForwarderQuote = z.infer<typeof ZForwarderQuote>;
export type TForwarderQuoteInput = z.input<typeof ZForwarderQuote>;

/** Files a forwarder may attach to a quotation. */
export const FORWARDER_ATTACHMENT_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** Largest attachment, and how many a quotation takes. */
export const MAX_FORWARDER_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_FORWARDER_ATTACHMENTS = 5;

export const FORWARDER_ATTACHMENT_REFUSED = 'Anexe PDF, PNG, JPEG, XLSX ou DOCX de até 10 MB.';

export const ZForwarderQuotePage = z.object({
  forwarderName: z.string(),
  /** The files attached to the quotation (the customer downloads them in Cotações Recebidas). */
  attachments: z.array(z.object({ id: z.number().int(), originalFilename: z.string() })),
  expiresAt: z.string(),
  /** The invitation's language: the page's choice when the browser's language is none of the three. */
  language: ZForwarderLanguage,
  /** False once the round has an approved quotation: the page shows, the form is read-only. */
  isOpen: z.boolean(),
  process: ZForwarderQuoteProcess,
  /** What the forwarder sent through this link, to edit; null before the first send. */
  quote: ZForwarderQuote.nullable(),
});
export type TForwarderQuotePage = z.infer<typeof ZForwarderQuotePage>;

export const getForwarderQuoteCall = defineCall({
  method: 'GET',
  path: '/api/public/forwarder-quote/{token}',
  summary:
    'A forwarder’s quotation link: the process as the forwarder sees it and the quotation sent so far.',
  isAuthenticated: false,
  params: ZForwarderQuoteToken,
  responses: { 200: dataEnvelope(ZForwarderQuotePage) },
});

export const putForwarderQuoteCall = defineCall({
  method: 'PUT',
  path: '/api/public/forwarder-quote/{token}',
  summary:
    'Sends or changes the forwarder’s quotation (status COTADO in Cotações Recebidas) until the round closes.',
  isAuthenticated: false,
  params: ZForwarderQuoteToken,
  body: ZForwarderQuote,
  responses: { 200: dataEnvelope(ZForwarderQuotePage) },
});

export const postForwarderQuoteAttachmentCall = defineCall({
  method: 'POST',
  path: '/api/public/forwarder-quote/{token}/attachments',
  summary: `Attaches a file to the forwarder's quotation (multipart/form-data, field file): PDF, PNG, JPEG, XLSX or DOCX up to ${MAX_FORWARDER_ATTACHMENT_BYTES / 1024 / 1024} MB, ${MAX_FORWARDER_ATTACHMENTS} per quotation, once the quotation is sent and while the round is open.`,
  isAuthenticated: false,
  params: ZForwarderQuoteToken,
  maxBodyBytes: MAX_FORWARDER_ATTACHMENT_BYTES + 64 * 1024,
  upload: {
    mediaType: 'multipart/form-data',
    fileField: 'file',
    description: 'One file, the attachment.',
  },
  responses: { 200: dataEnvelope(ZForwarderQuotePage) },
});

/** What a user outside the broker gets when trying to invite. */
export const FORWARDER_INVITE_FORBIDDEN = 'Somente usuários do despachante podem convidar agentes de carga.';

export const postQuotationInvitationCall = defineCall({
  method: 'POST',
  path: '/api/public/customer/processes/{id}/quotation-invitations',
  summary:
    'From the process modal, a user of the broker (the provider’s e-mail domain) invites a forwarder to quote the process: the same link the broker’s systems create.',
  isAuthenticated: true,
  params: ZIdPathParams,
  body: ZQuotationInvitationRequest,
  responses: { 201: ZQuotationInvitationResponse },
});
