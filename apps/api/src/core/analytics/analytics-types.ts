import type { TDeclarationKind } from '@pc/contract/declaration-kind';
import type { TWayOfTransport } from '@pc/contract/primitives';
import type { TAgencyWait } from '../duimp/duimp-milestones.ts';

/**
 * One declaration item (adição) as the analytics store keeps it: the item, the dates of its process
 * and the name of its company, denormalised so every BI figure is one scan of one table.
 */
export type TAnalyticsFact = {
  companyId: number;
  processId: number;
  itemId: number;
  /** DI/DUIMP registry day, yyyy-MM-dd. */
  registryDate: string;
  acquirerName: string;
  ncm: string;
  vmle: number;
  vmld: number;
  freight: number;
  ii: number;
  ipi: number;
  pis: number;
  cofins: number;
  antidumping: number;
  siscomex: number;
  icms: number;
  grossWeight: number;
  netWeight: number;
  originCountry: string | null;
  acquisitionCountry: string | null;
  exporterName: string | null;
  exporterCountry: string | null;
  manufacturerName: string | null;
  manufacturerCity: string | null;
  manufacturerCountry: string | null;
  incoterm: string | null;
  currency: string | null;
  urfDespacho: string | null;
  urfEntrada: string | null;
  recinto: string | null;
  mode: TWayOfTransport | null;
  channel: string | null;
  /** The process's declaration, 'DI' or 'DUIMP' (its `duimp` flag). */
  declaration: TDeclarationKind;
  presenceDate: string | null;
  clearanceDate: string | null;
  loadingDate: string | null;
  deliveryDate: string | null;
  /** The process's current DUIMP: days from registration to the channel (duimp-milestones.ts), or null. */
  channelDays: number | null;
  /**
   * Its granted LPCOs' waits as JSON, [[agency, days], …] (a code is free text, so no separator is
   * safe); null when there is none.
   */
  lpcoWaits: string | null;
  /** What the item is (the importer's or the catálogo's code), as the ERP sent it; null when not sent. */
  productCode: string | null;
  productDescription: string | null;
  /** The item's quantity (5 places) in `unit`; null when not sent. */
  quantity: number | null;
  unit: string | null;
  /** The item's share of its process's expenses (compute-landed-cost.ts's spread), in BRL. */
  expenses: number;
  /** Its company's tax regime (TAX_REGIMES) and the credits it takes back; null when none is set. */
  taxRegime: string | null;
  credits: number | null;
};

/** The companies and DI registry days a figure covers (both ends included). */
export type TAnalyticsPeriod = { companyIds: readonly number[]; fromDay: string; toDay: string };

/** The drawer's filters and the map's selections; absent means all. */
export type TAnalyticsFilter = TAnalyticsPeriod & {
  mode?: TWayOfTransport | undefined;
  urfDespacho?: string | undefined;
  urfEntrada?: string | undefined;
  recinto?: string | undefined;
  acquisitionCountry?: string | undefined;
  originCountries?: readonly string[] | undefined;
  incoterm?: string | undefined;
  exporter?: string | undefined;
  manufacturer?: string | undefined;
  currency?: string | undefined;
  /** NCM codes or their leading digits (a chapter, a heading). */
  ncms?: readonly string[] | undefined;
  /** DI or DUIMP declarations only. */
  declaration?: TDeclarationKind | undefined;
  /** One product (a product's page). */
  productCode?: string | undefined;
};

export type TModeFigures = { processes: number; freight: number };

/** The sums that share a filter, answered by one scan (taxes, modes, weights, channels, VMLD, freight). */
export type TAnalyticsSummary = {
  processes: number;
  byMode: Record<TWayOfTransport, TModeFigures>;
  channels: { yellow: number; green: number; red: number };
  taxes: { ii: number; ipi: number; pis: number; cofins: number; antidumping: number; siscomex: number };
  vmld: number;
  vmle: number;
  icms: number;
  freight: number;
  grossWeight: number;
  netWeight: number;
};

export type TNcmGoods = Pick<
  TAnalyticsFact,
  | 'acquirerName'
  | 'ncm'
  | 'vmld'
  | 'vmle'
  | 'freight'
  | 'ii'
  | 'ipi'
  | 'pis'
  | 'cofins'
  | 'antidumping'
  | 'siscomex'
>;

/** A ranked origin, exporter or manufacturer with its VMLD total in BRL. */
export type TRankedParty = {
  name: string | null;
  city: string | null;
  countryCode: string | null;
  total: number;
};

export type TProcessKey = { companyId: number; processId: number };

export type TPeriodGrain = 'day' | 'month';
export type TPeriodCount = { year: number; month: number; day: number | null; processes: number };

/** Average days per process between two milestones; null when no process has both. */
export type TLeadTimes = {
  presenceToRegistry: number | null;
  clearanceToLoading: number | null;
  presenceToDelivery: number | null;
  /** How many processes each mean is taken over (0 where the mean is null). */
  processes: { presenceToRegistry: number; clearanceToLoading: number; presenceToDelivery: number };
  /** DUIMPs: average days from registration to the channel, and over how many processes. */
  registryToChannel: number | null;
  registryToChannelProcesses: number;
  /** Granted LPCOs: average days from request to grant, per agency. */
  lpcoByAgency: TAgencyWait[];
};

export type TMapFigures = {
  /** Per origin country, VMLD plus taxes, largest first. */
  countries: { code: string; totalWithTaxes: number }[];
  /** Per NCM, the number of processes, most first (a process with two NCMs is in both). */
  ncms: { ncm: string; processes: number }[];
  /** The distinct processes of the filter. */
  processes: number;
  /** The distinct processes of the filter without its NCMs and origin countries (the map's own choices). */
  periodProcesses: number;
};

