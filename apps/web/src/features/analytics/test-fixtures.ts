import type {
  TBiChannelSummary,
  TBiCountryRow,
  TBiExchangeAverages,
  TBiExporterRow,
  TBiFilterValues,
  TBiFreightItem,
  TBiLeadTimes,
  TBiManufacturerRow,
  TBiMapData,
  TBiNcmGoodsRow,
  TBiOriginRow,
  TBiProcessesByModal,
  TBiProcessesPeriodItem,
  TBiTaxTotals,
  TBiVmldIcms,
  TBiWeights,
} from '@pc/contract/bi';
import type { TCompany } from '@pc/contract/company';
import { jsonResponse } from '../../test/fetch-mock.ts';
import { makeCompany } from '../../test/make-company.ts';

export const AURORA: TCompany = makeCompany({ id: 7, name: 'AURORA IMPORTADORA' }, 'analytics');
export const BOREAL: TCompany = makeCompany({ id: 8, name: 'BOREAL COMÉRCIO' }, 'analytics');

/** The query of the default run (22/10/2026 to 22/11/2026, TODAS, no filter). */
export const DEFAULT_QUERY = 'data_registro_di_inicial=2026-10-22&data_registro_di_final=2026-11-22';

export const ncmRow = (id: number, overrides: Partial<TBiNcmGoodsRow> = {}): TBiNcmGoodsRow => ({
  id,
  nome_adquirente: `Adquirente ${String(id).padStart(2, '0')}`,
  codigo_ncm: `847130${String(id).padStart(2, '0')}`,
  vmld: 1000 * id,
  vmle: 900 * id,
  frete: 10 * id,
  ii: 1,
  ipi: 2,
  pis: 3,
  cofins: 4,
  antidumping: 0,
  siscomex: 5,
  ...overrides,
});

export type TBiAnswers = {
  taxes: TBiTaxTotals;
  modes: TBiProcessesByModal;
  weights: TBiWeights;
  ncmGoods: TBiNcmGoodsRow[];
  channels: TBiChannelSummary;
  vmldIcms: TBiVmldIcms;
  freight: TBiFreightItem[];
  exchange: TBiExchangeAverages;
  period: TBiProcessesPeriodItem[];
  origins: TBiOriginRow[];
  exporters: TBiExporterRow[];
  manufacturers: TBiManufacturerRow[];
  leadTimes: TBiLeadTimes;
  map: TBiMapData;
  filterValues: TBiFilterValues;
  countries: TBiCountryRow[];
};

