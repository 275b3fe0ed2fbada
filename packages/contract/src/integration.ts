import { z } from 'zod';
import { defineCall } from './call.ts';
import { ZBinaryFile } from './envelope.ts';
import { ZDiChannel, ZStoragePeriod, ZWayOfTransport } from './primitives.ts';

/**
 * The ingestion API (issue #17; not in the spec): the broker's ERP writes companies and processes
 * with a service client's token (OAuth2 client_credentials). Upserts are keyed by the ERP's own
 * keys — a company by its CNPJ, a process by its reference number (`identification`) — so sending
 * the same data twice changes nothing.
 */
const PATH = '/api/integration';

/** NDJSON: one JSON object per line, in requests and in the bulk answer. */
export const NDJSON_MIME_TYPE = 'application/x-ndjson';

/** Lines a bulk request may hold; a bigger load is sent as several requests. */
export const MAX_BULK_LINES = 20_000;

/** Bytes a bulk request may hold (about 2 KB a process). */
export const MAX_BULK_BYTES = 64 * 1024 * 1024;

// --- Token ------------------------------------------------------------------------------------

export const ZIntegrationTokenRequest = z.object({
  grant_type: z.literal('client_credentials', { error: 'Informe grant_type como client_credentials.' }),
});
export type TIntegrationTokenRequest = z.infer<typeof ZIntegrationTokenRequest>;

export const ZIntegrationTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until access_token expires. */
  expires_in: z.number().int().positive(),
});
export type TIntegrationTokenResponse = z.infer<typeof ZIntegrationTokenResponse>;

export const postIntegrationTokenCall = defineCall({
  method: 'POST',
  path: `${PATH}/oauth/token`,
  summary:
    'Service-client token (OAuth2 client_credentials): Basic auth with the client id and secret printed by `npm run client:create`.',
  isAuthenticated: false,
  auth: 'service-basic',
  bodyEncoding: 'form',
  body: ZIntegrationTokenRequest,
  responses: { 200: ZIntegrationTokenResponse },
});

// --- Companies --------------------------------------------------------------------------------

/** CNPJ: 14 digits, punctuation allowed ('12.345.678/0001-90'). */
export const ZCnpj = z
  .string({ error: 'Informe o CNPJ.' })
  .transform((value) => value.replace(/[.\-/\s]/g, ''))
  .pipe(z.string().regex(/^\d{14}$/, 'Informe o CNPJ com 14 dígitos.'));

export const ZIngestCompanyParams = z.object({ cnpj: ZCnpj });

export const ZIngestCompany = z
  .object({
    name: z
      .string({ error: 'Informe o nome da empresa.' })
      .trim()
      .min(1, 'Informe o nome da empresa.')
      .max(200),
  })
  .meta({ examples: [{ name: 'Aurora Têxtil Ltda' }] });
export type TIngestCompany = z.input<typeof ZIngestCompany>;

/** What an upsert did: created, updated, or nothing because the data was already so. */
export const ZIngestOutcome = z.enum(['created', 'updated', 'unchanged']);
export type TIngestOutcome = z.infer<typeof ZIngestOutcome>;

export const ZIngestCompanyResponse = z.object({
  result: ZIngestOutcome,
  id: z.number().int(),
  cnpj: z.string(),
});
export type TIngestCompanyResponse = z.infer<typeof ZIngestCompanyResponse>;

export const putIntegrationCompanyCall = defineCall({
  method: 'PUT',
  path: `${PATH}/companies/{cnpj}`,
  summary: 'Creates or updates a customer company by its CNPJ.',
  // A service client's token, never a user's (the web does not call these).
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestCompanyParams,
  body: ZIngestCompany,
  responses: { 200: ZIngestCompanyResponse },
});

// --- Processes --------------------------------------------------------------------------------

/** yyyy-MM-dd that names a day of the calendar (not 2026-02-30, which Date.parse accepts). */
const isRealDay = (value: string): boolean => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

