import { z } from 'zod';
import { DUIMP_LICENSING_LABELS, DUIMP_SITUATION_LABELS, duimpLabelOf } from './duimp.ts';
import { processReference, type TProcessResponse } from './process.ts';
import type { TWayOfTransport } from './primitives.ts';

/** How a report cell is shown and exported: text, a calendar date (dd/mm/yyyy) or a BRL-style number (#,##0.00). */
export type TReportColumnType = 'text' | 'date' | 'money';

/** A cell value: text, a date string (yyyy-MM-dd or an ISO instant), a number, or null (shown as 'N/I'). */
export type TReportCellValue = string | number | null;

/** Process fields the DI/DUIMP columns read; which one applies is chosen by the process's `duimp` flag. */
type TDeclarationField = keyof TProcessResponse;

export type TReportColumn = {
  key: TReportColumnKey;
  /** pt-BR header of the table and of the spreadsheet. */
  label: string;
  type: TReportColumnType;
  /** Set on the DI or DUIMP columns (spec: "DI or DUIMP fields are chosen by the duimp flag"); null = no field. */
  declaration?: { di: TDeclarationField | null; duimp: TDeclarationField | null };
  value: (process: TProcessResponse) => TReportCellValue;
};

/** Column keys of the general import report (part 1 §2), in the spec's order. */
export const REPORT_COLUMN_KEYS = [
  'reference',
  'step',
  'company',
  'exporter',
  'customerRef',
  'anotherRef',
  'status',
  'invoice',
  'currency',
  'wayOfTransport',
  'incoterm',
  'freightForwarder',
  'containerType',
  'created',
  'datesEstimatedGoodsReadinesDate',
  'datesETD',
  'datesETA',
  'datesEstimatedCustomerDeliverDate',
  'estimatedStepCashRequest',
  'datesGoodsReadinesDate',
  'datesCargoCollectDate',
  'datesDepartureDate',
  'datesArrivalDate',
  'declarationNumber',
  'declarationProtocol',
  'declarationRegistryDate',
  'declarationClearanceDate',
  'declarationChannel',
  'duimpSituation',
  'duimpLicensingSituation',
  'datesGoodsLoadingDate',
  'datesCustomerDeliverDate',
  'cifValue',
] as const;
export const ZReportColumnKey = z.enum(REPORT_COLUMN_KEYS, {
  error: `Informe colunas do relatório entre: ${REPORT_COLUMN_KEYS.join(', ')}.`,
});
export type TReportColumnKey = z.infer<typeof ZReportColumnKey>;

/** pt-BR names of the modes, as the report and the process detail show them. */
export const WAY_OF_TRANSPORT_LABEL: Record<TWayOfTransport, string> = {
  AEREA: 'Aérea',
  MARITIMA: 'Marítima',
  RODOVIARIA: 'Rodoviária',
};

const field =
  (name: keyof TProcessResponse) =>
  (process: TProcessResponse): TReportCellValue => {
    const value = process[name];
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  };

const declaration = (di: TDeclarationField | null, duimp: TDeclarationField | null) => ({
  declaration: { di, duimp },
  value: (process: TProcessResponse): TReportCellValue => {
    const name = process.duimp ? duimp : di;
    return name === null ? null : field(name)(process);
  },
});

/** A DUIMP-only column: a DI process has none (N/I); the code's pt-BR label, or the code as sent. */
const duimpLabelColumn = (
  name: 'duimpSituation' | 'duimpLicensingSituation',
  labels: Readonly<Record<string, string>>,
) => ({
  declaration: { di: null, duimp: name },
  value: (process: TProcessResponse): TReportCellValue => {
    const code = process.duimp ? process[name] : null;
    return code === null ? null : duimpLabelOf(labels, code);
  },
});

