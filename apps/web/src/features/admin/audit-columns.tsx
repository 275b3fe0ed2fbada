import { describeAuditChange, type TAuditEvent } from '@pc/contract/admin-audit';
import type { TTableColumn } from '../../components/data-table/table-search.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import styles from './audit.module.css';

/** 'DD/MM/YYYY HH:mm' in the browser's time zone. */
export const formatAuditTime = (value: string): string => formatInstant(value) ?? value;

const changeLines = (event: TAuditEvent): string[] => describeAuditChange(event.before, event.after);

/** The server keeps the newest first: no column sorts. */
export const AUDIT_COLUMNS: readonly TTableColumn<TAuditEvent>[] = [
  {
    id: 'at',
    header: 'Quando',
    isSortable: false,
    getText: (event) => formatAuditTime(event.at),
    render: (event) => <time dateTime={event.at}>{formatAuditTime(event.at)}</time>,
  },
  {
    id: 'actor',
    header: 'Quem',
    isSortable: false,
    getText: (event) => [event.actor.name, event.actor.email ?? ''].join(' '),
    render: (event) => (
      <span className={styles.stack}>
        <span>{event.actor.name}</span>
        <span className={styles.muted}>
          {event.actor.email ?? (event.actor.kind === 'client' ? 'Integração' : '')}
        </span>
      </span>
    ),
  },
  {
    id: 'action',
    header: 'O quê',
    isSortable: false,
    getText: (event) => `${event.actionLabel} ${event.subject.label}`,
    render: (event) => (
      <span className={styles.stack}>
        <span>{event.actionLabel}</span>
        <span className={styles.muted}>{event.subject.label}</span>
      </span>
    ),
  },
  {
    id: 'company',
    header: 'Empresa',
    isSortable: false,
    getText: (event) => event.company?.name ?? '—',
  },
  {
    id: 'change',
    header: 'Antes → Depois',
    isSortable: false,
    getText: (event) => changeLines(event).join('; '),
    render: (event) => {
      const lines = changeLines(event);
      if (lines.length === 0) return '—';
      return (
        <ul className={styles.changes}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      );
    },
  },
  {
    id: 'ip',
    header: 'De onde (IP)',
    isSortable: false,
    getText: (event) => event.ip ?? '—',
  },
];
