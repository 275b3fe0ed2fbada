import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { ADMIN_COMPANIES_PAGE_SIZE_MAX, ADMIN_COMPANIES_SEARCH_MAX } from '@pc/contract/admin-companies';
import { formatCnpj } from '../../lib/format.ts';
import { useAdminCompaniesQuery } from './api/admin-companies.ts';
import styles from './company-picker.module.css';

/** Companies the list offers per search: enough to pick from, few enough to read. */
export const COMPANY_PICKER_RESULTS = 10;
export const COMPANY_PICKER_EMPTY = 'Nenhuma empresa encontrada.';
export const COMPANY_PICKER_PLACEHOLDER = 'Digite o nome ou o CNPJ';
const SEARCH_DELAY_MS = 250;

export type TPickedCompany = { id: number; name: string };

type TCompanyPickerProps = {
  /** The input's id (a FormField's label points at it). */
  id?: string;
  /** The accessible name when no label points at the input. */
  label?: string;
  /** Companies already chosen: offered no more. */
  excludeIds?: readonly number[];
  isDisabled?: boolean;
  onPick: (company: TPickedCompany) => void;
};

/** The search text after a pause in typing, so each keystroke does not ask the server. */
const useSettledText = (text: string): string => {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
};

/**
 * A searchable choice of one company (an ARIA combobox): what is typed searches every company by
 * name or CNPJ on the server (GET /api/admin/companies?search=), so a broker with thousands of
 * companies finds any of them, not only the first page.
 */
export const CompanyPicker = ({
  id,
  label,
  excludeIds = [],
  isDisabled = false,
  onPick,
}: TCompanyPickerProps) => {
  const ownId = useId();
  const inputId = id ?? ownId;
  const listId = `${inputId}-list`;
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useSettledText(text);
  const companies = useAdminCompaniesQuery({
    page: '1',
    // The chosen ones come back too and are left out: ask for enough to still offer ten.
    size: String(Math.min(ADMIN_COMPANIES_PAGE_SIZE_MAX, COMPANY_PICKER_RESULTS + excludeIds.length)),
    ...(search ? { search } : {}),
  });
  const options = (companies.data?.data ?? [])
    .filter((company) => !excludeIds.includes(company.id))
    .slice(0, COMPANY_PICKER_RESULTS);
  const isShowing = isOpen && !isDisabled;

  const pick = (company: TPickedCompany) => {
    onPick({ id: company.id, name: company.name });
    setText('');
    setIsOpen(false);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length === 0 ? 0 : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter' && isShowing) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === 'Escape' && isShowing) {
      // Closes the list only, not a dialog around the picker.
      event.stopPropagation();
      setIsOpen(false);
    }
  };

  const activeOption = isShowing ? options[active] : undefined;
  return (
    <div className={styles.picker}>
      <input
        id={inputId}
        type="text"
        role="combobox"
        className={styles.input}
        value={text}
        placeholder={COMPANY_PICKER_PLACEHOLDER}
        maxLength={ADMIN_COMPANIES_SEARCH_MAX}
        disabled={isDisabled}
        autoComplete="off"
        aria-label={id ? undefined : label}
        aria-expanded={isShowing}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActive(0);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        className={styles.list}
        hidden={!isShowing}
        aria-label="Empresas encontradas"
      >
        {isShowing && companies.isPending && <li className={styles.note}>Buscando empresas…</li>}
        {isShowing && !companies.isPending && options.length === 0 && (
          <li className={styles.note}>{COMPANY_PICKER_EMPTY}</li>
        )}
        {isShowing &&
          options.map((company, index) => (
            <li
              key={company.id}
              id={`${listId}-${company.id}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(company);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span>{company.name}</span>
              <span className={styles.cnpj}>{formatCnpj(company.federalID)}</span>
            </li>
          ))}
      </ul>
    </div>
  );
};

type TCompanyMultiPickerProps = {
  id?: string;
  label?: string;
  value: readonly TPickedCompany[];
  onChange: (companies: TPickedCompany[]) => void;
};

/** Several companies: the chosen ones as removable chips, the picker to add another. */
export const CompanyMultiPicker = ({ id, label, value, onChange }: TCompanyMultiPickerProps) => (
  <div className={styles.multi}>
    {value.length > 0 && (
      <ul className={styles.chips} aria-label="Empresas escolhidas">
        {value.map((company) => (
          <li key={company.id} className={styles.chip}>
            <span>{company.name}</span>
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={`Remover ${company.name}`}
              onClick={() => onChange(value.filter((chosen) => chosen.id !== company.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    )}
    <CompanyPicker
      {...(id ? { id } : {})}
      {...(label ? { label } : {})}
      excludeIds={value.map((company) => company.id)}
      onPick={(company) => onChange([...value, company])}
    />
  </div>
);
