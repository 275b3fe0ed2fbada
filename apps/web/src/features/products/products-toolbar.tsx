import type { TCompany } from '@pc/contract/company';
import type { TPeriod } from '@pc/contract/comparison-period';
import { FIGURES_PERIOD_MAX_DAYS } from '@pc/contract/period-range';
import type { TProductFilterOptions } from '@pc/contract/products';
import { useState, type FormEvent, type ReactNode } from 'react';
import { fieldA11y, FormField } from '../../components/form-field/form-field.tsx';
import { MultiSelect } from '../../components/multi-select/multi-select.tsx';
import page from '../../components/filter-page/filter-page.module.css';
import { PeriodDates, QuickRanges } from '../../components/period-fields/period-picker.tsx';
import { usePeriodPicker } from '../../components/period-fields/use-period-picker.ts';
import { readDatePeriod } from '../../lib/date-input.ts';
import { readNcmText, type TProductFilters } from './product-filters.ts';
import styles from './products.module.css';

export const MISSING_PERIOD_MESSAGE = 'Informe as datas inicial e final.';

type TProductsToolbarProps = {
  period: TPeriod;
  filters: TProductFilters;
  /** The caller's companies entitled to the landed cost. */
  companies: readonly Pick<TCompany, 'id' | 'name'>[];
  options: TProductFilterOptions | undefined;
  onApply: (period: TPeriod, filters: TProductFilters) => void;
  /** 'period': the period and companies only (a product's page, whose item filters come from the list). */
  fields?: 'all' | 'period';
  /** The Excel button. */
  children: ReactNode;
};

/** The period (DD/MM/AAAA and the quick ranges), companies, NCM, supplier and origin, and Filtrar. */
export const ProductsToolbar = ({
  period,
  filters,
  companies,
  options,
  onApply,
  fields = 'all',
  children,
}: TProductsToolbarProps) => {
  const picker = usePeriodPicker(period);
  // The screens key the toolbar by the address: Back or a link shows its filters in new boxes.
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState<string | null>(null);
  const [ncmError, setNcmError] = useState<string | null>(null);
  const patch = (next: Partial<TProductFilters>) => setDraft((before) => ({ ...before, ...next }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reading = readDatePeriod(picker.text, FIGURES_PERIOD_MAX_DAYS);
    if (reading.status !== 'valid') {
      setError(reading.status === 'missing' ? MISSING_PERIOD_MESSAGE : reading.message);
      return;
    }
    setError(null);
    const ncm = readNcmText(draft.ncm);
    if ('message' in ncm) {
      setNcmError(ncm.message);
      return;
    }
    setNcmError(null);
    onApply(reading.period, { ...draft, ncm: ncm.ncm });
  };
  return (
    <form className={styles.toolbar} onSubmit={submit} noValidate aria-label="Filtros dos produtos">
      <div className={styles.toolbarFields}>
        <PeriodDates
          idPrefix="products"
          labels={{ from: 'Registro de', to: 'Registro até' }}
          value={picker.text}
          onChange={picker.setText}
          errorId={error ? 'products-period-error' : undefined}
        />
        {companies.length > 1 && (
          <FormField id="products-companies" label="Empresas">
            <MultiSelect
              id="products-companies"
              label="Empresas"
              allText="Todas"
              options={companies.map((company) => ({ value: String(company.id), label: company.name }))}
              value={draft.companyIds.map(String)}
              onChange={(ids) => patch({ companyIds: ids.map(Number) })}
            />
          </FormField>
        )}
        {fields === 'all' && (
          <>
            <FormField id="products-ncm" label="NCM" error={ncmError ?? undefined}>
              <input
                className={styles.input}
                inputMode="numeric"
                maxLength={10}
                placeholder="Ex.: 8471"
                list="products-ncm-options"
                value={draft.ncm}
                {...fieldA11y('products-ncm', ncmError ?? undefined)}
                onChange={(event) => patch({ ncm: event.target.value })}
              />
            </FormField>
            <datalist id="products-ncm-options">
              {options?.ncms.map((ncm) => (
                <option key={ncm} value={ncm} />
              ))}
            </datalist>
            <FormField id="products-supplier" label="Fornecedor">
              <select
                id="products-supplier"
                className={styles.input}
                value={draft.supplier}
                onChange={(event) => patch({ supplier: event.target.value })}
              >
                <option value="">Todos</option>
                {draft.supplier !== '' && !options?.exportadores.includes(draft.supplier) && (
                  <option value={draft.supplier}>{draft.supplier}</option>
                )}
                {options?.exportadores.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id="products-origin" label="Origem">
              <select
                id="products-origin"
                className={styles.input}
                value={draft.origin}
                onChange={(event) => patch({ origin: event.target.value })}
              >
                <option value="">Todas</option>
                {draft.origin !== '' &&
                  !options?.paises_origem.some((country) => country.codigo === draft.origin) && (
                    <option value={draft.origin}>{draft.origin}</option>
                  )}
                {options?.paises_origem.map((country) => (
                  <option key={country.codigo} value={country.codigo}>
                    {country.nome}
                  </option>
                ))}
              </select>
            </FormField>
          </>
        )}
      </div>
      <QuickRanges value={picker.quickRange} onPick={picker.pickQuickRange} />
      {error && (
        <p id="products-period-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.toolbarActions}>
        <button type="submit" className={page.primaryButton}>
          Filtrar
        </button>
        {children}
      </div>
    </form>
  );
};
