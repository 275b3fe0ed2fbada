import type {
  TBiChannelSummary,
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
import type { TWayOfTransport } from '@pc/contract/primitives';
import type {
  TAnalyticsSummary,
  TFilterOptions,
  TLeadTimes,
  TMapFigures,
  TNcmGoods,
  TPeriodCount,
  TRankedParty,
} from '../../core/analytics/analytics-types.ts';
import { currencyName } from '../../lib/currency-name.ts';

const round2 = (value: number): number => Math.round(value * 100) / 100;
const MODES: readonly TWayOfTransport[] = ['MARITIMA', 'AEREA', 'RODOVIARIA'];

export const toTaxTotals = ({ taxes }: TAnalyticsSummary): TBiTaxTotals => ({
  ...taxes,
  total: round2(taxes.ii + taxes.ipi + taxes.pis + taxes.cofins + taxes.antidumping + taxes.siscomex),
});

export const toProcessesByModal = ({ processes, byMode }: TAnalyticsSummary): TBiProcessesByModal => ({
  total_processos: processes,
  total_maritimo: byMode.MARITIMA.processes,
  total_aereo: byMode.AEREA.processes,
  total_rodoviario: byMode.RODOVIARIA.processes,
});

export const toWeights = (summary: TAnalyticsSummary): TBiWeights => ({
  peso_bruto: summary.grossWeight,
  peso_liquido: summary.netWeight,
});

export const toChannelSummary = ({ processes, channels }: TAnalyticsSummary): TBiChannelSummary => ({
  total_processos: processes,
  total_amarelo: channels.yellow,
  total_verde: channels.green,
  total_vermelho: channels.red,
});

export const toVmldIcms = (summary: TAnalyticsSummary): TBiVmldIcms => ({
  total_vmld: summary.vmld,
  total_icms: summary.icms,
});

/** One item per mode that carried freight, largest first; none when the period has no freight. */
export const toFreightItems = ({ byMode }: TAnalyticsSummary): TBiFreightItem[] =>
  MODES.map((modal) => ({ modal, total: byMode[modal].freight }))
    .filter((item) => item.total > 0)
    .sort((a, b) => b.total - a.total);

export const toNcmGoodsRows = (rows: readonly TNcmGoods[]): TBiNcmGoodsRow[] =>
  rows.map((row, index) => ({
    id: index + 1,
    nome_adquirente: row.acquirerName,
    codigo_ncm: row.ncm,
    vmld: row.vmld,
    vmle: row.vmle,
    frete: row.freight,
    ii: row.ii,
    ipi: row.ipi,
    pis: row.pis,
    cofins: row.cofins,
    antidumping: row.antidumping,
    siscomex: row.siscomex,
  }));

export const toOriginRows = (rows: readonly TRankedParty[]): TBiOriginRow[] =>
  rows.map((row, index) => ({
    id: index + 1,
    fabricante_cidade: row.city,
    fabricante_codigo_pais: row.countryCode,
    total: row.total,
  }));

export const toExporterRows = (rows: readonly TRankedParty[]): TBiExporterRow[] =>
  rows.map((row, index) => ({
    id: index + 1,
    exportador_nome: row.name,
    exportador_codigo_pais: row.countryCode,
    total: row.total,
  }));

export const toManufacturerRows = (rows: readonly TRankedParty[]): TBiManufacturerRow[] =>
  rows.map((row, index) => ({
    id: index + 1,
    fabricante_nome: row.name,
    fabricante_codigo_pais: row.countryCode,
    total: row.total,
  }));

export const toPeriodItems = (rows: readonly TPeriodCount[]): TBiProcessesPeriodItem[] =>
  rows.map((row) => ({ ano: row.year, mes: row.month, dia: row.day, total: row.processes }));

/** Days, 0 when no process of the filter has both milestones (part 2 §3), with each mean's sample. */
export const toLeadTimes = (leadTimes: TLeadTimes): TBiLeadTimes => ({
  'presenca-x-registro': leadTimes.presenceToRegistry ?? 0,
  'desembaraco-x-carregamento': leadTimes.clearanceToLoading ?? 0,
  'preseca-x-entrega': leadTimes.presenceToDelivery ?? 0,
  processos: {
    'presenca-x-registro': leadTimes.processes.presenceToRegistry,
    'desembaraco-x-carregamento': leadTimes.processes.clearanceToLoading,
    'preseca-x-entrega': leadTimes.processes.presenceToDelivery,
  },
  duimp: {
    'registro-x-canal': leadTimes.registryToChannel ?? 0,
    processos: leadTimes.registryToChannelProcesses,
    'lpco-pedido-x-deferimento': leadTimes.lpcoByAgency.map((wait) => ({
      orgao: wait.agency,
      dias: wait.averageOfDays,
      lpcos: wait.lpcos,
    })),
  },
});

export const toMapData = ({
  figures,
  countryNames,
}: {
  figures: TMapFigures;
  /** 3-digit customs code to the pt-BR name (the `countries` table). */
  countryNames: ReadonlyMap<string, string>;
}): TBiMapData => ({
  paises: figures.countries.map((country) => ({
    codigo: country.code,
    pais: countryNames.get(country.code) ?? 'N/I',
    valor: country.totalWithTaxes,
  })),
  ncms: Object.fromEntries(figures.ncms.map((row) => [row.ncm, row.processes])),
  totais_primeiro_pais: { total_com_impostos: figures.countries[0]?.totalWithTaxes ?? 0 },
  total_processos: figures.processes,
  total_processos_periodo: figures.periodProcesses,
});

export const toFilterValues = (options: TFilterOptions): TBiFilterValues => ({
  incoterms: options.incoterms,
  modais: options.modes,
  urfs_despacho: options.urfsDespacho,
  urfs_entrada: options.urfsEntrada,
  recintos: options.recintos,
  exportadores: options.exporters,
  fabricantes: options.manufacturers,
  paises_aquisicao: options.acquisitionCountries,
  paises_origem: options.originCountries,
  moedas_negociada: options.currencies.map((codigo) => ({ moeda: currencyName(codigo), codigo })),
  declaracoes: options.declarations,
});
