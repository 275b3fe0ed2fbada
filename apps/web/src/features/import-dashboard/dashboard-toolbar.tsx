import type { TCompany } from '@pc/contract/company';
import type { FormEvent, ReactNode } from 'react';
import { FormField } from '../../components/form-field/form-field.tsx';
import { MultiSelect } from '../../components/multi-select/multi-select.tsx';
import page from '../../components/filter-page/filter-page.module.css';
import { PeriodDates, QuickRanges } from '../../components/period-fields/period-picker.tsx';
import type { TQuickRange } from '../../lib/period.ts';
import type { TPeriodText } from './dashboard-query.ts';
import styles from './import-dashboard.module.css';

type TDashboardToolbarProps = {
  text: TPeriodText;
  onTextChange: (text: TPeriodText) => void;
  quickRange: TQuickRange | null;
  onQuickRange: (range: TQuickRange) => void;
  companies: readonly Pick<TCompany, 'id' | 'name'>[];
  companyIds: readonly number[];
  onCompaniesChange: (ids: number[]) => void;
  onGenerate: () => void;
  isGenerating: boolean;
  /** The filters and Excel buttons. */
  children: ReactNode;
};

/** Start and end period (DD/MM/AAAA) with the shared quick ranges, the user's companies and Gerar (spec part 2 §2.5). */
export const DashboardToolbar = ({
  text,
  onTextChange,
  quickRange,
  onQuickRange,
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
      <div className={styles.toolbarMain}>
        <div className={styles.toolbarFields}>
          <PeriodDates
            idPrefix="dash"
            labels={{ from: 'Período inicial', to: 'Período final' }}
            value={text}
            onChange={onTextChange}
          />
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
        <QuickRanges value={quickRange} onPick={onQuickRange} />
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
