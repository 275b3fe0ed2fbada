import { useEffect, useRef } from 'react';
import {
  SPREADSHEET_IMPORT_STATUS_LABELS,
  SPREADSHEET_REFUSALS_KEPT,
  SPREADSHEET_REFUSALS_PAGE_SIZE_DEFAULT,
  type TSpreadsheetCounts,
  type TSpreadsheetImport,
  type TSpreadsheetImportDetail,
  type TSpreadsheetRefusal,
} from '@pc/contract/admin-spreadsheet';
import { DataTable } from '../../components/data-table/data-table.tsx';
import type { TTableColumn } from '../../components/data-table/table-search.ts';
import {
  useServerDataTable,
  useServerTableState,
} from '../../components/data-table/use-server-data-table.ts';
import { LoadingOverlay } from '../../components/loading-overlay/loading-overlay.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import {
  isRunningImport,
  useConfirmSpreadsheetMutation,
  useRefreshImports,
  useResultDownload,
  useSpreadsheetImportQuery,
  useSpreadsheetRefusalsQuery,
} from './api/admin-spreadsheet.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { SpreadsheetFirstRows } from './spreadsheet-first-rows.tsx';
import styles from './spreadsheet-page.module.css';

export const COUNT_HEADERS: Readonly<Record<keyof TSpreadsheetCounts, string>> = {
  created: 'Criadas',
  updated: 'Atualizadas',
  unchanged: 'Sem mudança',
  refused: 'Recusadas',
};
const COUNT_KEYS = ['created', 'updated', 'unchanged', 'refused'] as const;

export const CONFIRM_LABEL = 'Confirmar importação';
export const RESULT_LABEL = 'Baixar resultado';
export const CONFIRM_FAILED_MESSAGE = 'Não foi possível confirmar a importação.';
export const NOTHING_TO_WRITE_TEXT =
  'Nada a gravar: todas as linhas já estão no portal como na planilha, ou foram recusadas.';
export const PREVIEW_CLEAN_TEXT = 'Nada foi gravado ainda. Confira os números e confirme para gravar.';
export const DONE_TEXT = 'Importação concluída: os dados já aparecem no portal.';
const READING_TEXT = 'Lendo o arquivo…';

const number = (value: number): string => value.toLocaleString('pt-BR');
const rows = (count: number): string => `${number(count)} ${count === 1 ? 'linha' : 'linhas'}`;

/** What confirming does when some rows were refused: the good ones are written, the others are not. */
export const previewRefusedText = (totals: TSpreadsheetCounts): string =>
  `Nada foi gravado ainda. Ao confirmar, ${rows(totals.created + totals.updated)} ${
    totals.created + totals.updated === 1 ? 'é gravada' : 'são gravadas'
  } e ${rows(totals.refused)} ${totals.refused === 1 ? 'recusada fica' : 'recusadas ficam'} de fora. Corrija-as na planilha (${RESULT_LABEL} mostra o motivo em cada linha) e envie-a de novo: o que já foi gravado não se repete.`;

const REFUSAL_COLUMNS: readonly TTableColumn<TSpreadsheetRefusal>[] = [
  { id: 'sheet', header: 'Aba', isSortable: false, getText: (refusal) => refusal.sheet },
  { id: 'row', header: 'Linha', isSortable: false, getText: (refusal) => String(refusal.row) },
  { id: 'column', header: 'Coluna', isSortable: false, getText: (refusal) => refusal.column ?? '—' },
  {
    id: 'reason',
    header: 'Motivo',
    isSortable: false,
    getText: (refusal) => refusal.reason,
    render: (refusal) => <span className={styles.reason}>{refusal.reason}</span>,
  },
];

const Refusals = ({ item }: { item: TSpreadsheetImport }) => {
  const tableState = useServerTableState([], SPREADSHEET_REFUSALS_PAGE_SIZE_DEFAULT);
  const refusals = useSpreadsheetRefusalsQuery(item.id, tableState.query, item.totals.refused > 0);
  const state = useServerDataTable({
    data: refusals.data?.data ?? [],
    rowCount: refusals.data?.total ?? 0,
    columns: REFUSAL_COLUMNS,
    tableState,
    getRowId: (refusal) => `${refusal.sheet}:${refusal.row}:${refusal.column ?? ''}`,
  });
  if (item.totals.refused === 0) return null;
  return (
    <div className={styles.refusals}>
      <h4 className={styles.subTitle}>Linhas recusadas</h4>
      {item.totals.refused > SPREADSHEET_REFUSALS_KEPT && (
        <p className={styles.hint}>
          A lista mostra as primeiras {number(SPREADSHEET_REFUSALS_KEPT)}; o resultado traz o motivo de cada
          uma.
        </p>
      )}
      {refusals.isError && !refusals.data ? (
        <p className={styles.error} role="alert">
          {errorMessage(refusals.error, 'Não foi possível carregar as linhas recusadas.')}
        </p>
      ) : (
        <DataTable
          state={state}
          label="Linhas recusadas"
          emptyText={refusals.isPending ? '' : 'Nenhuma linha recusada.'}
          pageSizeChoices={[SPREADSHEET_REFUSALS_PAGE_SIZE_DEFAULT, 100, 500]}
          isSearchable={false}
          scrollHint="Arraste para o lado para ver o motivo"
          isBusy={refusals.isPlaceholderData}
        />
      )}
    </div>
  );
};

