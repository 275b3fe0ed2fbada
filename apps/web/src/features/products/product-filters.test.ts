import { describe, expect, it } from 'vitest';
import {
  NCM_FILTER_MESSAGE,
  readNcmText,
  readProductFilters,
  readProductsPeriod,
  toProductsQuery,
  writeProductsParams,
} from './product-filters.ts';

describe('the Produtos filters in the address', () => {
  it('read back what they wrote, and leave out what is empty', () => {
    const period = { from: '2026-01-01', to: '2026-11-30' };
    const filters = { companyIds: [3, 7], ncm: '8471', supplier: 'Ningbo Export Co.', origin: '160' };
    const params = writeProductsParams(period, filters);
    expect(params.toString()).toBe(
      'de=2026-01-01&ate=2026-11-30&empresas=3%2C7&ncm=8471&fornecedor=Ningbo+Export+Co.&origem=160',
    );
    expect(readProductFilters(params)).toEqual(filters);
    expect(readProductsPeriod(params, new Date('2026-12-04T12:00:00'))).toEqual(period);
    expect(
      writeProductsParams(period, { companyIds: [], ncm: '', supplier: '', origin: '' }).toString(),
    ).toBe('de=2026-01-01&ate=2026-11-30');
  });

  it('default to the last 12 months and drop company ids that are not ids', () => {
    const params = new URLSearchParams('empresas=3,abc,0,-2,7');
    expect(readProductFilters(params).companyIds).toEqual([3, 7]);
    expect(readProductsPeriod(params, new Date('2026-12-04T12:00:00'))).toEqual({
      from: '2025-12-04',
      to: '2026-12-04',
    });
  });

  it('send the calls only the filters set, with the contract’s names', () => {
    const period = { from: '2026-01-01', to: '2026-11-30' };
    expect(toProductsQuery(period, { companyIds: [3], ncm: '', supplier: 'X', origin: '' })).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-11-30',
      customerIds: '3',
      exportador: 'X',
    });
  });

  it('read the NCM box as its digits, and refuse what is no NCM instead of dropping it', () => {
    expect(readNcmText(' 8471.30.12 ')).toEqual({ ncm: '84713012' });
    expect(readNcmText('8471')).toEqual({ ncm: '8471' });
    expect(readNcmText('')).toEqual({ ncm: '' });
    expect(readNcmText('84a1')).toEqual({ message: NCM_FILTER_MESSAGE });
    expect(readNcmText('847130129')).toEqual({ message: NCM_FILTER_MESSAGE });
  });
});
