import type { THistoryItem } from '@pc/contract/process';
import { useState } from 'react';
import { formatDateTime, orNI } from '../../lib/format.ts';
import styles from './lists.module.css';
import { initialsOf } from './process-labels.ts';
import sections from './sections.module.css';
import { matchesSearch } from './text-search.ts';

/** Tab 5 'Histórico': the client-visible items (the server sends only those), newest first. */
export const HistoryTab = ({ history }: { history: readonly THistoryItem[] }) => {
  const [search, setSearch] = useState('');
  const visible = history.filter((item) =>
    matchesSearch(search, [item.createdBy, formatDateTime(item.created), item.description]),
  );
  const emptyText =
    history.length === 0 ? 'Nenhum histórico registrado para este processo.' : 'Nenhum resultado encontrado.';

  return (
    <section className={sections.card} aria-label="Histórico">
      <div className={sections.toolbar}>
        <h3 className={sections.sectionTitle}>Histórico</h3>
        <input
          type="search"
          className={sections.search}
          placeholder="Pesquisar no histórico"
          aria-label="Pesquisar no histórico"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {visible.length === 0 ? (
        <p className={sections.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {visible.map((item, index) => (
            <li
              key={`${item.created}-${index}`}
              className={`${styles.row} ${styles.rowTop}`}
              data-testid="history-item"
            >
              <span className={styles.avatar} aria-hidden="true">
                {initialsOf(item.createdBy)}
              </span>
              <span className={styles.info}>
                <span className={styles.headline}>
                  <span className={styles.title}>{orNI(item.createdBy)}</span>
                  <span className={styles.meta}>{formatDateTime(item.created)}</span>
                </span>
                <p className={styles.description}>{item.description}</p>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
