import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import { useId, useState } from 'react';
import { getReportColumn, type TReportColumnKey } from '@pc/contract/report-columns';
import { CloseIcon } from '../../components/icon/icons.tsx';
import { normaliseSearchText } from '../../components/data-table/table-search.ts';
import dialog from '../../components/dialog/dialog.module.css';
import styles from './column-manager.module.css';
import {
  defaultColumnState,
  inactiveColumns,
  moveColumn,
  setColumnVisible,
  type TColumnState,
} from './column-state.ts';

type TColumnManagerDrawerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  state: TColumnState;
  onChange: (state: TColumnState) => void;
};

const labelOf = (key: string | number): string => getReportColumn(key as TReportColumnKey).label;

// dnd-kit announces in English by default; the portal speaks pt-BR.
const announcements: Announcements = {
  onDragStart: ({ active }) => `Coluna ${labelOf(active.id)} selecionada.`,
  onDragOver: ({ active, over }) =>
    over
      ? `Coluna ${labelOf(active.id)} sobre a posição de ${labelOf(over.id)}.`
      : `Coluna ${labelOf(active.id)} fora da lista.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `Coluna ${labelOf(active.id)} movida para a posição de ${labelOf(over.id)}.`
      : `Coluna ${labelOf(active.id)} solta.`,
  onDragCancel: ({ active }) => `Movimento da coluna ${labelOf(active.id)} cancelado.`,
};
const screenReaderInstructions = {
  draggable:
    'Para mover a coluna, pressione espaço ou Enter, use as setas para cima e para baixo e pressione espaço ou Enter de novo para soltar. Esc cancela.',
};

const matches = (key: TReportColumnKey, search: string): boolean =>
  normaliseSearchText(labelOf(key)).includes(normaliseSearchText(search.trim()));

type TActiveItemProps = {
  columnKey: TReportColumnKey;
  canHide: boolean;
  isDragDisabled: boolean;
  onHide: () => void;
};

const ActiveItem = ({ columnKey, canHide, isDragDisabled, onHide }: TActiveItemProps) => {
  const label = labelOf(columnKey);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: columnKey, disabled: isDragDisabled });
  // dnd-kit moves the item with an inline transform while it is dragged.
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
  };
  const checkboxId = useId();
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={styles.item}
      data-dragging={isDragging}
      data-column={columnKey}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        aria-label={`Arrastar coluna ${label}`}
        disabled={isDragDisabled}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⋮⋮</span>
      </button>
      <input id={checkboxId} type="checkbox" checked disabled={!canHide} onChange={onHide} />
      <label htmlFor={checkboxId} className={styles.itemLabel}>
        {label}
      </label>
    </li>
  );
};

/** The report's column manager (spec part 1 §2): a side drawer with active and inactive columns. */
export const ColumnManagerDrawer = ({ isOpen, onOpenChange, state, onChange }: TColumnManagerDrawerProps) => {
  const [activeSearch, setActiveSearch] = useState('');
  const [inactiveSearch, setInactiveSearch] = useState('');
  const sensors = useSensors(
    // A small distance lets a click on the handle stay a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const activeShown = state.active.filter((key) => matches(key, activeSearch));
  const inactive = inactiveColumns(state);
  const inactiveShown = inactive.filter((key) => matches(key, inactiveSearch));
  const canHide = state.active.length > 1;

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveColumn(state, active.id as TReportColumnKey, over.id as TReportColumnKey));
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={dialog.title}>Gerenciar colunas</Dialog.Title>
            <Dialog.Close className={`${dialog.close} ${styles.close}`} aria-label="Fechar">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <ul className={styles.tips}>
            <li>
              Arraste as colunas ativas pelo ícone ⋮⋮ para mudar a ordem em que aparecem na tabela e na
              planilha.
            </li>
            <li>
              Desmarque uma coluna ativa para ocultá-la; marque uma coluna inativa para exibi-la no fim da
              tabela.
            </li>
          </ul>

          <section className={styles.section} aria-labelledby="active-columns-title">
            <h3 id="active-columns-title" className={styles.sectionTitle}>
              Colunas ativas <span className={styles.badge}>{state.active.length}</span>
            </h3>
            <input
              type="search"
              className={styles.search}
              placeholder="Pesquisar colunas ativas"
              aria-label="Pesquisar colunas ativas"
              value={activeSearch}
              onChange={(event) => setActiveSearch(event.target.value)}
            />
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={handleDragEnd}
              accessibility={{ announcements, screenReaderInstructions }}
            >
              <SortableContext items={activeShown} strategy={verticalListSortingStrategy}>
                <ul className={styles.list} aria-label="Colunas ativas">
                  {activeShown.map((key) => (
                    <ActiveItem
                      key={key}
                      columnKey={key}
                      canHide={canHide}
                      isDragDisabled={activeShown.length < 2}
                      onHide={() => onChange(setColumnVisible(state, key, false))}
                    />
                  ))}
                </ul>
              </SortableContext>
            </DndContext>
            {activeShown.length === 0 && <p className={styles.none}>Nenhuma coluna ativa encontrada.</p>}
          </section>

          <section className={styles.section} aria-labelledby="inactive-columns-title">
            <h3 id="inactive-columns-title" className={styles.sectionTitle}>
              Colunas inativas <span className={styles.badge}>{inactive.length}</span>
            </h3>
            <input
              type="search"
              className={styles.search}
              placeholder="Pesquisar colunas inativas"
              aria-label="Pesquisar colunas inativas"
              value={inactiveSearch}
              onChange={(event) => setInactiveSearch(event.target.value)}
            />
            <ul className={styles.list} aria-label="Colunas inativas">
              {inactiveShown.map((key) => (
                <li key={key} className={styles.item} data-column={key}>
                  <input
                    id={`inactive-${key}`}
                    type="checkbox"
                    checked={false}
                    onChange={() => onChange(setColumnVisible(state, key, true))}
                  />
                  <label htmlFor={`inactive-${key}`} className={styles.itemLabel}>
                    {labelOf(key)}
                  </label>
                </li>
              ))}
            </ul>
            {inactiveShown.length === 0 && (
              <p className={styles.none}>
                {inactive.length === 0
                  ? 'Todas as colunas estão ativas.'
                  : 'Nenhuma coluna inativa encontrada.'}
              </p>
            )}
          </section>

          <div className={styles.footer}>
            <button
              type="button"
              className={`${dialog.button} ${styles.reset}`}
              onClick={() => onChange(defaultColumnState())}
            >
              Restaurar padrão
            </button>
            <Dialog.Close className={`${dialog.button} ${styles.done}`}>Concluir</Dialog.Close>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
