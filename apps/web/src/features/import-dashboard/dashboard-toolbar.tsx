import type { TCompany } from '@pc/contract/company';
import type { FormEvent, ReactNode } from 'react';
import { DateInput } from '../../components/date-input/date-input.tsx';
import { FormField, fieldA11y } from '../../components/form-field/form-field.tsx';
import { MultiSelect } from '../../components/multi-select/multi-select.tsx';
import page from '../../components/filter-page/filter-page.module.css';
import type { TPeriodText } from './dashboard-query.ts';
import styles from './import-dashboard.module.css';

type TDashboardToolbarProps = {
  text: TPeriodText;
  onTextChange: (text: TPeriodText) => void;
  companies: readonly Pick<TCompany, 'id' | 'name'>[];
  companyIds: readonly number[];
  onCompaniesChange: (ids: number[]) => void;
  onGenerate: () => void;
  isGenerating: boolean;
  /** The filters and Excel buttons. */
  children: ReactNode;
};

/** Start and end period (DD/MM/AAAA), the user's companies and Gerar (spec part 2 §2.5). */
export const DashboardToolbar = ({
  text,
  onTextChange,
  companies,
  companyIds,
  onCompaniesChange,
  onGenerate,
  isGenerating,
  children,
}: TDashboardToolbarProps) => {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onGenerate();
  };
  return (
    <form className={styles.toolbar} onSubmit={submit} noValidate aria-label="Filtros do painel">
      <div className={styles.toolbarFields}>
        <FormField id="dash-from" label="Período inicial">
          <DateInput
            {...fieldA11y('dash-from', undefined)}
            value={text.from}
            onValueChange={(from) => onTextChange({ ...text, from })}
          />
        </FormField>
        <FormField id="dash-to" label="Período final">
          <DateInput
            {...fieldA11y('dash-to', undefined)}
            value={text.to}
            onValueChange={(to) => onTextChange({ ...text, to })}
          />
        </FormField>
        <FormField id="dash-companies" label="Empresas">
          <MultiSelect
            id="dash-companies"
            label="Empresas"
            allText="Todas"
            options={companies.map((company) => ({ value: String(company.id), label: company.name }))}
            value={companyIds.map(String)}
            onChange={(ids) => onCompaniesChange(ids.map(Number))}
          />
        </FormField>
      </div>
      <div className={styles.toolbarActions}>
        <button type="submit" className={page.primaryButton} aria-busy={isGenerating}>
          Gerar
        </button>
        {children}
      </div>
    </form>
  );
};
