import type { TBiNcmGoodsRow } from '@pc/contract/bi';
import { useState } from 'react';
import { SensitiveName } from '../../../components/sensitive-name/sensitive-name.tsx';
import { usePresentationMode } from '../../../hooks/use-presentation-mode.ts';
import { formatBRL, formatNcm, orNI } from '../../../lib/format.ts';
import { nextSort, sortNcmRows, type TNcmColumn, type TNcmSort } from './ncm-sort.ts';
import { useHorizontalScroll } from './use-horizontal-scroll.ts';
import styles from './ncm.module.css';

/** Spec part 2 §2.6: the columns, money ones marked (R$). */
export const NCM_COLUMNS: readonly { column: TNcmColumn; header: string }[] = [
  { column: 'nome_adquirente', header: 'Adquirente' },
  { column: 'codigo_ncm', header: 'NCM' },
  { column: 'vmld', header: 'VMLD (R$)' },
  { column: 'vmle', header: 'VMLE (R$)' },
  { column: 'frete', header: 'Frete (R$)' },
  { column: 'ii', header: 'II (R$)' },
  { column: 'ipi', header: 'IPI (R$)' },
  { column: 'pis', header: 'PIS (R$)' },
  { column: 'cofins', header: 'COFINS (R$)' },
  { column: 'antidumping', header: 'Antidumping (R$)' },
  { column: 'siscomex', header: 'Siscomex (R$)' },
];

export const NCM_EMPTY_TEXT = 'Nenhuma mercadoria encontrada';

const ariaSort = (sort: TNcmSort, column: TNcmColumn) =>
  sort?.column !== column ? undefined : sort.direction === 1 ? 'ascending' : 'descending';

/** Shown while the columns do not fit: a phone's overlay scrollbar is no cue at all. */
export const NCM_SCROLL_HINT = 'Role a tabela para o lado para ver todas as colunas.';

/**
 * The goods by NCM; a header click sorts by it (ascending, then flipping), with its arrow. The 11
 * columns do not fit a laptop's width, let alone a phone's: the table scrolls sideways in a region
 * the keyboard reaches, the acquirer column stays put, and a hint and a fade say there is more.
 */
export const NcmTable = ({ rows, label }: { rows: readonly TBiNcmGoodsRow[]; label: string }) => {
  const [sort, setSort] = useState<TNcmSort>(null);
  const { isPresentationMode } = usePresentationMode();
  const { ref: scrollRef, edges, onScroll } = useHorizontalScroll<HTMLDivElement>();
  const { canScrollStart, canScrollEnd } = edges;
  const sorted = sortNcmRows(rows, sort);
  return (
    <div className={styles.wrapper}>
      {(canScrollStart || canScrollEnd) && (
        <p className={styles.hint}>
          <span aria-hidden="true">↔ </span>
          {NCM_SCROLL_HINT}
        </p>
      )}
      <div className={styles.frame} data-scroll-end={canScrollEnd}>
        <div
          ref={scrollRef}
          className={styles.scroller}
          role="region"
          // Not the block's name: the block is a region of that name already.
          aria-label={`Tabela: ${label}`}
          // Focusable, so the arrow keys scroll it: the cells themselves take no focus.
          tabIndex={0}
          data-scroll-start={canScrollStart}
          data-scroll-end={canScrollEnd}
          onScroll={onScroll}
        >
          <table className={styles.table} aria-label={label}>
            <thead>
              <tr>
                {NCM_COLUMNS.map(({ column, header }) => (
                  <th key={column} scope="col" aria-sort={ariaSort(sort, column)} data-column={column}>
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => setSort((current) => nextSort(current, column))}
                    >
                      {header}
                      <span className={styles.arrow} aria-hidden="true">
                        {sort?.column === column ? (sort.direction === 1 ? '↑' : '↓') : '↕'}
                      </span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sorted.length === 0 ? (
                <tr>
                  <td colSpan={NCM_COLUMNS.length} className={styles.empty}>
                    {NCM_EMPTY_TEXT}
                  </td>
                </tr>
              ) : (
                sorted.map((row) => (
                  <tr key={row.id}>
                    {/* The full name as a tooltip where the column cuts it; never in presentation mode. */}
                    <td
                      className={styles.name}
                      title={isPresentationMode ? undefined : orNI(row.nome_adquirente)}
                    >
                      <SensitiveName className={styles.nameText}>{orNI(row.nome_adquirente)}</SensitiveName>
                    </td>
                    <td className={styles.ncm}>{formatNcm(row.codigo_ncm)}</td>
                    {NCM_COLUMNS.slice(2).map(({ column }) => (
                      <td key={column} className={styles.money}>
                        {formatBRL(row[column] as number)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
};
