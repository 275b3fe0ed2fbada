import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../../components/dialog/dialog-content.tsx';
import dialog from '../../../components/dialog/dialog.module.css';
import { CloseIcon } from '../../../components/icon/icons.tsx';
import {
  activeFilterCount,
  EMPTY_DRAWER_FILTERS,
  type TDrawerFilters,
  type TDrawerSelect,
} from './drawer-filters.ts';
import { DrawerSelect } from './drawer-select.tsx';
import styles from '../../../components/dialog/side-sheet.module.css';

type TFilterDrawerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  selects: readonly TDrawerSelect[];
  isLoading: boolean;
  value: TDrawerFilters;
  onChange: (value: TDrawerFilters) => void;
};

/**
 * 'Filtrar Pesquisa' (spec part 2 §2.6): a side sheet with a select per list that has more than one
 * option; any committed change regenerates the data at once.
 */
export const FilterDrawer = ({
  isOpen,
  onOpenChange,
  selects,
  isLoading,
  value,
  onChange,
}: TFilterDrawerProps) => (
  <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={styles.sheet} aria-describedby="bi-filter-drawer-hint">
        <header className={styles.head}>
          <Dialog.Title className={dialog.title}>Filtrar Pesquisa</Dialog.Title>
          <Dialog.Close className={`${dialog.close} ${styles.close}`} aria-label="Fechar">
            <CloseIcon />
          </Dialog.Close>
        </header>
        <p id="bi-filter-drawer-hint" className={styles.hint}>
          Cada filtro alterado atualiza todos os dados da análise.
        </p>
        {isLoading && <p className={styles.hint}>Carregando filtros…</p>}
        {!isLoading && selects.length === 0 && (
          <p className={styles.hint}>Não há filtros com mais de uma opção neste período.</p>
        )}
        <div className={styles.fields}>
          {selects.map((select) => (
            <DrawerSelect
              key={select.field}
              id={`bi-filter-${select.field}`}
              label={select.label}
              options={select.options}
              value={value[select.field]}
              onCommit={(next) => onChange({ ...value, [select.field]: next })}
            />
          ))}
        </div>
        <footer className={styles.footer}>
          <button
            type="button"
            className={`${dialog.button} ${dialog.secondary}`}
            disabled={activeFilterCount(value) === 0}
            onClick={() => onChange(EMPTY_DRAWER_FILTERS)}
          >
            Limpar filtros
          </button>
          <Dialog.Close className={`${dialog.button} ${dialog.primary}`}>Concluir</Dialog.Close>
        </footer>
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
