import { describe, expect, it } from 'vitest';
import { entitledCompanies, hasEntitlement, isCompanyEntitled } from './entitlements.ts';

const settings = { etdIndicatorFederalId: '11222333000181' };

describe('entitlements', () => {
  it('Analytics: the 14 allowed ids only', () => {
    expect(hasEntitlement('analytics', [{ id: 500 }, { id: 154 }], settings)).toBe(true);
    expect(hasEntitlement('analytics', [{ id: 500 }, { id: 900 }], settings)).toBe(false);
    expect(entitledCompanies('analytics', [{ id: 3 }, { id: 500 }, { id: 2517 }], settings)).toEqual([
      { id: 3 },
      { id: 2517 },
    ]);
  });

  it('TRANSIT TIME: company 154 only', () => {
    expect(isCompanyEntitled('transitTime', { id: 154 }, settings)).toBe(true);
    expect(isCompanyEntitled('transitTime', { id: 7 }, settings)).toBe(false);
  });

  it('ETD Atrasados: company 3, or the configured CNPJ whatever its punctuation', () => {
    expect(isCompanyEntitled('delayedEtd', { id: 3, federalID: null }, settings)).toBe(true);
    expect(isCompanyEntitled('delayedEtd', { id: 42, federalID: '11.222.333/0001-81' }, settings)).toBe(true);
    expect(isCompanyEntitled('delayedEtd', { id: 42, federalID: '99888777000166' }, settings)).toBe(false);
    expect(isCompanyEntitled('delayedEtd', { id: 42, federalID: null }, { etdIndicatorFederalId: '' })).toBe(
      false,
    );
  });

  it('TXT export: companies 102 and 2397', () => {
    expect(entitledCompanies('cashCalendarTxt', [{ id: 102 }, { id: 7 }, { id: 2397 }], settings)).toEqual([
      { id: 102 },
      { id: 2397 },
    ]);
  });
});
