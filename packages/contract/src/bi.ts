import { z } from 'zod';
import { DECLARATION_KINDS, zDeclarationKindQuery } from './declaration-kind.ts';
import { defineCall } from './call.ts';
import type { TCall } from './call.ts';
import { FIGURES_PERIOD_MAX_DAYS, withPeriodRule } from './period-range.ts';
import {
  XLSX_MEDIA_TYPE,
  ZBinaryFile,
  ZErrorResponse,
  dadosEnvelope,
  dataEnvelope,
  valoresEnvelope,
} from './envelope.ts';
import {
  ZWayOfTransport,
  zBooleanQuery,
  zIdListQuery,
  zLocalDateQuery,
  zOptionalTextQuery,
} from './primitives.ts';

/** 403 of a /bi/* call for a company without the Analytics entitlement (not in the spec). */
export const BI_ANALYTICS_FORBIDDEN_MESSAGE =
  'A Análise Operacional não está disponível para as empresas informadas. Selecione empresas habilitadas.';

/**
 * BI host calls: sent with the bearer access token and the BI token in the `token` header.
 * Errors carry `error_description` (thrown by the web on 400) next to the usual code/message.
 */
export const ZBiErrorResponse = ZErrorResponse.extend({ error_description: z.string() });
export type TBiErrorResponse = z.infer<typeof ZBiErrorResponse>;

const BI = { isAuthenticated: true, auth: 'bi-token', host: 'bi' } as const satisfies Partial<TCall>;

// --- Queries ----------------------------------------------------------------------------------

/** The figures' rule: the DI period in order and at most two years (as the import dashboard). */
const FIGURES_PERIOD = {
  start: 'data_registro_di_inicial',
  end: 'data_registro_di_final',
  maxDays: FIGURES_PERIOD_MAX_DAYS,
} as const;

/** DI registration period (yyyy-MM-dd; the web converts from dd/MM/yyyy). */
const periodFields = {
  data_registro_di_inicial: zLocalDateQuery('data_registro_di_inicial'),
  data_registro_di_final: zLocalDateQuery('data_registro_di_final'),
};

/** BI transport mode filter; empty means all. */
export const ZBiModalQuery = z
  .union([z.literal(''), ZWayOfTransport], { error: 'Informe modal como AEREA, MARITIMA ou RODOVIARIA.' })
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * The organised filters (part 2 §3 "Filters object" without dataInicio/dataFim) plus the DI period.
 * Every filter is optional; absent or blank means all. companies_ids absent means all the user's companies.
 */
const filterFields = {
  ...periodFields,
  companies_ids: zIdListQuery('companies_ids').optional(),
  modal: ZBiModalQuery,
  urf_despacho: zOptionalTextQuery('urf_despacho'),
  urf_entrada: zOptionalTextQuery('urf_entrada'),
  recinto: zOptionalTextQuery('recinto'),
  pais_aquisicao: zOptionalTextQuery('pais_aquisicao'),
  pais_origem: zOptionalTextQuery('pais_origem'),
  incoterm: zOptionalTextQuery('incoterm'),
  exportador: zOptionalTextQuery('exportador'),
  fabricante: zOptionalTextQuery('fabricante'),
  moeda_negociada: zOptionalTextQuery('moeda_negociada'),
  /** Not in the spec: DI or DUIMP declarations only (absent: both). */
  declaracao: zDeclarationKindQuery('declaracao'),
};

export const ZBiFilterQuery = withPeriodRule(z.object(filterFields), FIGURES_PERIOD);
export type TBiFilterQuery = z.input<typeof ZBiFilterQuery>;

/** Comma list of free values (`a,b`); blank means no filter (`[]`). */
const zCommaListQuery = (name: string) =>
  z.string({ error: `Informe ${name} como valores separados por vírgula.` }).transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );

