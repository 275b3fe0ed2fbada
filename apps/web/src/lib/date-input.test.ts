import { isValid, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { ENTRIES_PERIOD_MAX_DAYS, FIGURES_PERIOD_MAX_DAYS } from '@pc/contract/period-range';
import { END_BEFORE_START_MESSAGE } from '@pc/contract/primitives';
import { invalidDateMessage, maskDateText, parseDateText, readDatePeriod } from './date-input.ts';

describe('date boxes', () => {
  it('masks digits as DD/MM/YYYY and reads only real calendar days', () => {
    expect(maskDateText('01022025')).toBe('01/02/2025');
    expect(parseDateText('29/02/2024')).toBe('2024-02-29');
    expect(parseDateText('31/02/2026')).toBeNull();
    expect(parseDateText('99/99/9999')).toBeNull();
  });

  it("accepts the days date-fns' parse accepted, and no other (phone speed: no parse() on the Home)", () => {
    const texts = [
      '01/01/2026',
      '31/12/2025',
      '29/02/2024',
      '29/02/2023',
      '31/04/2026',
      '30/04/2026',
      '00/01/2026',
      '01/00/2026',
      '01/13/2026',
      '32/01/2026',
      '15/06/0099',
      '01/01/0001',
      '01/01/0000',
      '29/02/1900',
      '29/02/2000',
    ];
    for (const text of texts) {
      const date = parse(text, 'dd/MM/yyyy', new Date(2000, 0, 1));
      const expected = isValid(date) ? text.split('/').reverse().join('-') : null;
      expect(parseDateText(text), text).toBe(expected);
    }
  });

  it('says that a filled date is invalid, never that it is missing', () => {
    expect(readDatePeriod({ from: '31/02/2026', to: '10/03/2026' }, FIGURES_PERIOD_MAX_DAYS)).toEqual({
      status: 'refused',
      message: 'Data inválida: 31/02/2026. Informe uma data que exista, no formato DD/MM/AAAA.',
    });
    expect(readDatePeriod({ from: '01/01/2026', to: '99/99/9999' }, FIGURES_PERIOD_MAX_DAYS)).toEqual({
      status: 'refused',
      message: invalidDateMessage('99/99/9999'),
    });
    expect(readDatePeriod({ from: '01/01/2026', to: '12/0' }, FIGURES_PERIOD_MAX_DAYS)).toEqual({
      status: 'refused',
      message: invalidDateMessage('12/0'),
    });
    expect(readDatePeriod({ from: ' ', to: '10/03/2026' }, FIGURES_PERIOD_MAX_DAYS)).toEqual({
      status: 'missing',
    });
  });

  it("checks the call's rule before sending, with the server's texts", () => {
    expect(readDatePeriod({ from: '01/01/2024', to: '31/12/2025' }, FIGURES_PERIOD_MAX_DAYS)).toEqual({
      status: 'valid',
      period: { from: '2024-01-01', to: '2025-12-31' },
    });
    expect(readDatePeriod({ from: '01/01/2024', to: '01/01/2026' }, FIGURES_PERIOD_MAX_DAYS)).toEqual({
      status: 'refused',
      message: 'O período pode ter no máximo 731 dias.',
    });
    expect(readDatePeriod({ from: '01/01/2025', to: '02/01/2026' }, ENTRIES_PERIOD_MAX_DAYS)).toEqual({
      status: 'refused',
      message: 'O período pode ter no máximo 366 dias.',
    });
    expect(readDatePeriod({ from: '02/01/2026', to: '01/01/2026' }, ENTRIES_PERIOD_MAX_DAYS)).toEqual({
      status: 'refused',
      message: END_BEFORE_START_MESSAGE,
    });
  });
});
