import { useCallback, useMemo, useState } from 'react';
import {
  ADMIN_COMPANIES_PAGE_SIZE_DEFAULT,
  ENTITLEMENT_LABELS,
  type TAdminCompaniesQuery,
  type TAdminCompany,
} from '@pc/contract/admin-companies';
import { ENTITLEMENTS, type TCompanyEntitlements, type TEntitlement } from '@pc/contract/entitlements';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import {
  useServerDataTable,
  useServerTableState,
  type TServerTableQuery,
} from '../../components/data-table/use-server-data-table.ts';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useAdminCompaniesQuery, useCompanyEntitlementsMutation } from './api/admin-companies.ts';
import { PendingEntitlementsContext, toCompanyColumns } from './company-columns.tsx';
import {
  entitlementChangeQuestion,
  entitlementSavedMessage,
  type TEntitlementChange,
} from './entitlement-change.ts';
import styles from './admin.module.css';
import { PageTitle } from '../../components/page-title/page-title.tsx';

export const EMPTY_COMPANIES_TEXT = 'Nenhuma empresa encontrada.';
export const SEARCH_LABEL = 'Buscar por nome ou CNPJ';
const PAGE_SIZE_CHOICES = [10, ADMIN_COMPANIES_PAGE_SIZE_DEFAULT, 50, 100] as const;
const UPDATE_FAILED_MESSAGE = 'Não foi possível atualizar as permissões.';
const SAVED_TITLE = 'Permissões atualizadas';

const toQuery = (table: TServerTableQuery, entitlement: TEntitlement | ''): TAdminCompaniesQuery => ({
  page: String(table.page),
  size: String(table.size),
  ...(table.text ? { search: table.text } : {}),
  ...(entitlement ? { entitlement } : {}),
});

const withoutCompany = <T,>(values: Readonly<Record<number, T>>, id: number): Record<number, T> =>
  Object.fromEntries(Object.entries(values).filter(([key]) => Number(key) !== id));

/**
 * An admin's switches ask first (the company and what its users gain or lose, in a confirmation);
 * confirmed, the new value shows at once and the company's switches wait for the server, whose
 * answer (or refusal, in a toast) settles them.
 */
const useEntitlementToggle = () => {
  const toast = useToast();
  const { mutateAsync } = useCompanyEntitlementsMutation();
  const [pending, setPending] = useState<Readonly<Record<number, TCompanyEntitlements>>>({});
  const [asking, setAsking] = useState<TEntitlementChange | null>(null);

  const onToggle = useCallback(
    (company: TAdminCompany, entitlement: TEntitlement, isOn: boolean) =>
      setAsking({ company, entitlement, isOn }),
    [],
  );

  const onConfirm = () => {
    if (!asking) return;
    const change = asking;
    setAsking(null);
    const { company, entitlement, isOn } = change;
    const entitlements = { ...company.entitlements, [entitlement]: isOn };
    setPending((current) => ({ ...current, [company.id]: entitlements }));
    mutateAsync({ company, entitlements })
      .then(({ data }) =>
        toast.success(entitlementSavedMessage({ ...change, company: data }), { title: SAVED_TITLE }),
      )
      .catch((error: unknown) => toast.error(errorMessage(error, UPDATE_FAILED_MESSAGE)))
      .finally(() => setPending((current) => withoutCompany(current, company.id)));
  };
  return { pending, onToggle, asking, onConfirm, onCancel: () => setAsking(null) };
};

/** Back-office Empresas: the companies, their figures and what each may see; only an admin switches it. */
export const CompaniesPage = () => {
  const { user } = useSession();
  const canEdit = user?.role === 'ADMIN';
  const tableState = useServerTableState([], ADMIN_COMPANIES_PAGE_SIZE_DEFAULT);
  const [entitlement, setEntitlement] = useState<TEntitlement | ''>('');
  const companies = useAdminCompaniesQuery(toQuery(tableState.query, entitlement));
  const { pending, onToggle, asking, onConfirm, onCancel } = useEntitlementToggle();
  const question = asking && entitlementChangeQuestion(asking);
  const columns = useMemo(() => toCompanyColumns({ canEdit, onToggle }), [canEdit, onToggle]);
  const state = useServerDataTable({
    data: companies.data?.data ?? [],
    rowCount: companies.data?.total ?? 0,
    columns,
    tableState,
    getRowId: (company) => String(company.id),
  });
  const total = companies.data?.total ?? 0;

  const toolbar = (
    <>
      <p className={styles.count} aria-live="polite">
        <strong>{total.toLocaleString('pt-BR')}</strong> {total === 1 ? 'empresa' : 'empresas'}
      </p>
      <label className={styles.filter}>
        Permissão
        <select
          value={entitlement}
          onChange={(event) => {
            setEntitlement(event.target.value as TEntitlement | '');
            tableState.setPagination((current) => ({ ...current, pageIndex: 0 }));
          }}
        >
          <option value="">Todas as empresas</option>
          {ENTITLEMENTS.map((key) => (
            <option key={key} value={key}>
              {ENTITLEMENT_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
    </>
  );

  return (
    <section className={styles.panel} aria-labelledby="admin-companies-title">
      <PageTitle parts={[routes.AdminCompanies.title, routes.Admin.title]} />
      <header className={styles.panelHeader}>
        <h2 id="admin-companies-title" className={styles.panelTitle}>
          {routes.AdminCompanies.title}
        </h2>
        <p className={styles.panelText}>
          {canEdit
            ? 'O que cada empresa vê além das telas comuns. Cada mudança é confirmada antes e vale na próxima ação de cada usuário da empresa; os menus se atualizam no próximo acesso.'
            : 'O que cada empresa vê além das telas comuns. Somente administradores alteram as permissões.'}
        </p>
      </header>
      <LoadingOverlay isVisible={companies.isPending} variant="container" label="Carregando empresas" />
      {companies.isError && !companies.data ? (
        <p className={styles.error} role="alert">
          {errorMessage(companies.error, 'Não foi possível carregar as empresas.')}
        </p>
      ) : (
        <PendingEntitlementsContext value={pending}>
          <DataTable
            state={state}
            label="Empresas"
            emptyText={companies.isPending ? '' : EMPTY_COMPANIES_TEXT}
            toolbar={toolbar}
            searchLabel={SEARCH_LABEL}
            pageSizeChoices={PAGE_SIZE_CHOICES}
            scrollHint="Arraste para o lado para ver mais colunas"
            isBusy={companies.isPlaceholderData}
          />
        </PendingEntitlementsContext>
      )}
      <ConfirmDialog
        isOpen={question !== null}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel={question?.confirmLabel ?? 'Confirmar'}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </section>
  );
};
