import { describe, expect, it } from 'vitest';
import {
  ZIdList,
  ZIdParam,
  ZLocalDateTime,
  isRealDate,
  zBooleanQuery,
  zIdListQuery,
  zIdQuery,
  zIsoDateTimeQuery,
  zLocalDateQuery,
  zLocalDateTimeQuery,
  zOptionalTextQuery,
  zQuotedListQuery,
} from './primitives.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('id lists', () => {
  it('parses 1,2,3 into numbers', () => {
    expect(ZIdList.parse('1,2,3')).toEqual([1, 2, 3]);
    expect(zIdListQuery('customerIds').parse('1,2,3')).toEqual([1, 2, 3]);
    expect(zIdListQuery('customerIds').parse('154')).toEqual([154]);
  });

  it.each(['1,,a', '', '1,', ',1', '1, 2', 'a', '1;2', '-1'])('rejects %j', (value) => {
    expect(ZIdList.safeParse(value).success).toBe(false);
    expect(zIdListQuery('customerIds').safeParse(value).success).toBe(false);
  });

  it('rejects a zero id and names the field in the message', () => {
    const result = zIdListQuery('customerIds').safeParse('0,2');
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe(
      'Informe customerIds como uma lista de ids separados por vírgula (ex.: 1,2,3).',
    );
  });

  it('names the field when the list is missing', () => {
    expect(messageOf(zIdListQuery('ids').safeParse(undefined))).toContain('Informe ids');
  });
});

describe('ids', () => {
  it('coerces path ids', () => {
    expect(ZIdParam.parse('42')).toBe(42);
    expect(zIdQuery('id').parse('42')).toBe(42);
  });

  it.each(['0', '-3', '1.5', 'abc', '', ' 1', '1e3'])('rejects %j', (value) => {
    expect(zIdQuery('id').safeParse(value).success).toBe(false);
  });
});

describe('date strings', () => {
  it('accepts yyyy-MM-ddTHH:mm:ss', () => {
    expect(zLocalDateTimeQuery('firstDate').parse('2024-05-01T00:00:00')).toBe('2024-05-01T00:00:00');
    expect(zLocalDateTimeQuery('secondDate').parse('2024-05-31T23:59:59')).toBe('2024-05-31T23:59:59');
    expect(ZLocalDateTime.parse('2024-05-31T23:59:59.123')).toBe('2024-05-31T23:59:59.123');
  });

  it.each([
    '2024-05-01',
    '01/05/2024',
    '2024-05-01 00:00:00',
    '2024-13-01T00:00:00',
    '2024-02-30T00:00:00',
    '2024-05-01T24:00:00',
    '2024-05-01T00:00:00Z',
    '',
  ])('rejects %j with a message naming the field', (value) => {
    const result = zLocalDateTimeQuery('firstDate').safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe('Informe firstDate no formato yyyy-MM-ddTHH:mm:ss.');
  });

  it('asks for the missing field', () => {
    expect(messageOf(zLocalDateTimeQuery('firstDate').safeParse(undefined))).toBe(
      'Informe firstDate no formato yyyy-MM-ddTHH:mm:ss.',
    );
  });

  it('ISO datetimes may carry a zone', () => {
    expect(zIsoDateTimeQuery('startDate').safeParse('2024-05-01T00:00:00Z').success).toBe(true);
    expect(zIsoDateTimeQuery('startDate').safeParse('2024-05-01T00:00:00-03:00').success).toBe(true);
    expect(zIsoDateTimeQuery('startDate').safeParse('2024-05-01').success).toBe(false);
  });

  it('yyyy-MM-dd dates', () => {
    expect(zLocalDateQuery('startDate').parse('2024-02-29')).toBe('2024-02-29');
    expect(zLocalDateQuery('startDate').safeParse('2023-02-29').success).toBe(false);
    expect(messageOf(zLocalDateQuery('startDate').safeParse('29/02/2024'))).toBe(
      'Informe startDate no formato yyyy-MM-dd.',
    );
  });

  it('knows real calendar days', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2100, 2, 29)).toBe(false);
    expect(isRealDate(2024, 4, 31)).toBe(false);
    expect(isRealDate(2024, 0, 1)).toBe(false);
  });
});

describe('other query values', () => {
  it('booleans are the words true and false only', () => {
    expect(zBooleanQuery('concluido').parse('true')).toBe(true);
    expect(zBooleanQuery('concluido').parse('false')).toBe(false);
    expect(zBooleanQuery('concluido').safeParse('1').success).toBe(false);
    expect(zBooleanQuery('concluido').safeParse('TRUE').success).toBe(false);
  });

  it('quoted lists', () => {
    const schema = zQuotedListQuery('origins');
    expect(schema.parse('"CHINA","ALEMANHA"')).toEqual(['CHINA', 'ALEMANHA']);
    expect(schema.parse('"ESTADOS UNIDOS"')).toEqual(['ESTADOS UNIDOS']);
    expect(schema.parse('"SAO PAULO, SP"')).toEqual(['SAO PAULO, SP']);
    expect(schema.parse('')).toEqual([]);
    expect(schema.safeParse('CHINA,ALEMANHA').success).toBe(false);
    expect(schema.safeParse('"CHINA",').success).toBe(false);
  });

  it('blank optional text counts as absent', () => {
    const schema = zOptionalTextQuery('incoterm');
    expect(schema.parse('  ')).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(' FOB ')).toBe('FOB');
  });
});

describe('bounded input (hardening)', () => {
  it('takes ids only within PostgreSQL integer range, and lists of at most 1000', async () => {
    const { zIdQuery, zIdListQuery, zIsoDateTimeQuery } = await import('./primitives.ts');
    expect(zIdQuery('id').parse('2147483647')).toBe(2_147_483_647);
    for (const value of ['2147483648', '9007199254740993', '9'.repeat(400), '0', '-1']) {
      expect(zIdQuery('id').safeParse(value).error?.issues[0]?.message).toBe(
        'Informe id como um número inteiro positivo.',
      );
    }
    expect(zIdListQuery('ids').safeParse('1,2147483648').success).toBe(false);
    expect(
      zIdListQuery('ids').safeParse(Array.from({ length: 1001 }, (_, i) => i + 1).join(',')).error?.issues[0]
        ?.message,
    ).toBe('Informe no máximo 1000 ids em ids.');
    expect(zIsoDateTimeQuery('startDate').safeParse('2026-11-01T00:00:00+99:99').success).toBe(false);
    expect(zIsoDateTimeQuery('startDate').safeParse('2026-11-01T00:00:00-03:00').success).toBe(true);
  });
});