/** The report column catalogue shared by the web table and the server's spreadsheet export. */
export const REPORT_COLUMNS: readonly TReportColumn[] = [
  {
    key: 'reference',
    label: 'Referência',
    type: 'text',
    value: (p) => processReference(p.typeOfProcess, p.identification),
  },
  { key: 'step', label: 'Etapa', type: 'text', value: (p) => p.step?.alias ?? null },
  { key: 'company', label: 'Empresa', type: 'text', value: (p) => p.customer?.name ?? null },
  { key: 'exporter', label: 'Exportador', type: 'text', value: (p) => p.exporter?.name ?? null },
  { key: 'customerRef', label: 'Ref. Pedido Cliente', type: 'text', value: field('customerRef') },
  { key: 'anotherRef', label: 'Outras Referências', type: 'text', value: field('anotherRef') },
  { key: 'status', label: 'Status', type: 'text', value: field('status') },
  { key: 'invoice', label: 'Invoice', type: 'text', value: field('invoice') },
  { key: 'currency', label: 'Moeda', type: 'text', value: field('cifValueCurrency') },
  {
    key: 'wayOfTransport',
    label: 'Modal',
    type: 'text',
    value: (p) => (p.wayOfTransport ? WAY_OF_TRANSPORT_LABEL[p.wayOfTransport] : null),
  },
  { key: 'incoterm', label: 'Incoterm', type: 'text', value: field('incoterm') },
  {
    key: 'freightForwarder',
    label: 'Agente de Carga',
    type: 'text',
    value: (p) => p.freightForwarder?.name ?? null,
  },
  // The process has no container field: the boarding type (FCL, LCL, BKB, AEREO, RODOVIARIO) is what the column shows.
  { key: 'containerType', label: 'Tipo de Contêiner', type: 'text', value: field('typeOfBoarding') },
  { key: 'created', label: 'Data de Abertura', type: 'date', value: field('created') },
  {
    key: 'datesEstimatedGoodsReadinesDate',
    label: 'Prontidão Prevista',
    type: 'date',
    value: field('datesEstimatedGoodsReadinesDate'),
  },
  { key: 'datesETD', label: 'ETD', type: 'date', value: field('datesETD') },
  { key: 'datesETA', label: 'ETA', type: 'date', value: field('datesETA') },
  {
    key: 'datesEstimatedCustomerDeliverDate',
    label: 'Entrega Prevista',
    type: 'date',
    value: field('datesEstimatedCustomerDeliverDate'),
  },
  {
    key: 'estimatedStepCashRequest',
    label: 'Numerário Previsto',
    type: 'date',
    value: field('estimatedStepCashRequest'),
  },
  {
    key: 'datesGoodsReadinesDate',
    label: 'Prontidão da Carga',
    type: 'date',
    value: field('datesGoodsReadinesDate'),
  },
  { key: 'datesCargoCollectDate', label: 'Coleta', type: 'date', value: field('datesCargoCollectDate') },
  { key: 'datesDepartureDate', label: 'Embarque', type: 'date', value: field('datesDepartureDate') },
  { key: 'datesArrivalDate', label: 'Chegada', type: 'date', value: field('datesArrivalDate') },
  {
    key: 'declarationNumber',
    label: 'Número DI/DUIMP',
    type: 'text',
    ...declaration('diNumber', 'duimpIdentification'),
  },
  // The DUIMP has no protocol number.
  {
    key: 'declarationProtocol',
    label: 'Número do Protocolo',
    type: 'text',
    ...declaration('diProtocol', null),
  },
  {
    key: 'declarationRegistryDate',
    label: 'Data de Registro',
    type: 'date',
    ...declaration('diRegistryDate', 'duimpRegistryDate'),
  },
  {
    key: 'declarationClearanceDate',
    label: 'Data de Desembaraço',
    type: 'date',
    ...declaration('diResourcefulnessDate', 'duimpResourcefulnessDate'),
  },
  { key: 'declarationChannel', label: 'Canal', type: 'text', ...declaration('diChannel', 'duimpChannel') },
  // Not in the spec: the DUIMP's situations, labelled by the glossary, an unknown code as sent.
  {
    key: 'duimpSituation',
    label: 'Situação da DUIMP',
    type: 'text',
    ...duimpLabelColumn('duimpSituation', DUIMP_SITUATION_LABELS),
  },
  {
    key: 'duimpLicensingSituation',
    label: 'Licenciamento (LPCO)',
    type: 'text',
    ...duimpLabelColumn('duimpLicensingSituation', DUIMP_LICENSING_LABELS),
  },
  {
    key: 'datesGoodsLoadingDate',
    label: 'Carregamento',
    type: 'date',
    value: field('datesGoodsLoadingDate'),
  },
  {
    key: 'datesCustomerDeliverDate',
    label: 'Entrega ao Cliente',
    type: 'date',
    value: field('datesCustomerDeliverDate'),
  },
  { key: 'cifValue', label: 'Valor CIF', type: 'money', value: field('cifValue') },
];

const COLUMN_BY_KEY = new Map(REPORT_COLUMNS.map((column) => [column.key, column]));

/** The catalogue entry of a key (every key has one; checked by the contract tests). */
export const getReportColumn = (key: TReportColumnKey): TReportColumn => {
  const column = COLUMN_BY_KEY.get(key);
  if (!column) throw new Error(`Coluna de relatório desconhecida: ${key}`);
  return column;
};
