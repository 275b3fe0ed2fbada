import { describe, expect, it } from 'vitest';
import { defaultPeriod } from './comparison-period.ts';

describe('defaultPeriod', () => {
  it('runs from the first day of the month to today', () => {
    expect(defaultPeriod(new Date(2026, 10, 22, 15, 30))).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(defaultPeriod(new Date(2026, 0, 1))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });
});
