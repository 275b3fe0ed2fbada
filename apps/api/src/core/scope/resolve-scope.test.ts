import { describe, expect, it } from 'vitest';
import type { TEntitlement } from '@pc/contract/entitlements';
import { END_BEFORE_START_MESSAGE } from '@pc/contract/primitives';
import { resolveScope, toBusinessDay } from './resolve-scope.ts';

/** A company of the caller as loadEntitledCompanies answers it, holding the entitlements named. */
const held = (id: number, ...names: readonly TEntitlement[]) => ({
  id,
  entitlements: {
    analytics: names.includes('analytics'),
    transitTime: names.includes('transitTime'),
    delayedEtd: names.includes('delayedEtd'),
    cashCalendarTxt: names.includes('cashCalendarTxt'),
  },
});

const failureOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('resolveScope: the companies asked for', () => {
  it('answers the requested companies of the caller, deduplicated in request order; absent means all', () => {
    const callerCompanyIds = [3, 102, 2397];
    expect(
      resolveScope({ callerCompanyIds, requested: { field: 'customerIds', ids: [102, 3, 102] } }),
    ).toEqual({
      companyIds: [102, 3],
    });
    expect(resolveScope({ callerCompanyIds, requested: { field: 'customerIds', ids: undefined } })).toEqual({
      companyIds: [3, 102, 2397],
    });
  });

  it('a foreign id is a 403 that names the ids and the field, or only the field', () => {
    const request = { callerCompanyIds: [3], requested: { field: 'customersId', ids: [3, 999, 7, 999] } };
    expect(failureOf(() => resolveScope(request))).toMatchObject({
      statusCode: 403,
      message: 'Você não tem acesso às empresas 999, 7 informadas em customersId.',
    });
    expect(
      failureOf(() => resolveScope({ callerCompanyIds: [3], requested: { field: 'customersId', ids: [8] } })),
    ).toMatchObject({ message: 'Você não tem acesso à empresa 8 informada em customersId.' });
    expect(failureOf(() => resolveScope({ ...request, outsideMessage: 'generic' }))).toMatchObject({
      statusCode: 403,
      message: 'Você não tem acesso a uma ou mais empresas informadas em customersId.',
    });
  });
});

describe('resolveScope: entitlements', () => {
  const message = 'Indisponível para as suas empresas.';

  it("'caller': some company of the caller holds it, checked before the requested ids", () => {
    const rule = {
      name: 'transitTime',
      applies: 'caller',
      message,
      companies: [held(7, 'analytics'), held(154, 'transitTime')],
    } as const;
    expect(
      resolveScope({
        callerCompanyIds: [7, 154],
        requested: { field: 'companiesIds', ids: [7] },
        entitlement: rule,
      }),
    ).toEqual({ companyIds: [7] });
    expect(
      failureOf(() =>
        resolveScope({
          callerCompanyIds: [7],
          requested: { field: 'companiesIds', ids: [999] },
          entitlement: rule,
        }),
      ),
    ).toMatchObject({ statusCode: 403, message });
  });

  it("'each': every requested company holds it; without a request, the caller's that hold it", () => {
    const companies = [held(3, 'analytics'), held(500, 'transitTime'), held(154, 'analytics')];
    const rule = { name: 'analytics', applies: 'each', message, companies } as const;
    expect(resolveScope({ callerCompanyIds: [3, 500, 154], entitlement: rule })).toEqual({
      companyIds: [3, 154],
    });
    expect(
      failureOf(() =>
        resolveScope({
          callerCompanyIds: [3, 500],
          requested: { field: 'companies_ids', ids: [3, 500] },
          entitlement: rule,
        }),
      ),
    ).toMatchObject({ statusCode: 403, message });
    expect(failureOf(() => resolveScope({ callerCompanyIds: [500], entitlement: rule }))).toMatchObject({
      statusCode: 403,
    });
  });

  it("'narrow': only the companies whose data holds it; 403 when none", () => {
    const rule = {
      name: 'delayedEtd',
      applies: 'narrow',
      message,
      companies: [held(42, 'delayedEtd'), held(7, 'analytics', 'transitTime'), held(3, 'delayedEtd')],
    } as const;
    expect(resolveScope({ callerCompanyIds: [42, 7, 3], entitlement: rule })).toEqual({
      companyIds: [42, 3],
    });
    expect(failureOf(() => resolveScope({ callerCompanyIds: [7], entitlement: rule }))).toMatchObject({
      statusCode: 403,
      message,
    });
  });

  it('a company the loaded list lacks holds nothing, whatever its id once meant', () => {
    const rule = { name: 'analytics', applies: 'each', message, companies: [held(9, 'analytics')] } as const;
    expect(resolveScope({ callerCompanyIds: [7, 154, 9], entitlement: rule })).toEqual({ companyIds: [9] });
    expect(
      failureOf(() => resolveScope({ callerCompanyIds: [7], entitlement: { ...rule, companies: [] } })),
    ).toMatchObject({ statusCode: 403, message });
  });
});

describe('resolveScope: the period', () => {
  it('reads each bound as its calendar day, in São Paulo when it carries a zone', () => {
    expect(toBusinessDay('2026-11-30T23:59:59')).toBe('2026-11-30');
    expect(toBusinessDay('2026-12-01T02:59:59.999Z')).toBe('2026-11-30');
    expect(toBusinessDay('2026-11-01T00:00:00-03:00')).toBe('2026-11-01');
    expect(toBusinessDay('2026-11-01')).toBe('2026-11-01');
    expect(
      resolveScope({
        callerCompanyIds: [3],
        period: { start: '2026-11-01T00:00:00', end: '2026-11-30T23:59:59', endField: 'endDate' },
      }),
    ).toEqual({ companyIds: [3], fromDay: '2026-11-01', toDay: '2026-11-30' });
  });

  it('a reversed period or one longer than maxDays is a 400 on the end field', () => {
    const period = { start: '2026-11-02T00:00:00', end: '2026-11-01T23:59:59', endField: 'endDate' };
    expect(failureOf(() => resolveScope({ callerCompanyIds: [3], period }))).toMatchObject({
      statusCode: 400,
      message: END_BEFORE_START_MESSAGE,
      details: [{ path: 'query.endDate', message: END_BEFORE_START_MESSAGE }],
    });
    const leapYear = {
      start: '2028-01-01T00:00:00',
      end: '2028-12-31T00:00:00',
      endField: 'endDate',
      maxDays: 366,
    };
    expect(resolveScope({ callerCompanyIds: [3], period: leapYear })).toMatchObject({ toDay: '2028-12-31' });
    expect(
      failureOf(() =>
        resolveScope({
          callerCompanyIds: [3],
          period: { ...leapYear, start: '2026-01-01', end: '2027-01-02' },
        }),
      ),
    ).toMatchObject({ statusCode: 400, message: 'O período pode ter no máximo 366 dias.' });
  });
});