/** Map query: the filters plus the map's own NCM and origin-country selections (comma lists). */
export const ZBiMapQuery = withPeriodRule(
  z.object({
    ...filterFields,
    /** NCM codes, digits only (8 digits; dots allowed and ignored). */
    ncm: zCommaListQuery('ncm')
      .pipe(
        z.array(
          z
            .string()
            .transform((code) => code.replaceAll('.', ''))
            .pipe(z.string().regex(/^\d{1,8}$/, 'Informe ncm com códigos NCM de até 8 dígitos.')),
        ),
      )
      .default([])
      .meta({
        description: 'NCM codes separated by commas, each of up to 8 digits (dots allowed and ignored).',
      }),
    /** Origin countries (3-digit customs codes); replaces the single pais_origem filter here. */
    pais_origem: zCommaListQuery('pais_origem').default([]),
  }),
  FIGURES_PERIOD,
);
export type TBiMapQuery = z.input<typeof ZBiMapQuery>;

export const ZBiPeriodQuery = withPeriodRule(z.object(periodFields), FIGURES_PERIOD);
export type TBiPeriodQuery = z.input<typeof ZBiPeriodQuery>;

export const ZBiImportQuery = withPeriodRule(
  z.object({
    ...periodFields,
    buscar_cotacoes_moedas: zBooleanQuery('buscar_cotacoes_moedas').default(true),
    /** The selected companies, or all the user's companies. */
    companies_ids: zIdListQuery('companies_ids'),
  }),
  FIGURES_PERIOD,
);
export type TBiImportQuery = z.input<typeof ZBiImportQuery>;

// --- Answers (snake_case exactly as part 2 §3 names them) ---------------------------------------

const money = z.number();
const count = z.number().int().nonnegative();

/** Tax totals (BRL) of the period. Shape not in the spec: named like the NCM row columns. */
export const ZBiTaxTotals = z.object({
  ii: money,
  ipi: money,
  pis: money,
  cofins: money,
  antidumping: money,
  siscomex: money,
  /** Sum of the above. */
  total: money,
});
export type TBiTaxTotals = z.infer<typeof ZBiTaxTotals>;

/** Processes per transport mode. Shape not in the spec: as the dashboard's processosPorModal. */
export const ZBiProcessesByModal = z.object({
  total_processos: count,
  total_maritimo: count,
  total_aereo: count,
  total_rodoviario: count,
});
export type TBiProcessesByModal = z.infer<typeof ZBiProcessesByModal>;

/** Imported weights in KG. Shape not in the spec: as the dashboard's peso_bruto / peso_liquido. */
export const ZBiWeights = z.object({ peso_bruto: z.number(), peso_liquido: z.number() });
export type TBiWeights = z.infer<typeof ZBiWeights>;

/** Goods-by-NCM row. codigo_ncm is 8 digits (shown 4.2.2), null shows N/I. */
export const ZBiNcmGoodsRow = z.object({
  id: z.number().int(),
  nome_adquirente: z.string().nullable(),
  codigo_ncm: z.string().nullable(),
  vmld: money,
  vmle: money,
  frete: money,
  ii: money,
  ipi: money,
  pis: money,
  cofins: money,
  antidumping: money,
  siscomex: money,
});
export type TBiNcmGoodsRow = z.infer<typeof ZBiNcmGoodsRow>;

/** DI channel summary. */
export const ZBiChannelSummary = z.object({
  total_processos: count,
  total_amarelo: count,
  total_verde: count,
  total_vermelho: count,
});
export type TBiChannelSummary = z.infer<typeof ZBiChannelSummary>;

/** Total VMLD and ICMS (BRL). Shape not in the spec. */
export const ZBiVmldIcms = z.object({ total_vmld: money, total_icms: money });
export type TBiVmldIcms = z.infer<typeof ZBiVmldIcms>;

/** Freight total of one transport mode. */
export const ZBiFreightItem = z.object({ modal: ZWayOfTransport, total: money });
export type TBiFreightItem = z.infer<typeof ZBiFreightItem>;

