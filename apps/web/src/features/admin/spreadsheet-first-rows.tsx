import {
  SPREADSHEET_FIRST_ROWS,
  SPREADSHEET_OUTCOME_LABELS,
  type TSpreadsheetFirstRows,
  type TSpreadsheetImportDetail,
} from '@pc/contract/admin-spreadsheet';
import styles from './spreadsheet-page.module.css';

export const FIRST_ROWS_TITLE = 'As primeiras linhas, como serão gravadas';
export const FIRST_ROWS_DONE_TITLE = 'As primeiras linhas, como foram gravadas';
export const FIRST_ROWS_HINT = `Até ${SPREADSHEET_FIRST_ROWS} linhas de cada aba, com os valores que o portal vai gravar (o processo pela referência, as datas e os valores como o portal os mostra). Uma linha recusada aparece como está na planilha; uma célula vazia mantém o valor já gravado.`;

const SheetRows = ({ sheet }: { sheet: TSpreadsheetFirstRows }) => (
  // A phone scrolls the table sideways: the keyboard must reach it too.
  <div
    className={styles.tableScroll}
    tabIndex={0}
    role="region"
    aria-label={`Primeiras linhas da aba ${sheet.sheet}`}
  >
    <table className={styles.firstRows}>
      <caption className={styles.caption}>{sheet.sheet}</caption>
      <thead>
        <tr>
          <th scope="col">Linha</th>
          <th scope="col">Situação</th>
          {sheet.columns.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sheet.rows.map((row) => (
          <tr key={row.row} data-outcome={row.outcome}>
            <th scope="row" className={styles.numeric}>
              {row.row}
            </th>
            <td>
              <span className={styles.outcome} data-outcome={row.outcome}>
                {SPREADSHEET_OUTCOME_LABELS[row.outcome]}
              </span>
              {row.reason && <span className={styles.reason}>{row.reason}</span>}
            </td>
            {row.cells.map((cell, index) => (
              <td key={sheet.columns[index] ?? index}>{cell ?? ''}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** Under the counts: the first rows of each sheet, so the admin sees each value before confirming. */
export const SpreadsheetFirstRows = ({ item }: { item: TSpreadsheetImportDetail }) => {
  if (item.firstRows.length === 0) return null;
  return (
    <div className={styles.firstRowsBlock}>
      <h4 className={styles.subTitle}>{item.status === 'DONE' ? FIRST_ROWS_DONE_TITLE : FIRST_ROWS_TITLE}</h4>
      <p className={styles.hint}>{FIRST_ROWS_HINT}</p>
      {item.firstRows.map((sheet) => (
        <SheetRows key={sheet.sheet} sheet={sheet} />
      ))}
    </div>
  );
};
