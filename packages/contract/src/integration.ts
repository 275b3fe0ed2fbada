import { z } from 'zod';
import { defineCall } from './call.ts';
import { ZBinaryFile } from './envelope.ts';
import { PROCESS_DATE_FIELDS } from './process.ts';
import { MAX_ID, ZDiChannel, ZStoragePeriod, ZWayOfTransport } from './primitives.ts';
import { LANDED_COST_ALLOCATIONS, TAX_REGIMES } from './landed-cost-rules.ts';
import { ZUserRole } from './user.ts';

/**
 * The ingestion API (not in the spec): the broker's ERP writes companies and processes
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

/**
 * A CNPJ as sent: 14 digits, punctuation allowed ('12.345.678/0001-90'). Kept as text in bodies (a
 * transform would drop the schema's examples from the OpenAPI); the server keeps the digits.
 */
export const ZCnpjText = z
  .string({ error: 'Informe o CNPJ.' })
  .regex(/^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/, 'Informe o CNPJ com 14 dígitos.');

/**
 * The examples of the document run against a fresh demo (openapi-examples.test.ts): they name the
 * demo's company 3, process 812 and user Ana, so an integrator's first try answers 2xx.
 */
const EXAMPLE_CNPJ = '11.222.333/0001-81';

/** A CNPJ in a path: its digits. */
export const ZCnpj = ZCnpjText.meta({ examples: [EXAMPLE_CNPJ] }).transform((value) =>
  value.replace(/\D/g, ''),
);

export const ZIngestCompanyParams = z.object({ cnpj: ZCnpj });

const entitlementFlag = (name: string) =>
  z.boolean({ error: `Informe entitlements.${name} como true ou false.` }).optional();

/**
 * What the company may see beyond the common screens (entitlements): each flag absent keeps its value,
 * and a new company starts with all of them off. An unknown name is refused, so a typo never looks
 * like a grant.
 */
export const ZIngestCompanyEntitlements = z.strictObject(
  {
    /** The Analytics screen and its /bi/* calls. */
    analytics: entitlementFlag('analytics'),
    /** The Home TRANSIT TIME tab. */
    transitTime: entitlementFlag('transitTime'),
    /** The Home 'ETD Atrasados' card. */
    delayedEtd: entitlementFlag('delayedEtd'),
    /** The financial calendar's TXT export. */
    cashCalendarTxt: entitlementFlag('cashCalendarTxt'),
    /** The landed cost: the process's Custo tab and the Produtos screen. */
    landedCost: entitlementFlag('landedCost'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campo desconhecido em entitlements: ${issue.keys.join(', ')}.`
        : 'Informe entitlements como um objeto com analytics, transitTime, delayedEtd, cashCalendarTxt e landedCost (true ou false).',
  },
);
export type TIngestCompanyEntitlements = z.input<typeof ZIngestCompanyEntitlements>;

/**
 * The landed cost's settings of the company: how its processes' expenses are spread over the items
 * (VMLD by default) and its tax regime (which taxes are credits; null: not known, no net cost).
 * Each one absent keeps its value.
 */
export const ZIngestCompanyLandedCost = z.strictObject(
  {
    allocation: z
      .enum(LANDED_COST_ALLOCATIONS, {
        error: `Informe landedCost.allocation como ${LANDED_COST_ALLOCATIONS.join(', ')}.`,
      })
      .optional(),
    taxRegime: z
      .enum(TAX_REGIMES, { error: `Informe landedCost.taxRegime como ${TAX_REGIMES.join(', ')} ou null.` })
      .nullable()
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campo desconhecido em landedCost: ${issue.keys.join(', ')}.`
        : 'Informe landedCost como um objeto com allocation e taxRegime.',
  },
);
export type TIngestCompanyLandedCost = z.input<typeof ZIngestCompanyLandedCost>;

export const ZIngestCompany = z
  .object({
    name: z
      .string({ error: 'Informe o nome da empresa.' })
      .trim()
      .min(1, 'Informe o nome da empresa.')
      .max(200),
    entitlements: ZIngestCompanyEntitlements.optional(),
    landedCost: ZIngestCompanyLandedCost.optional(),
  })
  .meta({
    examples: [
      { name: 'Aurora Têxtil Ltda' },
      { name: 'Aurora Têxtil Ltda', entitlements: { analytics: true } },
      {
        name: 'Aurora Têxtil Ltda',
        entitlements: { landedCost: true },
        landedCost: { allocation: 'weight', taxRegime: 'lucroReal' },
      },
    ],
  });
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
  summary:
    'Creates or updates a customer company by its CNPJ, and what it may see (entitlements: absent flags keep their value, all off for a new company).',
  // A service client's token, never a user's (the web does not call these).
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestCompanyParams,
  body: ZIngestCompany,
  responses: { 200: ZIngestCompanyResponse },
});

