import { formatNumber } from '../../lib/format.ts';
import { useUnansweredCountQuery } from './api/admin-message-threads.ts';
import styles from './atendimento.module.css';

/** Collaboration: the unanswered conversations beside Atendimento in the side list; none, nothing. */
export const AtendimentoBadge = () => {
  const count = useUnansweredCountQuery().data ?? 0;
  if (count === 0) return null;
  return (
    <>
      {/* The space keeps the link's name 'Atendimento 4 sem resposta', not 'Atendimento4…'. */}{' '}
      {/* Positioned: the hidden text stays inside the side list instead of widening the page. */}
      <span className={styles.badgeBox}>
        <span className={styles.badge} aria-hidden="true">
          {formatNumber(count)}
        </span>
        <span className="visually-hidden">{`${formatNumber(count)} sem resposta`}</span>
      </span>
    </>
  );
};
