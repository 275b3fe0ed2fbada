import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  DATE_FORMAT,
  MONEY_FORMAT,
  NOT_INFORMED,
  textCell,
  toExcelDate,
} from '../../lib/spreadsheet/spreadsheet-cells.ts';
import { streamSheet, type TCell } from '../../lib/spreadsheet/stream-sheet.ts';
import type {
  TAnalyticsFact,
  TAnalyticsFilter,
  TAnalyticsStore,
} from '../../core/analytics/analytics-types.ts';

type TColumnKind = 'text' | 'identifier' | 'date' | 'money' | 'weight';
type TColumn = {
  header: string;
  kind: TColumnKind;
  width: number;
  value: (fact: TAnalyticsFact) => string | number | null;
};

const WEIGHT_FORMAT = '#,##0.000';

/**
 * A whole number written as its digits: no thousands separator (1234567, not 1.234.567) and never
 * an exponent. For numeric identifiers, which are stored as numbers: the same number as a text cell
 * is what Excel marks 'number stored as text' (the green triangle), and sorts as text (10 before 9).
 */
const IDENTIFIER_FORMAT = '0';

const text = (header: string, value: TColumn['value'], width = 22): TColumn => ({
  header,
  kind: 'text',
  width,
  value,
});
const money = (header: string, value: (fact: TAnalyticsFact) => number): TColumn => ({
  header,
  kind: 'money',
  width: 16,
  value,
});

/** The item columns of 'analise-operacional.xlsx', headers in pt-BR. */
const COLUMNS: readonly TColumn[] = [
  { header: 'Data de Registro', kind: 'date', width: 14, value: (fact) => fact.registryDate },
  text('Adquirente', (fact) => fact.acquirerName, 30),
  // The process id is an integer without leading zeros (an INTEGER column), so a number cell holds
  // it exactly, sorts and filters it as a number, and Excel has nothing to flag.
  { header: 'Processo', kind: 'identifier', width: 12, value: (fact) => fact.processId },
  text(
    'NCM',
    (fact) =>
      /^\d{8}$/.test(fact.ncm)
        ? `${fact.ncm.slice(0, 4)}.${fact.ncm.slice(4, 6)}.${fact.ncm.slice(6)}`
        : fact.ncm,
    12,
  ),
  text('Modal', (fact) => fact.mode),
  text('Canal', (fact) => fact.channel, 12),
  text('Incoterm', (fact) => fact.incoterm, 10),
  text('Moeda Negociada', (fact) => fact.currency, 10),
  text('URF de Despacho', (fact) => fact.urfDespacho),
  text('URF de Entrada', (fact) => fact.urfEntrada),
  text('Recinto Alfandegado', (fact) => fact.recinto, 28),
  text('Exportador', (fact) => fact.exporterName, 30),
  text('País do Exportador', (fact) => fact.exporterCountry, 10),
  text('Fabricante', (fact) => fact.manufacturerName, 30),
  text('Cidade do Fabricante', (fact) => fact.manufacturerCity),
  text('País de Origem', (fact) => fact.originCountry, 10),
  text('País de Aquisição', (fact) => fact.acquisitionCountry, 10),
  money('VMLE (R$)', (fact) => fact.vmle),
  money('VMLD (R$)', (fact) => fact.vmld),
  money('Frete (R$)', (fact) => fact.freight),
  money('II (R$)', (fact) => fact.ii),
  money('IPI (R$)', (fact) => fact.ipi),
  money('PIS (R$)', (fact) => fact.pis),
  money('COFINS (R$)', (fact) => fact.cofins),
  money('Antidumping (R$)', (fact) => fact.antidumping),
  money('Siscomex (R$)', (fact) => fact.siscomex),
  money('ICMS (R$)', (fact) => fact.icms),
  { header: 'Peso Bruto (KG)', kind: 'weight', width: 16, value: (fact) => fact.grossWeight },
  { header: 'Peso Líquido (KG)', kind: 'weight', width: 16, value: (fact) => fact.netWeight },
];

const cellOf = (column: TColumn, fact: TAnalyticsFact): TCell => {
  const value = column.value(fact);
  if (value === null || value === '') return { value: NOT_INFORMED };
  switch (column.kind) {
    case 'text':
      return { value: textCell(String(value)) };
    case 'date': {
      const date = toExcelDate(String(value));
      return date ? { value: date, numFmt: DATE_FORMAT } : { value: NOT_INFORMED };
    }
    case 'identifier':
      return { value: Number(value), numFmt: IDENTIFIER_FORMAT };
    case 'money':
      return { value: Number(value), numFmt: MONEY_FORMAT };
    case 'weight':
      return { value: Number(value), numFmt: WEIGHT_FORMAT };
    default: {
      const exhaustive: never = column.kind;
      throw new Error(`Tipo de coluna desconhecido: ${String(exhaustive)}`);
    }
  }
};

/** Streams the filtered period's items as a real .xlsx: rows leave as the store yields them. */
export const streamBiExport = ({
  store,
  filter,
  logger,
}: {
  store: TAnalyticsStore;
  filter: TAnalyticsFilter;
  logger: FastifyBaseLogger;
}): Readable =>
  streamSheet({
    sheetName: 'Itens',
    columns: COLUMNS.map((column) => ({
      header: column.header,
      width: column.width,
      cell: (fact: TAnalyticsFact) => cellOf(column, fact),
    })),
    rows: store.exportFacts(filter),
    logger,
  });