// --- Processes --------------------------------------------------------------------------------

/** yyyy-MM-dd that names a day of the calendar (not 2026-02-30, which Date.parse accepts). */
export const isRealDay = (value: string): boolean => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** A day (yyyy-MM-dd) of an ingestion body, null to clear it; the messages name the field. */
export const dayField = (name: string) =>
  z
    .string({ error: `Informe ${name} no formato yyyy-MM-dd.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Informe ${name} no formato yyyy-MM-dd.`)
    .refine(isRealDay, `${name}: data inexistente.`)
    .nullable()
    .optional();

/** A free text of an ingestion body (trimmed, at most `max` characters), null to clear it. */
export const textField = (name: string, max = 200) =>
  z
    .string({ error: `Informe ${name} como texto.` })
    .trim()
    .max(max, `${name} deve ter no máximo ${max} caracteres.`)
    .nullable()
    .optional();

/** An amount of an ingestion body (≥ 0), null to clear it. */
export const moneyField = (name: string) =>
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

/**
 * The timeline and other dates of a process, by the names the portal's process answer uses
 * (part 1 §3: datesETA, billingNFsEmissionDate…), yyyy-MM-dd; null clears a date.
 */
export const INGEST_PROCESS_DAY_FIELDS = PROCESS_DATE_FIELDS.filter(
  (field): field is Exclude<(typeof PROCESS_DATE_FIELDS)[number], 'created'> => field !== 'created',
);

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
      /** The broker's reference number (shown as PRI00812, E00812 or A00812 by its type): the process's key. */
      identification: z
        .number({ error: 'Informe identification (o número do processo) como inteiro positivo.' })
        .int('Informe identification (o número do processo) como inteiro positivo.')
        .positive('Informe identification (o número do processo) como inteiro positivo.')
        .max(2_147_483_647, 'identification é grande demais.'),
      /** The customer's CNPJ, digits or punctuated. */
      companyCnpj: ZCnpjText.optional(),
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
        // An id of the steps' list (GET /processSteps/…): other numbers are refused as unknown.
        .meta({ minimum: 1, maximum: MAX_ID })
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
      // Partners by name (created on first use) and places by their alias (must exist).
      shipownerName: textField('shipownerName'),
      freightForwarderName: textField('freightForwarderName'),
      conveyorName: textField('conveyorName'),
      generalWarehouseName: textField('generalWarehouseName'),
      customBrokerName: textField('customBrokerName'),
      destinationPortAlias: textField('destinationPortAlias', 60),
      customsEnclosureAlias: textField('customsEnclosureAlias', 60),
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
      /** The shipment's containers (ISO 6346: owner, category, serial, check digit): all of them, replacing the list; [] clears it. */
      containerNumbers: z
        .array(
          z
            .string({ error: 'Informe containerNumbers como lista de números de contêiner (MSCU1234565).' })
            // Kept as sent (the JSON Schema stays plain); the server writes it as MSCU1234565.
            .regex(
              /^[A-Za-z]{4}[\s-]?\d{6}[\s-]?\d$/,
              'Informe cada contêiner como 4 letras e 7 dígitos (MSCU1234565).',
            ),
          { error: 'Informe containerNumbers como lista de números de contêiner (MSCU1234565).' },
        )
        .max(200, 'containerNumbers: no máximo 200 contêineres por processo.')
        .optional(),
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
        companyCnpj: EXAMPLE_CNPJ,
        typeOfProcess: 'CONTA_E_ORDEM',
        status: 'Em trânsito',
        stepId: 3,
        created: '2026-11-02',
        exporterName: 'Ningbo Export Co.',
        invoice: 'INV-2026-077',
        customerRef: 'PO-4411',
        wayOfTransport: 'MARITIMA',
        typeOfBoarding: 'FCL',
        containerNumbers: ['MSCU1234565', 'MSCU7654321'],
        originCountry: 'CN',
        cifValue: 48250.9,
        cifValueCurrency: 'USD',
        datesETD: '2026-11-20',
        datesETA: '2026-12-18',
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
      { line: 2, identification: 813, result: 'rejected', reason: 'datesETA: data inexistente.' },
    ],
  });
