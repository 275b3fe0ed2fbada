import { describe, expect, it } from 'vitest';
import { buildTransitQuery, meanTransitTime, toQuotedList } from './transit-time.ts';

describe('meanTransitTime', () => {
  it('is the integer part of the average of the rows averages', () => {
    expect(meanTransitTime([{ avaregeOfDays: 30 }, { avaregeOfDays: 45.5 }, { avaregeOfDays: 12 }])).toBe(29);
    // 29.9 is truncated, not rounded.
    expect(meanTransitTime([{ avaregeOfDays: 29.9 }])).toBe(29);
    expect(meanTransitTime([{ avaregeOfDays: 10 }, { avaregeOfDays: 11 }])).toBe(10);
  });

  it('is null without rows', () => {
    expect(meanTransitTime([])).toBeNull();
  });
});

describe('buildTransitQuery', () => {
  it('quotes the lists and sends the days as yyyy-MM-dd', () => {
    expect(
      buildTransitQuery(
        { from: '2026-01-01', to: '2026-11-22' },
        { origins: ['CHINA', 'ALEMANHA'], placesOfLoading: [], modais: ['MARITIMA'] },
        [3, 154],
      ),
    ).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-11-22',
      origins: '"CHINA","ALEMANHA"',
      modais: '"MARITIMA"',
      placesOfLoading: '',
      companiesIds: '3,154',
    });
  });

  it('drops quotes inside values so the list stays readable by the server', () => {
    expect(toQuotedList(['PORTO "NOVO"', 'SHANGHAI'])).toBe('"PORTO NOVO","SHANGHAI"');
  });
});
