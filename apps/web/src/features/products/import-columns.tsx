import type { TProductImport } from '@pc/contract/products';
import type { TTableColumn } from '../../components/data-table/table-search.ts';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { formatBRL, formatDate, orNI } from '../../lib/format.ts';
import { formatUnitBRL, quantityText } from '../../lib/format-cost.ts';
import styles from './products.module.css';

const numeric = (text: string) => <span className={styles.numeric}>{text}</span>;

/** A product's imports: the process opens on its Custo tab; names blur in presentation mode. */
export const importColumns = (openProcess: (row: TProductImport) => void): TTableColumn<TProductImport>[] => [
  {
    id: 'process',
    header: 'Processo',
    getText: (row) => row.processNumber ?? String(row.processId),
    render: (row) => (
      <button
        type="button"
        className={styles.processButton}
        onClick={() => openProcess(row)}
        aria-label={`Abrir o custo do processo ${row.processNumber ?? row.processId}`}
      >
        {row.processNumber ?? row.processId}
      </button>
    ),
  },
  {
    id: 'registry',
    header: 'Registro',
    getText: (row) => formatDate(row.registryDate),
    getSortValue: (row) => row.registryDate,
  },
  {
    id: 'company',
    header: 'Empresa',
    getText: (row) => row.companyName,
    render: (row) => <SensitiveName>{row.companyName}</SensitiveName>,
  },
  {
    id: 'supplier',
    header: 'Fornecedor',
    getText: (row) => orNI(row.exporterName),
    render: (row) => <SensitiveName>{orNI(row.exporterName)}</SensitiveName>,
  },
  { id: 'origin', header: 'Origem', getText: (row) => orNI(row.originCountryName) },
  {
    id: 'quantity',
    header: 'Quantidade',
    getText: quantityText,
    getSortValue: (row) => row.quantity,
    render: (row) => numeric(quantityText(row)),
  },
  {
    id: 'lineCost',
    header: 'Custo da adição',
    getText: (row) => formatBRL(row.grossCost),
    getSortValue: (row) => row.grossCost,
    render: (row) => numeric(formatBRL(row.grossCost)),
  },
  {
    id: 'unitCost',
    header: 'Custo unitário',
    getText: (row) => formatUnitBRL(row.unitCost),
    getSortValue: (row) => row.unitCost,
    render: (row) => numeric(formatUnitBRL(row.unitCost)),
  },
  {
    id: 'unitNetCost',
    header: 'Custo unitário líquido',
    getText: (row) => formatUnitBRL(row.unitNetCost),
    getSortValue: (row) => row.unitNetCost,
    render: (row) => numeric(formatUnitBRL(row.unitNetCost)),
  },
  {
    id: 'unitExpenses',
    header: 'Despesas por unidade',
    getText: (row) => formatUnitBRL(row.unitComponents?.expenses),
    getSortValue: (row) => row.unitComponents?.expenses ?? null,
    render: (row) => numeric(formatUnitBRL(row.unitComponents?.expenses)),
  },
];
