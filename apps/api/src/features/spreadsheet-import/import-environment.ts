import type { TSpreadsheetKind } from '@pc/contract/admin-spreadsheet';
import type { TIngestContext } from '../../core/ingestion/ingest-processes.ts';
import type { TIngestionCaller } from '../../core/ingestion/ingestion-caller.ts';
import type { TMailQueue } from '../../core/mail/mail-queue.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TCellContext } from './cell-values.ts';
import type { TReferenceCheck } from './reference-check.ts';
import type { TTally } from './import-tally.ts';
import type { TSheetRow } from './read-spreadsheet.ts';

/** What every sheet's writer shares in one run. */
export type TImportEnvironment = {
  db: TDatabase;
  mailQueue: TMailQueue;
  caller: TIngestionCaller;
  publicUrl: string;
  ip: string | null;
  now: Date;
  ingestContext: TIngestContext;
  cellContext: TCellContext;
  /** A process's reference prefix against the type it has or will have (decision 0098). */
  references: TReferenceCheck;
  /** Told of each handful of rows done (the progress bar). */
  onRows: (count: number) => Promise<void>;
  /** Told of an unexpected failure of one row's write (the row is refused; the log says why). */
  onError: (error: unknown) => void;
  /** Told of what the log keeps at info, e.g. a Portal Único code the glossary does not know yet. */
  onInfo: (details: Record<string, unknown>, message: string) => void;
};

export type TSheetInput = {
  kind: TSpreadsheetKind;
  sheet: string;
  indexes: number[];
  rows: AsyncIterable<TSheetRow>;
  tally: TTally;
  /** Told of each data row as it is read (the preview keeps the first ones). */
  onDataRow?: (row: TSheetRow) => void;
};
