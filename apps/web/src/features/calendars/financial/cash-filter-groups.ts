import type { TFilterGroup } from '../filters-menu.tsx';
import type { TCashFilters } from './cash-entries.ts';

/** Tipo (Numerários, Invoices) and Status Numerário (Pago, À Pagar) checkboxes of the Filters menu. */
export const cashFilterGroups = (
  filters: TCashFilters,
  onChange: (patch: Partial<TCashFilters>) => void,
): TFilterGroup[] => [
  {
    label: 'Tipo',
    options: [
      {
        label: 'Numerários',
        isChecked: filters.hasNumerarios,
        onChange: (value) => onChange({ hasNumerarios: value }),
      },
      {
        label: 'Invoices',
        isChecked: filters.hasInvoices,
        onChange: (value) => onChange({ hasInvoices: value }),
      },
    ],
  },
  {
    label: 'Status Numerário',
    options: [
      { label: 'Pago', isChecked: filters.hasPaid, onChange: (value) => onChange({ hasPaid: value }) },
      { label: 'À Pagar', isChecked: filters.hasToPay, onChange: (value) => onChange({ hasToPay: value }) },
    ],
  },
];
