import { z } from 'zod';
import { DECLARATION_KINDS, zDeclarationKindQuery } from './declaration-kind.ts';
import { defineCall } from './call.ts';
import { dataEnvelope, XLSX_MEDIA_TYPE, ZBinaryFile } from './envelope.ts';
import { ZWayOfTransport, zIdListQuery, zLocalDateQuery, zOptionalTextQuery } from './primitives.ts';
import { ZBiModalQuery } from './bi.ts';
import { FIGURES_PERIOD_MAX_DAYS, withPeriodRule } from './period-range.ts';
import {
  postReportExportCall,
  REPORT_PAGE_FIELDS,
  ZProcessPageResponse,
  ZReportExportColumns,
} from './process-calls.ts';

/** Direction of change against the previous period ('P.A.'). */
export const ZVariation = z.enum(['UP', 'DOWN']);
export type TVariation = z.infer<typeof ZVariation>;

/** A total compared with the previous period; porcentagem is the change in percent (e.g. 12.5). */
export const ZDashboardComparison = z.object({
  periodo_atual: z.number(),
  periodo_anterior: z.number(),
  variacao: ZVariation,
  porcentagem: z.number(),
});
export type TDashboardComparison = z.infer<typeof ZDashboardComparison>;

/** Total VLMD with and without taxes, each compared with the previous period. */
export const ZDashboardVmld = z.object({
  total_sem_impostos: z.number(),
  total_com_impostos: z.number(),
  variacao_sem_impostos: ZVariation,
  variacao_com_impostos: ZVariation,
  porcentagem_sem_impostos: z.number(),
  porcentagem_com_impostos: z.number(),
  vmld_periodo_anterior: z.object({ total_sem_impostos: z.number(), total_com_impostos: z.number() }),
});
export type TDashboardVmld = z.infer<typeof ZDashboardVmld>;

const ZDashboardPeriod = z.object({ inicio: z.string(), fim: z.string() });

/** Import dashboard (part 2 §3 "Dashboard response"); total_confins keeps the spec's spelling. */
export const ZImportDashboard = z.object({
  /** The period shown and the one it is compared with ('P.A.'), both ends yyyy-MM-dd. */
  periodo: ZDashboardPeriod,
  periodo_anterior: ZDashboardPeriod,
  total_ii: ZDashboardComparison,
  total_ipi: ZDashboardComparison,
  total_pis: ZDashboardComparison,
  total_confins: ZDashboardComparison,
  total_siscomex: ZDashboardComparison,
  total_antidumping: ZDashboardComparison,
  processosPorModal: z.object({
    total_processos: z.number().int().nonnegative(),
    total_maritimo: z.number().int().nonnegative(),
    total_aereo: z.number().int().nonnegative(),
    total_rodoviario: z.number().int().nonnegative(),
  }),
  /** Bar chart data (not named by the spec): processes per month and per day of the period. */
  processosPorMes: z.array(
    z.object({ ano: z.number().int(), mes: z.number().int().min(1).max(12), total: z.number().int() }),
  ),
  processosPorDia: z.array(
    z.object({
      ano: z.number().int(),
      mes: z.number().int().min(1).max(12),
      dia: z.number().int().min(1).max(31),
      total: z.number().int(),
    }),
  ),
  vmld: ZDashboardVmld,
  /** KG. */
  peso_bruto: z.number(),
  peso_liquido: z.number(),
  /** Freight totals (key name not in the spec); por_modal feeds the donut ('Sem Frete' when empty). */
  frete: ZDashboardComparison.omit({ periodo_atual: true, periodo_anterior: true }).extend({
    total_periodo_atual: z.number(),
    total_periodo_anterior: z.number(),
    por_modal: z.array(z.object({ modal: ZWayOfTransport, total: z.number() })),
  }),
  /** Average buy rate in BRL of the period as a decimal string, of `moeda` (the filtered currency, else USD). */
  media_periodo: z.string().regex(/^-?\d+(\.\d+)?$/),
  moeda: z.string(),
});
export type TImportDashboard = z.infer<typeof ZImportDashboard>;

/**
 * The dashboard's period, companies and drawer filters (mode, incoterm, origin country, exporter,
 * currency: the dimensions an importer filters by). Dates are yyyy-MM-dd; the web converts them.
 */
const dashboardFields = {
  startDate: zLocalDateQuery('startDate'),
  endDate: zLocalDateQuery('endDate'),
  /** The user's companies to include; absent means all of them. */
  customerIds: zIdListQuery('customerIds').optional(),
  modal: ZBiModalQuery,
  incoterm: zOptionalTextQuery('incoterm'),
  /** 3-digit customs code of the origin country. */
  paisOrigem: zOptionalTextQuery('paisOrigem'),
  exportador: zOptionalTextQuery('exportador'),
  /** ISO currency code (USD, EUR…). */
  moeda: zOptionalTextQuery('moeda'),
  /** DI or DUIMP declarations only (absent: both). */
  declaracao: zDeclarationKindQuery('declaracao'),
};

/** The figures' rule (two years at most; the day chart then has up to 731 bars). */
const FIGURES_PERIOD = { start: 'startDate', end: 'endDate', maxDays: FIGURES_PERIOD_MAX_DAYS } as const;

