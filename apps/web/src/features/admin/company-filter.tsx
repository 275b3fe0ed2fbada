import { CompanyPicker, type TPickedCompany } from './company-picker.tsx';
import adminStyles from './admin.module.css';
import styles from './company-filter.module.css';

type TCompanyFilterProps = {
  company: TPickedCompany | null;
  onChange: (company: TPickedCompany | null) => void;
};

/** A list's "Empresa" filter: the picker, or the chosen company with a button that removes it. */
export const CompanyFilter = ({ company, onChange }: TCompanyFilterProps) =>
  company ? (
    <span className={styles.chosenCompany}>
      Empresa: {company.name}
      <button
        type="button"
        className={adminStyles.linkButton}
        aria-label={`Remover o filtro da empresa ${company.name}`}
        onClick={() => onChange(null)}
      >
        Remover
      </button>
    </span>
  ) : (
    <label className={adminStyles.filter}>
      Empresa
      <CompanyPicker label="Filtrar por empresa" onPick={onChange} />
    </label>
  );
