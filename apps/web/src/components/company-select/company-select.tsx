import { useId } from 'react';
import type { TCompany } from '@pc/contract/company';
import { MultiSelect } from '../multi-select/multi-select.tsx';
import styles from './company-select.module.css';

type TCompanySelectProps = {
  /** The title over the control, e.g. 'SELECIONAR EMPRESA(s)' or 'Selecione uma ou mais unidades'. */
  label: string;
  companies: readonly Pick<TCompany, 'id' | 'name'>[];
  /** Empty means every company offered (the default scope, spec part 2 §6). */
  selectedIds: readonly number[];
  onChange: (ids: number[]) => void;
};

/** A multi-select of the user's companies with its title; nothing ticked reads 'Todas as empresas'. */
export const CompanySelect = ({ label, companies, selectedIds, onChange }: TCompanySelectProps) => {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <MultiSelect
        id={id}
        label={label}
        options={companies.map((company) => ({ value: String(company.id), label: company.name }))}
        value={selectedIds.map(String)}
        onChange={(values) => onChange(values.map(Number))}
        allText="Todas as empresas"
      />
    </div>
  );
};

/** The ids to send: the selection, or every company offered when nothing is ticked. */
export const scopeIds = (
  companies: readonly Pick<TCompany, 'id'>[],
  selectedIds: readonly number[],
): number[] => (selectedIds.length > 0 ? [...selectedIds] : companies.map((company) => company.id));
