import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { TAnalyticsFact, TAnalyticsStore } from '../../core/analytics/analytics-types.ts';
import { makeAnalyticsFact } from '../../core/analytics/analytics-fact-fixture.ts';
import { streamBiExport } from './bi-export.ts';

// Company 3's item without milestones: the export's columns, not the store's lead times.
const fact = (overrides: Partial<TAnalyticsFact>): TAnalyticsFact =>
  makeAnalyticsFact({
    companyId: 3,
    processId: 1010,
    acquirerName: 'AURORA TÊXTIL LTDA',
    presenceDate: null,
    clearanceDate: null,
    loadingDate: null,
    deliveryDate: null,
    ...overrides,
  });

/** The export of these facts, read back as Excel reads it. */
const exportSheet = async (facts: TAnalyticsFact[]): Promise<ExcelJS.Worksheet> => {
  const store = {
    exportFacts: async function* () {
      yield facts;
    },
  } as unknown as TAnalyticsStore;
  const stream: Readable = streamBiExport({
    store,
    filter: { companyIds: [3], fromDay: '2026-10-01', toDay: '2026-10-31' },
    logger: pino({ level: 'silent' }),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as never);
  const sheet = workbook.getWorksheet('Itens');
  if (!sheet) throw new Error('no sheet Itens');
  return sheet;
};

describe('streamBiExport (analise-operacional.xlsx)', () => {
  it('writes Processo as a number shown without separators, not a number-like text Excel flags', async () => {
    const sheet = await exportSheet([fact({}), fact({ processId: 1234567, itemId: 2 })]);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const processColumn = headers.indexOf('Processo') + 1;
    expect(processColumn).toBe(3);
    for (const [row, processId] of [
      [2, 1010],
      [3, 1234567],
    ] as const) {
      const cell = sheet.getRow(row).getCell(processColumn);
      expect(cell.type).toBe(ExcelJS.ValueType.Number);
      expect(cell.value).toBe(processId);
      // '0': whole digits, no thousands separator (1234567, not 1.234.567) and no exponent.
      expect(cell.numFmt).toBe('0');
    }
    // The other identifiers stay text: an NCM is a code with dots, never a number.
    expect(sheet.getRow(2).getCell(4).value).toBe('8517.12.31');
  });
});