/** One daily quote. */
export const ZBiExchangeQuote = z.object({
  /** yyyy-MM-dd. */
  data_referencia: z.string(),
  valor_compra: z.number(),
});
export type TBiExchangeQuote = z.infer<typeof ZBiExchangeQuote>;

/** Average of one currency: media_periodo is a decimal string (e.g. '5.1234'). */
export const ZBiExchangeAverage = z.object({
  media_periodo: z.string().regex(/^-?\d+(\.\d+)?$/),
  /** Month (yyyy-MM) to the month's average; empty for daily ranges. */
  periodos: z.record(z.string(), z.number()),
  /** Daily quotes; empty for monthly ranges. */
  cotacoes: z.array(ZBiExchangeQuote),
});
export type TBiExchangeAverage = z.infer<typeof ZBiExchangeAverage>;

/** One card per currency of the fixed list (dolar USD, euro EUR, libra GBP, real BRL). */
export const ZBiExchangeAverages = z.object({
  dolar: ZBiExchangeAverage,
  euro: ZBiExchangeAverage,
  libra: ZBiExchangeAverage,
  real: ZBiExchangeAverage,
});
export type TBiExchangeAverages = z.infer<typeof ZBiExchangeAverages>;

/** Processes of a month (dia null) or of a day. */
export const ZBiProcessesPeriodItem = z.object({
  ano: z.number().int(),
  mes: z.number().int().min(1).max(12),
  dia: z.number().int().min(1).max(31).nullable(),
  total: count,
});
export type TBiProcessesPeriodItem = z.infer<typeof ZBiProcessesPeriodItem>;

/** 3-digit customs country code (105 is Brazil). */
const countryCode = z.string().nullable();

export const ZBiOriginRow = z.object({
  id: z.number().int(),
  fabricante_cidade: z.string().nullable(),
  fabricante_codigo_pais: countryCode,
  total: money,
});
export type TBiOriginRow = z.infer<typeof ZBiOriginRow>;

export const ZBiExporterRow = z.object({
  id: z.number().int(),
  exportador_nome: z.string().nullable(),
  exportador_codigo_pais: countryCode,
  total: money,
});
export type TBiExporterRow = z.infer<typeof ZBiExporterRow>;

export const ZBiManufacturerRow = z.object({
  id: z.number().int(),
  fabricante_nome: z.string().nullable(),
  fabricante_codigo_pais: countryCode,
  total: money,
});
export type TBiManufacturerRow = z.infer<typeof ZBiManufacturerRow>;

/** The three lead times, as the spec spells their keys (including 'preseca-x-entrega'). */
export const BI_LEAD_TIME_KEYS = [
  'presenca-x-registro',
  'desembaraco-x-carregamento',
  'preseca-x-entrega',
] as const;
export type TBiLeadTimeKey = (typeof BI_LEAD_TIME_KEYS)[number];

const processCount = z.number().int().nonnegative();

/**
 * Lead times in days, 0 when no process has both dates (spec part 2 §3). `processos`, beyond the
 * spec: how many processes each mean is taken over, so a screen tells "no process" from a mean of
 * 0 days (docs/decisions/0096-absence-is-not-zero.md).
 */
export const ZBiLeadTimes = z.object({
  'presenca-x-registro': z.number(),
  'desembaraco-x-carregamento': z.number(),
  'preseca-x-entrega': z.number(),
  processos: z.object({
    'presenca-x-registro': processCount,
    'desembaraco-x-carregamento': processCount,
    'preseca-x-entrega': processCount,
  }),
  /**
   * Beyond the spec, the DUIMP era's two waits (docs/decisions/0123-duimp-lead-times.md): the days
   * from registration to the channel (0 and processos 0 when no DUIMP has both days), and per
   * agency the days from an LPCO's request to its grant, over the LPCOs granted.
   */
  duimp: z.object({
    'registro-x-canal': z.number(),
    processos: processCount,
    'lpco-pedido-x-deferimento': z.array(
      z.object({ orgao: z.string(), dias: z.number(), lpcos: processCount }),
    ),
  }),
});
export type TBiLeadTimes = z.infer<typeof ZBiLeadTimes>;

