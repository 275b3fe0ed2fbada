import { useMemo, useState } from 'react';
import {
  ADMIN_USER_STATUSES,
  ADMIN_USERS_PAGE_SIZE_DEFAULT,
  USER_ROLE_LABELS,
  USER_STATUS_LABELS,
  type TAdminUsersQuery,
  type TAdminUserStatus,
} from '@pc/contract/admin-users';
import { ZUserRole, type TUserRole } from '@pc/contract/user';
import { DataTable } from '../../components/data-table/data-table.tsx';
import {
  useServerDataTable,
  useServerTableState,
  type TServerTableQuery,
} from '../../components/data-table/use-server-data-table.ts';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useAdminUsersQuery } from './api/admin-users.ts';
import { CompanyFilter } from './company-filter.tsx';
import type { TPickedCompany } from './company-picker.tsx';
import { UserDetailSheet } from './user-detail-sheet.tsx';
import { toUserColumns } from './user-columns.tsx';
import { UserInviteDialog } from './user-invite-dialog.tsx';
import { UsersSecurityCard } from './users-security-card.tsx';
import adminStyles from './admin.module.css';
import styles from './users.module.css';
import { PageTitle } from '../../components/page-title/page-title.tsx';

export const EMPTY_USERS_TEXT = 'Nenhum usuário encontrado.';
export const USERS_SEARCH_LABEL = 'Buscar por nome ou e-mail';
const PAGE_SIZE_CHOICES = [10, ADMIN_USERS_PAGE_SIZE_DEFAULT, 50, 100] as const;

type TFilters = { role: TUserRole | ''; status: TAdminUserStatus | ''; company: TPickedCompany | null };

export const toUsersQuery = (table: TServerTableQuery, filters: TFilters): TAdminUsersQuery => ({
  page: String(table.page),
  size: String(table.size),
  ...(table.text ? { search: table.text } : {}),
  ...(filters.role ? { role: filters.role } : {}),
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.company ? { companyId: String(filters.company.id) } : {}),
});

/** Back-office screen 2 (Usuários): customers and staff; the staff read, an admin invites and acts. */
export const UsersPage = () => {
  const { user } = useSession();
  const canEdit = user?.role === 'ADMIN';
  const tableState = useServerTableState([], ADMIN_USERS_PAGE_SIZE_DEFAULT);
  const [filters, setFilters] = useState<TFilters>({ role: '', status: '', company: null });
  const [openId, setOpenId] = useState<number | null>(null);
  const users = useAdminUsersQuery(toUsersQuery(tableState.query, filters));
  const columns = useMemo(() => toUserColumns((row) => setOpenId(row.id)), []);
  const state = useServerDataTable({
    data: users.data?.data ?? [],
    rowCount: users.data?.total ?? 0,
    columns,
    tableState,
    getRowId: (row) => String(row.id),
  });
  const total = users.data?.total ?? 0;
  const setFilter = (patch: Partial<TFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    tableState.setPagination((current) => ({ ...current, pageIndex: 0 }));
  };

  const toolbar = (
    <>
      <p className={adminStyles.count} aria-live="polite">
        <strong>{total.toLocaleString('pt-BR')}</strong> {total === 1 ? 'usuário' : 'usuários'}
      </p>
      <label className={adminStyles.filter}>
        Papel
        <select
          value={filters.role}
          onChange={(event) => setFilter({ role: event.target.value as TUserRole | '' })}
        >
          <option value="">Todos</option>
          {ZUserRole.options.map((role) => (
            <option key={role} value={role}>
              {USER_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </label>
      <label className={adminStyles.filter}>
        Situação
        <select
          value={filters.status}
          onChange={(event) => setFilter({ status: event.target.value as TAdminUserStatus | '' })}
        >
          <option value="">Todas</option>
          {ADMIN_USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {USER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.companyFilter}>
        <CompanyFilter company={filters.company} onChange={(company) => setFilter({ company })} />
      </div>
    </>
  );

  return (
    <>
      <section className={adminStyles.panel} aria-labelledby="admin-users-title">
        <PageTitle parts={[routes.AdminUsers.title, routes.Admin.title]} />
        <header className={styles.header}>
          <div className={adminStyles.panelHeader}>
            <h2 id="admin-users-title" className={adminStyles.panelTitle}>
              {routes.AdminUsers.title}
            </h2>
            <p className={adminStyles.panelText}>
              {canEdit
                ? 'Clientes e equipe do despachante. Abra um usuário para ver as empresas, os acessos e as ações.'
                : 'Clientes e equipe do despachante. Somente administradores convidam e alteram usuários.'}
            </p>
          </div>
          {canEdit && <UserInviteDialog />}
        </header>
        <LoadingOverlay isVisible={users.isPending} variant="container" label="Carregando usuários" />
        {users.isError && !users.data ? (
          <p className={adminStyles.error} role="alert">
            {errorMessage(users.error, 'Não foi possível carregar os usuários.')}
          </p>
        ) : (
          <DataTable
            state={state}
            label="Usuários"
            emptyText={users.isPending ? '' : EMPTY_USERS_TEXT}
            toolbar={toolbar}
            searchLabel={USERS_SEARCH_LABEL}
            pageSizeChoices={PAGE_SIZE_CHOICES}
            scrollHint="Arraste para o lado para ver mais colunas"
            isBusy={users.isPlaceholderData}
          />
        )}
      </section>
      {canEdit && <UsersSecurityCard />}
      <UserDetailSheet
        userId={openId}
        canEdit={canEdit}
        currentUserId={user?.id ?? null}
        onClose={() => setOpenId(null)}
      />
    </>
  );
};