export type TIngestLineResult = z.infer<typeof ZIngestLineResult>;

export const ZIngestProcessParams = z.object({
  identification: z.coerce
    .number({ error: 'Informe o número do processo.' })
    .int('Informe o número do processo.')
    .positive('Informe o número do processo.')
    .max(2_147_483_647, 'Informe o número do processo.')
    .meta({ examples: [812] }),
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
  description:
    "identification in the path and in the body must be the same number (400 otherwise). On a creation companyCnpj, typeOfProcess, status, stepId and created are required. A process of a company outside a limited client's list answers 404, and such a company is not found, as if neither existed.",
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
  upload: {
    mediaType: NDJSON_MIME_TYPE,
    description: 'One process per line, each the body of PUT /api/integration/processes/{identification}.',
  },
  isBinary: true,
  fileMediaTypes: [NDJSON_MIME_TYPE],
  responses: { 200: ZBinaryFile },
});

// --- Invoices ---------------------------------------------------------------------------------

const ZInvoiceCurrency = z.enum(['USD', 'EUR', 'CNY', 'GBP'], {
  error: 'Informe currency como USD, EUR, CNY ou GBP.',
});

export const ZIngestInstallment = z.object({
  parcel: z
    .number({ error: 'Informe parcel (o número da parcela) como inteiro positivo.' })
    .int('Informe parcel (o número da parcela) como inteiro positivo.')
    .positive('Informe parcel (o número da parcela) como inteiro positivo.')
    .max(999, 'parcel: no máximo 999 parcelas.'),
  condition: z.enum(['Pagamento Antecipado', 'Pagamento à Vista', 'Pagamento à Prazo'], {
    error: 'Informe condition como Pagamento Antecipado, Pagamento à Vista ou Pagamento à Prazo.',
  }),
  /** Days after shipment ('Pagamento à Prazo'). */
  term: z
    .number({ error: 'Informe term em dias.' })
    .int('Informe term em dias.')
    .min(0)
    .max(3650)
    .nullable()
    .optional(),
  dueDate: z
    .string({ error: 'Informe dueDate no formato yyyy-MM-dd.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe dueDate no formato yyyy-MM-dd.')
    .refine(isRealDay, 'dueDate: data inexistente.'),
  /** In the invoice's currency. */
  value: z
    .number({ error: 'Informe value como número.' })
    .positive('value deve ser maior que zero.')
    .max(1e15),
  valueInBrl: moneyField('valueInBrl'),
  /** BRL per unit of the currency used for valueInBrl. */
  lastExchangeRate: z
    .number({ error: 'Informe lastExchangeRate como número.' })
    .positive()
    .max(1e6)
    .nullable()
    .optional(),
});
export type TIngestInstallment = z.infer<typeof ZIngestInstallment>;

/** An invoice of a process with all its instalments (the set replaces the stored one). */
export const ZIngestInvoice = z
  .object({
    currency: ZInvoiceCurrency,
    invoiceDate: dayField('invoiceDate'),
    estimatedInvoiceDate: dayField('estimatedInvoiceDate'),
    paymentTerms: textField('paymentTerms'),
    invoiceAmount: moneyField('invoiceAmount'),
    exchangeRate: z
      .number({ error: 'Informe exchangeRate como número.' })
      .positive()
      .max(1e6)
      .nullable()
      .optional(),
    vendorName: textField('vendorName'),
    /** The day the invoice was settled; null: not paid yet. */
    invoiceDue: dayField('invoiceDue'),
    installments: z
      .array(ZIngestInstallment, { error: 'Informe installments como uma lista (vazia se não houver).' })
      .max(999)
      .refine(
        (list) => new Set(list.map((installment) => installment.parcel)).size === list.length,
        'Cada parcela (parcel) deve aparecer uma vez.',
      ),
  })
  .meta({
    examples: [
      {
        currency: 'USD',
        invoiceDate: '2026-11-03',
        invoiceAmount: 48250.9,
        vendorName: 'Ningbo Export Co.',
        invoiceDue: null,
        installments: [
          { parcel: 1, condition: 'Pagamento Antecipado', dueDate: '2026-11-10', value: 14475.27 },
          { parcel: 2, condition: 'Pagamento à Prazo', term: 30, dueDate: '2026-12-20', value: 33775.63 },
        ],
      },
    ],
  });
export type TIngestInvoice = z.infer<typeof ZIngestInvoice>;

export const ZIngestInvoiceParams = ZIngestProcessParams.extend({
  invoiceNumber: z
    .string({ error: 'Informe o número da invoice.' })
    .trim()
    .min(1, 'Informe o número da invoice.')
    .max(100, 'O número da invoice deve ter no máximo 100 caracteres.')
    .meta({ examples: ['INV-2026-077'] }),
});

export const ZIngestInvoiceResponse = z.object({
  result: ZIngestOutcome,
  id: z.number().int(),
  installments: z.number().int(),
});
export type TIngestInvoiceResponse = z.infer<typeof ZIngestInvoiceResponse>;

export const putIntegrationInvoiceCall = defineCall({
  method: 'PUT',
  path: `${PATH}/processes/{identification}/invoices/{invoiceNumber}`,
  summary:
    'Creates or updates an invoice of a process by its number, with all its instalments (parcels not sent are removed). The instalments feed the financial calendar.',
  // A service client's token, never a user's (the web does not call these).
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestInvoiceParams,
  body: ZIngestInvoice,
  responses: { 200: ZIngestInvoiceResponse },
});

// --- Users ------------------------------------------------------------------------------------

export const ZIngestUserParams = z.object({
  email: z
    .email({ error: 'Informe um e-mail válido.' })
    .max(200, 'O e-mail deve ter no máximo 200 caracteres.')
    .meta({ examples: ['ana.souza@aurora.com.br'] }),
});

/** A customer user and the companies they see (the list replaces the links the client may manage). */
export const ZIngestUser = z
  .object({
    name: z
      .string({ error: 'Informe o nome do usuário.' })
      .trim()
      .min(1, 'Informe o nome do usuário.')
      .max(200),
    companyCnpjs: z
      .array(ZCnpjText, { error: 'Informe companyCnpjs como uma lista de CNPJs.' })
      .min(1, 'Informe ao menos uma empresa em companyCnpjs.')
      .max(1000),
    /** false blocks the access at once (its sessions end); absent keeps it as it is (true for a new user). */
    isActive: z.boolean({ error: 'Informe isActive como true ou false.' }).optional(),
    /**
     * CUSTOMER, or the broker's STAFF / ADMIN; absent keeps it as it is (CUSTOMER for a new user).
     * Only a client with access to every company may grant STAFF or ADMIN (403 otherwise).
     */
    role: z.enum(ZUserRole.options, { error: 'Informe role como CUSTOMER, STAFF ou ADMIN.' }).optional(),
  })
  .meta({ examples: [{ name: 'Ana Souza', companyCnpjs: [EXAMPLE_CNPJ], isActive: true }] });
export type TIngestUser = z.infer<typeof ZIngestUser>;

export const ZIngestUserResponse = z.object({
  result: ZIngestOutcome,
  id: z.number().int(),
  /** True when this call sent the invitation e-mail (a new user). */
  isInvited: z.boolean(),
});
export type TIngestUserResponse = z.infer<typeof ZIngestUserResponse>;

export const putIntegrationUserCall = defineCall({
  method: 'PUT',
  path: `${PATH}/users/{email}`,
  summary:
    'Creates or updates a customer user by e-mail and links them to their companies; a new user gets an invitation e-mail and sets the password through the password-recovery flow.',
  // A service client's token, never a user's (the web does not call these).
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestUserParams,
  body: ZIngestUser,
  responses: { 200: ZIngestUserResponse },
});

// --- Exchange rates ---------------------------------------------------------------------------

export const ZIngestExchangeRates = z
  .object({
    rates: z
      .array(
        z.object({
          currency: z.enum(['USD', 'EUR', 'GBP', 'CNY'], {
            error: 'Informe currency como USD, EUR, GBP ou CNY.',
          }),
          date: z
            .string({ error: 'Informe date no formato yyyy-MM-dd.' })
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe date no formato yyyy-MM-dd.')
            .refine(isRealDay, 'date: data inexistente.'),
          /** BRL per unit, PTAX buy and sell. */
          buy: z
            .number({ error: 'Informe buy como número.' })
            .positive('buy deve ser maior que zero.')
            .max(1e6),
          sell: z
            .number({ error: 'Informe sell como número.' })
            .positive('sell deve ser maior que zero.')
            .max(1e6),
        }),
        { error: 'Informe rates como uma lista de cotações.' },
      )
      .min(1, 'Informe ao menos uma cotação.')
      .max(5000, 'No máximo 5.000 cotações por requisição.'),
  })
  .meta({ examples: [{ rates: [{ currency: 'USD', date: '2026-11-24', buy: 5.3712, sell: 5.3718 }] }] });
export type TIngestExchangeRates = z.infer<typeof ZIngestExchangeRates>;

export const ZIngestCountsResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type TIngestCountsResponse = z.infer<typeof ZIngestCountsResponse>;

export const putIntegrationExchangeRatesCall = defineCall({
  method: 'PUT',
  path: `${PATH}/exchange-rates`,
  summary:
    'Daily BRL exchange rates (PTAX buy and sell) by currency and day; a day already stored is updated.',
  // A service client's token, never a user's (the web does not call these).
  isAuthenticated: false,
  auth: 'service',
  body: ZIngestExchangeRates,
  responses: { 200: ZIngestCountsResponse },
});

// --- History items ----------------------------------------------------------------------------

export const ZIngestHistoryItems = z
  .object({
    items: z
      .array(
        z.object({
          /** When it happened: an ISO date-time with zone. */
          created: z
            .string({ error: 'Informe created como data e hora ISO (2026-11-24T14:30:00-03:00).' })
            .refine(
              (value) => /T/.test(value) && !Number.isNaN(Date.parse(value)),
              'Informe created como data e hora ISO (2026-11-24T14:30:00-03:00).',
            ),
          description: z
            .string({ error: 'Informe description.' })
            .trim()
            .min(1, 'Informe description.')
            .max(2000, 'description deve ter no máximo 2.000 caracteres.'),
          /** Who wrote it at the broker (shown in the history); the client's name when absent. */
          createdBy: z.string().trim().min(1).max(200).optional(),
          /** false: kept for the broker, never shown to the customer. */
          isVisibleToClient: z.boolean({ error: 'Informe isVisibleToClient como true ou false.' }).optional(),
        }),
        { error: 'Informe items como uma lista.' },
      )
      .min(1, 'Informe ao menos um item.')
      .max(1000, 'No máximo 1.000 itens por requisição.'),
  })
  .meta({
    examples: [
      {
        items: [
          {
            created: '2026-11-24T14:30:00-03:00',
            description: 'Mercadoria presente no recinto.',
            createdBy: 'Equipe Operacional',
          },
        ],
      },
    ],
  });
export type TIngestHistoryItems = z.infer<typeof ZIngestHistoryItems>;

export const postIntegrationHistoryItemsCall = defineCall({
  method: 'POST',
  path: `${PATH}/processes/{identification}/history`,
  summary:
    'History items of a process (the Histórico tab). An item with the same moment and text as a stored one is unchanged, so a resend adds nothing.',
  // A service client's token, never a user's (the web does not call these).
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestProcessParams,
  body: ZIngestHistoryItems,
  responses: { 200: ZIngestCountsResponse },
});

// --- Documents --------------------------------------------------------------------------------

/** The files a document may be (the portal shows and downloads them as they are). */
export const INGEST_DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/xml',
  'text/xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/zip',
] as const;

