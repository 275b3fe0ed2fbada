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

type TProcessesResultsProps = {
  source: TProcessSource;
  /** The header-search text when the list came from there. */
  searchText?: string | undefined;
};

/**
 * Count, GERAR EXCEL and the table; keyed by the page per result, so search and page start over. On a
 * wide screen the columns fit without sideways scroll; on a phone each process is a card.
 */
export const ProcessesResults = ({ source, searchText }: TProcessesResultsProps) => (
  <div className={styles.list}>
    <ProcessTable
      source={source}
      columnKeys={PROCESS_LIST_COLUMN_KEYS}
      label="Processos de importação"
      searchText={searchText}
      phoneLayout="cards"
    />
  </div>
);
