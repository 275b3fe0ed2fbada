import type { TCompany } from '@pc/contract/company';
import type { FormEvent, ReactNode } from 'react';
import { FormField, fieldA11y } from '../../../components/form-field/form-field.tsx';
import { PeriodDates, QuickRanges } from '../../../components/period-fields/period-picker.tsx';
import type { TQuickRange } from '../../../lib/period.ts';
import type { TPeriodText } from './analytics-period.ts';
import page from '../analytics.module.css';

type TPeriodToolbarProps = {
  text: TPeriodText;
  onTextChange: (text: TPeriodText) => void;
  quickRange: TQuickRange | null;
  onQuickRange: (range: TQuickRange) => void;
  companies: readonly Pick<TCompany, 'id' | 'name'>[];
  companyId: number | null;
  onCompanyChange: (id: number | null) => void;
  onGenerate: () => void;
  isGenerating: boolean;
  /** Filtrar Pesquisa, Importar and the Excel button. */
  children: ReactNode;
};

/** The shared period picker (dd/MM/yyyy and its quick ranges), the company (TODAS or one) and Gerar. */
export const PeriodToolbar = ({
  text,
  onTextChange,
  quickRange,
  onQuickRange,
  companies,
  companyId,
  onCompanyChange,
  onGenerate,
  isGenerating,
  children,
}: TPeriodToolbarProps) => {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onGenerate();
  };
  return (
    <form className={page.toolbar} onSubmit={submit} noValidate aria-label="Período da análise">
      <div className={page.toolbarFields}>
        <PeriodDates idPrefix="bi" value={text} onChange={onTextChange} />
        <FormField id="bi-company" label="Empresa">
          <select
            {...fieldA11y('bi-company', undefined)}
            value={companyId === null ? '' : String(companyId)}
            onChange={(event) =>
              onCompanyChange(event.target.value === '' ? null : Number(event.target.value))
            }
          >
            <option value="">TODAS</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
        </FormField>
        <button type="submit" className={page.primaryButton} aria-busy={isGenerating}>
          Gerar
        </button>
      </div>
      <div className={page.toolbarRow}>
        <QuickRanges value={quickRange} onPick={onQuickRange} />
        <div className={page.toolbarActions}>{children}</div>
      </div>
    </form>
  );
};