/** Country data of the map. */
export const ZBiMapCountry = z.object({ codigo: z.string(), pais: z.string(), valor: money });
export type TBiMapCountry = z.infer<typeof ZBiMapCountry>;

export const ZBiMapData = z.object({
  paises: z.array(ZBiMapCountry),
  /** NCM code to number of processes. */
  ncms: z.record(z.string(), count),
  totais_primeiro_pais: z.object({ total_com_impostos: money }),
  /**
   * Distinct processes of the map's selection: a process with several NCMs counts once, so this is
   * not the sum of `ncms` (the gauge's value).
   */
  total_processos: count,
  /**
   * Distinct processes of the same filters without the map's own NCM and País choices (the gauge's
   * whole): never less than total_processos.
   */
  total_processos_periodo: count,
});
export type TBiMapData = z.infer<typeof ZBiMapData>;

/** Option lists of the filter drawer. Only moedas_negociada items are objects. */
export const ZBiFilterValues = z.object({
  incoterms: z.array(z.string()),
  modais: z.array(ZWayOfTransport),
  urfs_despacho: z.array(z.string()),
  urfs_entrada: z.array(z.string()),
  recintos: z.array(z.string()),
  exportadores: z.array(z.string()),
  fabricantes: z.array(z.string()),
  paises_aquisicao: z.array(z.string()),
  paises_origem: z.array(z.string()),
  moedas_negociada: z.array(z.object({ moeda: z.string(), codigo: z.string() })),
  /** Not in the spec: the declarations of the period, DI and/or DUIMP. */
  declaracoes: z.array(z.enum(DECLARATION_KINDS)),
});
export type TBiFilterValues = z.infer<typeof ZBiFilterValues>;

/** States of a period import job. */
export const ZBiImportStatus = z.enum(['created', 'active', 'completed', 'failed']);
export type TBiImportStatus = z.infer<typeof ZBiImportStatus>;

/**
 * A period import (not in the spec, which does not show the answer): it runs as a job, and the web
 * polls it by id while the 'Importando Dados' loader shows.
 */
export const ZBiImportJob = z.object({
  id: z.string(),
  status: ZBiImportStatus,
  /** 0 to 1. */
  progresso: z.number().min(0).max(1),
  processos_importados: count,
  itens_importados: count,
  cotacoes_importadas: count,
  /** Why it failed, in pt-BR; null otherwise. */
  mensagem: z.string().nullable(),
});
export type TBiImportJob = z.infer<typeof ZBiImportJob>;

/** Country catalogue row: 3-digit customs code, ISO 3166 alpha-2 (the flag) and pt-BR name. */
export const ZBiCountry = z.object({ codigo: z.string(), sigla: z.string(), nome: z.string() });
export type TBiCountryRow = z.infer<typeof ZBiCountry>;

// --- Calls ------------------------------------------------------------------------------------

export const getBiTaxesCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/valores-impostos',
  summary: 'Tax totals of the period (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(ZBiTaxTotals) },
});

export const getBiProcessesByModalCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/processos-por-modal',
  summary: 'Processes per transport mode (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(ZBiProcessesByModal) },
});

export const getBiWeightsCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/pesos-importados',
  summary: 'Gross and net imported weight in KG (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(ZBiWeights) },
});

export const getBiNcmGoodsCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/mercadorias-ncm',
  summary: 'Goods by NCM of the period, all rows by descending vmld (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(z.array(ZBiNcmGoodsRow)) },
});

