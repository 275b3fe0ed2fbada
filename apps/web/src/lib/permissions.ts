import { entitledCompanies, hasEntitlement, type TEntitledCompany } from '@pc/contract/entitlements';

// Each company's entitlements come with it from GET /credential; the server enforces them on every
// call, the web only hides what it would refuse.

/** Analytics menu entry and screen (spec part 1 §6, part 2 §6). */
export const canSeeAnalytics = (companies: readonly TEntitledCompany[]): boolean =>
  hasEntitlement('analytics', companies);

/** Produtos menu entry and screen: the landed cost per product (not in the spec). */
export const canSeeProducts = (companies: readonly TEntitledCompany[]): boolean =>
  hasEntitlement('landedCost', companies);

/** Home TRANSIT TIME tab (spec part 1 §6). */
export const canSeeTransitTime = (companies: readonly TEntitledCompany[]): boolean =>
  hasEntitlement('transitTime', companies);

/** Home 'ETD Atrasados' card (spec part 1 §6). */
export const canSeeDelayedEtd = (companies: readonly TEntitledCompany[]): boolean =>
  hasEntitlement('delayedEtd', companies);

/** Companies the financial calendar's TXT export is offered for (spec part 2 §6). */
export const txtExportCompanies = <T extends TEntitledCompany>(companies: readonly T[]): T[] =>
  entitledCompanies('cashCalendarTxt', companies);

/** GERAR TXT shows only when some company is offered the TXT export. */
export const canExportCashCalendarTxt = (companies: readonly TEntitledCompany[]): boolean =>
  hasEntitlement('cashCalendarTxt', companies);