export const makeBiAnswers = (): TBiAnswers => ({
  taxes: { ii: 100, ipi: 200, pis: 30, cofins: 140, antidumping: 0, siscomex: 154.23, total: 624.23 },
  modes: { total_processos: 20, total_maritimo: 12, total_aereo: 6, total_rodoviario: 2 },
  weights: { peso_bruto: 12_345.5, peso_liquido: 11_000 },
  ncmGoods: [
    ...Array.from({ length: 10 }, (_, index) => ncmRow(index + 1)),
    ncmRow(11, { nome_adquirente: 'acme ltda', codigo_ncm: null, vmld: 50 }),
    ncmRow(12, { nome_adquirente: 'Alfa Comércio', codigo_ncm: '39269090', vmld: 500_000 }),
  ],
  channels: { total_processos: 20, total_amarelo: 2, total_verde: 15, total_vermelho: 3 },
  vmldIcms: { total_vmld: 987_654.32, total_icms: 123_456.78 },
  freight: [
    { modal: 'MARITIMA', total: 5000 },
    { modal: 'AEREA', total: 2500 },
  ],
  exchange: {
    dolar: { media_periodo: '5.1234', periodos: { '2026-10': 5.1, '2026-11': 5.2 }, cotacoes: [] },
    euro: {
      media_periodo: '5.8',
      periodos: {},
      cotacoes: [
        { data_referencia: '2026-11-03', valor_compra: 5.7891 },
        { data_referencia: '2026-11-04', valor_compra: 5.8 },
      ],
    },
    libra: { media_periodo: '6.5', periodos: { '2026-11': 6.5 }, cotacoes: [] },
    real: { media_periodo: '1.0000', periodos: { '2026-10': 1, '2026-11': 1 }, cotacoes: [] },
  },
  period: [
    { ano: 2026, mes: 10, dia: null, total: 4 },
    { ano: 2026, mes: 11, dia: null, total: 16 },
  ],
  origins: [],
  exporters: [
    { id: 1, exportador_nome: 'Shenzhen Trading Co.', exportador_codigo_pais: '160', total: 150_000 },
    { id: 2, exportador_nome: 'Ohio Parts LLC', exportador_codigo_pais: '249', total: 90_000 },
  ],
  manufacturers: [{ id: 1, fabricante_nome: 'Bayern Werke', fabricante_codigo_pais: '23', total: 70_000 }],
  leadTimes: {
    'presenca-x-registro': 2.5,
    'desembaraco-x-carregamento': 1,
    'preseca-x-entrega': 7,
    processos: { 'presenca-x-registro': 4, 'desembaraco-x-carregamento': 3, 'preseca-x-entrega': 2 },
    duimp: {
      'registro-x-canal': 1.5,
      processos: 2,
      'lpco-pedido-x-deferimento': [
        { orgao: 'ANVISA', dias: 12, lpcos: 1 },
        { orgao: 'MAPA', dias: 4.5, lpcos: 2 },
      ],
    },
  },
  map: {
    paises: [
      { codigo: '160', pais: 'CHINA', valor: 150_000 },
      { codigo: '249', pais: 'ESTADOS UNIDOS', valor: 90_000 },
    ],
    ncms: { '84713001': 3, '39269090': 9 },
    totais_primeiro_pais: { total_com_impostos: 150_000 },
    total_processos: 12,
    total_processos_periodo: 20,
  },
  filterValues: {
    incoterms: ['FOB', 'CIF'],
    modais: ['MARITIMA', 'AEREA', 'RODOVIARIA'],
    urfs_despacho: ['0817600 - PORTO DE SANTOS'],
    urfs_entrada: [],
    recintos: ['RECINTO A', 'RECINTO B'],
    exportadores: ['Shenzhen Trading Co.', 'Ohio Parts LLC'],
    fabricantes: ['Bayern Werke'],
    paises_aquisicao: ['160'],
    paises_origem: ['160', '249'],
    moedas_negociada: [{ moeda: 'Dólar americano', codigo: 'USD' }],
    // One declaration in the period: its select stays hidden, as any one-option list.
    declaracoes: ['DI'],
  },
  countries: [
    { codigo: '160', sigla: 'CN', nome: 'China' },
    { codigo: '249', sigla: 'US', nome: 'Estados Unidos' },
    { codigo: '023', sigla: 'DE', nome: 'Alemanha' },
    { codigo: '105', sigla: 'BR', nome: 'Brasil' },
  ],
});

/** Path of each BI read and the answer's envelope. */
export const BI_PATHS = {
  taxes: '/bi/valores-impostos',
  modes: '/bi/processos-por-modal',
  weights: '/bi/pesos-importados',
  ncmGoods: '/bi/mercadorias-ncm',
  channels: '/bi/processos-por-canal',
  vmldIcms: '/bi/valores-vmld-icms',
  freight: '/bi/valores-frete',
  exchange: '/bi/medias-taxa-cambio',
  period: '/bi/processos-por-periodo',
  origins: '/bi/paises-origem',
  exporters: '/bi/exportadores',
  manufacturers: '/bi/fabricantes',
  leadTimes: '/bi/lead-times',
  map: '/bi/valores-mapa-ncm',
  filterValues: '/bi/valores-filtros',
  countries: '/bi/paises',
} as const satisfies Record<keyof TBiAnswers, string>;

const envelope = (name: keyof TBiAnswers, body: unknown) =>
  name === 'map' ? { data: body } : name === 'filterValues' ? { valores: body } : { dados: body };

type TOverride = Response | ((url: string) => Response | undefined);

/** Answers every BI read from `answers`; an override (a Response or a function of the URL) wins. */
export const biHandler =
  (answers: TBiAnswers = makeBiAnswers(), overrides: Partial<Record<keyof TBiAnswers, TOverride>> = {}) =>
  (url: string, init: RequestInit): Response | undefined => {
    if ((init.method ?? 'GET') !== 'GET') return undefined;
    const path = url.split('?')[0];
    const name = (Object.keys(BI_PATHS) as (keyof TBiAnswers)[]).find((key) => BI_PATHS[key] === path);
    if (!name) return undefined;
    const override = overrides[name];
    const answer = typeof override === 'function' ? override(url) : override;
    if (answer) return answer.clone();
    return jsonResponse(envelope(name, answers[name]));
  };