const SheetCounts = ({ item }: { item: TSpreadsheetImport }) => (
  // A phone scrolls the table sideways: the keyboard must reach it too.
  <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Resumo por aba">
    <table className={styles.counts}>
      <caption className={styles.caption}>
        {item.status === 'DONE' ? 'O que foi gravado, por aba' : 'O que a importação fará, por aba'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Aba</th>
          {COUNT_KEYS.map((key) => (
            <th key={key} scope="col" className={styles.numeric}>
              {COUNT_HEADERS[key]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {item.sheets.map((sheet) => (
          <tr key={sheet.sheet}>
            <th scope="row">{sheet.sheet}</th>
            {COUNT_KEYS.map((key) => (
              <td
                key={key}
                className={`${styles.numeric} ${key === 'refused' && sheet.refused > 0 ? styles.refusedCount : ''}`}
              >
                {number(sheet[key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {COUNT_KEYS.map((key) => (
            <td key={key} className={styles.numeric}>
              {number(item.totals[key])}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  </div>
);

const Progress = ({ item }: { item: TSpreadsheetImport }) => {
  const { done, total } = item.progress;
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : null;
  const phase = item.status === 'COMMITTING' ? 'Gravando as linhas' : 'Analisando a planilha';
  return (
    <div className={styles.progress}>
      <p className={styles.progressText} aria-live="polite">
        {percent !== null
          ? `${phase}: ${number(done)} de ${rows(total)} (${percent}%)`
          : done > 0
            ? // The preview learns the file's size only at its end: the rows read so far show it moves.
              `${phase}: ${rows(done)} ${done === 1 ? 'lida' : 'lidas'} até agora…`
            : `${phase}: ${READING_TEXT}`}
      </p>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Progresso da importação"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? READING_TEXT : `${percent}%`}
      >
        <div
          className={percent === null ? styles.progressIndeterminate : styles.progressBar}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className={styles.hint}>Pode sair desta tela: a importação continua e fica na lista abaixo.</p>
    </div>
  );
};

const Actions = ({ item }: { item: TSpreadsheetImport }) => {
  const confirm = useConfirmSpreadsheetMutation();
  const result = useResultDownload();
  const toWrite = item.totals.created + item.totals.updated;
  const canDownload = item.status === 'PREVIEWED' || item.status === 'DONE';
  return (
    <>
      {item.status === 'PREVIEWED' && (
        <p className={styles.notice}>
          {toWrite === 0
            ? NOTHING_TO_WRITE_TEXT
            : item.totals.refused > 0
              ? previewRefusedText(item.totals)
              : PREVIEW_CLEAN_TEXT}
        </p>
      )}
      {item.status === 'DONE' && (
        <p className={styles.success} role="status">
          {DONE_TEXT}
        </p>
      )}
      {confirm.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(confirm.error, CONFIRM_FAILED_MESSAGE)}
        </p>
      )}
      <div className={styles.actions}>
        {item.status === 'PREVIEWED' && (
          <button
            type="button"
            className={styles.primaryButton}
            disabled={toWrite === 0 || confirm.isPending}
            onClick={() => confirm.mutate(item.id)}
          >
            {CONFIRM_LABEL}
          </button>
        )}
        {canDownload && (
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={result.isPending}
            onClick={() => result.mutate(item)}
          >
            {RESULT_LABEL}
          </button>
        )}
      </div>
    </>
  );
};

const ImportBody = ({ item }: { item: TSpreadsheetImportDetail }) => {
  const refresh = useRefreshImports();
  const lastStatus = useRef(item.status);
  // A phase that ends changes the list's row too.
  useEffect(() => {
    if (lastStatus.current === item.status) return;
    lastStatus.current = item.status;
    void refresh();
  }, [item.status, refresh]);

  return (
    <>
      <p className={styles.meta}>
        <span className={styles.badge} data-status={item.status}>
          {SPREADSHEET_IMPORT_STATUS_LABELS[item.status]}
        </span>
        <span>
          Enviada por {item.userName} em {formatInstant(item.createdAt) ?? item.createdAt}
          {item.finishedAt && item.status === 'DONE'
            ? `; gravada em ${formatInstant(item.finishedAt) ?? ''}`
            : ''}
        </span>
      </p>
      {item.status === 'FAILED' && (
        <p className={styles.error} role="alert">
          {item.message ?? 'A importação falhou.'}
        </p>
      )}
      {isRunningImport(item.status) && <Progress item={item} />}
      {item.sheets.length > 0 && item.status !== 'PREVIEWING' && <SheetCounts item={item} />}
      {item.status !== 'PREVIEWING' && <SpreadsheetFirstRows item={item} />}
      <Actions item={item} />
      {item.status !== 'PREVIEWING' && <Refusals key={item.id} item={item} />}
    </>
  );
};

type TSpreadsheetImportDetailProps = { id: number; onClose: () => void };

/** One import: its progress while it runs, then its counts per sheet, refusals, confirmation and result. */
export const SpreadsheetImportDetail = ({ id, onClose }: TSpreadsheetImportDetailProps) => {
  const current = useSpreadsheetImportQuery(id);
  const item = current.data?.data;
  return (
    <section className={styles.detail} aria-labelledby="spreadsheet-import-title">
      <header className={styles.detailHeader}>
        <h3 id="spreadsheet-import-title" className={styles.stepTitle}>
          {item ? item.fileName : 'Importação'}
        </h3>
        <button type="button" className={styles.linkButton} onClick={onClose}>
          Fechar
        </button>
      </header>
      <LoadingOverlay isVisible={current.isPending} variant="container" label="Carregando a importação" />
      {current.isError && !item && (
        <p className={styles.error} role="alert">
          {errorMessage(current.error, 'Não foi possível carregar a importação.')}
        </p>
      )}
      {item && <ImportBody item={item} />}
    </section>
  );
};
