import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import {
  DATE_FORMAT,
  MONEY_FORMAT,
  NOT_INFORMED,
  textCell,
  toExcelDate,
} from '../../lib/spreadsheet/spreadsheet-cells.ts';
import type { TAnalyticsFact, TAnalyticsFilter, TAnalyticsStore } from './analytics/analytics-types.ts';

type TColumnKind = 'text' | 'date' | 'money' | 'weight';
type TColumn = {
  header: string;
  kind: TColumnKind;
  width: number;
  value: (fact: TAnalyticsFact) => string | number | null;
};

const WEIGHT_FORMAT = '#,##0.000';

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
  text('Processo', (fact) => String(fact.processId), 12),
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

const cellOf = (column: TColumn, fact: TAnalyticsFact): { value: ExcelJS.CellValue; numFmt?: string } => {
  const value = column.value(fact);
  if (value === null || value === '') return { value: NOT_INFORMED };
  switch (column.kind) {
    case 'text':
      return { value: textCell(String(value)) };
    case 'date': {
      const date = toExcelDate(String(value));
      return date ? { value: date, numFmt: DATE_FORMAT } : { value: NOT_INFORMED };
    }
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

const writeItems = async (
  { store, filter }: { store: TAnalyticsStore; filter: TAnalyticsFilter },
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
): Promise<void> => {
  const sheet = workbook.addWorksheet('Itens');
  sheet.columns = COLUMNS.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const batch of store.exportFacts(filter)) {
    for (const fact of batch) {
      const row = sheet.addRow([]);
      COLUMNS.forEach((column, index) => {
        const cell = row.getCell(index + 1);
        const { value, numFmt } = cellOf(column, fact);
        cell.value = value;
        if (numFmt) cell.numFmt = numFmt;
      });
      row.commit();
    }
  }
  sheet.commit();
  await workbook.commit();
};

/** Streams the filtered period's items as a real .xlsx: rows leave as the store yields them. */
export const streamBiExport = (options: {
  store: TAnalyticsStore;
  filter: TAnalyticsFilter;
  logger: FastifyBaseLogger;
}): Readable => {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  writeItems(options, workbook).catch((error: unknown) => {
    // Headers are already sent: all we can do is cut the download short and log why.
    options.logger.error({ err: error }, 'BI export failed');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
};
