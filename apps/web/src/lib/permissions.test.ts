import { describe, expect, it } from 'vitest';
import { entitlementsWith } from '../test/make-company.ts';
import {
  canExportCashCalendarTxt,
  canSeeAnalytics,
  canSeeDelayedEtd,
  canSeeTransitTime,
  txtExportCompanies,
} from './permissions.ts';

describe('permissions read each company’s entitlements from GET /credential', () => {
  it('canSeeAnalytics: some company holds analytics, whatever its id', () => {
    expect(
      canSeeAnalytics([
        { id: 500, entitlements: entitlementsWith() },
        { id: 2518, entitlements: entitlementsWith('analytics') },
      ]),
    ).toBe(true);
    // 7 was on the spec's allow-list; only its flag counts now.
    expect(canSeeAnalytics([{ id: 7, entitlements: entitlementsWith('transitTime') }])).toBe(false);
  });

  it('canSeeDelayedEtd and canSeeTransitTime follow their own flags', () => {
    expect(canSeeDelayedEtd([{ id: 42, entitlements: entitlementsWith('delayedEtd') }])).toBe(true);
    expect(canSeeDelayedEtd([{ id: 3, entitlements: entitlementsWith('analytics', 'transitTime') }])).toBe(
      false,
    );
    expect(
      canSeeTransitTime([
        { id: 7, entitlements: entitlementsWith() },
        { id: 8, entitlements: entitlementsWith('transitTime') },
      ]),
    ).toBe(true);
    expect(canSeeTransitTime([{ id: 154, entitlements: entitlementsWith('delayedEtd') }])).toBe(false);
    expect(canSeeDelayedEtd([])).toBe(false);
  });

  it('the TXT export: offered for the companies that hold it, in order', () => {
    const companies = [
      { id: 102, entitlements: entitlementsWith() },
      { id: 9, entitlements: entitlementsWith('cashCalendarTxt') },
      { id: 4, entitlements: entitlementsWith('cashCalendarTxt', 'analytics') },
    ];
    expect(txtExportCompanies(companies).map(({ id }) => id)).toEqual([9, 4]);
    expect(canExportCashCalendarTxt(companies)).toBe(true);
    expect(canExportCashCalendarTxt(companies.slice(0, 1))).toBe(false);
  });

  it('a company stored before entitlements existed holds none until GET /credential answers again', () => {
    expect(canSeeAnalytics([{ id: 7 }])).toBe(false);
    expect(canExportCashCalendarTxt([{ id: 102 }, { id: 2397 }])).toBe(false);
  });
});
