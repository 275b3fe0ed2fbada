import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listCalls } from './call-table.ts';
import { postImportDashboardProcessesExportCall } from './dashboard.ts';
import {
  checkPeriod,
  ENTRIES_PERIOD_MAX_DAYS,
  FIGURES_PERIOD_MAX_DAYS,
  periodBoundDay,
  periodDayCount,
  periodTooLongMessage,
} from './period-range.ts';
import { END_BEFORE_START_MESSAGE } from './primitives.ts';

type TKind = { maxDays: number; start: string; end: string; format: 'day' | 'date-time' };

const FIGURES: TKind = {
  maxDays: FIGURES_PERIOD_MAX_DAYS,
  start: 'startDate',
  end: 'endDate',
  format: 'day',
};
const BI_FIGURES: TKind = { ...FIGURES, start: 'data_registro_di_inicial', end: 'data_registro_di_final' };
const ENTRIES: TKind = { ...FIGURES, maxDays: ENTRIES_PERIOD_MAX_DAYS, format: 'date-time' };

/** Every call of the screens with a period, and its kind; a new one fails the first test below. */
const PERIOD_CALLS: Record<string, { kind: TKind; base: Record<string, string> }> = {
  getImportDashboardCall: { kind: FIGURES, base: {} },
  getImportDashboardFilterValuesCall: { kind: FIGURES, base: {} },
  getImportDashboardProcessesCall: { kind: FIGURES, base: {} },
  getImportDashboardExportCall: { kind: FIGURES, base: {} },
  getProductsCall: { kind: FIGURES, base: {} },
  getProductsExportCall: { kind: FIGURES, base: {} },
  getProductCall: { kind: FIGURES, base: {} },
  getProductExportCall: { kind: FIGURES, base: {} },
  getBiTaxesCall: { kind: BI_FIGURES, base: {} },
  getBiProcessesByModalCall: { kind: BI_FIGURES, base: {} },
  getBiWeightsCall: { kind: BI_FIGURES, base: {} },
  getBiNcmGoodsCall: { kind: BI_FIGURES, base: {} },
  getBiChannelsCall: { kind: BI_FIGURES, base: {} },
  getBiVmldIcmsCall: { kind: BI_FIGURES, base: {} },
  getBiFreightCall: { kind: BI_FIGURES, base: {} },
  getBiExchangeRatesCall: { kind: BI_FIGURES, base: {} },
  getBiProcessesByPeriodCall: { kind: BI_FIGURES, base: {} },
  getBiOriginsCall: { kind: BI_FIGURES, base: {} },
  getBiExportersCall: { kind: BI_FIGURES, base: {} },
  getBiManufacturersCall: { kind: BI_FIGURES, base: {} },
  getBiLeadTimesCall: { kind: BI_FIGURES, base: {} },
  getBiMapCall: { kind: BI_FIGURES, base: {} },
  getBiFilterValuesCall: { kind: BI_FIGURES, base: {} },
  getBiExportItemsCall: { kind: BI_FIGURES, base: {} },
  getBiImportFromGescomexCall: { kind: BI_FIGURES, base: { companies_ids: '3' } },
  getCashCalendarCall: { kind: ENTRIES, base: { customerIds: '3' } },
  getCashCalendarExportCall: { kind: ENTRIES, base: { customerIds: '3', type: 'EXCEL' } },
  getLegacyCashCalendarCall: { kind: ENTRIES, base: { customerIds: '3' } },
  getOperationalCalendarCall: { kind: ENTRIES, base: { customerIds: '3' } },
};

/** The Home's indicators read their own comparison periods (another screen, not this rule). */
const HOME_INDICATOR_CALLS = ['getAverageByOriginLeadTimeCall', 'getDuimpLeadTimeCall'];

const PERIOD_FIELDS = [
  ['startDate', 'endDate'],
  ['data_registro_di_inicial', 'data_registro_di_final'],
];

const queryKeys = (schema: unknown): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : [];

/** A period of `days` days ending on 2026-11-24, in the kind's format. */
const periodOf = (kind: TKind, days: number): Record<string, string> => {
  const end = new Date(Date.UTC(2026, 10, 24));
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return kind.format === 'day'
    ? { [kind.start]: day(start), [kind.end]: day(end) }
    : { [kind.start]: `${day(start)}T00:00:00`, [kind.end]: `${day(end)}T23:59:59` };
};

