import type { InferInsertModel } from 'drizzle-orm';
import type { declarationItems } from '../db/schema/declaration-items.ts';
import type { processExpenses } from '../db/schema/process-expenses.ts';
import type { documentLogs, documents } from '../db/schema/documents.ts';
import type { historyItems } from '../db/schema/history.ts';
import type { installments, invoices, TInvoiceCurrency } from '../db/schema/invoices.ts';
import type { processes } from '../db/schema/processes.ts';
import type {
  freightQuotationContainers,
  freightQuotationDocuments,
  freightQuotations,
} from '../db/schema/quotations.ts';
import type { urgencyChanges } from '../db/schema/audit.ts';
import type { TExchangeTable } from './exchange.ts';
import type { TRng } from './prng.ts';
import type { TSector } from './reference-data.ts';

export type TPartnerRef = { id: number; name: string; city: string | null; countryCode: string | null };
export type TExporterRef = TPartnerRef & {
  sector: TSector;
  placeOfLoading: string;
  currencies: readonly (readonly [TInvoiceCurrency, number])[];
  manufacturers: readonly TPartnerRef[];
};
export type TPortRef = {
  id: number;
  alias: string;
  name: string;
  mode: 'MARITIMA' | 'AEREA' | 'RODOVIARIA';
  urfName: string;
  enclosures: readonly { id: number; alias: string; name: string }[];
  weight: number;
};

/** Document templates; the files are shared per company through stored_files. */
export const DOCUMENT_TEMPLATES = {
  invoice: { typeName: 'Invoice Comercial', extension: 'pdf', mimeType: 'application/pdf' },
  proforma: { typeName: 'Invoice Proforma', extension: 'pdf', mimeType: 'application/pdf' },
  packingList: {
    typeName: 'Packing List',
    extension: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  billOfLading: { typeName: 'Conhecimento de Embarque (BL)', extension: 'pdf', mimeType: 'application/pdf' },
  diExtract: { typeName: 'Extrato da DI', extension: 'xml', mimeType: 'application/xml' },
  cashRequest: { typeName: 'Numerário', extension: 'pdf', mimeType: 'application/pdf' },
  cargoPhoto: { typeName: 'Foto da carga', extension: 'png', mimeType: 'image/png' },
  freightQuote: { typeName: 'Cotação de Frete', extension: 'pdf', mimeType: 'application/pdf' },
} as const;
export type TTemplateKey = keyof typeof DOCUMENT_TEMPLATES;
export const TEMPLATE_VARIANTS = 3;
/** The demo's history: two years of processes. */
export const DEFAULT_HISTORY_DAYS = 730;

export type TSeedContext = {
  rng: TRng;
  today: number;
  /** Days of history the openings spread over. */
  historyDays: number;
  exchange: TExchangeTable;
  companies: readonly { id: number; weight: number; sectors: readonly TSector[]; name: string }[];
  exporters: readonly TExporterRef[];
  forwarders: readonly TPartnerRef[];
  shipowners: readonly TPartnerRef[];
  airlines: readonly TPartnerRef[];
  roadCarriers: readonly TPartnerRef[];
  carriers: readonly TPartnerRef[];
  warehouses: readonly TPartnerRef[];
  customBrokerId: number;
  ports: readonly TPortRef[];
  roadBorders: Readonly<Record<string, readonly (readonly [string, number])[]>>;
  /** Users who may download documents / change urgency, per company. */
  usersByCompany: ReadonlyMap<number, readonly { id: number; name: string }[]>;
  /** stored_files id of a template for a company. */
  fileId: (companyId: number, template: TTemplateKey, variant: number) => number;
  ids: Record<
    | 'invoice'
    | 'installment'
    | 'document'
    | 'documentLog'
    | 'history'
    | 'quotation'
    | 'container'
    | 'quotationDocument'
    | 'declarationItem'
    | 'processExpense'
    | 'urgencyChange',
    number
  >;
  /** Preferred exporters per company (indexes into `exporters`). */
  preferredExporters: ReadonlyMap<number, readonly number[]>;
};

export type TChunk = {
  processes: InferInsertModel<typeof processes>[];
  invoices: InferInsertModel<typeof invoices>[];
  installments: InferInsertModel<typeof installments>[];
  documents: InferInsertModel<typeof documents>[];
  documentLogs: InferInsertModel<typeof documentLogs>[];
  historyItems: InferInsertModel<typeof historyItems>[];
  freightQuotations: InferInsertModel<typeof freightQuotations>[];
  freightQuotationContainers: InferInsertModel<typeof freightQuotationContainers>[];
  freightQuotationDocuments: InferInsertModel<typeof freightQuotationDocuments>[];
  declarationItems: InferInsertModel<typeof declarationItems>[];
  processExpenses: InferInsertModel<typeof processExpenses>[];
  urgencyChanges: InferInsertModel<typeof urgencyChanges>[];
};

export const emptyChunk = (): TChunk => ({
  processes: [],
  invoices: [],
  installments: [],
  documents: [],
  documentLogs: [],
  historyItems: [],
  freightQuotations: [],
  freightQuotationContainers: [],
  freightQuotationDocuments: [],
  declarationItems: [],
  processExpenses: [],
  urgencyChanges: [],
});
