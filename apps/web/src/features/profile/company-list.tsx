import type { TCompany } from '@pc/contract/company';
import { BuildingIcon } from '../../components/icon/icons.tsx';
import { SensitiveName } from '../../components/sensitive-name/sensitive-name.tsx';
import { formatCnpj, orNI } from '../../lib/format.ts';
import styles from './my-data-page.module.css';

type TCompanyListProps = { companies: readonly TCompany[] };

/**
 * The companies available to the user (spec part 1 §2 My Data). The spec's Edit and Remove
 * actions are hidden and do nothing, so they are not rendered at all.
 */
export const CompanyList = ({ companies }: TCompanyListProps) => (
  <section className={styles.card} aria-labelledby="companies-title">
    <h2 id="companies-title" className={styles.cardTitle}>
      Empresas
    </h2>
    {companies.length === 0 ? (
      <p className={styles.muted}>Nenhuma empresa vinculada ao seu usuário.</p>
    ) : (
      <ul className={styles.companies} data-testid="company-list">
        {companies.map((company) => (
          <li key={company.id} className={styles.company}>
            <BuildingIcon className={styles.companyIcon} />
            <span className={styles.companyText}>
              <SensitiveName className={styles.companyName}>{company.name}</SensitiveName>
              <span className={styles.muted}>CNPJ {orNI(formatCnpj(company.federalID))}</span>
            </span>
          </li>
        ))}
      </ul>
    )}
  </section>
);
