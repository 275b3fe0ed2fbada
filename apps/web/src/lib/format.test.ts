import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import {
  formatBRL,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatMonthAbbr,
  formatMonthName,
  formatMonthShort,
  formatNcm,
  formatNumber,
  formatProcessReference,
  formatRate,
  formatTime,
  formatWeight,
  orNI,
  toIsoDay,
} from './format.ts';
import { typeOfProcessPrefix as processPrefix } from '@pc/contract/process';

const NBSP = '\u00a0';

describe('months and weights: one form on every screen (the dashboard, Analytics, the calendars)', () => {
  it("labels a month 'Dez/25': three letters capitalised and the year's last two digits", () => {
    expect(formatMonthShort(new Date(2025, 11, 1))).toBe('Dez/25');
    expect(formatMonthShort(new Date(2026, 2, 31))).toBe('Mar/26');
    expect(formatMonthShort(new Date(2026, 4, 1))).toBe('Mai/26');
    expect(formatMonthAbbr(new Date(2026, 8, 1))).toBe('Set');
    expect(formatMonthName(new Date(2026, 2, 1))).toBe('março de 2026');
  });

  it('writes weights in KG with the 3 decimals of the gram, pt-BR separators', () => {
    expect(formatWeight(12_345.5)).toBe('12.345,500 KG');
    expect(formatWeight(16_554_705.1744)).toBe('16.554.705,174 KG');
    expect(formatWeight(0)).toBe('0,000 KG');
    expect(formatWeight(null)).toBe('');
  });
});

describe('dates', () => {
  it('formats a date-only value without shifting the day (read as local, not UTC)', () => {
    expect(formatDate('2024-03-01')).toBe('01/03/2024');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
  });

  it('formats zone-less API datetimes and Date objects', () => {
    expect(formatDate('2024-03-05T23:59:59')).toBe('05/03/2024');
    expect(formatDate(new Date(2024, 0, 9, 8, 5))).toBe('09/01/2024');
  });

  it('formats times as H:mm and datetimes as DD/MM/YYYY H:mm', () => {
    expect(formatTime('2024-03-05T08:05:00')).toBe('8:05');
    expect(formatTime('2024-03-05T18:30:00')).toBe('18:30');
    expect(formatDateTime('2024-03-05T08:05:00')).toBe('05/03/2024 8:05');
  });

  it('returns an empty text for absent or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('não é data')).toBe('');
    expect(orNI(formatDate(null))).toBe('N/I');
  });
});

describe('numbers and money', () => {
  it('formats BRL with Intl (no-break space after R$)', () => {
    expect(formatBRL(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL('1234.5')).toBe(`R$${NBSP}1.234,50`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(1_000_000)).toBe(`R$${NBSP}1.000.000,00`);
    expect(formatBRL(-5)).toBe(`-R$${NBSP}5,00`);
    expect(formatBRL(null)).toBe('');
  });

  it('formats numbers with decimal comma and thousands dot', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(12, { minimumFractionDigits: 1 })).toBe('12,0');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('abc')).toBe('');
  });

  it('formats exchange rates with 4 decimals', () => {
    expect(formatRate(5.1)).toBe('5,1000');
    expect(formatRate('4.98765')).toBe('4,9877');
  });

  it('formats foreign currencies with their symbol and 2 decimals', () => {
    expect(formatCurrency(1234.5, 'USD')).toBe(`US$${NBSP}1.234,50`);
    expect(formatCurrency(1234.567, 'EUR')).toBe(`€${NBSP}1.234,57`);
    expect(formatCurrency(10, 'cny')).toBe(`CN¥${NBSP}10,00`);
    expect(formatCurrency(10, null)).toBe('10,00');
    expect(formatCurrency(null, 'USD')).toBe('');
  });
});

describe('NCM', () => {
  it('masks 8 digits as 0000.00.00', () => {
    expect(formatNcm('84713012')).toBe('8471.30.12');
    expect(formatNcm(84713012)).toBe('8471.30.12');
    expect(formatNcm('8471.30.12')).toBe('8471.30.12');
  });

  it('shows N/I when absent and other lengths as received', () => {
    expect(formatNcm(null)).toBe('N/I');
    expect(formatNcm('')).toBe('N/I');
    expect(formatNcm('8471')).toBe('8471');
  });
});

describe('process references', () => {
  it.each([
    ['CONTA_E_ORDEM', 'PRI'],
    ['ENCOMENDA', 'E'],
    ['ACESSORIA', 'A'],
    ['ASSESSORIA', 'A'],
    [null, 'PRI'],
    ['OUTRO', 'PRI'],
  ])('prefix of %s is %s', (type, prefix) => {
    expect(processPrefix(type)).toBe(prefix);
  });

  it('pads the identification to 5 digits', () => {
    expect(formatProcessReference('CONTA_E_ORDEM', 42)).toBe('PRI00042');
    expect(formatProcessReference('ENCOMENDA', '123')).toBe('E00123');
    expect(formatProcessReference('ACESSORIA', 123456)).toBe('A123456');
    expect(formatProcessReference(null, null)).toBe('N/I');
  });
});

describe('orNI', () => {
  it('shows N/I for null, undefined and blank text, and keeps zero', () => {
    expect(orNI(null)).toBe('N/I');
    expect(orNI(undefined)).toBe('N/I');
    expect(orNI('  ')).toBe('N/I');
    expect(orNI(0)).toBe('0');
    expect(orNI('MSC')).toBe('MSC');
  });
});

describe("dates written out as date-fns' format wrote them (phone speed: no format() on the Home)", () => {
  // Every month and hour, 1-digit and 2-digit days and minutes, years of 1, 2, 3 and 4 digits.
  const dates = [1, 7, 87, 999, 2024, 2026].flatMap((year) =>
    Array.from({ length: 12 }, (_, month) => {
      const date = new Date(2000, month, month * 2 + 1, month * 2, month * 5);
      date.setFullYear(year);
      return date;
    }),
  );

  it('gives the same text for every pattern the screens use', () => {
    for (const date of dates) {
      expect(formatDate(date)).toBe(format(date, 'dd/MM/yyyy', { locale: ptBR }));
      expect(formatTime(date)).toBe(format(date, 'H:mm', { locale: ptBR }));
      expect(formatDateTime(date)).toBe(format(date, 'dd/MM/yyyy H:mm', { locale: ptBR }));
      expect(toIsoDay(date)).toBe(format(date, 'yyyy-MM-dd'));
      expect(formatMonthName(date)).toBe(format(date, "MMMM 'de' yyyy", { locale: ptBR }));
      const abbr = format(date, 'MMM', { locale: ptBR }).replace('.', '');
      expect(formatMonthAbbr(date)).toBe(abbr.charAt(0).toUpperCase() + abbr.slice(1));
      expect(formatMonthShort(date)).toBe(`${formatMonthAbbr(date)}/${format(date, 'yy')}`);
    }
  });
});
