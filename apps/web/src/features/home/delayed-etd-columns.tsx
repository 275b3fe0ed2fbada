import type { TProcessResponse } from '@pc/contract/process';
import type { TTableColumn } from '../../components/data-table/table-search.ts';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { formatDate, formatProcessReference, orNI } from '../../lib/format.ts';

const dateColumn = (
  id: string,
  header: string,
  value: (process: TProcessResponse) => string | null | undefined,
): TTableColumn<TProcessResponse> => ({
  id,
  header,
  getText: (process) => orNI(formatDate(value(process))),
  getSortValue: (process) => value(process) ?? null,
});

/** Spec part 1 §2: PRI, Ref. Pedido/Cliente, Status, Exportador, Invoice, Tipo de Embarque, ETD Inicial, ETD. */
export const DELAYED_ETD_COLUMNS: readonly TTableColumn<TProcessResponse>[] = [
  {
    id: 'reference',
    header: 'PRI',
    getText: (process) => formatProcessReference(process.typeOfProcess, process.identification),
  },
  { id: 'customerRef', header: 'Ref. Pedido/Cliente', getText: (process) => orNI(process.customerRef) },
  { id: 'status', header: 'Status', getText: (process) => orNI(process.status) },
  {
    id: 'exporter',
    header: 'Exportador',
    getText: (process) => orNI(process.exporter?.name),
    // Presentation mode blurs exporter names (spec part 1 §1).
    render: (process) => <SensitiveName>{orNI(process.exporter?.name)}</SensitiveName>,
  },
  { id: 'invoice', header: 'Invoice', getText: (process) => orNI(process.invoice) },
  { id: 'typeOfBoarding', header: 'Tipo de Embarque', getText: (process) => orNI(process.typeOfBoarding) },
  dateColumn('initialDatesETD', 'ETD Inicial', (process) => process.initialDatesETD),
  dateColumn('datesETD', 'ETD', (process) => process.datesETD),
];
