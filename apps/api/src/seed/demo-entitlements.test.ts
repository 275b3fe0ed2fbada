import { describe, expect, it } from 'vitest';
import { demoEntitlementsOf } from './demo-entitlements.ts';

describe("demoEntitlementsOf: the spec's ids as the demo's data", () => {
  it('gives each spec id its entitlements and any other id none', () => {
    expect(demoEntitlementsOf({ id: 154 })).toEqual({
      hasAnalytics: true,
      hasTransitTime: true,
      hasDelayedEtd: false,
      hasCashCalendarTxt: false,
      hasLandedCost: true,
    });
    expect(demoEntitlementsOf({ id: 3 })).toMatchObject({ hasAnalytics: true, hasDelayedEtd: true });
    expect(demoEntitlementsOf({ id: 2397 })).toMatchObject({ hasAnalytics: true, hasCashCalendarTxt: true });
    expect(demoEntitlementsOf({ id: 500 })).toEqual({
      hasAnalytics: false,
      hasTransitTime: false,
      hasDelayedEtd: false,
      hasCashCalendarTxt: false,
      hasLandedCost: false,
    });
  });

  it("'ETD Atrasados' also for the company with the configured CNPJ, whatever its punctuation", () => {
    const configured = { etdIndicatorFederalId: '11222333000181' };
    expect(demoEntitlementsOf({ id: 42, federalId: '11.222.333/0001-81', ...configured }).hasDelayedEtd).toBe(
      true,
    );
    expect(demoEntitlementsOf({ id: 42, federalId: '11222333000182', ...configured }).hasDelayedEtd).toBe(
      false,
    );
    expect(demoEntitlementsOf({ id: 42, federalId: '11222333000181' }).hasDelayedEtd).toBe(false);
    expect(demoEntitlementsOf({ id: 42, federalId: null, etdIndicatorFederalId: '' }).hasDelayedEtd).toBe(
      false,
    );
  });
});
