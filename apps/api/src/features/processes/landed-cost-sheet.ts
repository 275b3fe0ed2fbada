import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { TCostComponents, TLandedCost, TLandedCostItem } from '@pc/contract/landed-cost';
import {
  COST_COMPONENT_LABELS,
  COST_COMPONENTS,
  EXPENSE_CATEGORY_LABELS,
  LANDED_COST_ALLOCATION_LABELS,
  landedCostAllocationNote,
  TAX_REGIME_LABELS,
  TAX_REGIME_RULES,
} from '@pc/contract/landed-cost-rules';
import {
  DATE_FORMAT,
  MONEY_FORMAT,
  NOT_INFORMED,
  textCell,
  toExcelDate,
} from '../../lib/spreadsheet/spreadsheet-cells.ts';
import { streamWorkbook, type TCell, type TSheetColumn } from '../../lib/spreadsheet/stream-sheet.ts';

const UNIT_FORMAT = '#,##0.0000';
const QUANTITY_FORMAT = '#,##0.#####';

type TItemRow = { kind: 'item'; item: TLandedCostItem } | { kind: 'total'; cost: TLandedCost; count: number };

/** The spreadsheet's column letter of a 0-based index (A, B… Z, AA…). */
const columnLetter = (index: number): string => {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
};

const money = (value: number | null): TCell =>
  value === null ? { value: NOT_INFORMED } : { value, numFmt: MONEY_FORMAT };

/** The Total row's cell of a money column: a SUM over the items, with its value computed here. */
const sumCell = (index: number, count: number, value: number | null): TCell =>
  value === null
    ? { value: NOT_INFORMED, isBold: true }
    : {
        value: { formula: `SUM(${columnLetter(index)}2:${columnLetter(index)}${count + 1})`, result: value },
        numFmt: MONEY_FORMAT,
        isBold: true,
      };

type TColumnSpec = {
  header: string;
  width: number;
  item: (item: TLandedCostItem) => TCell;
  /** The Total row's value of a summed column (absent: the cell stays empty). */
  total?: (cost: TLandedCost) => number | null;
};

const componentColumns = (
  suffix: string,
  pick: (item: TLandedCostItem) => TCostComponents | null,
  numFmt: string,
): TColumnSpec[] =>
  COST_COMPONENTS.map((component) => ({
    header: `${COST_COMPONENT_LABELS[component]}${suffix}`,
    width: 14,
    item: (item) => {
      const values = pick(item);
      return values ? { value: values[component], numFmt } : { value: NOT_INFORMED };
    },
  }));

const ITEM_COLUMNS: readonly TColumnSpec[] = [
  { header: 'Adição', width: 8, item: (item) => ({ value: item.itemNumber }) },
  { header: 'NCM', width: 11, item: (item) => ({ value: item.ncm }) },
  { header: 'Produto', width: 16, item: (item) => ({ value: textCell(item.productCode) }) },
  { header: 'Descrição', width: 32, item: (item) => ({ value: textCell(item.productDescription) }) },
  {
    header: 'Quantidade',
    width: 12,
    item: (item) =>
      item.quantity === null ? { value: NOT_INFORMED } : { value: item.quantity, numFmt: QUANTITY_FORMAT },
  },
  { header: 'Unidade', width: 9, item: (item) => ({ value: textCell(item.unit) }) },
  ...COST_COMPONENTS.map((component): TColumnSpec => ({
    header: COST_COMPONENT_LABELS[component],
    width: 15,
    item: (item) => money(item.components[component]),
    total: (cost) => cost.components[component],
  })),
  {
    header: 'Custo bruto',
    width: 16,
    item: (item) => money(item.totals.gross),
    total: (cost) => cost.totals.gross,
  },
  {
    header: 'Créditos',
    width: 15,
    item: (item) => money(item.totals.credits),
    total: (cost) => cost.totals.credits,
  },
  {
    header: 'Custo líquido',
    width: 16,
    item: (item) => money(item.totals.net),
    total: (cost) => cost.totals.net,
  },
  {
    header: 'Custo unitário bruto',
    width: 16,
    item: (item) =>
      item.unitTotals ? { value: item.unitTotals.gross, numFmt: UNIT_FORMAT } : { value: NOT_INFORMED },
  },
  {
    header: 'Custo unitário líquido',
    width: 16,
    item: (item) =>
      item.unitTotals?.net === null || item.unitTotals === null
        ? { value: NOT_INFORMED }
        : { value: item.unitTotals.net, numFmt: UNIT_FORMAT },
  },
  ...componentColumns(' por unidade', (item) => item.unitComponents, UNIT_FORMAT),
];