export const ZImportDashboardQuery = withPeriodRule(z.object(dashboardFields), FIGURES_PERIOD);
export type TImportDashboardQuery = z.input<typeof ZImportDashboardQuery>;

/** The period and companies only: what the drawer's options are listed for. */
export const ZImportDashboardPeriodQuery = withPeriodRule(
  z.object({
    startDate: dashboardFields.startDate,
    endDate: dashboardFields.endDate,
    customerIds: dashboardFields.customerIds,
  }),
  FIGURES_PERIOD,
);
export type TImportDashboardPeriodQuery = z.input<typeof ZImportDashboardPeriodQuery>;

/** The drawer's options: the values present in the period's declarations. */
export const ZImportDashboardFilterValues = z.object({
  modais: z.array(ZWayOfTransport),
  incoterms: z.array(z.string()),
  paises_origem: z.array(z.object({ codigo: z.string(), nome: z.string() })),
  exportadores: z.array(z.string()),
  moedas: z.array(z.object({ codigo: z.string(), moeda: z.string() })),
  /** The period's declarations: DI and/or DUIMP. */
  declaracoes: z.array(z.enum(DECLARATION_KINDS)),
});
export type TImportDashboardFilterValues = z.infer<typeof ZImportDashboardFilterValues>;

export const getImportDashboardCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/import-dashboard',
  summary:
    'Import dashboard: the period against the previous one, from the analytics facts (data.data). Path chosen by us.',
  isAuthenticated: true,
  query: ZImportDashboardQuery,
  responses: { 200: dataEnvelope(ZImportDashboard) },
});

export const getImportDashboardFilterValuesCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/import-dashboard/filtros',
  summary: "The filters drawer's options for the period and companies (data.data).",
  isAuthenticated: true,
  query: ZImportDashboardPeriodQuery,
  responses: { 200: dataEnvelope(ZImportDashboardFilterValues) },
});

/**
 * Drill-down: the processes behind a month or day bar (startDate..endDate narrowed to it) or a mode
 * slice (modal), with every other filter of the dashboard; the process list's answer.
 */
export const ZImportDashboardProcessesQuery = withPeriodRule(
  z.object({ ...dashboardFields, ...REPORT_PAGE_FIELDS }),
  FIGURES_PERIOD,
);
export type TImportDashboardProcessesQuery = z.input<typeof ZImportDashboardProcessesQuery>;

export const getImportDashboardProcessesCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/import-dashboard/processos',
  summary:
    'The processes behind a bar or slice of the dashboard: one page (data.data) and where it sits (page), as the report.',
  isAuthenticated: true,
  query: ZImportDashboardProcessesQuery,
  responses: { 200: ZProcessPageResponse },
});

export const ZImportDashboardProcessesExportRequest = z.object({
  /** The drill-down's query (its `page` and `size` are ignored): the whole bucket, in its order. */
  query: z
    .record(z.string(), z.string(), { error: 'Informe query como a consulta da lista do painel.' })
    .pipe(ZImportDashboardProcessesQuery),
  columns: ZReportExportColumns,
});
export type TImportDashboardProcessesExportRequest = z.input<typeof ZImportDashboardProcessesExportRequest>;

/** GERAR EXCEL of a drill-down's list: the same spreadsheet as the report's, streamed. */
export const postImportDashboardProcessesExportCall = defineCall({
  method: 'POST',
  path: '/api/public/customer/import-dashboard/processos/excel',
  summary:
    'Spreadsheet (.xlsx) of every process behind a bar or slice, in the list’s order, with the given columns.',
  isAuthenticated: true,
  body: ZImportDashboardProcessesExportRequest,
  isBinary: true,
  fileName: postReportExportCall.fileName,
  fileMediaTypes: [XLSX_MEDIA_TYPE],
  responses: { 200: ZBinaryFile },
});

export const getImportDashboardExportCall = defineCall({
  method: 'GET',
  path: '/api/public/customer/import-dashboard/exportar',
  summary: 'Every figure of the dashboard per company, as a spreadsheet (painel-importacao.xlsx).',
  isAuthenticated: true,
  query: ZImportDashboardQuery,
  isBinary: true,
  fileName: 'painel-importacao.xlsx',
  fileMediaTypes: [XLSX_MEDIA_TYPE],
  responses: { 200: ZBinaryFile },
});

/**
 * The dashboard's mode names (part 2 §2.5, 'processos' are masculine). The spec writes 'Áereo'; the
 * portal writes Aéreo, as it writes Aérea everywhere else.
 */
export const DASHBOARD_MODE_LABEL = {
  MARITIMA: 'Marítimo',
  AEREA: 'Aéreo',
  RODOVIARIA: 'Rodoviário',
} as const satisfies Record<z.infer<typeof ZWayOfTransport>, string>;

/** The six tax cards in the spec's order, with their answer keys. */
export const DASHBOARD_TAXES = [
  { key: 'total_ii', label: 'II' },
  { key: 'total_ipi', label: 'IPI' },
  { key: 'total_pis', label: 'PIS' },
  { key: 'total_confins', label: 'COFINS' },
  { key: 'total_siscomex', label: 'SISCOMEX' },
  { key: 'total_antidumping', label: 'ANTIDUMPING' },
] as const satisfies readonly { key: keyof TImportDashboard; label: string }[];
