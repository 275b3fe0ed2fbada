import { useState } from 'react';
import {
  INGESTION_RECENT_REJECTIONS_BADGE,
  type TAdminServiceClient,
  type TIngestionTotals,
} from '@pc/contract/admin-clients';
import { PlainTable } from '../../components/plain-table/plain-table.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { useToast } from '../../hooks/use-toast.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useRevokeServiceClientMutation, useServiceClientsQuery } from './api/admin-clients.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { IntegrationsRequestsSheet } from './integrations-requests-sheet.tsx';
import { ServiceClientDialog } from './service-client-dialog.tsx';
import adminStyles from './admin.module.css';
import styles from './integrations.module.css';
import requestStyles from './integrations-requests.module.css';
import { PageTitle } from '../../components/page-title/page-title.tsx';

export const EMPTY_CLIENTS_TEXT = 'Nenhum cliente de integração cadastrado.';
export const NEVER_USED_TEXT = 'Nunca';
export const ALL_COMPANIES_TEXT = 'Todas';
export const ACTIVE_TEXT = 'Ativo';
export const REVOKE_TITLE = 'Revogar cliente de integração';
const REVOKE_FAILED_MESSAGE = 'Não foi possível revogar o cliente de integração.';

/** The confirm dialog's question. */
export const revokeQuestion = (client: Pick<TAdminServiceClient, 'name' | 'clientId'>): string =>
  `Revogar ${client.name} (${client.clientId})? Os tokens dele deixam de valer na hora e o sistema que o usa não envia mais dados.`;

/** The toast of a revoke. */
export const clientRevokedMessage = (client: Pick<TAdminServiceClient, 'name'>): string =>
  `Cliente ${client.name} revogado.`;

/** 'Ativo', or 'Revogado em DD/MM/YYYY' in the browser's time zone. */
export const clientStatusText = (client: Pick<TAdminServiceClient, 'revokedAt'>): string =>
  client.revokedAt ? `Revogado em ${formatDate(client.revokedAt) || '—'}` : ACTIVE_TEXT;

