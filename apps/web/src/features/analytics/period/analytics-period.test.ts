import { describe, expect, it } from 'vitest';
import { formatIsoPeriod, isDailyPeriod, readPeriodText } from './analytics-period.ts';

describe('analytics period (spec part 2 §2.6, §4, §5)', () => {
  it('names a period as its two days', () => {
    expect(formatIsoPeriod({ from: '2026-10-22', to: '2026-11-22' })).toBe('22/10/2026 a 22/11/2026');
  });

  it('does nothing while a date is missing', () => {
    expect(readPeriodText({ from: '', to: '22/11/2026' })).toEqual({ status: 'missing' });
    expect(readPeriodText({ from: '01/11/2026', to: ' ' })).toEqual({ status: 'missing' });
  });

  it('says a filled date that is not a day is invalid, never ignores it', () => {
    expect(readPeriodText({ from: '31/02/2026', to: '22/11/2026' })).toEqual({
      status: 'refused',
      message: 'Data inválida: 31/02/2026. Informe uma data que exista, no formato DD/MM/AAAA.',
    });
    expect(readPeriodText({ from: '01/11/2026', to: '99/99/9999' })).toEqual({
      status: 'refused',
      message: 'Data inválida: 99/99/9999. Informe uma data que exista, no formato DD/MM/AAAA.',
    });
    expect(readPeriodText({ from: '01/11/2026', to: '22/11' })).toEqual({
      status: 'refused',
      message: 'Data inválida: 22/11. Informe uma data que exista, no formato DD/MM/AAAA.',
    });
  });

  it('refuses an end before the start with the spec text', () => {
    expect(readPeriodText({ from: '22/11/2026', to: '21/11/2026' })).toEqual({
      status: 'refused',
      message: 'Data final não pode ser menor que data inicial.',
    });
  });

  it('refuses more than the 731 days of the figures, as the server does', () => {
    expect(readPeriodText({ from: '22/11/2024', to: '22/11/2026' }).status).toBe('valid');
    expect(readPeriodText({ from: '21/11/2024', to: '22/11/2026' })).toEqual({
      status: 'refused',
      message: 'O período pode ter no máximo 731 dias.',
    });
  });

  it('reads a valid period as yyyy-MM-dd (one day is valid)', () => {
    expect(readPeriodText({ from: '01/11/2026', to: '01/11/2026' })).toEqual({
      status: 'valid',
      period: { from: '2026-11-01', to: '2026-11-01' },
    });
  });

  it('is daily when the days differ by 30 or fewer', () => {
    expect(isDailyPeriod({ from: '2026-11-01', to: '2026-12-01' })).toBe(true);
    expect(isDailyPeriod({ from: '2026-10-31', to: '2026-12-01' })).toBe(false);
    expect(isDailyPeriod({ from: '2026-10-22', to: '2026-11-22' })).toBe(false);
  });
});
