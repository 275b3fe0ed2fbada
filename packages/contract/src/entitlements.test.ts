import { describe, expect, it } from 'vitest';
import { ZCompany } from './company.ts';
import {
  entitledCompanies,
  hasEntitlement,
  isCompanyEntitled,
  ZCompanyEntitlements,
  type TCompanyEntitlements,
} from './entitlements.ts';

const NONE: TCompanyEntitlements = {
  analytics: false,
  transitTime: false,
  delayedEtd: false,
  cashCalendarTxt: false,
  landedCost: false,
};

const company = (id: number, granted: Partial<TCompanyEntitlements> = {}) => ({
  id,
  entitlements: { ...NONE, ...granted },
});

describe('entitlements: the company data decides', () => {
  it('a company holds exactly the entitlements set true, whatever its id', () => {
    // 154 was the spec's TRANSIT TIME company and 3 its ETD Atrasados one: ids mean nothing now.
    expect(isCompanyEntitled('transitTime', company(154))).toBe(false);
    expect(isCompanyEntitled('delayedEtd', company(3))).toBe(false);
    expect(isCompanyEntitled('analytics', company(2518, { analytics: true }))).toBe(true);
    expect(isCompanyEntitled('transitTime', company(2518, { analytics: true }))).toBe(false);
    expect(isCompanyEntitled('delayedEtd', company(42, { delayedEtd: true }))).toBe(true);
    expect(isCompanyEntitled('cashCalendarTxt', company(42, { cashCalendarTxt: true }))).toBe(true);
  });

  it('a company without entitlements (a copy stored before they existed) holds none', () => {
    expect(isCompanyEntitled('analytics', { id: 7 })).toBe(false);
    expect(isCompanyEntitled('analytics', { id: 7, entitlements: {} })).toBe(false);
    expect(hasEntitlement('cashCalendarTxt', [{ id: 102 }, { id: 2397 }])).toBe(false);
  });

  it('hasEntitlement: any company; entitledCompanies: those that hold it, in the order given', () => {
    const companies = [company(500), company(9, { analytics: true }), company(4, { cashCalendarTxt: true })];
    expect(hasEntitlement('analytics', companies)).toBe(true);
    expect(hasEntitlement('transitTime', companies)).toBe(false);
    expect(entitledCompanies('analytics', companies).map(({ id }) => id)).toEqual([9]);
    expect(
      entitledCompanies('cashCalendarTxt', [company(2, { cashCalendarTxt: true }), ...companies]).map(
        ({ id }) => id,
      ),
    ).toEqual([2, 4]);
  });

  it('a company of the contract carries the four flags', () => {
    const row = { id: 7, federalID: null, name: 'Aurora', customer: true, customBroker: false };
    expect(ZCompany.safeParse(row).success).toBe(false);
    expect(
      ZCompany.parse({ ...row, entitlements: { ...NONE, analytics: true } }).entitlements.analytics,
    ).toBe(true);
    expect(ZCompanyEntitlements.safeParse({ ...NONE, delayedEtd: undefined }).success).toBe(false);
  });
});
