import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TCashCalendarCategory } from '@pc/contract/cash-calendar';
import { processReference } from '@pc/contract/process';
import { DATE_FORMAT, MONEY_FORMAT, textCell, toExcelDate } from '../../lib/spreadsheet/spreadsheet-cells.ts';
import { roundCents, type TCashEntry } from './cash-calendar-items.ts';

/** The legend's names (part 2 §2.3). */
const CATEGORY_LABEL: Record<TCashCalendarCategory, string> = {
  NUMERARIO: 'Numerário',
  NUMERARIO_PREVISTO: 'Numerário Previsto',
  PARCELA_INVOICE: 'Parcela de Invoice',
};

const STATUS_LABEL = { paid: 'Pago', toPay: 'À Pagar' } as const;

const RATE_FORMAT = '#,##0.0000';

const CASH_CALENDAR_SHEET = 'Calendário Financeiro';

const CASH_CALENDAR_COLUMNS = [
  { header: 'Data', width: 12 },
  { header: 'Tipo', width: 20 },
  { header: 'Referência', width: 12 },
  { header: 'Empresa', width: 32 },
  { header: 'Ref. Cliente', width: 22 },
  { header: 'Invoice', width: 22 },
  { header: 'Moeda', width: 8 },
  { header: 'Valor na Moeda', width: 16 },
  { header: 'Taxa de Câmbio', width: 14 },
  { header: 'Valor (R$)', width: 16 },
  { header: 'Status', width: 10 },
] as const;

type TCompanyName = { name: string };

/**
 * calendario-financeiro.xlsx: one row per calendar entry in calendar order, then a Total row
 * with the sum in reais. Dates are real dates (dd/mm/yyyy), amounts numbers (#,##0.00); currency
 * columns stay empty on numerários (they are in reais).
 */
export const buildCashCalendarWorkbook = async ({
  entries,
  companyById,
}: {
  entries: readonly TCashEntry[];
  companyById: ReadonlyMap<number, TCompanyName>;
}): Promise<Buffer> => {
  // The streaming writer commits rows as they go (several times faster than a Workbook for
  // a month of 30k entries); the bytes are gathered so the answer has a length and never stops half-way.
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(CASH_CALENDAR_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CASH_CALENDAR_COLUMNS.map((column) => ({ header: column.header, width: column.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  let total = 0;
  for (const { day, companyId, item } of entries) {
    total += item.value;
    const isInstallment = item.category === 'PARCELA_INVOICE';
    const row = sheet.addRow([
      toExcelDate(day),
      CATEGORY_LABEL[item.category],
      processReference(item.typeOfProcess, item.identification),
      textCell(companyById.get(companyId)?.name),
      textCell(item.customerReference),
      textCell(item.invoiceNumber),
      isInstallment ? textCell(item.invoiceCurrency) : null,
      isInstallment ? item.invoiceInstallmentValue : null,
      isInstallment ? item.lastExchangeRate : null,
      item.value,
      item.cashRequestDone ? STATUS_LABEL.paid : STATUS_LABEL.toPay,
    ]);
    row.getCell(1).numFmt = DATE_FORMAT;
    row.getCell(8).numFmt = MONEY_FORMAT;
    row.getCell(9).numFmt = RATE_FORMAT;
    row.getCell(10).numFmt = MONEY_FORMAT;
    row.commit();
  }

  const count = `${entries.length} ${entries.length === 1 ? 'lançamento' : 'lançamentos'}`;
  const totalRow = sheet.addRow(['Total', count]);
  totalRow.getCell(10).value = roundCents(total);
  totalRow.getCell(10).numFmt = MONEY_FORMAT;
  totalRow.font = { bold: true };
  totalRow.commit();
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
};
