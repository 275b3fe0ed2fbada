import { z } from 'zod';
import { ZCompanyEntitlements } from './entitlements.ts';

/** A company the user is tied to (part 1 §3 "person.companies", part 2 §3 "User"). */
export const ZCompany = z.object({
  id: z.number().int().positive(),
  /** CNPJ (digits only); null when unknown. */
  federalID: z.string().nullable(),
  name: z.string(),
  /** Flagged as a customer company. */
  customer: z.boolean(),
  /** Flagged as a customs-broker company. */
  customBroker: z.boolean(),
  /** What the company may see beyond the common screens (entitlements; not in the spec). */
  entitlements: ZCompanyEntitlements,
});
export type TCompany = z.infer<typeof ZCompany>;

/** Companies kept locally: customers that are not customs brokers, with upper-cased names (part 1 §3, §6). */
export const toLocalCompanies = (companies: readonly TCompany[]): TCompany[] =>
  companies
    .filter((company) => company.customer && !company.customBroker)
    .map((company) => ({ ...company, name: company.name.toUpperCase() }));
