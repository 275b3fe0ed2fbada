import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { TPrivacyIncident } from '@pc/contract/privacy';
import { textCell } from '../../lib/spreadsheet/spreadsheet-cells.ts';
import { streamSheet, type TSheetColumn } from '../../lib/spreadsheet/stream-sheet.ts';

const DATE_FORMAT = 'dd/mm/yyyy';

/** A yyyy-MM-dd day as an Excel date (its UTC midnight: Excel has no time zones). */
const dayCell = (day: string | null) =>
  day === null ? { value: textCell('Não') } : { value: new Date(`${day}T00:00:00Z`), numFmt: DATE_FORMAT };

const COLUMNS: readonly TSheetColumn<TPrivacyIncident>[] = [
  { header: 'Nº', width: 6, cell: (row) => ({ value: row.id }) },
  { header: 'Data do incidente', width: 16, cell: (row) => dayCell(row.occurredOn) },
  { header: 'Data do conhecimento', width: 16, cell: (row) => dayCell(row.knownOn) },
  { header: 'Prazo de comunicação (3 dias úteis)', width: 18, cell: (row) => dayCell(row.noticeDueOn) },
  { header: 'Natureza', width: 40, cell: (row) => ({ value: textCell(row.nature) }) },
  { header: 'Dados afetados', width: 40, cell: (row) => ({ value: textCell(row.dataAffected) }) },
  { header: 'Titulares afetados', width: 40, cell: (row) => ({ value: textCell(row.peopleAffected) }) },
  { header: 'Quantidade de titulares', width: 12, cell: (row) => ({ value: row.peopleAffectedCount }) },
  { header: 'Medidas adotadas', width: 50, cell: (row) => ({ value: textCell(row.measures) }) },
  { header: 'Comunicado à ANPD em', width: 16, cell: (row) => dayCell(row.anpdNotifiedOn) },
  { header: 'Comunicado aos titulares em', width: 16, cell: (row) => dayCell(row.peopleNotifiedOn) },
];

/** incidentes.xlsx: the ANPD record, one row per incident, through the project's sheet writer. */
export const streamIncidentSheet = ({
  incidents,
  logger,
}: {
  incidents: readonly TPrivacyIncident[];
  logger: FastifyBaseLogger;
}): Readable =>
  streamSheet({
    sheetName: 'Incidentes',
    columns: COLUMNS,
    rows: [incidents],
    isHeaderFrozen: true,
    logger,
  });
