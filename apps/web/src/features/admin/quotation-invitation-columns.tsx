import {
  QUOTATION_INVITATION_STATUS_LABELS,
  type TAdminQuotationInvitation,
  type TQuotationInvitationStatus,
} from '@pc/contract/admin-quotations';
import type { TTableColumn } from '../../components/data-table/table-search.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import styles from './quotation-invitations.module.css';

const formatTime = (value: string): string => formatInstant(value) ?? '—';

const STATUS_CLASS: Readonly<Record<TQuotationInvitationStatus, string | undefined>> = {
  OPEN: styles.open,
  ANSWERED: styles.answered,
  EXPIRED: styles.expired,
  CLOSED: styles.closed,
  REVOKED: styles.revoked,
};

/** The state as a chip: its word says it, the colour only helps. */
export const InvitationStatusChip = ({ status }: { status: TQuotationInvitationStatus }) => (
  <span className={`${styles.chip} ${STATUS_CLASS[status] ?? ''}`}>
    {QUOTATION_INVITATION_STATUS_LABELS[status]}
  </span>
);

/**
 * A link still waiting for its forwarder's answer is worth a new one, and so is an answered one
 * whose link expired (its forwarder can no longer change the quotation without one).
 */
export const canResend = (
  invitation: Pick<TAdminQuotationInvitation, 'status' | 'expiresAt'>,
  now: Date,
): boolean =>
  invitation.status === 'OPEN' ||
  invitation.status === 'EXPIRED' ||
  (invitation.status === 'ANSWERED' && new Date(invitation.expiresAt).getTime() <= now.getTime());

export type TInvitationActions = {
  onRevoke: (invitation: TAdminQuotationInvitation) => void;
  onResend: (invitation: TAdminQuotationInvitation) => void;
  /** The row whose action is on its way to the server (its buttons wait). */
  busyId: number | null;
};

/**
 * A revoked link can do nothing more; an answered one may only be revoked while it lives (its
 * forwarder still holds it), and one whose round is closed too (nobody may quote it: resending it
 * would mail a dead end).
 */
const InvitationActions = ({
  invitation,
  onRevoke,
  onResend,
  busyId,
}: TInvitationActions & { invitation: TAdminQuotationInvitation }) => {
  if (invitation.status === 'REVOKED') return <span className={styles.muted}>—</span>;
  const isBusy = busyId === invitation.id;
  const what = `${invitation.forwarderName} — ${invitation.process.reference}`;
  return (
    <span className={styles.actions}>
      {canResend(invitation, new Date()) && (
        <button
          type="button"
          className={styles.button}
          disabled={isBusy}
          aria-label={`Reenviar o convite de ${what}`}
          onClick={() => onResend(invitation)}
        >
          Reenviar
        </button>
      )}
      <button
        type="button"
        className={styles.dangerButton}
        disabled={isBusy}
        aria-label={`Revogar o convite de ${what}`}
        onClick={() => onRevoke(invitation)}
      >
        Revogar
      </button>
    </span>
  );
};

/** The server keeps the newest first: no column sorts. */
export const toInvitationColumns = (
  actions: TInvitationActions,
): TTableColumn<TAdminQuotationInvitation>[] => [
  {
    id: 'process',
    header: 'Processo',
    isSortable: false,
    getText: (invitation) => `${invitation.process.reference} ${invitation.company.name}`,
    render: (invitation) => (
      <span className={styles.stack}>
        <strong>{invitation.process.reference}</strong>
        <span className={styles.muted}>{invitation.company.name}</span>
      </span>
    ),
  },
  {
    id: 'forwarder',
    header: 'Agente de carga',
    isSortable: false,
    getText: (invitation) => `${invitation.forwarderName} ${invitation.email}`,
    render: (invitation) => (
      <span className={styles.stack}>
        <span>{invitation.forwarderName}</span>
        <span className={`${styles.muted} ${styles.email}`}>{invitation.email}</span>
      </span>
    ),
  },
  {
    id: 'created',
    header: 'Criado em',
    isSortable: false,
    getText: (invitation) => `${formatTime(invitation.createdAt)} ${invitation.createdBy}`,
    render: (invitation) => (
      <span className={styles.stack}>
        <time dateTime={invitation.createdAt}>{formatTime(invitation.createdAt)}</time>
        <span className={styles.muted}>{invitation.createdBy}</span>
      </span>
    ),
  },
  {
    id: 'expires',
    header: 'Validade',
    isSortable: false,
    getText: (invitation) => formatTime(invitation.expiresAt),
    render: (invitation) => <time dateTime={invitation.expiresAt}>{formatTime(invitation.expiresAt)}</time>,
  },
  {
    id: 'status',
    header: 'Situação',
    isSortable: false,
    getText: (invitation) => QUOTATION_INVITATION_STATUS_LABELS[invitation.status],
    render: (invitation) => <InvitationStatusChip status={invitation.status} />,
  },
  {
    id: 'actions',
    header: 'Ações',
    isSortable: false,
    getText: () => '',
    render: (invitation) => <InvitationActions invitation={invitation} {...actions} />,
  },
];
