import { useMemo, useState } from 'react';
import {
  QUOTATION_INVITATION_STATUS_LABELS,
  QUOTATION_INVITATION_STATUSES,
  QUOTATION_INVITATIONS_PAGE_SIZE_DEFAULT,
  type TAdminQuotationInvitation,
  type TAdminQuotationInvitationsQuery,
  type TQuotationInvitationStatus,
} from '@pc/contract/admin-quotations';
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
import { useCompanyOptionsQuery } from './api/admin-companies.ts';
import {
  useQuotationInvitationsQuery,
  useResendQuotationInvitationMutation,
  useRevokeQuotationInvitationMutation,
} from './api/admin-quotations.ts';
import { toInvitationColumns } from './quotation-invitation-columns.tsx';
import styles from './admin.module.css';
import quotationStyles from './quotation-invitations.module.css';
import { PageTitle } from '../../components/page-title/page-title.tsx';

export const EMPTY_INVITATIONS_TEXT = 'Nenhum convite de cotação encontrado.';
export const INVITATIONS_SEARCH_LABEL = 'Buscar por agente, e-mail ou processo';
export const REVOKE_INVITATION_TITLE = 'Revogar convite de cotação';
const PAGE_SIZE_CHOICES = [10, QUOTATION_INVITATIONS_PAGE_SIZE_DEFAULT, 50, 100] as const;

/** The confirm dialog's question. */
export const revokeInvitationQuestion = (invitation: TAdminQuotationInvitation): string =>
  `Revogar o convite de ${invitation.forwarderName} (${invitation.email}) para o processo ${invitation.process.reference}? O link deixa de funcionar na hora.`;

/** The toasts of the two actions. */
export const invitationRevokedMessage = (invitation: TAdminQuotationInvitation): string =>
  `Convite de ${invitation.forwarderName} revogado.`;
export const invitationResentMessage = (invitation: TAdminQuotationInvitation): string =>
  `Novo link enviado para ${invitation.email}. O link anterior deixou de funcionar.`;

type TFilters = { status: TQuotationInvitationStatus | ''; companyId: string };

const toQuery = (table: TServerTableQuery, filters: TFilters): TAdminQuotationInvitationsQuery => ({
  page: String(table.page),
  size: String(table.size),
  ...(table.text ? { search: table.text } : {}),
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.companyId ? { companyId: filters.companyId } : {}),
});

/** Back-office Cotações de frete: every company's forwarder links; the staff revoke or resend them. */
export const QuotationInvitationsPage = () => {
  const toast = useToast();
  const tableState = useServerTableState([], QUOTATION_INVITATIONS_PAGE_SIZE_DEFAULT);
  const [filters, setFilters] = useState<TFilters>({ status: '', companyId: '' });
  const invitations = useQuotationInvitationsQuery(toQuery(tableState.query, filters));
  const companies = useCompanyOptionsQuery();
  const revoke = useRevokeQuotationInvitationMutation();
  const { mutate: resendInvitation } = useResendQuotationInvitationMutation();
  const [revoking, setRevoking] = useState<TAdminQuotationInvitation | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const columns = useMemo(
    () =>
      toInvitationColumns({
        busyId,
        onRevoke: setRevoking,
        onResend: (invitation) => {
          setBusyId(invitation.id);
          resendInvitation(invitation, {
            onSuccess: () => toast.success(invitationResentMessage(invitation)),
            onError: (error) => toast.error(errorMessage(error, 'Não foi possível reenviar o convite.')),
            onSettled: () => setBusyId(null),
          });
        },
      }),
    [busyId, resendInvitation, toast],
  );
  const state = useServerDataTable({
    data: invitations.data?.data ?? [],
    rowCount: invitations.data?.total ?? 0,
    columns,
    tableState,
    getRowId: (invitation) => `${invitation.company.id}:${invitation.id}`,
  });
  const total = invitations.data?.total ?? 0;

  const setFilter = (patch: Partial<TFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    tableState.setPagination((current) => ({ ...current, pageIndex: 0 }));
  };

  const onConfirmRevoke = () => {
    if (!revoking) return;
    const invitation = revoking;
    setRevoking(null);
    setBusyId(invitation.id);
    revoke.mutate(invitation, {
      onSuccess: () => toast.success(invitationRevokedMessage(invitation)),
      onError: (error) => toast.error(errorMessage(error, 'Não foi possível revogar o convite.')),
      onSettled: () => setBusyId(null),
    });
  };

  const toolbar = (
    <>
      <p className={styles.count} aria-live="polite">
        <strong>{total.toLocaleString('pt-BR')}</strong> {total === 1 ? 'convite' : 'convites'}
      </p>
      <label className={styles.filter}>
        Situação
        <select
          value={filters.status}
          onChange={(event) => setFilter({ status: event.target.value as TQuotationInvitationStatus | '' })}
        >
          <option value="">Todas</option>
          {QUOTATION_INVITATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {QUOTATION_INVITATION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        Empresa
        <select
          className={quotationStyles.filterSelect}
          value={filters.companyId}
          onChange={(event) => setFilter({ companyId: event.target.value })}
        >
          <option value="">Todas as empresas</option>
          {(companies.data?.data ?? []).map((company) => (
            <option key={company.id} value={String(company.id)}>
              {company.name}
            </option>
          ))}
        </select>
      </label>
    </>
  );

  return (
    <section className={styles.panel} aria-labelledby="admin-quotations-title">
      <PageTitle parts={[routes.AdminQuotations.title, routes.Admin.title]} />
      <header className={styles.panelHeader}>
        <h2 id="admin-quotations-title" className={styles.panelTitle}>
          {routes.AdminQuotations.title}
        </h2>
        <p className={styles.panelText}>
          Os links enviados aos agentes de carga para cotar o frete de um processo. Reenviar manda um link
          novo (válido por 7 dias) e desativa o anterior; revogar desativa o link na hora. Quando a rodada do
          processo se encerra (uma cotação aprovada, o processo concluído ou cancelado), o convite fica
          Encerrada e não pode mais ser reenviado.
        </p>
      </header>
      <LoadingOverlay isVisible={invitations.isPending} variant="container" label="Carregando convites" />
      {invitations.isError && !invitations.data ? (
        <p className={styles.error} role="alert">
          {errorMessage(invitations.error, 'Não foi possível carregar os convites de cotação.')}
        </p>
      ) : (
        <DataTable
          state={state}
          label="Convites de cotação de frete"
          emptyText={invitations.isPending ? '' : EMPTY_INVITATIONS_TEXT}
          toolbar={toolbar}
          searchLabel={INVITATIONS_SEARCH_LABEL}
          pageSizeChoices={PAGE_SIZE_CHOICES}
          scrollHint="Arraste para o lado para ver mais colunas"
          isBusy={invitations.isPlaceholderData}
        />
      )}
      <ConfirmDialog
        isOpen={revoking !== null}
        title={REVOKE_INVITATION_TITLE}
        message={revoking ? revokeInvitationQuestion(revoking) : ''}
        confirmLabel="Revogar"
        onConfirm={onConfirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
};
