import {
  secondFactorLabel,
  USER_ROLE_LABELS,
  USER_STATUS_LABELS,
  type TAdminUser,
} from '@pc/contract/admin-users';
import type { TTableColumn } from '../../components/data-table/table-search.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import styles from './users.module.css';

/** 'DD/MM/YYYY HH:mm' (São Paulo), or 'Nunca' for a user who never signed in. */
export const formatLastSignIn = (value: string | null): string =>
  (value === null ? null : formatInstant(value)) ?? 'Nunca';

export const companyCountText = (count: number): string =>
  count === 0 ? 'Nenhuma' : count === 1 ? '1 empresa' : `${count.toLocaleString('pt-BR')} empresas`;

/** The list's columns; the name opens the user's detail (their companies' names among it). */
export const toUserColumns = (onOpen: (user: TAdminUser) => void): readonly TTableColumn<TAdminUser>[] => [
  {
    id: 'name',
    header: 'Nome',
    isSortable: false,
    getText: (user) => `${user.name} ${user.email}`,
    render: (user) => (
      <span className={styles.stack}>
        <button type="button" className={styles.nameButton} onClick={() => onOpen(user)}>
          {user.name}
        </button>
        <span className={styles.muted}>{user.email}</span>
      </span>
    ),
  },
  { id: 'role', header: 'Papel', isSortable: false, getText: (user) => USER_ROLE_LABELS[user.role] },
  {
    id: 'status',
    header: 'Situação',
    isSortable: false,
    getText: (user) => USER_STATUS_LABELS[user.status],
    render: (user) => (
      <span className={styles.badge} data-status={user.status}>
        {USER_STATUS_LABELS[user.status]}
      </span>
    ),
  },
  {
    id: 'companies',
    header: 'Empresas',
    isSortable: false,
    getText: (user) => companyCountText(user.companyCount),
    render: (user) =>
      user.companyCount === 0 ? (
        companyCountText(0)
      ) : (
        <button
          type="button"
          className={styles.linkButton}
          aria-label={`${companyCountText(user.companyCount)}: ver as empresas de ${user.name}`}
          onClick={() => onOpen(user)}
        >
          {companyCountText(user.companyCount)}
        </button>
      ),
  },
  {
    id: 'lastSignIn',
    header: 'Último acesso',
    isSortable: false,
    getText: (user) => formatLastSignIn(user.lastSignInAt),
  },
  {
    id: 'secondFactor',
    header: 'Segundo fator',
    isSortable: false,
    getText: (user) => secondFactorLabel(user.secondFactor),
  },
];
