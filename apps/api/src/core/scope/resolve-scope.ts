import {
  entitledCompanies,
  hasEntitlement,
  type TEntitledCompany,
  type TEntitlement,
} from '@pc/contract/entitlements';
import { periodTooLongMessage } from '@pc/contract/period-range';
import { END_BEFORE_START_MESSAGE } from '@pc/contract/primitives';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { businessDayOf, type TDayRange } from '../../lib/business-day.ts';

/**
 * How a foreign id is reported: 'naming' lists the ids and the request field (the Home calls);
 * 'generic' names only the field (the calendars, whose screen shows one message for any id).
 */
export type TOutsideMessage = 'naming' | 'generic';

/**
 * When an entitlement applies: 'caller' — some company of the caller must hold it (a screen
 * offered to the user); 'each' — every company the call runs on must hold it; 'narrow' — the call
 * runs only on the companies that hold it, and 403 when none does.
 */
export type TEntitlementRule = {
  name: TEntitlement;
  applies: 'caller' | 'each' | 'narrow';
  message: string;
  /**
   * The caller's companies with their entitlements as stored now (loadEntitledCompanies); a
   * company missing here holds none.
   */
  companies: readonly TEntitledCompany[];
};

export type TScopeRequest = {
  /** The signed-in user's companies (the token's). */
  callerCompanyIds: readonly number[];
  /** The ids the call names (absent: all of the caller's) and the request field they came from. */
  requested?: { field: string; ids: readonly number[] | undefined };
  outsideMessage?: TOutsideMessage;
  entitlement?: TEntitlementRule;
  /** Period bounds as sent: a day (`yyyy-MM-dd`) or a date-time, zoned or not. */
  period?: { start: string; end: string; endField: string; maxDays?: number };
};

/** The companies a query runs on, and its days when the call has a period. */
export type TScope = { companyIds: number[] } & Partial<TDayRange>;
export type TPeriodScope = { companyIds: number[] } & TDayRange;

const outsideMessageOf = (style: TOutsideMessage, field: string, outside: readonly number[]): string => {
  if (style === 'generic') return `Você não tem acesso a uma ou mais empresas informadas em ${field}.`;
  const isPlural = outside.length > 1;
  return `Você não tem acesso ${isPlural ? 'às empresas' : 'à empresa'} ${outside.join(', ')} ${isPlural ? 'informadas' : 'informada'} em ${field}.`;
};

/** Never a silent narrowing: a foreign id is a 403, so a figure never looks complete when it is not. */
const checkRequested = (request: TScopeRequest): number[] => {
  const { callerCompanyIds, requested } = request;
  if (requested?.ids === undefined) return [...callerCompanyIds];
  const ids = [...new Set(requested.ids)];
  const caller = new Set(callerCompanyIds);
  const outside = ids.filter((id) => !caller.has(id));
  if (outside.length > 0) {
    throw forbidden(outsideMessageOf(request.outsideMessage ?? 'naming', requested.field, outside));
  }
  return ids;
};

const companiesOf = (ids: readonly number[], rule: TEntitlementRule): TEntitledCompany[] => {
  const known = new Map(rule.companies.map((company) => [company.id, company]));
  return ids.map((id) => known.get(id) ?? { id });
};

const applyEntitlement = (request: TScopeRequest, companyIds: number[], isRequested: boolean): number[] => {
  const rule = request.entitlement;
  if (!rule) return companyIds;
  switch (rule.applies) {
    case 'caller':
      // Checked first, in resolveScope.
      if (!hasEntitlement(rule.name, companiesOf(request.callerCompanyIds, rule))) {
        throw forbidden(rule.message);
      }
      return companyIds;
    case 'each': {
      const entitled = entitledCompanies(rule.name, companiesOf(companyIds, rule));
      if (entitled.length === 0 || (isRequested && entitled.length < companyIds.length))
        throw forbidden(rule.message);
      return entitled.map((company) => company.id);
    }
    case 'narrow': {
      const entitled = entitledCompanies(rule.name, companiesOf(companyIds, rule));
      if (entitled.length === 0) throw forbidden(rule.message);
      return entitled.map((company) => company.id);
    }
    default: {
      const exhaustive: never = rule.applies;
      throw new Error(`Unknown entitlement rule: ${String(exhaustive)}`);
    }
  }
};

/**
 * The calendar day of a period bound: its own date part when it has no zone (`2026-11-30T23:59:59`,
 * the spec's format), the São Paulo day of the instant when it carries one (`…Z`, `…-03:00`).
 */
export const toBusinessDay = (value: string): string => {
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(value)) return value.slice(0, 10);
  return businessDayOf(new Date(value));
};

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The period as whole calendar days, both ends included; 400 when reversed or longer than `maxDays`. */
export const toDayRange = (period: NonNullable<TScopeRequest['period']>): TDayRange => {
  const fromDay = toBusinessDay(period.start);
  const toDay = toBusinessDay(period.end);
  const path = `query.${period.endField}`;
  if (toDay < fromDay)
    throw badRequest(END_BEFORE_START_MESSAGE, [{ path, message: END_BEFORE_START_MESSAGE }]);
  if (period.maxDays !== undefined && dayNumber(toDay) - dayNumber(fromDay) + 1 > period.maxDays) {
    const message = periodTooLongMessage(period.maxDays);
    throw badRequest(message, [{ path, message }]);
  }
  return { fromDay, toDay };
};

/**
 * The one scope check of every call that names companies: the requested ids against the caller's
 * companies (403), the entitlement the call needs (403), and the period as calendar days (400).
 */
export function resolveScope(
  request: TScopeRequest & { period: NonNullable<TScopeRequest['period']> },
): TPeriodScope;
export function resolveScope(request: TScopeRequest): TScope;
export function resolveScope(request: TScopeRequest): TScope {
  // A screen the user is not offered answers its own 403 before anything the request names.
  if (request.entitlement?.applies === 'caller') applyEntitlement(request, [], false);
  const checked = checkRequested(request);
  const range = request.period ? toDayRange(request.period) : {};
  const companyIds = applyEntitlement(request, checked, request.requested?.ids !== undefined);
  return { companyIds, ...range };
}
