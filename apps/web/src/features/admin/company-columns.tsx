import { createContext, useContext } from 'react';
import { ENTITLEMENT_LABELS, type TAdminCompany } from '@pc/contract/admin-companies';
import { ENTITLEMENTS, type TCompanyEntitlements, type TEntitlement } from '@pc/contract/entitlements';
import type { TTableColumn } from '../../components/data-table/table-search.ts';
import { formatCnpj } from '../../lib/format.ts';
import { EntitlementSwitch } from './entitlement-switch.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import styles from './admin.module.css';

/** 'DD/MM/YYYY HH:mm' in the browser's time zone, or '—' when nothing was received. */
export const formatLastData = (value: string | null): string =>
  (value === null ? null : formatInstant(value)) ?? '—';

const formatCount = (value: number): string => value.toLocaleString('pt-BR');

/**
 * The values on their way to the server, by company id (shown until it answers). A context, not a
 * column option: the cells are components of the column definitions, so new columns on every
 * change would mount every switch again (and lose the focus of the one just pressed).
 */
export const PendingEntitlementsContext = createContext<Readonly<Record<number, TCompanyEntitlements>>>({});

export type TEntitlementToggle = {
  canEdit: boolean;
  onToggle: (company: TAdminCompany, entitlement: TEntitlement, isOn: boolean) => void;
};

type TCompanySwitchProps = TEntitlementToggle & { company: TAdminCompany; entitlement: TEntitlement };

const CompanySwitch = ({ company, entitlement, canEdit, onToggle }: TCompanySwitchProps) => {
  const pending = useContext(PendingEntitlementsContext)[company.id];
  return (
    <EntitlementSwitch
      label={`${ENTITLEMENT_LABELS[entitlement]} — ${company.name}`}
      isOn={(pending ?? company.entitlements)[entitlement]}
      canEdit={canEdit}
      isPending={pending !== undefined}
      onChange={(isOn) => onToggle(company, entitlement, isOn)}
    />
  );
};

const entitlementColumn = (
  entitlement: TEntitlement,
  toggle: TEntitlementToggle,
): TTableColumn<TAdminCompany> => ({
  id: entitlement,
  header: ENTITLEMENT_LABELS[entitlement],
  isSortable: false,
  getText: (company) => (company.entitlements[entitlement] ? 'Sim' : 'Não'),
  render: (company) => <CompanySwitch company={company} entitlement={entitlement} {...toggle} />,
});

/** The table's columns; the server keeps the rows by name, so no header sorts. */
export const toCompanyColumns = (toggle: TEntitlementToggle): TTableColumn<TAdminCompany>[] => [
  {
    id: 'name',
    header: 'Empresa',
    isSortable: false,
    getText: (company) => company.name,
    render: (company) => <span className={styles.companyName}>{company.name}</span>,
  },
  { id: 'federalID', header: 'CNPJ', isSortable: false, getText: (company) => formatCnpj(company.federalID) },
  {
    id: 'userCount',
    header: 'Usuários',
    isSortable: false,
    getText: (company) => formatCount(company.userCount),
  },
  {
    id: 'processCount',
    header: 'Processos',
    isSortable: false,
    getText: (company) => formatCount(company.processCount),
  },
  {
    id: 'lastDataAt',
    header: 'Último dado recebido',
    isSortable: false,
    getText: (company) => formatLastData(company.lastDataAt),
    render: (company) => <span className={styles.lastData}>{formatLastData(company.lastDataAt)}</span>,
  },
  ...ENTITLEMENTS.map((entitlement) => entitlementColumn(entitlement, toggle)),
];
