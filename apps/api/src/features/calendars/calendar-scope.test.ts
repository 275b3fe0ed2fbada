import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { resolveCalendarScope } from './calendar-scope.ts';

const month = { startDate: '2026-11-01T00:00:00', endDate: '2026-11-30T23:59:59' };
const companiesOf = (callerCompanyIds: number[], customerIds: number[]) =>
  resolveCalendarScope({ callerCompanyIds, customerIds, ...month }).companyIds;
const daysOf = (startDate: string, endDate: string) => {
  const { fromDay, toDay } = resolveCalendarScope({
    callerCompanyIds: [3],
    customerIds: [3],
    startDate,
    endDate,
  });
  return { fromDay, toDay };
};

describe('calendar scope', () => {
  it('keeps requested companies of the caller (deduplicated); any other one is a 403', () => {
    expect(companiesOf([3, 102, 2397], [102, 3, 102])).toEqual([102, 3]);
    expect(() => companiesOf([3, 102], [3, 7])).toThrow(AppError);
    expect(() => companiesOf([3, 102], [3, 7])).toThrow(
      'Você não tem acesso a uma ou mais empresas informadas em customerIds.',
    );
  });

  it('reads a period bound as a calendar day: its date part, or the São Paulo day of a zoned instant', () => {
    expect(daysOf('2026-11-01T00:00:00-03:00', '2026-12-01T02:59:59.999Z')).toEqual({
      fromDay: '2026-11-01',
      toDay: '2026-11-30',
    });
  });

  it('whole days, both ends included, at most 366 of them', () => {
    expect(daysOf('2026-11-01T00:00:00', '2026-11-30T23:59:59')).toEqual({
      fromDay: '2026-11-01',
      toDay: '2026-11-30',
    });
    expect(daysOf('2028-01-01T00:00:00', '2028-12-31T00:00:00')).toEqual({
      fromDay: '2028-01-01',
      toDay: '2028-12-31',
    });
    expect(() => daysOf('2026-01-01T00:00:00', '2027-01-02T00:00:00')).toThrow(
      'O período pode ter no máximo 366 dias.',
    );
    expect(() => daysOf('2026-11-02T00:00:00', '2026-11-01T23:59:59')).toThrow(
      'Data final não pode ser menor que data inicial.',
    );
  });
});