/** Largest document, in bytes. */
export const MAX_INGEST_DOCUMENT_BYTES = 25 * 1024 * 1024;

export const ZIngestDocumentResponse = z.object({
  result: ZIngestOutcome,
  id: z.number().int(),
  sha256: z.string(),
});
export type TIngestDocumentResponse = z.infer<typeof ZIngestDocumentResponse>;

export const postIntegrationDocumentCall = defineCall({
  method: 'POST',
  path: `${PATH}/processes/{identification}/documents`,
  summary: `A document of a process, as multipart/form-data: the fields documentTypeName (e.g. "Invoice"), isCashRequest (true for a numerário document, offered in the financial calendar) and then the file (PDF, PNG, JPEG, XML, XLSX, DOCX or ZIP; up to ${MAX_INGEST_DOCUMENT_BYTES / 1024 / 1024} MB). A document is its type and file name in the process: the same bytes again are unchanged, new bytes replace the file. Stored content-addressed.`,
  // A service client's token, never a user's (the web does not call these).
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestProcessParams,
  maxBodyBytes: MAX_INGEST_DOCUMENT_BYTES + 64 * 1024,
  upload: {
    mediaType: 'multipart/form-data',
    fileField: 'file',
    fields: {
      documentTypeName: 'The document type, e.g. "Invoice" (sent before the file).',
      isCashRequest:
        'true for a numerário document, offered in the financial calendar (sent before the file).',
    },
    description: 'The text fields first, then the file.',
  },
  responses: { 200: ZIngestDocumentResponse },
});

