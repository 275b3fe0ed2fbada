import { z } from 'zod';
import { defineCall } from './call.ts';
import { XLSX_MEDIA_TYPE, ZBinaryFile, dataEnvelope } from './envelope.ts';
import { COST_COMPONENTS, TAX_REGIMES, type TCostComponent } from './landed-cost-rules.ts';
import { FIGURES_PERIOD_MAX_DAYS, withPeriodRule } from './period-range.ts';
import { zIntRangeQuery } from './int-range-query.ts';
import { zIdListQuery, zLocalDateQuery, zOptionalTextQuery } from './primitives.ts';

// The Produtos screen: what each product cost landed over time, from the analytics facts (each
// declaration item with its product, quantity, its share of the expenses and its regime credits).

/** The most products a list answers: the costliest first; the filters narrow the rest. */
export const PRODUCTS_LIST_MAX = 2_000;

/** 403 when none of the companies asked for holds the landedCost entitlement. */
export const PRODUCTS_NOT_ENTITLED_MESSAGE =
  'O custo de nacionalização por produto não está disponível para as empresas informadas.';

/** 404 of a product without imports in the caller's entitled companies and filters. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'Produto não encontrado no período e filtros informados.';

/** The period, companies and the screen's filters; dates are yyyy-MM-dd (the web converts). */
const productFilterFields = {
  startDate: zLocalDateQuery('startDate'),
  endDate: zLocalDateQuery('endDate'),
  /** The caller's companies to include (absent: all of them that are entitled). */
  customerIds: zIdListQuery('customerIds').optional(),
  /** NCM code or its leading digits (a chapter, a heading). */
  ncm: zOptionalTextQuery('ncm', 8),
  /** The exporter's name as declared (the supplier). */
  exportador: zOptionalTextQuery('exportador'),
  /** 3-digit customs code of the origin country. */
  paisOrigem: zOptionalTextQuery('paisOrigem', 3),
};

const PRODUCTS_PERIOD = { start: 'startDate', end: 'endDate', maxDays: FIGURES_PERIOD_MAX_DAYS } as const;

export const ZProductsQuery = withPeriodRule(z.object(productFilterFields), PRODUCTS_PERIOD);
export type TProductsQuery = z.input<typeof ZProductsQuery>;

/** Imports per page of a product's page (its default and the most a page takes). */
export const PRODUCT_IMPORTS_PAGE_SIZE = 15;
export const PRODUCT_IMPORTS_MAX_PAGE_SIZE = 100;

/** A product's page: the list's filters and the page of its imports (1-based). */
export const ZProductQuery = withPeriodRule(
  z.object({
    ...productFilterFields,
    page: zIntRangeQuery('page', 1, 1_000_000).optional(),
    size: zIntRangeQuery('size', 1, PRODUCT_IMPORTS_MAX_PAGE_SIZE).optional(),
  }),
  PRODUCTS_PERIOD,
);
export type TProductQuery = z.input<typeof ZProductQuery>;

const money = z.number();
/** Per unit, to UNIT_COST_DECIMALS places. */
const unitMoney = z.number();

export const ZProductListRow = z.object({
  productCode: z.string(),
  /** The description of its most recent import. */
  description: z.string().nullable(),
  ncm: z.string(),
  /** The unit of its quantities; null when its imports carry more than one (no mean is taken then). */
  unit: z.string().nullable(),
  hasMixedUnits: z.boolean(),
  /** yyyy-MM-dd: the registry day of its most recent import in the period. */
  lastImportDate: z.string(),
  /** Distinct processes that brought it in the period. */
  imports: z.number().int(),
  /** Sum of the quantities in the period; null when no import carries a quantity, or mixed units. */
  quantity: z.number().nullable(),
  /** The period's landed cost of its lines (gross), to the cent. */
  grossCost: money,
  /** Weighted mean unit landed cost: Σ gross ÷ Σ quantity over the imports with a quantity. */
  meanUnitCost: unitMoney.nullable(),
  /** The same, net of the tax regime's credits; null when a company has no regime set. */
  meanUnitNetCost: unitMoney.nullable(),
  /** The previous period's weighted mean (same length, just before); null without imports then. */
  previousMeanUnitCost: unitMoney.nullable(),
  /** (mean − previous) ÷ previous, as a fraction (0.05 = +5%); null without both. */
  change: z.number().nullable(),
});
export type TProductListRow = z.infer<typeof ZProductListRow>;

export const ZProductFilterOptions = z.object({
  ncms: z.array(z.string()),
  exportadores: z.array(z.string()),
  paises_origem: z.array(z.object({ codigo: z.string(), nome: z.string() })),
});
export type TProductFilterOptions = z.infer<typeof ZProductFilterOptions>;

