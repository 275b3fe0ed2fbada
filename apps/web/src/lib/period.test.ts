import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  isFiguresPeriod,
  quickRangePeriod,
  readPeriodParams,
  rememberedPeriod,
  toPeriodText,
  withPeriodParams,
} from './period.ts';
import { forgetPeriod, rememberPeriod } from './period-memory.ts';

const TODAY = new Date(2026, 10, 22);

describe('one period model', () => {
  afterEach(() => forgetPeriod());

  it('opens every screen on the first day of the month to today (spec part 1 §9)', () => {
    expect(defaultPeriod(TODAY)).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(quickRangePeriod('mes', TODAY)).toEqual(defaultPeriod(TODAY));
  });

  it('reads ?de=&ate= and refuses a broken or reversed period', () => {
    expect(readPeriodParams(new URLSearchParams('de=2026-01-01&ate=2026-01-31'))).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(readPeriodParams(new URLSearchParams('de=2026-02-01&ate=2026-02-31'))).toBeNull();
    expect(readPeriodParams(new URLSearchParams('de=2026-02-10&ate=2026-02-01'))).toBeNull();
    expect(readPeriodParams(new URLSearchParams('de=01/02/2026&ate=2026-02-10'))).toBeNull();
    expect(readPeriodParams(new URLSearchParams('ate=2026-02-10'))).toBeNull();
  });

  it('writes a period into the address and leaves the default out, keeping the other parameters', () => {
    const written = withPeriodParams(
      new URLSearchParams('aba=transit-time&de=2025-01-01'),
      { from: '2026-01-01', to: '2026-01-31' },
      TODAY,
    );
    expect(written.toString()).toBe('aba=transit-time&de=2026-01-01&ate=2026-01-31');
    expect(readPeriodParams(written)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(withPeriodParams(written, defaultPeriod(TODAY), TODAY).toString()).toBe('aba=transit-time');
  });

  it('remembers the last period for the session and forgets it at Sair', () => {
    expect(rememberedPeriod()).toBeNull();
    rememberPeriod({ from: '2025-12-01', to: '2026-02-28' });
    expect(rememberedPeriod()).toEqual({ from: '2025-12-01', to: '2026-02-28' });
    forgetPeriod();
    expect(rememberedPeriod()).toBeNull();
    window.sessionStorage.setItem('pdc.period', '{"from":"2026-05-01","to":"2026-04-01"}');
    expect(rememberedPeriod()).toBeNull();
  });

  it('quick ranges end today', () => {
    expect(quickRangePeriod('30d', TODAY)).toEqual({ from: '2026-10-23', to: '2026-11-22' });
    expect(quickRangePeriod('3m', TODAY)).toEqual({ from: '2026-08-22', to: '2026-11-22' });
    expect(quickRangePeriod('6m', TODAY)).toEqual({ from: '2026-05-22', to: '2026-11-22' });
    expect(quickRangePeriod('12m', TODAY)).toEqual({ from: '2025-11-22', to: '2026-11-22' });
  });

  it('the figures screens take an offered period only when their calls take it (at most 731 days)', () => {
    expect(isFiguresPeriod({ from: '2024-11-22', to: '2026-11-22' })).toBe(true);
    expect(isFiguresPeriod({ from: '2023-01-01', to: '2026-11-22' })).toBe(false);
  });

  it('shows the period in the date boxes as DD/MM/AAAA', () => {
    expect(toPeriodText({ from: '2026-01-05', to: '2026-02-28' })).toEqual({
      from: '05/01/2026',
      to: '28/02/2026',
    });
  });
});