// --- Declarations -----------------------------------------------------------------------------

const amountField = (name: string) =>
  z
    .number({ error: `Informe ${name} como número (em reais).` })
    .min(0, `${name} não pode ser negativo.`)
    .max(1e15);

const isoCountryField = (name: string) =>
  z
    .string({ error: `Informe ${name} como código ISO de 2 letras (CN, DE…).` })
    .regex(/^[A-Z]{2}$/, `Informe ${name} como código ISO de 2 letras (CN, DE…).`)
    .nullable()
    .optional();

/** One item (adição) of a registered DI or DUIMP; money in reais, weights in kg. */
export const ZIngestDeclarationItem = z.object({
  itemNumber: z
    .number({ error: 'Informe itemNumber (o número da adição) como inteiro positivo.' })
    .int('Informe itemNumber (o número da adição) como inteiro positivo.')
    .positive('Informe itemNumber (o número da adição) como inteiro positivo.')
    .max(9999),
  ncm: z.string({ error: 'Informe o NCM com 8 dígitos.' }).regex(/^\d{8}$/, 'Informe o NCM com 8 dígitos.'),
  vmle: amountField('vmle'),
  vmld: amountField('vmld'),
  freight: amountField('freight'),
  insurance: amountField('insurance'),
  ii: amountField('ii'),
  ipi: amountField('ipi'),
  pis: amountField('pis'),
  cofins: amountField('cofins'),
  antidumping: amountField('antidumping'),
  siscomexFee: amountField('siscomexFee'),
  icms: amountField('icms'),
  grossWeight: z.number({ error: 'Informe grossWeight em kg.' }).min(0).max(1e12),
  netWeight: z.number({ error: 'Informe netWeight em kg.' }).min(0).max(1e12),
  originCountry: isoCountryField('originCountry'),
  acquisitionCountry: isoCountryField('acquisitionCountry'),
  exporterName: textField('exporterName'),
  exporterCity: textField('exporterCity'),
  exporterCountry: isoCountryField('exporterCountry'),
  manufacturerName: textField('manufacturerName'),
  manufacturerCity: textField('manufacturerCity'),
  manufacturerCountry: isoCountryField('manufacturerCountry'),
  incoterm: textField('incoterm', 3),
  negotiatedCurrency: z
    .string({ error: 'Informe negotiatedCurrency como código de moeda (USD, EUR…).' })
    .regex(/^[A-Z]{3}$/, 'Informe negotiatedCurrency como código de moeda (USD, EUR…).')
    .nullable()
    .optional(),
  urfDespacho: textField('urfDespacho'),
  urfEntrada: textField('urfEntrada'),
  recinto: textField('recinto'),
  transportMode: ZWayOfTransport.nullable().optional(),
  channel: ZDiChannel.nullable().optional(),
  /** What the item is (the landed cost per product): the importer's or the catálogo's product code. */
  productCode: textField('productCode', 60),
  productDescription: textField('productDescription', 500),
  /** The quantity in its commercial unit (the landed cost's divisor). */
  quantity: z
    .number({ error: 'Informe quantity como número maior que zero.' })
    .positive('Informe quantity como número maior que zero.')
    .max(1e12, 'quantity é grande demais.')
    // Stored with 5 places: more would be rounded, and a tiny quantity would round to zero.
    .refine((value) => Number(value.toFixed(5)) === value, 'quantity tem no máximo 5 casas decimais.')
    .nullable()
    .optional(),
  unit: textField('unit', 20),
});
export type TIngestDeclarationItem = z.infer<typeof ZIngestDeclarationItem>;