const itemColumns = (): TSheetColumn<TItemRow>[] =>
  ITEM_COLUMNS.map((spec, index) => ({
    header: spec.header,
    width: spec.width,
    cell: (row) => {
      switch (row.kind) {
        case 'item':
          return spec.item(row.item);
        case 'total':
          if (index === 0) return { value: 'Total', isBold: true };
          if (index === 1)
            return { value: `${row.count} ${row.count === 1 ? 'adição' : 'adições'}`, isBold: true };
          return spec.total ? sumCell(index, row.count, spec.total(row.cost)) : { value: null };
        default: {
          const exhaustive: never = row;
          throw new Error(`Linha desconhecida: ${String(exhaustive)}`);
        }
      }
    },
  }));

type TExpenseRow =
  | { kind: 'expense'; expense: TLandedCost['expenses'][number] }
  | { kind: 'total'; count: number; total: number };

const EXPENSE_COLUMNS: readonly TSheetColumn<TExpenseRow>[] = [
  {
    header: 'Categoria',
    width: 26,
    cell: (row) =>
      row.kind === 'expense'
        ? { value: EXPENSE_CATEGORY_LABELS[row.expense.category] }
        : { value: 'Total', isBold: true },
  },
  {
    header: 'Descrição',
    width: 32,
    cell: (row) =>
      row.kind === 'expense'
        ? { value: textCell(row.expense.description) }
        : { value: `${row.count} ${row.count === 1 ? 'despesa' : 'despesas'}`, isBold: true },
  },
  {
    header: 'Data',
    width: 12,
    cell: (row) =>
      row.kind === 'expense'
        ? { value: toExcelDate(row.expense.date), numFmt: DATE_FORMAT }
        : { value: null },
  },
  {
    header: 'Valor',
    width: 15,
    cell: (row) => (row.kind === 'expense' ? money(row.expense.amount) : sumCell(3, row.count, row.total)),
  },
  {
    header: 'Dedutível',
    width: 10,
    cell: (row) =>
      row.kind === 'expense' ? { value: row.expense.isTaxDeductible ? 'Sim' : 'Não' } : { value: null },
  },
  {
    header: 'Numerário',
    width: 18,
    cell: (row) => (row.kind === 'expense' ? { value: textCell(row.expense.cashRequest) } : { value: null }),
  },
];

/** The rules the figures follow, one line each, as the Custo tab states them. */
const noteLines = (cost: TLandedCost): { text: string }[] => [
  { text: landedCostAllocationNote(cost) },
  {
    text: cost.taxRegime
      ? TAX_REGIME_RULES[cost.taxRegime]
      : 'Regime tributário não informado pelo despachante: o custo líquido não é calculado.',
  },
  {
    text: 'Valores por linha ao centavo; a diferença de arredondamento de cada despesa fica no item de maior participação.',
  },
  {
    text: 'Valores por unidade com 4 casas decimais; o custo unitário bruto é a soma dos componentes por unidade.',
  },
  ...(cost.taxRegime ? [{ text: `Regime tributário: ${TAX_REGIME_LABELS[cost.taxRegime]}.` }] : []),
  { text: `Rateio escolhido: ${LANDED_COST_ALLOCATION_LABELS[cost.allocation]}.` },
];

/**
 * The classic planilha de custo de nacionalização of a process: the items (one row each, one
 * column per component, line totals and per-unit values) closed by a Total row of SUM formulas, the
 * expenses with their total, and the rules the figures follow.
 */
export const streamLandedCostWorkbook = ({
  cost,
  logger,
}: {
  cost: TLandedCost;
  logger: FastifyBaseLogger;
}): Readable =>
  streamWorkbook({
    logger,
    sheets: [
      {
        sheetName: 'Custo por item',
        columns: itemColumns(),
        rows: [
          [
            ...cost.items.map((item): TItemRow => ({ kind: 'item', item })),
            { kind: 'total', cost, count: cost.items.length } satisfies TItemRow,
          ],
        ],
        isHeaderFrozen: true,
      },
      {
        sheetName: 'Despesas',
        columns: EXPENSE_COLUMNS,
        rows: [
          [
            ...cost.expenses.map((expense): TExpenseRow => ({ kind: 'expense', expense })),
            { kind: 'total', count: cost.expenses.length, total: cost.expensesTotal } satisfies TExpenseRow,
          ],
        ],
        isHeaderFrozen: true,
      },
      {
        sheetName: 'Regras',
        columns: [
          {
            header: 'Como os valores foram calculados',
            width: 120,
            cell: (row: { text: string }) => ({ value: row.text }),
          },
        ],
        rows: [noteLines(cost)],
      },
    ],
  });
