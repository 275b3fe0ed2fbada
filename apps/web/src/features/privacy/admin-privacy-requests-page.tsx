import { useState } from 'react';
import type { TAdminPrivacyRequest } from '@pc/contract/privacy';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { PlainTable } from '../../components/plain-table/plain-table.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { routes } from '../../lib/routes.ts';
import { useAdminPrivacyRequestsQuery } from './api/privacy.ts';
import { DecisionDialog, type TDecision } from './decision-dialog.tsx';
import { deadlineText, requestKindLabel, requestStatusLabel } from './privacy-texts.ts';
import styles from './privacy.module.css';

export const PRIVACY_REQUESTS_HEADERS = ['Pessoa', 'Pedido', 'Enviado em', 'Prazo', 'Situação'] as const;
export const EMPTY_PRIVACY_REQUESTS_TEXT = 'Nenhuma solicitação de titular.';

const RequestRow = ({
  request,
  onDecide,
}: {
  request: TAdminPrivacyRequest;
  onDecide: (value: TDecision) => void;
}) => (
  <tr className={request.isOverdue ? styles.overdueRow : undefined}>
    <td className={styles.cell}>
      <strong>{request.user.name}</strong>
      <br />
      <span className={styles.muted}>{request.user.email}</span>
    </td>
    <td className={styles.cell}>
      {requestKindLabel(request)}
      {request.note && (
        <>
          <br />
          <span className={styles.muted}>{request.note}</span>
        </>
      )}
    </td>
    <td className={styles.nowrap}>{formatDateTime(request.createdAt)}</td>
    <td className={request.isOverdue ? styles.overdue : styles.nowrap}>
      {request.status === 'PENDING' ? deadlineText(request) : '—'}
    </td>
    <td className={styles.cell}>
      {requestStatusLabel(request)}
      {request.decisionReason && (
        <>
          <br />
          <span className={styles.muted}>
            {request.decidedBy ? `${request.decidedBy}: ` : ''}
            {request.decisionReason}
          </span>
        </>
      )}
    </td>
    <td>
      {request.status === 'PENDING' && (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primaryButton}
            aria-label={`Atender: ${requestKindLabel(request)} de ${request.user.name}`}
            onClick={() => onDecide({ request, decision: 'APPROVE' })}
          >
            Atender
          </button>
          <button
            type="button"
            className={styles.secondaryButton}
            aria-label={`Recusar: ${requestKindLabel(request)} de ${request.user.name}`}
            onClick={() => onDecide({ request, decision: 'DENY' })}
          >
            Recusar
          </button>
        </div>
      )}
    </td>
  </tr>
);

/** Administração › Privacidade: the people's requests, the pending first, with their 15-day deadline. */
export const AdminPrivacyRequestsPage = () => {
  const requests = useAdminPrivacyRequestsQuery();
  const [deciding, setDeciding] = useState<TDecision | null>(null);
  const rows = requests.data?.data ?? [];
  const overdue = rows.filter((request) => request.isOverdue).length;

  return (
    <section className={styles.card} aria-labelledby="admin-privacy-title">
      <PageTitle parts={[routes.AdminPrivacyRequests.title, routes.Admin.title]} />
      <header className={styles.pageHeader}>
        <h2 id="admin-privacy-title" className={styles.cardTitle}>
          Solicitações de titulares (LGPD)
        </h2>
        <p className={styles.muted}>
          Pedidos de correção e de exclusão feitos em Meus Dados. A LGPD pede resposta em até 15 dias. Atender
          uma exclusão anonimiza a pessoa; os processos e as mensagens continuam.
        </p>
      </header>
      {overdue > 0 && (
        <p className={styles.overdue} role="status">
          {overdue === 1 ? '1 solicitação atrasada' : `${overdue} solicitações atrasadas`}
        </p>
      )}
      <LoadingOverlay isVisible={requests.isPending} variant="container" label="Carregando solicitações" />
      {requests.isError ? (
        <p className={styles.error} role="alert">
          {errorMessage(requests.error, 'Não foi possível carregar as solicitações.')}
        </p>
      ) : (
        <PlainTable label="Tabela de solicitações de titulares" headers={PRIVACY_REQUESTS_HEADERS} hasActions>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={PRIVACY_REQUESTS_HEADERS.length + 1} className={styles.muted}>
                {requests.isPending ? '' : EMPTY_PRIVACY_REQUESTS_TEXT}
              </td>
            </tr>
          ) : (
            rows.map((request) => <RequestRow key={request.id} request={request} onDecide={setDeciding} />)
          )}
        </PlainTable>
      )}
      <DecisionDialog value={deciding} onClose={() => setDeciding(null)} />
    </section>
  );
};
