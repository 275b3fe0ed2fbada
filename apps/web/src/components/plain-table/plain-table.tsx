import type { ReactNode } from 'react';
import styles from './plain-table.module.css';

type TPlainTableProps = {
  /** The scrolling region's accessible name. */
  label: string;
  /** The table's own accessible name, when it has one. */
  tableLabel?: string;
  headers: readonly string[];
  /** A last column of row actions, named for screen readers only. */
  hasActions?: boolean;
  /** The rows are being read again. */
  isBusy?: boolean;
  /** The rows (and the empty row, whose cell spans the headers and the actions). */
  children: ReactNode;
};

/** A plain table in a card: the back-office's and the webhooks' lists and logs. */
export const PlainTable = ({
  label,
  tableLabel,
  headers,
  hasActions = false,
  isBusy,
  children,
}: TPlainTableProps) => (
  // Focusable, so a keyboard can scroll the columns off a phone's screen (WCAG 2.1.1).
  <div className={styles.scroll} tabIndex={0} role="region" aria-label={label}>
    <table className={styles.table} aria-label={tableLabel} aria-busy={isBusy}>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
          {hasActions && (
            <th scope="col">
              <span className="visually-hidden">Ações</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  </div>
);
