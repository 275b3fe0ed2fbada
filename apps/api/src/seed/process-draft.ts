import type { TInvoiceCurrency } from '../db/schema/invoices.ts';
import type { TChannel, TStoragePeriod, TTypeOfBoarding, TTypeOfProcess } from '../db/schema/processes.ts';
import type { TRng } from './prng.ts';
import type { TChunk, TExporterRef, TPartnerRef, TPortRef, TSeedContext } from './process-context.ts';

/**
 * What one generated process is made of, stage by stage. Each stage draws from the process's own
 * generator in a fixed order, so the stages run one after the other and hand their results on.
 */

export type TTransportMode = TPortRef['mode'];

export type TProcessRoute = {
  companyId: number;
  exporter: TExporterRef;
  manufacturer: TPartnerRef;
  country: string;
  typeOfProcess: TTypeOfProcess;
  mode: TTransportMode;
  port: TPortRef;
  enclosure: TPortRef['enclosures'][number];
  typeOfBoarding: TTypeOfBoarding;
};

/** Day numbers; "actual" ones still in the future are blanked through `actual`. */
export type TProcessTimeline = {
  open: number;
  estReady: number;
  ready: number;
  initialEtd: number;
  etd: number;
  departure: number;
  transit: number;
  eta: number;
  arrival: number;
  presence: number;
  registry: number;
  channel: TChannel;
  mapaInspection: number | null;
  mapaRelease: number | null;
  clearance: number;
  loading: number;
  estDeliver: number;
  deliver: number;
  nfs: number;
  billCustomer: number;
  billingSend: number;
  finish: number;
};

export type TProcessProgress = {
  stepId: number;
  statusText: string;
  /** The last day that has happened for this process (earlier than today when cancelled or pre-registered). */
  horizon: number;
  /** The ISO day when it has happened by the horizon, else null. */
  actual: (day: number | null) => string | null;
  /** The ISO day, or null for a pre-registered process (step 9), which has no estimates yet. */
  estimate: (day: number) => string | null;
  isConcluded: boolean;
  concludedAt: Date | null;
};

export type TProcessCarriers = {
  forwarder: TPartnerRef | null;
  shipowner: TPartnerRef;
  conveyor: TPartnerRef;
  warehouse: TPartnerRef | null;
  vehicle: string;
  billOfLading: string;
};

export type TDeclarationNumbers = {
  isDuimp: boolean;
  registryDay: string | null;
  diNumber: string | null;
  duimpIdentification: string | null;
  clearanceDay: string | null;
};

export type TProcessBasics = TProcessRoute &
  TProcessTimeline &
  TProcessProgress &
  TProcessCarriers &
  TDeclarationNumbers & {
    processId: number;
    identification: number;
    /** The broker's reference shown to the customer, e.g. PRI20001. */
    reference: string;
    /** Users of the process's company, who may download documents or flag urgency. */
    users: readonly { id: number; name: string }[];
  };

export type TInvoiceTotals = {
  mainCurrency: TInvoiceCurrency;
  /** The invoices' total in the main currency. */
  totalForeign: number;
  /** The invoices' total in BRL at the registry day's rates: the base of the taxes. */
  totalBrlAtRegistry: number;
  invoiceNumbers: string[];
  mainInvoiceDate: string | null;
  cifValue: number;
};

export type TCashRequest = {
  taxesEstimate: number;
  hasEstimatedCash: boolean;
  estimatedCashDay: number;
  confirmedCashDay: number;
  hasConfirmedCash: boolean;
  confirmedValue: number | null;
  cashRequestDone: boolean;
};

export type TProcessExtras = {
  storagePeriod: TStoragePeriod | null;
  urgent: boolean;
  customerRef: string;
  anotherRef: string | null;
};

export type TProcessDraft = TProcessBasics & TInvoiceTotals & TCashRequest & TProcessExtras;

/** What every stage after the first takes: where to write, what to draw from, the process so far. */
export type TStageOptions<TProcess> = {
  ctx: TSeedContext;
  rng: TRng;
  chunk: TChunk;
  process: TProcess;
};
