import dialog from '../dialog/dialog.module.css';
import styles from './pager.module.css';

type TPagerProps = {
  page: number;
  pageCount: number;
  /** The navigation's accessible name ('Páginas das entregas'). */
  label: string;
  onPage: (page: number) => void;
};

/** Anterior / Página N de M / Próxima under a paged list; nothing when it has one page. */
export const Pager = ({ page, pageCount, label, onPage }: TPagerProps) => {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={`${dialog.button} ${dialog.secondary}`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Anterior
      </button>
      <span className={styles.position}>{`Página ${page} de ${pageCount.toLocaleString('pt-BR')}`}</span>
      <button
        type="button"
        className={`${dialog.button} ${dialog.secondary}`}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Próxima
      </button>
    </nav>
  );
};