describe('period rules (one per kind of call)', () => {
  it('covers every call of the screens that names a period', () => {
    const withPeriod = listCalls()
      .filter(([, call]) => {
        const keys = queryKeys(call.query);
        return PERIOD_FIELDS.some((pair) => pair.every((key) => keys.includes(key)));
      })
      .map(([name]) => name)
      .filter((name) => !HOME_INDICATOR_CALLS.includes(name));
    expect(withPeriod.sort()).toEqual(Object.keys(PERIOD_CALLS).sort());
  });

  it.each(Object.entries(PERIOD_CALLS))(
    '%s: at most its kind’s days, then one message on the end field',
    (name, { kind, base }) => {
      const call = listCalls().find(([callName]) => callName === name)?.[1];
      const query = call?.query;
      if (!query) throw new Error(`${name} has no query`);
      expect(query.safeParse({ ...base, ...periodOf(kind, kind.maxDays) }).success).toBe(true);
      const tooLong = query.safeParse({ ...base, ...periodOf(kind, kind.maxDays + 1) });
      expect(tooLong.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
        { path: [kind.end], message: periodTooLongMessage(kind.maxDays) },
      ]);
      const reversed = periodOf(kind, 2);
      const swapped = { ...base, [kind.start]: reversed[kind.end], [kind.end]: reversed[kind.start] };
      expect(query.safeParse(swapped).error?.issues.map(({ message }) => message)).toEqual([
        END_BEFORE_START_MESSAGE,
      ]);
    },
  );

  it('a drill-down’s spreadsheet posts the dashboard’s query, so it follows the figures’ rule', () => {
    const body = (days: number) => ({
      query: periodOf(FIGURES, days),
      columns: ['reference'],
    });
    expect(postImportDashboardProcessesExportCall.body.safeParse(body(731)).success).toBe(true);
    expect(
      postImportDashboardProcessesExportCall.body.safeParse(body(732)).error?.issues.map((i) => i.message),
    ).toEqual(['O período pode ter no máximo 731 dias.']);
  });

  it('figures of a period: two years (a leap year included); calendar entries: one year', () => {
    expect(checkPeriod({ start: '2024-01-01', end: '2025-12-31' }, FIGURES_PERIOD_MAX_DAYS)).toBeNull();
    expect(checkPeriod({ start: '2024-01-01', end: '2026-01-01' }, FIGURES_PERIOD_MAX_DAYS)).toBe(
      'O período pode ter no máximo 731 dias.',
    );
    expect(
      checkPeriod({ start: '2024-01-01T00:00:00', end: '2024-12-31T23:59:59' }, ENTRIES_PERIOD_MAX_DAYS),
    ).toBeNull();
    expect(checkPeriod({ start: '2024-01-01', end: '2025-01-01' }, ENTRIES_PERIOD_MAX_DAYS)).toBe(
      'O período pode ter no máximo 366 dias.',
    );
    expect(checkPeriod({ start: '2026-11-24', end: '2026-11-23' }, 731)).toBe(END_BEFORE_START_MESSAGE);
    expect(checkPeriod({ start: '2026-11-24', end: '2026-11-24' }, 1)).toBeNull();
  });

  it('counts the São Paulo day of an instant with a zone, and the date part of a local bound', () => {
    expect(periodBoundDay('2026-11-30T23:59:59')).toBe('2026-11-30');
    expect(periodBoundDay('2026-12-01T02:59:59.999Z')).toBe('2026-11-30');
    expect(periodBoundDay('2026-11-01T00:00:00-03:00')).toBe('2026-11-01');
    expect(periodDayCount('2026-11-01T03:00:00.000Z', '2026-12-01T02:59:59.999Z')).toBe(30);
    // Instants compare as instants: 01:00 in São Paulo comes after its midnight (03:00Z), whatever the text says.
    expect(checkPeriod({ start: '2026-11-02T03:00:00Z', end: '2026-11-02T01:00:00-03:00' }, 366)).toBeNull();
  });
});
