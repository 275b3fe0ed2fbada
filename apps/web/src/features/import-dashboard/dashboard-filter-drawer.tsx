import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent } from '../../components/dialog/dialog-content.tsx';
import { DASHBOARD_MODE_LABEL, type TImportDashboardFilterValues } from '@pc/contract/dashboard';
import dialog from '../../components/dialog/dialog.module.css';
import sheet from '../../components/dialog/side-sheet.module.css';
import { CloseIcon } from '../../components/icon/icons.tsx';
import { activeFilterCount, EMPTY_FILTERS, type TDashboardFilters } from './dashboard-query.ts';

type TDrawerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  options: TImportDashboardFilterValues | undefined;
  isLoading: boolean;
  value: TDashboardFilters;
  onChange: (value: TDashboardFilters) => void;
};

type TSelect = { field: keyof TDashboardFilters; label: string; options: { value: string; label: string }[] };

/** The selects of the drawer, from the values the period's declarations hold. */
export const drawerSelects = (options: TImportDashboardFilterValues | undefined): TSelect[] => [
  {
    field: 'modal',
    label: 'Modal',
    options: (options?.modais ?? []).map((mode) => ({ value: mode, label: DASHBOARD_MODE_LABEL[mode] })),
  },
  {
    field: 'incoterm',
    label: 'Incoterm',
    options: (options?.incoterms ?? []).map((value) => ({ value, label: value })),
  },
  {
    field: 'paisOrigem',
    label: 'País de origem',
    options: (options?.paises_origem ?? []).map((country) => ({
      value: country.codigo,
      label: country.nome,
    })),
  },
  {
    field: 'exportador',
    label: 'Exportador',
    options: (options?.exportadores ?? []).map((value) => ({ value, label: value })),
  },
  {
    field: 'moeda',
    label: 'Moeda',
    options: (options?.moedas ?? []).map((currency) => ({
      value: currency.codigo,
      label: `${currency.moeda} (${currency.codigo})`,
    })),
  },
  {
    field: 'declaracao',
    label: 'Declaração',
    options: (options?.declaracoes ?? []).map((value) => ({ value, label: value })),
  },
];

/**
 * The filters drawer: mode, incoterm, origin country, exporter, currency and DI or DUIMP, the dimensions an
 * importer filters by. Applied with Aplicar, so several can change before the figures reload.
 */
export const DashboardFilterDrawer = ({
  isOpen,
  onOpenChange,
  options,
  isLoading,
  value,
  onChange,
}: TDrawerProps) => (
  <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <DialogContent className={sheet.sheet} aria-describedby="dash-filter-hint">
        <form
          className={sheet.fields}
          style={{ flex: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const next = { ...EMPTY_FILTERS };
            for (const field of Object.keys(EMPTY_FILTERS) as (keyof TDashboardFilters)[]) {
              Object.assign(next, { [field]: String(data.get(field) ?? '') });
            }
            onChange(next);
            onOpenChange(false);
          }}
        >
          <header className={sheet.head}>
            <Dialog.Title className={dialog.title}>Filtros</Dialog.Title>
            <Dialog.Close className={`${dialog.close} ${sheet.close}`} aria-label="Fechar">
              <CloseIcon />
            </Dialog.Close>
          </header>
          <p id="dash-filter-hint" className={sheet.hint}>
            Os valores são os das declarações do período escolhido.
          </p>
          {isLoading && <p className={sheet.hint}>Carregando filtros…</p>}
          {drawerSelects(options).map((select) => {
            const id = `dash-filter-${select.field}`;
            return (
              <div key={select.field} className={sheet.field}>
                <label htmlFor={id} className={sheet.label}>
                  {select.label}
                </label>
                <select
                  id={id}
                  name={select.field}
                  className={sheet.select}
                  defaultValue={value[select.field]}
                >
                  <option value="">TODOS</option>
                  {/* A value chosen before keeps its option even when the new period lacks it. */}
                  {value[select.field] !== '' &&
                    !select.options.some((option) => option.value === value[select.field]) && (
                      <option value={value[select.field]}>{value[select.field]}</option>
                    )}
                  {select.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
          <footer className={sheet.footer}>
            <button
              type="button"
              className={`${dialog.button} ${dialog.secondary}`}
              disabled={activeFilterCount(value) === 0}
              onClick={() => {
                onChange(EMPTY_FILTERS);
                onOpenChange(false);
              }}
            >
              Limpar filtros
            </button>
            <button type="submit" className={`${dialog.button} ${dialog.primary}`}>
              Aplicar
            </button>
          </footer>
        </form>
      </DialogContent>
    </Dialog.Portal>
  </Dialog.Root>
);