export const ZProductList = z.object({
  products: z.array(ZProductListRow),
  /** Products in the filters; more than `products.length` when the list stops at PRODUCTS_LIST_MAX. */
  total: z.number().int(),
  /** The comparison period (yyyy-MM-dd). */
  previousPeriod: z.object({ from: z.string(), to: z.string() }),
  /** Declaration items of the period without a product code: not in the list. */
  itemsWithoutProduct: z.number().int(),
  options: ZProductFilterOptions,
});
export type TProductList = z.infer<typeof ZProductList>;

export const ZCostComponentsOfUnit = z.object(
  Object.fromEntries(COST_COMPONENTS.map((component) => [component, unitMoney])) as Record<
    TCostComponent,
    typeof unitMoney
  >,
);

/** One import of a product: one declaration item, with its cost per unit (as the Custo tab has it). */
export const ZProductImport = z.object({
  processId: z.number().int(),
  /** The broker's process number, as the processes list shows it. */
  processNumber: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  registryDate: z.string(),
  exporterName: z.string().nullable(),
  /** 3-digit customs code and its name. */
  originCountry: z.string().nullable(),
  originCountryName: z.string().nullable(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  /** The line's landed cost (gross) and credits, to the cent. */
  grossCost: money,
  credits: money.nullable(),
  taxRegime: z.enum(TAX_REGIMES).nullable(),
  /** Per unit; null without a quantity. */
  unitComponents: ZCostComponentsOfUnit.nullable(),
  unitCost: unitMoney.nullable(),
  unitNetCost: unitMoney.nullable(),
});
export type TProductImport = z.infer<typeof ZProductImport>;

/** One supplier (exporter) of the product compared with the others. */
export const ZProductSupplier = z.object({
  exporterName: z.string().nullable(),
  originCountryName: z.string().nullable(),
  imports: z.number().int(),
  quantity: z.number().nullable(),
  meanUnitCost: unitMoney.nullable(),
  minUnitCost: unitMoney.nullable(),
  maxUnitCost: unitMoney.nullable(),
  lastImportDate: z.string(),
});
export type TProductSupplier = z.infer<typeof ZProductSupplier>;

/** One month of the unit-cost chart: the weighted mean of its imports with a quantity. */
export const ZProductMonth = z.object({
  /** yyyy-MM. */
  month: z.string(),
  meanUnitCost: unitMoney.nullable(),
  quantity: z.number().nullable(),
  imports: z.number().int(),
});
export type TProductMonth = z.infer<typeof ZProductMonth>;

export const ZProductDetail = z.object({
  product: ZProductListRow,
  /** Oldest first; no mean in a month whose imports carry more than one unit. */
  months: z.array(ZProductMonth),
  /** Lowest mean unit cost first (those without one last). */
  suppliers: z.array(ZProductSupplier),
  /** A page of its imports (one per adição), newest first, and how many there are. */
  imports: z.array(ZProductImport),
  importsTotal: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TProductDetail = z.infer<typeof ZProductDetail>;

export const ZProductCodeParams = z.object({
  code: z
    .string({ error: 'Informe o código do produto.' })
    .trim()
    .min(1, 'Informe o código do produto.')
    .max(60, 'O código do produto tem no máximo 60 caracteres.'),
});

export const getProductsCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/products',
  summary:
    'The Produtos screen: each product imported in the period with its quantity, weighted mean unit landed cost and its change against the previous period (from the analytics facts).',
  description:
    'Only the caller’s companies entitled to landedCost are read (403 when none of those asked for is). Products are the declaration items’ product codes; items without one are counted apart.',
  isAuthenticated: true,
  query: ZProductsQuery,
  responses: { 200: dataEnvelope(ZProductList) },
});

export const getProductsExportCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/products/export',
  summary: 'The Produtos list as a spreadsheet (produtos.xlsx).',
  isAuthenticated: true,
  query: ZProductsQuery,
  isBinary: true,
  fileName: 'produtos.xlsx',
  fileMediaTypes: [XLSX_MEDIA_TYPE],
  responses: { 200: ZBinaryFile },
});

export const getProductCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/products/{code}',
  summary:
    'A product’s page: its figures, its unit cost month by month, its suppliers compared and a page of its imports (process, day, supplier, origin, quantity, unit cost and its components).',
  isAuthenticated: true,
  params: ZProductCodeParams,
  query: ZProductQuery,
  responses: { 200: dataEnvelope(ZProductDetail) },
});

export const getProductExportCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/products/{code}/export',
  summary: 'A product’s imports, all of them, and its suppliers as a spreadsheet (produto.xlsx).',
  isAuthenticated: true,
  params: ZProductCodeParams,
  query: ZProductsQuery,
  isBinary: true,
  fileName: 'produto.xlsx',
  fileMediaTypes: [XLSX_MEDIA_TYPE],
  responses: { 200: ZBinaryFile },
});
