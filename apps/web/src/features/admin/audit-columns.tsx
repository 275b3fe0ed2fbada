import type { TAuditEvent } from '@pc/contract/admin-audit';
import { describeAuditEvent } from '@pc/contract/admin-audit-sentence';
import type { TTableColumn } from '../../components/data-table/table-search.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import styles from './audit.module.css';

/** 'DD/MM/YYYY HH:mm' in the browser's time zone. */
export const formatAuditTime = (value: string): string => formatInstant(value) ?? value;

/** Under the sentence, who exactly acted: the person's e-mail, or the kind of actor. */
export const actorDetail = (event: TAuditEvent): string => {
  switch (event.actor.kind) {
    case 'user':
      return event.actor.email ?? '';
    case 'client':
      return 'Integração';
    case 'system':
      return 'Sistema';
    default: {
      const exhaustive: never = event.actor.kind;
      return String(exhaustive);
    }
  }
};

/** A record in words: its sentence, the values that changed, and who exactly acted. */
const AuditSentence = ({ event }: { event: TAuditEvent }) => {
  const { sentence, details } = describeAuditEvent(event);
  return (
    <div className={styles.stack}>
      <span className={styles.sentence}>{sentence}</span>
      {details.length > 0 && (
        <ul className={styles.changes}>
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <span className={styles.muted}>{actorDetail(event)}</span>
    </div>
  );
};

/** The sentence first, so a phone shows it whole; the server keeps the newest first: no column sorts. */
export const AUDIT_COLUMNS: readonly TTableColumn<TAuditEvent>[] = [
  {
    id: 'what',
    header: 'O que aconteceu',
    isSortable: false,
    getText: (event) => {
      const { sentence, details } = describeAuditEvent(event);
      return [sentence, ...details, actorDetail(event)].join(' ');
    },
    render: (event) => <AuditSentence event={event} />,
  },
  {
    id: 'at',
    header: 'Quando',
    isSortable: false,
    getText: (event) => formatAuditTime(event.at),
    render: (event) => <time dateTime={event.at}>{formatAuditTime(event.at)}</time>,
  },
  {
    id: 'company',
    header: 'Empresa',
    isSortable: false,
    getText: (event) => event.company?.name ?? '—',
  },
  {
    id: 'ip',
    header: 'De onde (IP)',
    isSortable: false,
    getText: (event) => event.ip ?? '—',
  },
];