/** The registered declaration of a process with all its items (the set replaces the stored one). */
export const ZIngestDeclaration = z
  .object({
    registryDate: z
      .string({ error: 'Informe registryDate no formato yyyy-MM-dd.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe registryDate no formato yyyy-MM-dd.')
      .refine(isRealDay, 'registryDate: data inexistente.'),
    items: z
      .array(ZIngestDeclarationItem, { error: 'Informe items como uma lista de adições.' })
      .min(1, 'Informe ao menos uma adição.')
      .max(9999)
      .refine(
        (items) => new Set(items.map((item) => item.itemNumber)).size === items.length,
        'Cada adição (itemNumber) deve aparecer uma vez.',
      ),
  })
  .meta({
    examples: [
      {
        registryDate: '2026-11-20',
        items: [
          {
            itemNumber: 1,
            ncm: '84713012',
            vmle: 120000,
            vmld: 131500.5,
            freight: 9800,
            insurance: 1700.5,
            ii: 14465.06,
            ipi: 0,
            pis: 2761.51,
            cofins: 12689.8,
            antidumping: 0,
            siscomexFee: 154.23,
            icms: 38123.44,
            grossWeight: 1820.5,
            netWeight: 1650,
            originCountry: 'CN',
            exporterName: 'Ningbo Export Co.',
            exporterCountry: 'CN',
            incoterm: 'FOB',
            negotiatedCurrency: 'USD',
            transportMode: 'MARITIMA',
            channel: 'VERDE',
            productCode: 'NB-14-I5',
            productDescription: 'Notebook 14" Core i5, 16 GB',
            quantity: 300,
            unit: 'UN',
          },
        ],
      },
    ],
  });
export type TIngestDeclaration = z.infer<typeof ZIngestDeclaration>;

export const ZIngestDeclarationResponse = z.object({
  result: ZIngestOutcome,
  items: z.number().int(),
});
export type TIngestDeclarationResponse = z.infer<typeof ZIngestDeclarationResponse>;

export const putIntegrationDeclarationCall = defineCall({
  method: 'PUT',
  path: `${PATH}/processes/{identification}/declaration`,
  summary:
    'The registered DI/DUIMP of a process with all its items (adições): items not sent are removed. Feeds Analytics and the import dashboard at once.',
  // A service client's token, never a user's (the web does not call these).
  isAuthenticated: false,
  auth: 'service',
  params: ZIngestProcessParams,
  maxBodyBytes: 4 * 1024 * 1024,
  body: ZIngestDeclaration,
  responses: { 200: ZIngestDeclarationResponse },
});
