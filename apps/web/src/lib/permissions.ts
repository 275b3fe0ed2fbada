import {
  entitledCompanies,
  hasEntitlement,
  type TEntitledCompany,
  type TEntitlementSettings,
} from '@pc/contract/entitlements';
import { config } from './config.ts';

// The rules are the contract's, enforced by the server; the web only hides what it would refuse.
const SETTINGS: TEntitlementSettings = { etdIndicatorFederalId: config.etdIndicatorFederalId };

/** Analytics menu entry and screen (spec part 1 §6, part 2 §6). */
export const canSeeAnalytics = (companies: readonly TEntitledCompany[]): boolean =>
  hasEntitlement('analytics', companies, SETTINGS);

/** Home TRANSIT TIME tab (spec part 1 §6). */
export const canSeeTransitTime = (companies: readonly TEntitledCompany[]): boolean =>
  hasEntitlement('transitTime', companies, SETTINGS);

/** Home 'ETD Atrasados' card (spec part 1 §6). */
export const canSeeDelayedEtd = (companies: readonly TEntitledCompany[]): boolean =>
  hasEntitlement('delayedEtd', companies, SETTINGS);

/** Companies the financial calendar's TXT export is offered for (spec part 2 §6). */
export const txtExportCompanies = <T extends TEntitledCompany>(companies: readonly T[]): T[] =>
  entitledCompanies('cashCalendarTxt', companies, SETTINGS);

/** GERAR TXT shows only when some company is offered the TXT export. */
export const canExportCashCalendarTxt = (companies: readonly TEntitledCompany[]): boolean =>
  hasEntitlement('cashCalendarTxt', companies, SETTINGS);
