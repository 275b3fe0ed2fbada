import { z } from 'zod';

/**
 * What some companies see and others do not (part 1 §6, part 2 §6, §9): a per-company
 * setting the broker keeps (ingestion API), enforced by the server and read by the web from GET
 * /credential, which only hides what the server would refuse.
 */
export const ZCompanyEntitlements = z.object({
  /** The Analytics screen, its menu entry and the /bi/* calls. */
  analytics: z.boolean(),
  /** The Home TRANSIT TIME tab. */
  transitTime: z.boolean(),
  /** The Home 'ETD Atrasados' card. */
  delayedEtd: z.boolean(),
  /** The financial calendar's TXT export. */
  cashCalendarTxt: z.boolean(),
  /** The landed cost: the process's Custo tab and the Produtos screen. */
  landedCost: z.boolean(),
});
export type TCompanyEntitlements = z.infer<typeof ZCompanyEntitlements>;

export type TEntitlement = keyof TCompanyEntitlements;

/** Every entitlement, in the contract's order. */
export const ENTITLEMENTS = Object.keys(ZCompanyEntitlements.shape) as readonly TEntitlement[];

/** A company as the rule reads it: without its entitlements (a copy stored before they existed) it holds none. */
export type TEntitledCompany = { id: number; entitlements?: Partial<TCompanyEntitlements> | undefined };

/** Whether one company holds the entitlement. */
export const isCompanyEntitled = (entitlement: TEntitlement, company: TEntitledCompany): boolean =>
  company.entitlements?.[entitlement] === true;

/** The companies, among those given, that hold the entitlement (in the order given). */
export const entitledCompanies = <T extends TEntitledCompany>(
  entitlement: TEntitlement,
  companies: readonly T[],
): T[] => companies.filter((company) => isCompanyEntitled(entitlement, company));

/** Whether any of the companies holds the entitlement (a menu entry, a tab, a card). */
export const hasEntitlement = (entitlement: TEntitlement, companies: readonly TEntitledCompany[]): boolean =>
  companies.some((company) => isCompanyEntitled(entitlement, company));
