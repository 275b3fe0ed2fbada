import { describe, expect, it } from 'vitest';
import { INVALID_DATE_MESSAGE } from '../../lib/date-input.ts';
import {
  END_BEFORE_START_MESSAGE,
  formatPeriod,
  MISSING_DATES_MESSAGE,
  readPeriodText,
  toPeriodRange,
} from './period-text.ts';

describe('period text and range', () => {
  it('sends whole days and shows pt-BR dates', () => {
    expect(toPeriodRange({ from: '2026-11-01', to: '2026-11-22' })).toEqual({
      firstDate: '2026-11-01T00:00:00',
      secondDate: '2026-11-22T23:59:59',
    });
    expect(formatPeriod({ from: '2026-10-10', to: '2026-10-31' })).toBe('10/10/2026 a 31/10/2026');
  });

  it('validates the date boxes with the spec messages', () => {
    expect(readPeriodText('', '')).toEqual({ isValid: false, message: MISSING_DATES_MESSAGE });
    expect(readPeriodText('01/11/2026', '')).toEqual({ isValid: false, message: MISSING_DATES_MESSAGE });
    expect(readPeriodText('31/02/2026', '01/03/2026')).toEqual({
      isValid: false,
      message: INVALID_DATE_MESSAGE,
    });
    expect(readPeriodText('10/11/2026', '09/11/2026')).toEqual({
      isValid: false,
      message: END_BEFORE_START_MESSAGE,
    });
    expect(readPeriodText('01/11/2026', '22/11/2026')).toEqual({
      isValid: true,
      period: { from: '2026-11-01', to: '2026-11-22' },
    });
  });
});
