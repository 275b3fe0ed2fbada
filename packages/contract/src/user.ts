import { z } from 'zod';
import { ZCompany } from './company.ts';
import { ZNullableTimestamp, ZWeekday } from './primitives.ts';

/**
 * Who a user is to the portal (security round 2): a customer, or the broker's staff (an admin also
 * manages users). Granted by an admin, the ERP or the seed, never derived from the e-mail.
 */
export const ZUserRole = z.enum(['CUSTOMER', 'STAFF', 'ADMIN']);
export type TUserRole = z.infer<typeof ZUserRole>;

/** Staff and admins are the broker's own people (presentation mode, forwarder invitations). */
export const isStaffRole = (role: TUserRole): boolean => role !== 'CUSTOMER';

/** The person behind a credential, with the companies the user may see (part 2 §3 "User"). */
export const ZPerson = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  /** Base64 PNG; null shows a generic icon. */
  photo: z.string().nullable(),
  hiringDate: ZNullableTimestamp,
  companies: z.array(ZCompany),
});
export type TPerson = z.infer<typeof ZPerson>;

/** The signed-in user (part 1 §3 "User (credential)"), answer of GET /credential in `data.data`. */
export const ZCredential = z.object({
  /** Credential (user) id, sent back as `id` on PATCH /credential/updateProfile. */
  id: z.number().int().positive(),
  name: z.string(),
  /** Sent as `email1` on update. */
  email: z.string(),
  /** Base64 PNG; null shows a generic icon. */
  photo: z.string().nullable(),
  hiringDate: ZNullableTimestamp,
  followUP: z.boolean(),
  followUPAnalytical: z.boolean(),
  followUPSynthetic: z.boolean(),
  followUPSyntheticWeekday: ZWeekday.nullable(),
  person: ZPerson,
  /** Added to the spec's fields: what the web shows for staff (presentation mode) follows it. */
  role: ZUserRole,
  /** Added: a customer's user an admin allowed to manage webhooks; the web offers Integrações. */
  canManageWebhooks: z.boolean(),
});
export type TCredential = z.infer<typeof ZCredential>;
