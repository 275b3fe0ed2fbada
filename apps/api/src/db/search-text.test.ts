import { describe, expect, it } from 'vitest';
import { buildProcessSearchText, normalizeSearchText } from './search-text.ts';

describe('search text', () => {
  it('normalises accents, case and spaces', () => {
    expect(normalizeSearchText('  Ação  Têxtil\tLTDA ')).toBe('acao textil ltda');
  });

  it('builds the keyword column from the process fields', () => {
    const text = buildProcessSearchText({
      identification: 812,
      invoice: 'INV-2025/001',
      customerRef: 'PO 4500123',
      anotherRef: null,
      billOfLading: 'MEDUXY123456',
      exporterName: 'Ningbo Hǎixīng Trading Co., Ltd.',
      manufacturerName: 'Fábrica São José',
      diNumber: '25/1234567-8',
      duimpIdentification: undefined,
      invoiceNumbers: ['INV-2025/001', 'INV-2025/002'],
    });
    expect(text).toBe(
      '812 | 00812 | inv-2025/001 | inv-2025/002 | po 4500123 | meduxy123456 | ningbo haixing trading co., ltd. | fabrica sao jose | 25/1234567-8 | 2512345678',
    );
    expect(text.includes(normalizeSearchText('SÃO JOSÉ'))).toBe(true);
  });

  it('gives an empty string when nothing is known', () => {
    expect(buildProcessSearchText({})).toBe('');
  });
});
