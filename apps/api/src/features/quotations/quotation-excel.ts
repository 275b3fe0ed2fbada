import ExcelJS from 'exceljs';
import type { TFreightQuotation } from '@pc/contract/quotation';
import {
  DATE_FORMAT,
  MONEY_FORMAT,
  NOT_INFORMED,
  textCell,
  toExcelDate,
} from '../../lib/spreadsheet/spreadsheet-cells.ts';

type TColumn = {
  header: string;
  width: number;
  format?: string;
  value: (quotation: TFreightQuotation, position: number) => ExcelJS.CellValue;
};

const money = (value: number | null): ExcelJS.CellValue => value ?? NOT_INFORMED;

/**
 * A per-currency total: N/I when the forwarder did not quote that currency (null or 0, the '-' of
 * the ranking table), as every sheet writes a money cell without a value; else the number.
 */
const quoted = (value: number | null): ExcelJS.CellValue => (value ? value : NOT_INFORMED);

/** Its value in reais, only under a quoted total. */
const quotedReais = (value: number | null, reais: number | null): ExcelJS.CellValue =>
  value ? money(reais) : NOT_INFORMED;

const approvalText = (quotation: TFreightQuotation): string => {
  if (quotation.approved === true) return 'Aprovado';
  if (quotation.approved === false) return quotation.rejectReason ? 'Justificativa' : 'Reprovado';
  return '';
};

const containersText = (quotation: TFreightQuotation): string =>
  quotation.containers
    .map((container) => `${container.quantity} x ${container.type ?? NOT_INFORMED}`)
    .join(', ');

/** Columns of the ranking spreadsheet, in the order of the screen's ranking table, with its blanks. */
export const QUOTATION_COLUMNS: readonly TColumn[] = [
  { header: 'Posição', width: 9, value: (_, position) => position },
  { header: 'Aprovação', width: 14, value: (q) => approvalText(q) || NOT_INFORMED },
  { header: 'Agente de Carga', width: 30, value: (q) => textCell(q.freightForwarder?.name) },
  { header: 'Contato', width: 22, value: (q) => textCell(q.person) },
  { header: 'Status', width: 14, value: (q) => q.status.description },
  {
    header: 'Data da Cotação',
    width: 14,
    format: DATE_FORMAT,
    value: (q) => toExcelDate(q.created) ?? NOT_INFORMED,
  },
  { header: 'Transit Time (dias)', width: 12, value: (q) => q.transitTime ?? NOT_INFORMED },
  { header: 'Free Time (dias)', width: 12, value: (q) => q.freetime ?? NOT_INFORMED },
  { header: 'Transbordo', width: 18, value: (q) => textCell(q.transhipment) },
  { header: 'Porto de Destino', width: 18, value: (q) => textCell(q.destinationPort) },
  { header: 'Recinto', width: 22, value: (q) => textCell(q.customsEnclosure) },
  { header: 'Armador', width: 20, value: (q) => textCell(q.shipowner) },
  { header: 'Total USD', width: 14, format: MONEY_FORMAT, value: (q) => quoted(q.totalUSD) },
  {
    header: 'Total USD (R$)',
    width: 14,
    format: MONEY_FORMAT,
    value: (q) => quotedReais(q.totalUSD, q.totalUSDReais),
  },
  { header: 'Total EUR', width: 14, format: MONEY_FORMAT, value: (q) => quoted(q.totalEUR) },
  {
    header: 'Total EUR (R$)',
    width: 14,
    format: MONEY_FORMAT,
    value: (q) => quotedReais(q.totalEUR, q.totalEURReais),
  },
  { header: 'Total R$', width: 14, format: MONEY_FORMAT, value: (q) => quoted(q.totalReais) },
  { header: 'Outras Moedas', width: 14, format: MONEY_FORMAT, value: (q) => quoted(q.totalOthers) },
  { header: 'Moeda', width: 8, value: (q) => textCell(q.currency?.name) },
  {
    header: 'Outras Moedas (R$)',
    width: 14,
    format: MONEY_FORMAT,
    value: (q) => quotedReais(q.totalOthers, q.totalOthersReais),
  },
  { header: 'Total Geral (R$)', width: 16, format: MONEY_FORMAT, value: (q) => money(q.total) },
  { header: 'Contêineres', width: 24, value: (q) => textCell(containersText(q)) },
  { header: 'Justificativa', width: 30, value: (q) => textCell(q.rejectReason) },
  { header: 'Observação', width: 40, value: (q) => textCell(q.observation) },
];

/** The ranking (already ordered) as an xlsx: one row per quotation, position from 1. */
export const buildQuotationWorkbook = async (ranked: readonly TFreightQuotation[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cotações');
  sheet.columns = QUOTATION_COLUMNS.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.format ? { style: { numFmt: column.format } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  ranked.forEach((quotation, index) => {
    sheet.addRow(QUOTATION_COLUMNS.map((column) => column.value(quotation, index + 1)));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
