import { describe, expect, it } from 'vitest';
import { formatDays, LEAD_TIME_STEPS, sanitiseHtml } from './lead-time-steps.ts';

describe('lead-time steps (spec part 2 §2.6, §3)', () => {
  it('has the three steps under the keys the answer spells', () => {
    expect(LEAD_TIME_STEPS.map((step) => step.key)).toEqual([
      'presenca-x-registro',
      'desembaraco-x-carregamento',
      'preseca-x-entrega',
    ]);
  });

  it('keeps simple markup and strips scripts and handlers', () => {
    expect(sanitiseHtml('<strong>DI</strong><script>alert(1)</script><img src=x onerror="alert(1)">')).toBe(
      '<strong>DI</strong>',
    );
  });

  it('writes days with one decimal at most, 0 when missing', () => {
    expect(formatDays(2.54)).toBe('2,5 dias');
    expect(formatDays(1)).toBe('1 dia');
    expect(formatDays(undefined)).toBe('0 dias');
  });
});
