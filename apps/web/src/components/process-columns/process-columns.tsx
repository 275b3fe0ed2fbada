import type { CSSProperties } from 'react';
import type { TProcessResponse } from '@pc/contract/process';
import {
  REPORT_COLUMNS,
  type TReportCellValue,
  type TReportColumn,
  type TReportColumnKey,
} from '@pc/contract/report-columns';
import { formatDate, formatNumber, orNI } from '../../lib/format.ts';
import type { TTableColumn } from '../data-table/table-search.ts';
import { SensitiveName } from '../sensitive-name/sensitive-name.tsx';
import { readableTextColour } from '../../lib/readable-text-colour.ts';
import styles from './process-columns.module.css';
import { UnreadBadge } from './unread-badge.tsx';

export type TProcessColumn = TTableColumn<TProcessResponse> & { key: TReportColumnKey };

const formatCell = (column: TReportColumn, value: TReportCellValue): string => {
  if (value === null) return orNI(null);
  if (column.type === 'date') return orNI(formatDate(String(value)));
  if (column.type === 'money')
    return orNI(formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  return orNI(value);
};

// Names of people and companies blur in presentation mode (spec part 1 §1).
const SENSITIVE_KEYS = new Set<TReportColumnKey>(['company', 'exporter']);

const StepBadge = ({ process }: { process: TProcessResponse }) => {
  const { step } = process;
  if (!step) return orNI(null);
  // The step colours come from the server's step list, so they cannot be tokens; the text colour
  // is corrected when the server's one does not reach 4.5:1 on the step's colour.
  const style = {
    '--step-bg': step.color ?? undefined,
    '--step-text': step.color
      ? readableTextColour(step.color, step.textColor)
      : (step.textColor ?? undefined),
  } as CSSProperties;
  return (
    <span className={styles.step} style={style}>
      {step.alias}
    </span>
  );
};

const toTableColumn = (column: TReportColumn): TProcessColumn => {
  const getText = (process: TProcessResponse) => formatCell(column, column.value(process));
  const base: TProcessColumn = { key: column.key, id: column.key, header: column.label, getText };
  if (column.key === 'reference')
    return {
      ...base,
      // Collaboration: the row tells its unread messages beside the reference (not part of its text).
      render: (process) => (
        <span className={styles.reference}>
          {getText(process)}
          <UnreadBadge processId={process.id} />
        </span>
      ),
    };
  if (column.key === 'step')
    return {
      ...base,
      // Steps sort by their position (spec: default sort is by step ascending).
      getSortValue: (process) => process.step?.position ?? null,
      render: (process) => <StepBadge process={process} />,
    };
  if (SENSITIVE_KEYS.has(column.key))
    return { ...base, render: (process) => <SensitiveName>{getText(process)}</SensitiveName> };
  if (column.type === 'text') return base;
  // Dates sort by their ISO text and money by its number; missing values go last.
  return { ...base, getSortValue: (process) => column.value(process) };
};

const COLUMNS_BY_KEY = new Map(REPORT_COLUMNS.map((column) => [column.key, toTableColumn(column)]));

/** Table columns for catalogue keys, in the given order (build once per key list: see useDataTable). */
export const toProcessColumns = (keys: readonly TReportColumnKey[]): TProcessColumn[] =>
  keys.flatMap((key) => {
    const column = COLUMNS_BY_KEY.get(key);
    return column ? [column] : [];
  });