/** A period's totals in words: '3 criados · 1 atualizado · 2 sem mudança · 1 recusado', or 'Nenhuma'. */
export const totalsText = (totals: TIngestionTotals): string => {
  const parts = [
    [totals.created, 'criado', 'criados'],
    [totals.updated, 'atualizado', 'atualizados'],
    [totals.unchanged, 'sem mudança', 'sem mudança'],
    [totals.rejected, 'recusado', 'recusados'],
  ] as const;
  const said = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`);
  return said.length === 0 ? 'Nenhuma' : said.join(' · ');
};

const companiesText = (client: TAdminServiceClient): string =>
  client.companies === null ? ALL_COMPANIES_TEXT : client.companies.map((company) => company.name).join(', ');

type TClientRowProps = {
  client: TAdminServiceClient;
  canEdit: boolean;
  onRevoke: (client: TAdminServiceClient) => void;
  onShowRequests: (client: TAdminServiceClient) => void;
};

const ClientRow = ({ client, canEdit, onRevoke, onShowRequests }: TClientRowProps) => (
  <tr>
    <td>
      {client.name}
      {client.totals.day.rejected > 0 && (
        <>
          <br />
          <span className={requestStyles.badge}>{INGESTION_RECENT_REJECTIONS_BADGE}</span>
        </>
      )}
    </td>
    <td className={`${styles.mono} ${styles.clientId}`}>{client.clientId}</td>
    <td className={styles.companies}>{companiesText(client)}</td>
    <td>{formatInstant(client.createdAt) ?? '—'}</td>
    <td>{client.lastUsedAt ? (formatInstant(client.lastUsedAt) ?? '—') : NEVER_USED_TEXT}</td>
    <td className={requestStyles.totals}>
      <dl className={requestStyles.periods}>
        <dt>24 h</dt>
        <dd>{totalsText(client.totals.day)}</dd>
        <dt>7 dias</dt>
        <dd>{totalsText(client.totals.week)}</dd>
      </dl>
      <button
        type="button"
        className={requestStyles.requestsButton}
        aria-label={`Requisições recentes de ${client.name}`}
        onClick={() => onShowRequests(client)}
      >
        Ver requisições
      </button>
    </td>
    <td>
      <span className={client.revokedAt ? styles.revoked : styles.active}>{clientStatusText(client)}</span>
    </td>
    {canEdit && (
      <td>
        {!client.revokedAt && (
          <button
            type="button"
            className={styles.revokeButton}
            aria-label={`Revogar ${client.name}`}
            onClick={() => onRevoke(client)}
          >
            Revogar
          </button>
        )}
      </td>
    )}
  </tr>
);

const HEADERS = [
  'Nome',
  'Client ID',
  'Empresas',
  'Criado em',
  'Último uso',
  'Requisições',
  'Situação',
] as const;

/** Back-office Integrações: the ingestion API's service clients; only an admin creates or revokes one. */
export const IntegrationsPage = () => {
  const { user } = useSession();
  const canEdit = user?.role === 'ADMIN';
  const toast = useToast();
  const clients = useServiceClientsQuery();
  const revoke = useRevokeServiceClientMutation();
  const [revoking, setRevoking] = useState<TAdminServiceClient | null>(null);
  const [showingRequestsOf, setShowingRequestsOf] = useState<TAdminServiceClient | null>(null);
  const list = clients.data?.data ?? [];

  const onConfirmRevoke = () => {
    if (!revoking) return;
    const client = revoking;
    setRevoking(null);
    revoke.mutate(client.id, {
      onSuccess: () => toast.success(clientRevokedMessage(client)),
      onError: (error) => toast.error(errorMessage(error, REVOKE_FAILED_MESSAGE)),
    });
  };

  return (
    <section className={adminStyles.panel} aria-labelledby="admin-integrations-title">
      <PageTitle parts={[routes.AdminIntegrations.title, routes.Admin.title]} />
      <header className={styles.header}>
        <div className={adminStyles.panelHeader}>
          <h2 id="admin-integrations-title" className={adminStyles.panelTitle}>
            {routes.AdminIntegrations.title}
          </h2>
          <p className={adminStyles.panelText}>
            {canEdit
              ? 'Os sistemas do despachante que enviam dados pela API de ingestão. O segredo de um cliente novo é mostrado uma única vez; um cliente revogado para de funcionar na hora.'
              : 'Os sistemas do despachante que enviam dados pela API de ingestão. Somente administradores criam ou revogam clientes.'}
          </p>
        </div>
        {canEdit && <ServiceClientDialog />}
      </header>
      <LoadingOverlay isVisible={clients.isPending} variant="container" label="Carregando clientes" />
      {clients.isError && !clients.data ? (
        <p className={adminStyles.error} role="alert">
          {errorMessage(clients.error, 'Não foi possível carregar os clientes de integração.')}
        </p>
      ) : (
        <PlainTable
          label="Clientes de integração"
          tableLabel="Clientes de integração"
          headers={HEADERS}
          hasActions={canEdit}
        >
          {list.map((client) => (
            <ClientRow
              key={client.id}
              client={client}
              canEdit={canEdit}
              onRevoke={setRevoking}
              onShowRequests={setShowingRequestsOf}
            />
          ))}
          {list.length === 0 && !clients.isPending && (
            <tr>
              <td colSpan={HEADERS.length + (canEdit ? 1 : 0)} className={styles.empty}>
                {EMPTY_CLIENTS_TEXT}
              </td>
            </tr>
          )}
        </PlainTable>
      )}
      <IntegrationsRequestsSheet client={showingRequestsOf} onClose={() => setShowingRequestsOf(null)} />
      <ConfirmDialog
        isOpen={revoking !== null}
        title={REVOKE_TITLE}
        message={revoking ? revokeQuestion(revoking) : ''}
        confirmLabel="Revogar"
        onConfirm={onConfirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
};
