import { z } from 'zod';

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
});
export type TCompany = z.infer<typeof ZCompany>;

/** Companies kept locally: customers that are not customs brokers, with upper-cased names (part 1 §3, §6). */
export const toLocalCompanies = (companies: readonly TCompany[]): TCompany[] =>
  companies
    .filter((company) => company.customer && !company.customBroker)
    .map((company) => ({ ...company, name: company.name.toUpperCase() }));

/** Company ids that unlock the Analytics screen and menu entry (part 1 §6, part 2 §9). */
export const ANALYTICS_COMPANY_IDS = [
  7, 8, 3, 82, 2082, 166, 2378, 102, 2397, 2517, 119, 100, 24, 154,
] as const;

/** Company ids that see the financial calendar's TXT export (part 2 §6). */
export const CASH_CALENDAR_TXT_COMPANY_IDS = [102, 2397] as const;

/** Company that sees the home TRANSIT TIME tab (part 1 §6). */
export const TRANSIT_TIME_COMPANY_ID = 154;

/** Company that always sees the home 'ETD Atrasados' card, besides the configured CNPJ (part 1 §6). */
export const DELAYED_ETD_COMPANY_ID = 3;
