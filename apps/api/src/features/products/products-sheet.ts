import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { COST_COMPONENT_LABELS, COST_COMPONENTS } from '@pc/contract/landed-cost-rules';
import type {
  TProductDetail,
  TProductImport,
  TProductList,
  TProductListRow,
  TProductSupplier,
} from '@pc/contract/products';
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
const PERCENT_FORMAT = '0.0%';

const orNot = (value: number | null, numFmt: string): TCell =>
  value === null ? { value: NOT_INFORMED } : { value, numFmt };
const day = (value: string): TCell => ({ value: toExcelDate(value), numFmt: DATE_FORMAT });

const LIST_COLUMNS: readonly TSheetColumn<TProductListRow>[] = [
  { header: 'Produto', width: 16, cell: (row) => ({ value: row.productCode }) },
  { header: 'Descrição', width: 36, cell: (row) => ({ value: textCell(row.description) }) },
  { header: 'NCM', width: 11, cell: (row) => ({ value: row.ncm }) },
  { header: 'Última importação', width: 14, cell: (row) => day(row.lastImportDate) },
  { header: 'Processos', width: 12, cell: (row) => ({ value: row.imports }) },
  { header: 'Quantidade', width: 14, cell: (row) => orNot(row.quantity, QUANTITY_FORMAT) },
  {
    header: 'Unidade',
    width: 10,
    cell: (row) => ({ value: row.hasMixedUnits ? 'Unidades diversas' : textCell(row.unit) }),
  },
  { header: 'Custo total bruto', width: 18, cell: (row) => orNot(row.grossCost, MONEY_FORMAT) },
  { header: 'Custo unitário médio', width: 18, cell: (row) => orNot(row.meanUnitCost, UNIT_FORMAT) },
  {
    header: 'Custo unitário médio líquido',
    width: 18,
    cell: (row) => orNot(row.meanUnitNetCost, UNIT_FORMAT),
  },
  {
    header: 'Custo unitário médio anterior',
    width: 18,
    cell: (row) => orNot(row.previousMeanUnitCost, UNIT_FORMAT),
  },
  { header: 'Variação', width: 10, cell: (row) => orNot(row.change, PERCENT_FORMAT) },
];

/** The Produtos list as the screen shows it (the costliest first), with the period it compares. */
export const streamProductListWorkbook = ({
  list,
  logger,
}: {
  list: TProductList;
  logger: FastifyBaseLogger;
}): Readable =>
  streamWorkbook({
    logger,
    sheets: [{ sheetName: 'Produtos', columns: LIST_COLUMNS, rows: [list.products], isHeaderFrozen: true }],
  });

const IMPORT_COLUMNS: readonly TSheetColumn<TProductImport>[] = [
  { header: 'Processo', width: 12, cell: (row) => ({ value: textCell(row.processNumber) }) },
  { header: 'Empresa', width: 28, cell: (row) => ({ value: row.companyName }) },
  { header: 'Registro', width: 12, cell: (row) => day(row.registryDate) },
  { header: 'Fornecedor', width: 28, cell: (row) => ({ value: textCell(row.exporterName) }) },
  { header: 'Origem', width: 16, cell: (row) => ({ value: textCell(row.originCountryName) }) },
  { header: 'Quantidade', width: 12, cell: (row) => orNot(row.quantity, QUANTITY_FORMAT) },
  { header: 'Unidade', width: 9, cell: (row) => ({ value: textCell(row.unit) }) },
  { header: 'Custo da linha', width: 16, cell: (row) => orNot(row.grossCost, MONEY_FORMAT) },
  { header: 'Custo unitário bruto', width: 16, cell: (row) => orNot(row.unitCost, UNIT_FORMAT) },
  { header: 'Custo unitário líquido', width: 16, cell: (row) => orNot(row.unitNetCost, UNIT_FORMAT) },
  ...COST_COMPONENTS.map((component): TSheetColumn<TProductImport> => ({
    header: `${COST_COMPONENT_LABELS[component]} por unidade`,
    width: 14,
    cell: (row) => orNot(row.unitComponents ? row.unitComponents[component] : null, UNIT_FORMAT),
  })),
];

const SUPPLIER_COLUMNS: readonly TSheetColumn<TProductSupplier>[] = [
  { header: 'Fornecedor', width: 30, cell: (row) => ({ value: textCell(row.exporterName) }) },
  { header: 'Origem', width: 16, cell: (row) => ({ value: textCell(row.originCountryName) }) },
  { header: 'Processos', width: 12, cell: (row) => ({ value: row.imports }) },
  { header: 'Quantidade', width: 14, cell: (row) => orNot(row.quantity, QUANTITY_FORMAT) },
  { header: 'Custo unitário médio', width: 18, cell: (row) => orNot(row.meanUnitCost, UNIT_FORMAT) },
  { header: 'Menor custo unitário', width: 18, cell: (row) => orNot(row.minUnitCost, UNIT_FORMAT) },
  { header: 'Maior custo unitário', width: 18, cell: (row) => orNot(row.maxUnitCost, UNIT_FORMAT) },
  { header: 'Última importação', width: 14, cell: (row) => day(row.lastImportDate) },
];

/** A product's imports (newest first, each costed per unit) and its suppliers compared. */
export const streamProductWorkbook = ({
  detail,
  logger,
}: {
  detail: Pick<TProductDetail, 'product' | 'imports' | 'suppliers'>;
  logger: FastifyBaseLogger;
}): Readable =>
  streamWorkbook({
    logger,
    sheets: [
      { sheetName: 'Importações', columns: IMPORT_COLUMNS, rows: [detail.imports], isHeaderFrozen: true },
      {
        sheetName: 'Fornecedores',
        columns: SUPPLIER_COLUMNS,
        rows: [detail.suppliers],
        isHeaderFrozen: true,
      },
      { sheetName: 'Produto', columns: LIST_COLUMNS, rows: [[detail.product]], isHeaderFrozen: true },
    ],
  });
