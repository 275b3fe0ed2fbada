import type { TProductListRow } from '@pc/contract/products';
import { Link } from 'react-router';
import type { TTableColumn } from '../../components/data-table/table-search.ts';
import { formatDate, formatNcm, formatNumber } from '../../lib/format.ts';
import { formatUnitBRL, quantityText } from '../../lib/format-cost.ts';
import { toProduct } from '../../lib/routes.ts';
import styles from './products.module.css';

/** 'Unidades diversas' when the imports carry more than one unit (no sum or mean is taken). */
export const productQuantityText = (row: Pick<TProductListRow, 'quantity' | 'unit' | 'hasMixedUnits'>) =>
  row.hasMixedUnits ? 'Unidades diversas' : quantityText(row);

/** '+12,3%', '−4,0%', '0,0%'; '—' without both periods' means. */
export const changeText = (change: number | null): string => {
  if (change === null) return '—';
  const text = formatNumber(Math.abs(change) * 100, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (text === '0,0') return '0,0%';
  return `${change > 0 ? '+' : '−'}${text}%`;
};

/** Up is dearer (red), down is cheaper (green): the importer's reading of a cost. */
export const ChangeBadge = ({ change }: { change: number | null }) => (
  <span
    className={
      change === null || Math.abs(change) < 0.0005 ? undefined : change > 0 ? styles.up : styles.down
    }
    aria-label={
      change === null
        ? 'Sem período anterior para comparar'
        : `${changeText(change)} em relação ao período anterior`
    }
  >
    {changeText(change)}
  </span>
);

/** The list's columns; the product's code opens its page with the list's filters. */
export const productColumns = (search: string): TTableColumn<TProductListRow>[] => [
  {
    id: 'product',
    header: 'Produto',
    getText: (row) => `${row.productCode} ${row.description ?? ''}`,
    getSortValue: (row) => row.productCode,
    render: (row) => (
      <span className={styles.productCell}>
        <Link className={styles.productLink} to={toProduct(row.productCode, search)}>
          {row.productCode}
        </Link>
        {row.description && <span className={styles.description}>{row.description}</span>}
      </span>
    ),
  },
  { id: 'ncm', header: 'NCM', getText: (row) => formatNcm(row.ncm) },
  {
    id: 'lastImport',
    header: 'Última importação',
    getText: (row) => formatDate(row.lastImportDate),
    getSortValue: (row) => row.lastImportDate,
  },
  {
    id: 'imports',
    header: 'Processos',
    getText: (row) => formatNumber(row.imports),
    getSortValue: (row) => row.imports,
  },
  {
    id: 'quantity',
    header: 'Quantidade',
    getText: productQuantityText,
    getSortValue: (row) => row.quantity,
    render: (row) => <span className={styles.numeric}>{productQuantityText(row)}</span>,
  },
  {
    id: 'meanUnitCost',
    header: 'Custo unitário médio',
    getText: (row) => formatUnitBRL(row.meanUnitCost),
    getSortValue: (row) => row.meanUnitCost,
    render: (row) => <span className={styles.numeric}>{formatUnitBRL(row.meanUnitCost)}</span>,
  },
  {
    id: 'meanUnitNetCost',
    header: 'Custo unitário líquido',
    getText: (row) => formatUnitBRL(row.meanUnitNetCost),
    getSortValue: (row) => row.meanUnitNetCost,
    render: (row) => <span className={styles.numeric}>{formatUnitBRL(row.meanUnitNetCost)}</span>,
  },
  {
    id: 'previous',
    header: 'Período anterior',
    getText: (row) => formatUnitBRL(row.previousMeanUnitCost),
    getSortValue: (row) => row.previousMeanUnitCost,
    render: (row) => <span className={styles.numeric}>{formatUnitBRL(row.previousMeanUnitCost)}</span>,
  },
  {
    id: 'change',
    header: 'Variação',
    getText: (row) => changeText(row.change),
    getSortValue: (row) => row.change,
    render: (row) => (
      <span className={styles.numeric}>
        <ChangeBadge change={row.change} />
      </span>
    ),
  },
];
