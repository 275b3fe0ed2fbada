import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { TAuditEvent } from '@pc/contract/admin-audit';
import { describeAuditEvent } from '@pc/contract/admin-audit-sentence';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.ts';
import { textCell } from '../../lib/spreadsheet/spreadsheet-cells.ts';
import { streamSheet, type TSheetColumn } from '../../lib/spreadsheet/stream-sheet.ts';

const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';

const SAO_PAULO_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The São Paulo wall-clock time of an instant as an Excel date: Excel has no time zones, and ExcelJS
 * writes a Date's UTC fields, so the São Paulo fields are set as UTC ones.
 */
const toSaoPauloExcelDate = (iso: string): Date => {
  const parts = Object.fromEntries(
    SAO_PAULO_PARTS.formatToParts(new Date(iso)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
};

const actorText = (event: TAuditEvent): string =>
  event.actor.email === null ? event.actor.name : `${event.actor.name} <${event.actor.email}>`;

const COLUMNS: readonly TSheetColumn<TAuditEvent>[] = [
  {
    header: 'Quando',
    width: 18,
    cell: (event) => ({ value: toSaoPauloExcelDate(event.at), numFmt: DATE_TIME_FORMAT }),
  },
  { header: 'Quem', width: 36, cell: (event) => ({ value: textCell(actorText(event)) }) },
  {
    header: 'O que aconteceu',
    width: 70,
    cell: (event) => ({ value: textCell(describeAuditEvent(event).sentence) }),
  },
  {
    header: 'Detalhes',
    width: 50,
    cell: (event) => ({ value: textCell(describeAuditEvent(event).details.join('; ')) }),
  },
  { header: 'Empresa', width: 30, cell: (event) => ({ value: textCell(event.company?.name) }) },
  { header: 'Processo', width: 14, cell: (event) => ({ value: textCell(event.process?.reference) }) },
  { header: 'De onde (IP)', width: 18, cell: (event) => ({ value: textCell(event.ip) }) },
];

/** auditoria.xlsx: one row per record in words (the screen's sentence), newest first, streamed as the batches arrive. */
export const streamAuditSheet = ({
  rows,
  logger,
}: {
  rows: AsyncIterable<TAuditEvent[]>;
  logger: FastifyBaseLogger;
}): Readable => streamSheet({ sheetName: 'Auditoria', columns: COLUMNS, rows, isHeaderFrozen: true, logger });
