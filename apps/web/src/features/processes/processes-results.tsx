import type { TReportColumnKey } from '@pc/contract/report-columns';
import { ProcessTable } from '../../components/process-columns/process-table.tsx';
import type { TProcessSource } from '../../lib/process-source.ts';
import styles from './processes-page.module.css';

/** The list's columns: catalogue keys, so the spreadsheet carries the same headers as the screen. */
const PROCESS_LIST_COLUMN_KEYS: readonly TReportColumnKey[] = [
  'reference',
  'step',
  'company',
  'exporter',
  'customerRef',
  'invoice',
  'status',
  'wayOfTransport',
  'datesETD',
  'datesETA',
  'datesEstimatedCustomerDeliverDate',
];

/**
 * With a DUIMP filter on, the list shows what it filters by, after the status, in place of the exporter,
 * the mode and the ETD (a declared cargo has sailed), so it still fits a laptop without sideways scroll.
 */
const DUIMP_LIST_COLUMN_KEYS: readonly TReportColumnKey[] = PROCESS_LIST_COLUMN_KEYS.flatMap((key) => {
  if (key === 'exporter' || key === 'wayOfTransport' || key === 'datesETD') return [];
  return key === 'status' ? [key, 'duimpSituation', 'duimpLicensingSituation'] : [key];
});

type TProcessesResultsProps = {
  source: TProcessSource;
  /** Whether the list is filtered by DI/DUIMP or a DUIMP state: its columns then show them. */
  hasDuimpColumns?: boolean;
  /** The header-search text when the list came from there. */
  searchText?: string | undefined;
};

/**
 * Count, GERAR EXCEL and the table; keyed by the page per result, so search and page start over. On a
 * wide screen the columns fit without sideways scroll; on a phone each process is a card.
 */
export const ProcessesResults = ({ source, searchText, hasDuimpColumns = false }: TProcessesResultsProps) => (
  <div className={styles.list}>
    <ProcessTable
      source={source}
      columnKeys={hasDuimpColumns ? DUIMP_LIST_COLUMN_KEYS : PROCESS_LIST_COLUMN_KEYS}
      label="Processos de importação"
      searchText={searchText}
      phoneLayout="cards"
    />
  </div>
);