const dayField = (name: string) =>
  z
    .string({ error: `Informe ${name} no formato yyyy-MM-dd.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Informe ${name} no formato yyyy-MM-dd.`)
    .refine(isRealDay, `${name}: data inexistente.`)
    .nullable()
    .optional();

const textField = (name: string, max = 200) =>
  z
    .string({ error: `Informe ${name} como texto.` })
    .trim()
    .max(max, `${name} deve ter no máximo ${max} caracteres.`)
    .nullable()
    .optional();

const moneyField = (name: string) =>
  z
    .number({ error: `Informe ${name} como número.` })
    .min(0, `${name} não pode ser negativo.`)
    .max(1e15, `${name} é grande demais.`)
    .nullable()
    .optional();

const flagField = (name: string) => z.boolean({ error: `Informe ${name} como true ou false.` }).optional();

/** One schema per name, typed by name (so the object's shape stays inferred). */
const fieldsOf = <const K extends readonly string[], S extends z.ZodType>(
  names: K,
  make: (name: string) => S,
): { [P in K[number]]: S } =>
  Object.fromEntries(names.map((name) => [name, make(name)])) as { [P in K[number]]: S };

/** The timeline and other dates of a process (part 1 §3), yyyy-MM-dd; null clears a date. */
export const INGEST_PROCESS_DAY_FIELDS = [
  'invoiceDate',
  'billingNfsEmissionDate',
  'billingBillCustomerDate',
  'billingEmailDate',
  'billingSendDate',
  'billingCustomBrokerFinishDate',
  'diRegistryDate',
  'diResourcefulnessDate',
  'duimpRegistryDate',
  'duimpResourcefulnessDate',
  'datesInspectionMapaDate',
  'datesReleaseMapaDate',
  'datesBillOfLadingReleaseDate',
  'datesEnclosureBillingDate',
  'datesComexDate',
  'datesLinkInTheEnclosureDate',
  'datesEstimatedGoodsReadinesDate',
  'datesGoodsReadinesDate',
  'datesEtd',
  'initialDatesEtd',
  'datesDepartureDate',
  'datesEta',
  'datesArrivalDate',
  'mooringDate',
  'datesGoodsPresenceDate',
  'datesGoodsLoadingDate',
  'datesCargoCollectDate',
  'datesEstimatedCustomerDeliverDate',
  'datesCustomerDeliverDate',
  'originalsDocumentsDate',
  'estimatedStepCashRequest',
  'stepCashRequest',
] as const;

/** Free texts of a process; an empty text clears it, as null does. */
export const INGEST_PROCESS_TEXT_FIELDS = [
  'customerRef',
  'anotherRef',
  'invoice',
  'reminder',
  'incoterm',
  'billOfLading',
  'vehicle',
  'vehicleTranshipment',
  'ceMercante',
  'placeOfLoading',
  'billingSendCompanyDescription',
  'billingSendTrackingDescription',
  'diNumber',
  'diProtocol',
  'duimpIdentification',
] as const;

export const INGEST_PROCESS_MONEY_FIELDS = [
  'cifValue',
  'estimatedStepCashRequestEstimatedValue',
  'stepCashRequestEstimatedValue',
] as const;

export const INGEST_PROCESS_FLAG_FIELDS = ['importLicense', 'imo', 'duimp', 'cashRequestDone'] as const;

/**
 * One process as the ERP sends it. On an update an absent field keeps its value and null clears
 * it; on a creation companyCnpj, typeOfProcess, status, stepId and created are required.
 */
export const ZIngestProcess = z
  .strictObject(
    {
      /** The broker's reference number (shown as IMP00812): the process's key. */
      identification: z
        .number({ error: 'Informe identification (o número do processo) como inteiro positivo.' })
        .int('Informe identification (o número do processo) como inteiro positivo.')
        .positive('Informe identification (o número do processo) como inteiro positivo.')
        .max(2_147_483_647, 'identification é grande demais.'),
      /** The customer's CNPJ, digits or punctuated. */
      companyCnpj: z
        .string({ error: 'Informe o CNPJ.' })
        .regex(/^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/, 'Informe o CNPJ com 14 dígitos.')
        .optional(),
      typeOfProcess: z
        .enum(['CONTA_E_ORDEM', 'ENCOMENDA', 'ACESSORIA'], {
          error: 'Informe typeOfProcess como CONTA_E_ORDEM, ENCOMENDA ou ACESSORIA.',
        })
        .optional(),
      status: z
        .string({ error: 'Informe status como texto.' })
        .trim()
        .min(1, 'Informe o status.')
        .max(100)
        .optional(),
      stepId: z
        .number({ error: 'Informe stepId como número da etapa.' })
        .int('Informe stepId como número da etapa.')
        .optional(),
      /** Opening of the process: an ISO date-time with zone, or yyyy-MM-dd (midnight in São Paulo). */
      created: z
        .string({ error: 'Informe created como data (yyyy-MM-dd) ou data e hora ISO.' })
        .refine(
          (value) => !Number.isNaN(Date.parse(value)),
          'Informe created como data (yyyy-MM-dd) ou data e hora ISO.',
        )
        .optional(),
      exporterName: textField('exporterName'),
      manufacturerName: textField('manufacturerName'),
      cifValueCurrency: z
        .string({ error: 'Informe cifValueCurrency como código de moeda (USD, EUR…).' })
        .regex(/^[A-Z]{3}$/, 'Informe cifValueCurrency como código de moeda (USD, EUR…).')
        .nullable()
        .optional(),
      wayOfTransport: ZWayOfTransport.nullable().optional(),
      typeOfBoarding: z
        .enum(['FCL', 'LCL', 'BKB', 'AEREO', 'RODOVIARIO'], {
          error: 'Informe typeOfBoarding como FCL, LCL, BKB, AEREO ou RODOVIARIO.',
        })
        .nullable()
        .optional(),
      /** Country of origin, ISO 3166-1 alpha-2 ('CN'). */
      originCountry: z
        .string({ error: 'Informe originCountry como código ISO de 2 letras (CN, DE…).' })
        .regex(/^[A-Z]{2}$/, 'Informe originCountry como código ISO de 2 letras (CN, DE…).')
        .nullable()
        .optional(),
      storagePeriod: ZStoragePeriod.nullable().optional(),
      diChannel: ZDiChannel.nullable().optional(),
      duimpChannel: ZDiChannel.nullable().optional(),
      isConcluded: flagField('isConcluded'),
      ...fieldsOf(INGEST_PROCESS_DAY_FIELDS, dayField),
      ...fieldsOf(INGEST_PROCESS_TEXT_FIELDS, textField),
      ...fieldsOf(INGEST_PROCESS_MONEY_FIELDS, moneyField),
      ...fieldsOf(INGEST_PROCESS_FLAG_FIELDS, flagField),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Campo desconhecido: ${issue.keys.join(', ')}.` : undefined,
    },
  )
  .meta({
    examples: [
      {
        identification: 812,
        companyCnpj: '12.345.678/0001-90',
        typeOfProcess: 'CONTA_E_ORDEM',
        status: 'Em trânsito',
        stepId: 3,
        created: '2026-11-02',
        exporterName: 'Ningbo Export Co.',
        invoice: 'INV-2026-077',
        customerRef: 'PO-4411',
        wayOfTransport: 'MARITIMA',
        typeOfBoarding: 'FCL',
        originCountry: 'CN',
        cifValue: 48250.9,
        cifValueCurrency: 'USD',
        datesEtd: '2026-11-20',
        datesEta: '2026-12-18',
        estimatedStepCashRequest: '2026-12-10',
        estimatedStepCashRequestEstimatedValue: 32000,
      },
    ],
  });
export type TIngestProcess = z.output<typeof ZIngestProcess>;
export type TIngestProcessInput = z.input<typeof ZIngestProcess>;

/** The answer for one process: what was done, or why it was rejected (pt-BR). */
export const ZIngestLineResult = z
  .object({
    /** 1-based line of the bulk request (1 for a single upsert). */
    line: z.number().int(),
    identification: z.number().int().nullable(),
    result: z.enum(['created', 'updated', 'unchanged', 'rejected']),
    /** The process id in the portal (absent when rejected). */
    id: z.number().int().optional(),
    /** Why the line was rejected, in pt-BR. */
    reason: z.string().optional(),
  })
  .meta({
    examples: [
      { line: 1, identification: 812, result: 'created', id: 5120 },
      { line: 2, identification: 813, result: 'rejected', reason: 'datesEta: data inexistente.' },
    ],
  });
export type TIngestLineResult = z.infer<typeof ZIngestLineResult>;

export const ZIngestProcessParams = z.object({
  identification: z.coerce
    .number({ error: 'Informe o número do processo.' })
    .int('Informe o número do processo.')
    .positive('Informe o número do processo.')
    .max(2_147_483_647, 'Informe o número do processo.'),
});

export const putIntegrationProcessCall = defineCall({
  method: 'PUT',
  path: `${PATH}/processes/{identification}`,
  summary:
    'Creates or updates one process by its reference number (identification in the path and the body must agree). Milestone changes go through the change trail.',
  // A service client's token, never a user's (the web does not call these).
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestProcessParams,
  body: ZIngestProcess,
  responses: { 200: ZIngestLineResult },
});

export const postIntegrationProcessesBulkCall = defineCall({
  method: 'POST',
  path: `${PATH}/processes/bulk`,
  summary: `Many processes as NDJSON (${NDJSON_MIME_TYPE}, one process per line, up to ${MAX_BULK_LINES.toLocaleString('en-US')} lines): answers NDJSON, one result per line (created, updated, unchanged, or rejected with the reason). A rejected line never stops the others and is never half written.`,
  // A service client's token, never a user's (the web does not call these).
  isAuthenticated: false,
  auth: 'service',
  maxBodyBytes: MAX_BULK_BYTES,
  isBinary: true,
  responses: { 200: ZBinaryFile },
});
