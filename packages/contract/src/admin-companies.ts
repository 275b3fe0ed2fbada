import { z } from 'zod';
import { zIntRangeQuery } from './int-range-query.ts';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import {
  ENTITLEMENTS,
  ZCompanyEntitlements,
  type TCompanyEntitlements,
  type TEntitlement,
} from './entitlements.ts';
import { MAX_ID, ZIdPathParams, ZNullableTimestamp, zOptionalTextQuery } from './primitives.ts';

// The back-office's first screen, "Empresas". Not in the spec: the texts are ours, in
// pt-BR. The staff read every company; only an admin switches what a company may see.

/** Rows per page of the companies list: the screen's default, and the bounds a caller may ask. */
export const ADMIN_COMPANIES_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_COMPANIES_PAGE_SIZE_MIN = 10;
export const ADMIN_COMPANIES_PAGE_SIZE_MAX = 100;

/** Longest search text (a name, or a CNPJ with or without punctuation). */
export const ADMIN_COMPANIES_SEARCH_MAX = 100;

/** 404 of a company id that does not exist. */
export const ADMIN_COMPANY_NOT_FOUND_MESSAGE = 'Empresa não encontrada.';

/** The entitlements' names on the back-office's screens: the switches' headers, the audit's fields. */
export const ENTITLEMENT_LABELS: Readonly<Record<TEntitlement, string>> = {
  analytics: 'Analytics',
  transitTime: 'TRANSIT TIME',
  delayedEtd: 'ETD Atrasados',
  cashCalendarTxt: 'Exportação TXT',
  landedCost: 'Custo de nacionalização',
};

/** The audit action of a change of a company's entitlements (audit_events.action). */
export const COMPANY_ENTITLEMENTS_UPDATE_ACTION = 'company.entitlements.update';

export const ZEntitlementFilter = z.enum(ENTITLEMENTS as readonly [TEntitlement, ...TEntitlement[]], {
  error: `Informe entitlement como um destes valores: ${ENTITLEMENTS.join(', ')}.`,
});

export const ZAdminCompaniesQuery = z.object({
  /** A part of the name (case ignored), or the first digits of the CNPJ (punctuation ignored). */
  search: zOptionalTextQuery('search', ADMIN_COMPANIES_SEARCH_MAX),
  /** From 1. */
  page: zIntRangeQuery('page', 1, MAX_ID).default(1),
  size: zIntRangeQuery('size', ADMIN_COMPANIES_PAGE_SIZE_MIN, ADMIN_COMPANIES_PAGE_SIZE_MAX).default(
    ADMIN_COMPANIES_PAGE_SIZE_DEFAULT,
  ),
  /** Only the companies that hold this entitlement. */
  entitlement: ZEntitlementFilter.optional(),
});
export type TAdminCompaniesQuery = z.input<typeof ZAdminCompaniesQuery>;

/** A company as the back-office lists it. */
export const ZAdminCompany = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** CNPJ, digits only. */
  federalID: z.string(),
  isCustomer: z.boolean(),
  isCustomBroker: z.boolean(),
  /** Users tied to the company (any role, active or not). */
  userCount: z.number().int().nonnegative(),
  processCount: z.number().int().nonnegative(),
  /**
   * When the broker's data about the company last changed: the newest milestone change of its
   * processes (process_changes.changed_at); null when none was ever recorded.
   */
  lastDataAt: ZNullableTimestamp,
  entitlements: ZCompanyEntitlements,
});
export type TAdminCompany = z.infer<typeof ZAdminCompany>;

const entitlementFlag = (name: TEntitlement) => z.boolean({ error: `Informe ${name} como true ou false.` });

/**
 * The PUT's body: ZCompanyEntitlements with every flag required and the refusals in pt-BR (zod's own
 * are English). `satisfies` holds it to the contract's type, so a new entitlement cannot be missed.
 */
export const ZCompanyEntitlementsBody = z.strictObject(
  {
    analytics: entitlementFlag('analytics'),
    transitTime: entitlementFlag('transitTime'),
    delayedEtd: entitlementFlag('delayedEtd'),
    cashCalendarTxt: entitlementFlag('cashCalendarTxt'),
    landedCost: entitlementFlag('landedCost'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campo desconhecido: ${issue.keys.join(', ')}.`
        : 'Informe analytics, transitTime, delayedEtd, cashCalendarTxt e landedCost (true ou false).',
  },
) satisfies z.ZodType<TCompanyEntitlements, TCompanyEntitlements>;

export const ZAdminCompaniesResponse = z.object({
  data: z.array(ZAdminCompany),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  /** Companies that match the search and the filter, across every page. */
  total: z.number().int().nonnegative(),
});
export type TAdminCompaniesResponse = z.infer<typeof ZAdminCompaniesResponse>;

export const ZAdminCompanyResponse = dataEnvelope(ZAdminCompany);
export type TAdminCompanyResponse = z.infer<typeof ZAdminCompanyResponse>;

export const getAdminCompaniesCall = defineCall({
  method: 'GET',
  path: '/api/admin/companies',
  summary:
    'Back-office (staff): one page of the companies by name, with their users, processes, last data received and entitlements; searched by name or CNPJ, filtered by an entitlement.',
  isAuthenticated: true,
  role: 'STAFF',
  query: ZAdminCompaniesQuery,
  responses: { 200: ZAdminCompaniesResponse },
});

export const putAdminCompanyEntitlementsCall = defineCall({
  method: 'PUT',
  path: '/api/admin/companies/{id}/entitlements',
  summary:
    'Back-office (admins only): sets what a company may see (all four entitlements); every user of the company is held to it from the next call. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZIdPathParams,
  body: ZCompanyEntitlementsBody,
  responses: { 200: ZAdminCompanyResponse },
});