export const getBiChannelsCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/processos-por-canal',
  summary: 'DI channel summary (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(ZBiChannelSummary) },
});

export const getBiVmldIcmsCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/valores-vmld-icms',
  summary: 'Total VMLD and ICMS (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(ZBiVmldIcms) },
});

export const getBiFreightCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/valores-frete',
  summary: 'Freight totals per transport mode (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(z.array(ZBiFreightItem)) },
});

export const getBiExchangeRatesCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/medias-taxa-cambio',
  summary: 'Exchange-rate averages per currency (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(ZBiExchangeAverages) },
});

export const getBiProcessesByPeriodCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/processos-por-periodo',
  summary: 'Processes per day (range ≤ 30 days) or per month, oldest first (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(z.array(ZBiProcessesPeriodItem)) },
});

export const getBiOriginsCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/paises-origem',
  summary: 'Places of origin by descending total (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(z.array(ZBiOriginRow)) },
});

export const getBiExportersCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/exportadores',
  summary: 'Exporters by descending total (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(z.array(ZBiExporterRow)) },
});

export const getBiManufacturersCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/fabricantes',
  summary: 'Manufacturers by descending total (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(z.array(ZBiManufacturerRow)) },
});

export const getBiLeadTimesCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/lead-times',
  summary: 'Lead times in days, optionally for one transport mode (dados).',
  query: ZBiFilterQuery,
  responses: { 200: dadosEnvelope(ZBiLeadTimes) },
});

export const getBiMapCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/valores-mapa-ncm',
  summary: 'World-map data by country and NCM (read from data.data, not dados).',
  query: ZBiMapQuery,
  responses: { 200: dataEnvelope(ZBiMapData) },
});

export const getBiFilterValuesCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/valores-filtros',
  summary: 'Option lists of the filter drawer for the period (valores).',
  query: ZBiPeriodQuery,
  responses: { 200: valoresEnvelope(ZBiFilterValues) },
});

export const getBiExportItemsCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/exportar/exportar-itens',
  summary: 'Spreadsheet of the period items with the filters (analise-operacional.xlsx).',
  query: ZBiFilterQuery,
  isBinary: true,
  fileName: 'analise-operacional.xlsx',
  fileMediaTypes: [XLSX_MEDIA_TYPE],
  responses: { 200: ZBinaryFile },
});

export const getBiImportFromGescomexCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/processos-importacao/importar-por-periodo-do-gescomex',
  summary:
    "Starts the job that rebuilds the period's BI facts (and refreshes currency quotes when asked); answers the job (dados).",
  query: ZBiImportQuery,
  responses: { 200: dadosEnvelope(ZBiImportJob) },
});

export const getBiImportJobCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/processos-importacao/importacoes/{id}',
  summary: 'A period import job and its progress, polled while the loader shows (dados).',
  params: z.object({ id: z.string().uuid('Informe id como um identificador de importação.') }),
  responses: { 200: dadosEnvelope(ZBiImportJob) },
});

export const getBiCountriesCall = defineCall({
  ...BI,
  method: 'GET',
  path: '/bi/paises',
  summary: 'Country catalogue: customs code, flag (ISO alpha-2) and pt-BR name (dados).',
  responses: { 200: dadosEnvelope(z.array(ZBiCountry)) },
});

/** The 15 loads the Analytics screen fires on Gerar (part 2 §2.6), in the spec's order. */
export const BI_GENERATE_CALLS = [
  getBiFilterValuesCall,
  getBiTaxesCall,
  getBiProcessesByModalCall,
  getBiWeightsCall,
  getBiNcmGoodsCall,
  getBiChannelsCall,
  getBiVmldIcmsCall,
  getBiFreightCall,
  getBiExchangeRatesCall,
  getBiProcessesByPeriodCall,
  getBiOriginsCall,
  getBiExportersCall,
  getBiManufacturersCall,
  getBiLeadTimesCall,
  getBiMapCall,
] as const;
