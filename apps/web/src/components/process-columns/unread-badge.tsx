import { useProcessUnreadCount } from '../../hooks/use-unread-messages.ts';
import { formatNumber } from '../../lib/format.ts';
import { Icon } from '../icon/icons.tsx';
import styles from './process-columns.module.css';

export const unreadMessagesLabel = (count: number): string =>
  count === 1 ? '1 mensagem não lida' : `${formatNumber(count)} mensagens não lidas`;

/** Collaboration: an envelope with the caller's unread messages of the process; nothing when none. */
export const UnreadBadge = ({ processId }: { processId: number }) => {
  const count = useProcessUnreadCount(processId);
  if (count === 0) return null;
  const label = unreadMessagesLabel(count);
  return (
    <span className={styles.unread} role="img" aria-label={label} title={label}>
      <Icon size={14}>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </Icon>
      {formatNumber(count)}
    </span>
  );
};
