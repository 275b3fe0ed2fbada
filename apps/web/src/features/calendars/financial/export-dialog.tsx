import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../../components/dialog/dialog-content.tsx';
import { useState, type FormEvent } from 'react';
import type { TCashCalendarCategoryFilter, TCashCalendarStatusFilter } from '@pc/contract/cash-calendar';
import type { TCompany } from '@pc/contract/company';
import { ENTRIES_PERIOD_MAX_DAYS } from '@pc/contract/period-range';
import { CompanySelect } from '../../../components/company-select/company-select.tsx';
import { DateInput } from '../../../components/date-input/date-input.tsx';
import { FormField, fieldA11y } from '../../../components/form-field/form-field.tsx';
import { CloseIcon } from '../../../components/icon/icons.tsx';
import { useToast } from '../../../hooks/use-toast.ts';
import { readDatePeriod } from '../../../lib/date-input.ts';
import { useCashCalendarExport, type TCashCalendarExportInput } from '../api/get-cash-calendar-export.ts';
import dialog from '../../../components/dialog/dialog.module.css';
import page from '../../../components/filter-page/filter-page.module.css';
import styles from './export-dialog.module.css';

export type TExportKind = TCashCalendarExportInput['type'];

export const DATES_REQUIRED = 'A data de início e de fim devem estar preenchidas!';

const CATEGORY_OPTIONS: { value: TCashCalendarCategoryFilter; label: string }[] = [
  { value: 'TODOS', label: 'Todos' },
  { value: 'numerarios', label: 'Numerários' },
  { value: 'invoices', label: 'Invoices' },
];

const STATUS_OPTIONS: { value: TCashCalendarStatusFilter; label: string }[] = [
  { value: 'TODOS', label: 'Todos' },
  { value: 'PAGO', label: 'Pago' },
  { value: 'A_PAGAR', label: 'À Pagar' },
];

type TExportForm = {
  companyIds: number[];
  start: string;
  end: string;
  category: TCashCalendarCategoryFilter;
  status: TCashCalendarStatusFilter;
};

export type TExportValidation =
  { isValid: true; input: Omit<TCashCalendarExportInput, 'type'> } | { isValid: false; message: string };

/**
 * Both dates required (spec §5), each a real day (a filled one that is not says so), then the
 * calendars' rule of the contract: in order and at most a year, with the server's texts. No company
 * ticked means all offered ones (the server needs at least one id).
 */
export const validateExportForm = (
  form: TExportForm,
  offeredIds: readonly number[],
  kind: TExportKind,
): TExportValidation => {
  const reading = readDatePeriod({ from: form.start, to: form.end }, ENTRIES_PERIOD_MAX_DAYS);
  if (reading.status === 'missing') return { isValid: false, message: DATES_REQUIRED };
  if (reading.status === 'refused') return { isValid: false, message: reading.message };
  const { from: startDay, to: endDay } = reading.period;
  return {
    isValid: true,
    input: {
      customerIds: form.companyIds.length > 0 ? form.companyIds : [...offeredIds],
      startDay,
      endDay,
      // The TXT is the full layout: no Tipo / Status fields in its modal (spec §2.3).
      category: kind === 'EXCEL' ? form.category : 'TODOS',
      status: kind === 'EXCEL' ? form.status : 'TODOS',
    },
  };
};

type TExportDialogProps = {
  kind: TExportKind | null;
  /** Companies offered; absent for the older calendar's period export (all the user's companies). */
  companies: readonly TCompany[];
  hasCompanyField: boolean;
  /** DD/MM/YYYY prefill: the period on screen. */
  initialStart: string;
  initialEnd: string;
  onClose: () => void;
};

const ExportForm = ({
  kind,
  companies,
  hasCompanyField,
  initialStart,
  initialEnd,
  onClose,
}: Omit<TExportDialogProps, 'kind'> & { kind: TExportKind }) => {
  const toast = useToast();
  const exporter = useCashCalendarExport();
  const [form, setForm] = useState<TExportForm>({
    companyIds: [],
    start: initialStart,
    end: initialEnd,
    category: 'TODOS',
    status: 'TODOS',
  });
  const set = (patch: Partial<TExportForm>) => setForm((current) => ({ ...current, ...patch }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = validateExportForm(
      form,
      companies.map((company) => company.id),
      kind,
    );
    if (!outcome.isValid) {
      toast.error(outcome.message);
      return;
    }
    exporter.mutate({ ...outcome.input, type: kind }, { onSuccess: onClose });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {hasCompanyField && (
        <CompanySelect
          label="SELECIONAR EMPRESA(s)"
          companies={companies}
          selectedIds={form.companyIds}
          onChange={(companyIds) => set({ companyIds })}
        />
      )}
      <div className={styles.dates}>
        <FormField id="export-start" label="Início">
          <DateInput
            {...fieldA11y('export-start', undefined)}
            value={form.start}
            onValueChange={(start) => set({ start })}
          />
        </FormField>
        <FormField id="export-end" label="Fim">
          <DateInput
            {...fieldA11y('export-end', undefined)}
            value={form.end}
            onValueChange={(end) => set({ end })}
          />
        </FormField>
      </div>
      {kind === 'EXCEL' && (
        <div className={styles.dates}>
          <FormField id="export-category" label="Tipo">
            <select
              {...fieldA11y('export-category', undefined)}
              value={form.category}
              onChange={(event) => set({ category: event.target.value as TCashCalendarCategoryFilter })}
            >
              {CATEGORY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="export-status" label="Status Numerário">
            <select
              {...fieldA11y('export-status', undefined)}
              value={form.status}
              onChange={(event) => set({ status: event.target.value as TCashCalendarStatusFilter })}
            >
              {STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${page.primaryButton} ${styles.submit}`}
          disabled={exporter.isPending}
          aria-busy={exporter.isPending}
        >
          EXPORTAR
        </button>
      </div>
    </form>
  );
};

/** 'Configurações da Exportação do EXCEL' / '… do TXT' (spec §2.3). */
export const ExportDialog = ({ kind, onClose, ...rest }: TExportDialogProps) => (
  <Dialog.Root open={kind !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={`${dialog.content} ${styles.content}`} aria-describedby={undefined}>
        <div className={dialog.titleRow}>
          <Dialog.Title
            className={dialog.title}
          >{`Configurações da Exportação do ${kind ?? ''}`}</Dialog.Title>
          <Dialog.Close className={`${dialog.close} ${dialog.closeRound}`} aria-label="Fechar">
            <CloseIcon />
          </Dialog.Close>
        </div>
        {kind && <ExportForm kind={kind} onClose={onClose} {...rest} />}
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
