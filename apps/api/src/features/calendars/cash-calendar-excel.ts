import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { TCashCalendarCategory } from '@pc/contract/cash-calendar';
import { PAYMENT_STATE_LABELS } from '@pc/contract/payment-reports';
import { processReference } from '@pc/contract/process';
import {
  DATE_FORMAT,
  MONEY_FORMAT,
  NOT_INFORMED,
  textCell,
  toExcelDate,
} from '../../lib/spreadsheet/spreadsheet-cells.ts';
import { streamSheet, type TCell, type TSheetColumn } from '../../lib/spreadsheet/stream-sheet.ts';
import { currencyOfEntry, roundCents, type TCashEntry } from './cash-calendar-items.ts';

/** The legend's names (part 2 §2.3). */
const CATEGORY_LABEL: Record<TCashCalendarCategory, string> = {
  NUMERARIO: 'Numerário',
  NUMERARIO_PREVISTO: 'Numerário Previsto',
  PARCELA_INVOICE: 'Parcela de Invoice',
};

const RATE_FORMAT = '#,##0.0000';

const CASH_CALENDAR_SHEET = 'Calendário Financeiro';

type TCompanyName = { name: string };

/** A sheet row: a calendar entry, or the closing Total row. */
type TCashRow =
  | { kind: 'entry'; entry: TCashEntry; companyName: string | undefined }
  | { kind: 'total'; count: number; total: number };

const empty: TCell = { value: null };

/** A column: its cell on an entry, and on the Total row (empty unless given). */
const column = (
  header: string,
  width: number,
  entryCell: (entry: TCashEntry, companyName: string | undefined) => TCell,
  totalCell: (row: { count: number; total: number }) => TCell = () => empty,
): TSheetColumn<TCashRow> => ({
  header,
  width,
  cell: (row) => {
    switch (row.kind) {
      case 'entry':
        return entryCell(row.entry, row.companyName);
      case 'total':
        return { ...totalCell(row), isBold: true };
      default: {
        const exhaustive: never = row;
        throw new Error(`Linha desconhecida: ${String(exhaustive)}`);
      }
    }
  },
});

/** A number cell, or N/I where the entry has no such number (the TXT writes zeros there). */
const numberCell = (value: number | null, numFmt: string): TCell =>
  value === null ? { value: NOT_INFORMED } : { value, numFmt };

const CASH_CALENDAR_COLUMNS: readonly TSheetColumn<TCashRow>[] = [
  column(
    'Data',
    12,
    ({ day }) => ({ value: toExcelDate(day), numFmt: DATE_FORMAT }),
    () => ({ value: 'Total' }),
  ),
  column(
    'Tipo',
    20,
    ({ item }) => ({ value: CATEGORY_LABEL[item.category] }),
    ({ count }) => ({ value: `${count} ${count === 1 ? 'lançamento' : 'lançamentos'}` }),
  ),
  column('Referência', 12, ({ item }) => ({
    value: processReference(item.typeOfProcess, item.identification),
  })),
  column('Empresa', 32, (_entry, companyName) => ({ value: textCell(companyName) })),
  column('Ref. Cliente', 22, ({ item }) => ({ value: textCell(item.customerReference) })),
  column('Invoice', 22, ({ item }) => ({ value: textCell(item.invoiceNumber) })),
  // The currency columns say what the TXT's say (currencyOfEntry): a numerário in BRL, unconverted.
  column('Moeda', 8, (entry) => ({ value: textCell(currencyOfEntry(entry).currency) })),
  column('Valor na Moeda', 16, (entry) => numberCell(currencyOfEntry(entry).amountInCurrency, MONEY_FORMAT)),
  column('Taxa de Câmbio', 14, (entry) => numberCell(currencyOfEntry(entry).exchangeRate, RATE_FORMAT)),
  column(
    'Valor (R$)',
    16,
    ({ item }) => ({ value: item.value, numFmt: MONEY_FORMAT }),
    ({ total }) => ({ value: roundCents(total), numFmt: MONEY_FORMAT }),
  ),
  // The payment state: À Pagar, Pagamento informado or Pago, as the screen's legend.
  column('Status', 22, ({ item }) => ({ value: PAYMENT_STATE_LABELS[item.paymentState] })),
];

/**
 * calendario-financeiro.xlsx, streamed: one row per calendar entry in calendar order, then a Total
 * row with the count and the sum in reais. `batches` yields the entries a piece of the period at a
 * time (in order), so neither the first byte nor memory waits for, or grows with, a long period.
 * Dates are real dates (dd/mm/yyyy) and amounts numbers (#,##0.00).
 */
export const streamCashCalendarWorkbook = ({
  batches,
  companyById,
  logger,
}: {
  batches: AsyncIterable<readonly TCashEntry[]>;
  companyById: ReadonlyMap<number, TCompanyName>;
  logger: FastifyBaseLogger;
}): Readable => {
  async function* rows(): AsyncGenerator<readonly TCashRow[]> {
    let count = 0;
    let total = 0;
    for await (const entries of batches) {
      count += entries.length;
      yield entries.map((entry) => {
        total += entry.item.value;
        return { kind: 'entry', entry, companyName: companyById.get(entry.companyId)?.name } as const;
      });
    }
    yield [{ kind: 'total', count, total }];
  }
  return streamSheet({
    sheetName: CASH_CALENDAR_SHEET,
    columns: CASH_CALENDAR_COLUMNS,
    rows: rows(),
    isHeaderFrozen: true,
    logger,
  });
};
