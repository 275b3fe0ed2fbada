import { useSearchParams } from 'react-router';
import {
  SPREADSHEET_IMPORT_STATUS_LABELS,
  SPREADSHEET_IMPORTS_PAGE_SIZE_DEFAULT,
  SPREADSHEET_SHEET_NAMES,
  SPREADSHEET_KINDS,
  type TSpreadsheetImport,
} from '@pc/contract/admin-spreadsheet';
import { DataTable } from '../../components/data-table/data-table.tsx';
import type { TTableColumn } from '../../components/data-table/table-search.ts';
import {
  useServerDataTable,
  useServerTableState,
} from '../../components/data-table/use-server-data-table.ts';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { routes } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.ts';
import { useSpreadsheetImportsQuery, useTemplateDownload } from './api/admin-spreadsheet.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { COUNT_HEADERS, SpreadsheetImportDetail } from './spreadsheet-import-detail.tsx';
import { SpreadsheetUpload } from './spreadsheet-upload.tsx';
import adminStyles from './admin.module.css';
import styles from './spreadsheet-page.module.css';

export const SPREADSHEET_ADMIN_ONLY_TEXT =
  'Somente administradores importam planilhas. Peça a um administrador do portal para enviar a sua.';
export const EMPTY_IMPORTS_TEXT = 'Nenhuma planilha importada ainda.';
export const TEMPLATE_LABEL = 'Baixar modelo';
/** The URL's search parameter naming the import on screen (a reload or a return keeps it open). */
const IMPORT_PARAM = 'importacao';
const PAGE_SIZE_CHOICES = [SPREADSHEET_IMPORTS_PAGE_SIZE_DEFAULT, 25, 50, 100] as const;

const countsText = (item: TSpreadsheetImport): string =>
  (['created', 'updated', 'unchanged', 'refused'] as const)
    .map((key) => `${COUNT_HEADERS[key]}: ${item.totals[key].toLocaleString('pt-BR')}`)
    .join(' · ');

const importColumns = (open: (id: number) => void): readonly TTableColumn<TSpreadsheetImport>[] => [
  {
    id: 'createdAt',
    header: 'Data',
    isSortable: false,
    getText: (item) => formatInstant(item.createdAt) ?? item.createdAt,
    render: (item) => (
      <time dateTime={item.createdAt}>{formatInstant(item.createdAt) ?? item.createdAt}</time>
    ),
  },
  { id: 'userName', header: 'Quem', isSortable: false, getText: (item) => item.userName },
  {
    id: 'fileName',
    header: 'Arquivo',
    isSortable: false,
    getText: (item) => item.fileName,
    render: (item) => (
      <button type="button" className={styles.fileButton} onClick={() => open(item.id)}>
        {item.fileName}
      </button>
    ),
  },
  {
    id: 'counts',
    header: 'Linhas',
    isSortable: false,
    getText: countsText,
    render: (item) => <span className={styles.countsCell}>{countsText(item)}</span>,
  },
  {
    id: 'status',
    header: 'Situação',
    isSortable: false,
    getText: (item) => SPREADSHEET_IMPORT_STATUS_LABELS[item.status],
    render: (item) => (
      <span className={styles.badge} data-status={item.status}>
        {SPREADSHEET_IMPORT_STATUS_LABELS[item.status]}
      </span>
    ),
  },
];

const PastImports = ({ open }: { open: (id: number) => void }) => {
  const tableState = useServerTableState([], SPREADSHEET_IMPORTS_PAGE_SIZE_DEFAULT);
  const imports = useSpreadsheetImportsQuery(tableState.query);
  const state = useServerDataTable({
    data: imports.data?.data ?? [],
    rowCount: imports.data?.total ?? 0,
    columns: importColumns(open),
    tableState,
    getRowId: (item) => String(item.id),
  });
  const total = imports.data?.total ?? 0;
  return (
    <section className={styles.history} aria-labelledby="spreadsheet-history-title">
      <h3 id="spreadsheet-history-title" className={styles.stepTitle}>
        Importações anteriores
      </h3>
      <LoadingOverlay isVisible={imports.isPending} variant="container" label="Carregando as importações" />
      {imports.isError && !imports.data ? (
        <p className={styles.error} role="alert">
          {errorMessage(imports.error, 'Não foi possível carregar as importações.')}
        </p>
      ) : (
        <DataTable
          state={state}
          label="Importações anteriores"
          emptyText={imports.isPending ? '' : EMPTY_IMPORTS_TEXT}
          toolbar={
            <p className={adminStyles.count} aria-live="polite">
              <strong>{total.toLocaleString('pt-BR')}</strong> {total === 1 ? 'importação' : 'importações'}
            </p>
          }
          pageSizeChoices={PAGE_SIZE_CHOICES}
          isSearchable={false}
          scrollHint="Arraste para o lado para ver mais colunas"
          isBusy={imports.isPlaceholderData}
        />
      )}
    </section>
  );
};

const ImportScreen = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const template = useTemplateDownload();
  const selected = Number(searchParams.get(IMPORT_PARAM));
  const selectedId = Number.isSafeInteger(selected) && selected > 0 ? selected : null;
  const open = (id: number) => setSearchParams({ [IMPORT_PARAM]: String(id) });

  return (
    <>
      <div className={styles.steps}>
        <section className={styles.step} aria-labelledby="spreadsheet-template-title">
          <h3 id="spreadsheet-template-title" className={styles.stepTitle}>
            1. Baixe o modelo
          </h3>
          <p className={styles.hint}>
            Uma aba por assunto ({SPREADSHEET_KINDS.map((kind) => SPREADSHEET_SHEET_NAMES[kind]).join(', ')});
            a segunda linha diz o que cada coluna aceita. Preencha só as abas de que precisa.
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={template.isPending}
              onClick={() => template.mutate()}
            >
              {TEMPLATE_LABEL}
            </button>
          </div>
        </section>
        <section className={styles.step} aria-labelledby="spreadsheet-upload-title">
          <h3 id="spreadsheet-upload-title" className={styles.stepTitle}>
            2. Envie a planilha preenchida
          </h3>
          <p className={styles.hint}>
            Nada é gravado no envio: a planilha é analisada e você confere o resultado antes de confirmar.
          </p>
          <SpreadsheetUpload onUploaded={open} />
        </section>
      </div>
      {selectedId !== null && (
        <SpreadsheetImportDetail key={selectedId} id={selectedId} onClose={() => setSearchParams({})} />
      )}
      <PastImports open={open} />
    </>
  );
};

/** Onboarding: Administração → Importar planilha — template, upload, preview, confirmation, history. */
export const SpreadsheetPage = () => {
  const { user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  return (
    <section className={adminStyles.panel} aria-labelledby="admin-spreadsheet-title">
      <PageTitle parts={[routes.AdminSpreadsheet.title, routes.Admin.title]} />
      <header className={adminStyles.panelHeader}>
        <h2 id="admin-spreadsheet-title" className={adminStyles.panelTitle}>
          {routes.AdminSpreadsheet.title}
        </h2>
        <p className={adminStyles.panelText}>
          {isAdmin
            ? 'Cadastre empresas, usuários e processos a partir de uma planilha, sem integração: linhas com erro são recusadas com o motivo, e as demais são gravadas.'
            : SPREADSHEET_ADMIN_ONLY_TEXT}
        </p>
      </header>
      {isAdmin && <ImportScreen />}
    </section>
  );
};