export type TFilterOptions = {
  incoterms: string[];
  modes: TWayOfTransport[];
  urfsDespacho: string[];
  urfsEntrada: string[];
  recintos: string[];
  exporters: string[];
  manufacturers: string[];
  acquisitionCountries: string[];
  originCountries: string[];
  currencies: string[];
  declarations: TDeclarationKind[];
};

/** One product's sums over a filter's items (products-query.ts). */
export type TProductTotal = {
  productCode: string;
  description: string | null;
  ncm: string;
  /** Units of the items with a quantity, 0, 1 or 2 for two or more (unitsSql), and one of them. */
  units: number;
  unit: string | null;
  lastImportDate: string;
  imports: number;
  /** Its declaration items (adições). */
  items: number;
  quantity: number | null;
  grossCost: number;
  /** Over the items with a positive quantity only: the weighted mean's parts. */
  costedGross: number;
  costedQuantity: number;
  costedCredits: number;
  /** Items with a positive quantity whose company has no tax regime (no net mean then). */
  costedWithoutRegime: number;
  /** The previous period's weighted-mean parts; null without items then. */
  previous: TProductPeriodSums | null;
};

/** A period's weighted-mean parts of a product: its units and the costed sums. */
export type TProductPeriodSums = {
  units: number;
  unit: string | null;
  costedGross: number;
  costedQuantity: number;
};

export type TProductTotals = { products: TProductTotal[]; total: number };

/** One month of a product's items: the weighted mean's parts (product-detail-query.ts). */
export type TProductMonthTotal = {
  month: string;
  imports: number;
  units: number;
  quantity: number | null;
  costedGross: number;
  costedQuantity: number;
};

/** One exporter of a product's items, with the lowest and highest line unit cost. */
export type TProductSupplierTotal = {
  exporterName: string | null;
  originCountry: string | null;
  imports: number;
  units: number;
  quantity: number | null;
  costedGross: number;
  costedQuantity: number;
  minUnitCost: number | null;
  maxUnitCost: number | null;
  lastImportDate: string;
};

export type TProductOptions = {
  ncms: string[];
  exporters: string[];
  originCountries: string[];
  itemsWithoutProduct: number;
};

/**
 * Where the BI reads its figures. The operational database stays the source of truth: a store is
 * fed from it (`replaceFacts`) and can be rebuilt from it at any time. The embedded default is
 * DuckDB; a bigger deployment can put ClickHouse (or PostgreSQL itself) behind the same type.
 */
export type TAnalyticsStore = {
  kind: string;
  summary: (filter: TAnalyticsFilter) => Promise<TAnalyticsSummary>;
  ncmGoods: (filter: TAnalyticsFilter) => Promise<TNcmGoods[]>;
  origins: (filter: TAnalyticsFilter) => Promise<TRankedParty[]>;
  exporters: (filter: TAnalyticsFilter) => Promise<TRankedParty[]>;
  manufacturers: (filter: TAnalyticsFilter) => Promise<TRankedParty[]>;
  processesByPeriod: (options: { filter: TAnalyticsFilter; grain: TPeriodGrain }) => Promise<TPeriodCount[]>;
  leadTimes: (filter: TAnalyticsFilter) => Promise<TLeadTimes>;
  /** The processes a filter covers (a drill-down), newest registry first. */
  processKeys: (filter: TAnalyticsFilter) => Promise<TProcessKey[]>;
  map: (filter: TAnalyticsFilter) => Promise<TMapFigures>;
  filterOptions: (period: TAnalyticsPeriod) => Promise<TFilterOptions>;
  /** Per product code, the landed-cost sums of the filter's items (costliest first, at most `limit`). */
  products: (options: {
    filter: TAnalyticsFilter;
    /** The period compared, read in the same scan (null: none). */
    previous: { fromDay: string; toDay: string } | null;
    limit: number;
  }) => Promise<TProductTotals>;
  /** The values the period's product items hold (the Produtos filters) and the items without a product. */
  productOptions: (period: TAnalyticsPeriod) => Promise<TProductOptions>;
  /** A product's months and suppliers (the filter names it), and a page of its items, newest first. */
  productMonths: (filter: TAnalyticsFilter) => Promise<TProductMonthTotal[]>;
  productSuppliers: (filter: TAnalyticsFilter) => Promise<TProductSupplierTotal[]>;
  factsPage: (options: {
    filter: TAnalyticsFilter;
    limit: number;
    offset: number;
  }) => Promise<TAnalyticsFact[]>;
  /** The filtered items in batches, oldest registry first, for the spreadsheet. */
  exportFacts: (filter: TAnalyticsFilter) => AsyncIterable<TAnalyticsFact[]>;
  /** Replaces every fact of the period's companies and days with `batches`, atomically. */
  replaceFacts: (options: {
    period: TAnalyticsPeriod;
    batches: AsyncIterable<TAnalyticsFact[]>;
  }) => Promise<number>;
  /** Drops every fact and loads `batches` (a full rebuild from the source of truth). */
  rebuild: (batches: AsyncIterable<TAnalyticsFact[]>) => Promise<number>;
  countFacts: () => Promise<number>;
  /** Which database the facts come from and the last change of its log they hold (null: none yet). */
  readSyncState: () => Promise<TStoreSyncState | null>;
  writeSyncState: (state: TStoreSyncState) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * What a persisted store knows of its source: the database's id (analytics_log_state) and the id of
 * the last `analytics_changes` entry it holds. A restart replays the entries after it.
 */
export type TStoreSyncState = { databaseId: string; appliedChangeId: number };
