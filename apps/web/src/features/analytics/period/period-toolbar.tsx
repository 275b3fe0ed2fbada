import type { TCompany } from '@pc/contract/company';
import type { FormEvent, ReactNode } from 'react';
import { DateInput } from '../../../components/date-input/date-input.tsx';
import { FormField, fieldA11y } from '../../../components/form-field/form-field.tsx';
import { QUICK_RANGES, type TPeriodText, type TQuickRange } from './analytics-period.ts';
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

/** The period (dd/MM/yyyy), its quick ranges, the company (TODAS or one) and Gerar. */
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
        <FormField id="bi-from" label="Data inicial">
          <DateInput
            {...fieldA11y('bi-from', undefined)}
            value={text.from}
            onValueChange={(from) => onTextChange({ ...text, from })}
          />
        </FormField>
        <FormField id="bi-to" label="Data final">
          <DateInput
            {...fieldA11y('bi-to', undefined)}
            value={text.to}
            onValueChange={(to) => onTextChange({ ...text, to })}
          />
        </FormField>
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
        <div className={page.quickRanges} role="group" aria-label="Períodos rápidos">
          {QUICK_RANGES.map((range) => (
            <button
              key={range.value}
              type="button"
              className={page.quickRange}
              aria-pressed={quickRange === range.value}
              onClick={() => onQuickRange(range.value)}
            >
              {range.label}
            </button>
          ))}
        </div>
        <div className={page.toolbarActions}>{children}</div>
      </div>
    </form>
  );
};
