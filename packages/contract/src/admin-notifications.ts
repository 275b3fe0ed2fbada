import { z } from 'zod';
import { defineCall } from './call.ts';
import { dataEnvelope } from './envelope.ts';
import { ZIdPathParams, ZTimestamp } from './primitives.ts';
import { NOTIFICATION_EVENTS, ZNotificationEvent } from './notifications.ts';

// Back-office › Notificações enviadas: what the portal told one company's users in the last 30 days,
// per event and channel, and the events an admin turned off for that customer (a customer that asked
// not to receive one). Not in the spec (docs/decisions/0116-web-push.md).

/** The window Administração counts over (deliveries are kept this long). */
export const ADMIN_NOTIFICATION_DAYS = 30;

export const COMPANY_NOTIFICATION_EVENT_ACTION = 'company.notification-event';

export const ZAdminNotificationEventStats = z.object({
  event: ZNotificationEvent,
  /** Notifications made in the centre (one per user who wanted it). */
  inPortal: z.number().int().nonnegative(),
  /** Pushes handed to a push service (a summary counts each piece of news it carried). */
  push: z.number().int().nonnegative(),
  /**
   * News handed to the mail outbox by the e-mail channel (a summary counts each piece it carried).
   * The unread-message e-mails are counted apart, in the outbox.
   */
  email: z.number().int().nonnegative(),
  /** Turned off for every user of the company by an admin. */
  isTurnedOff: z.boolean(),
});
export type TAdminNotificationEventStats = z.infer<typeof ZAdminNotificationEventStats>;

export const ZAdminCompanyNotifications = z.object({
  companyId: z.number().int().positive(),
  companyName: z.string(),
  since: ZTimestamp,
  /** Every event of the catalogue, in its order. */
  events: z.array(ZAdminNotificationEventStats).length(NOTIFICATION_EVENTS.length),
});
export type TAdminCompanyNotifications = z.infer<typeof ZAdminCompanyNotifications>;

export const ZAdminCompanyNotificationsResponse = dataEnvelope(ZAdminCompanyNotifications);
export type TAdminCompanyNotificationsResponse = z.infer<typeof ZAdminCompanyNotificationsResponse>;

export const ADMIN_NOTIFICATIONS_COMPANY_NOT_FOUND_MESSAGE = 'Empresa não encontrada.';

export const getAdminCompanyNotificationsCall = defineCall({
  method: 'GET',
  path: '/api/admin/companies/{id}/notifications',
  summary:
    'Back-office (staff): what the portal sent one company’s users in the last 30 days, per event and channel, and the events turned off for it.',
  isAuthenticated: true,
  role: 'STAFF',
  params: ZIdPathParams,
  responses: { 200: ZAdminCompanyNotificationsResponse },
});

export const ZAdminNotificationEventParams = ZIdPathParams.extend({ event: ZNotificationEvent });

export const ZAdminNotificationEventBody = z.strictObject(
  { isTurnedOff: z.boolean({ error: 'Informe isTurnedOff como true ou false.' }) },
  { error: 'Informe isTurnedOff como true ou false.' },
);
export type TAdminNotificationEventBody = z.infer<typeof ZAdminNotificationEventBody>;

export const putAdminCompanyNotificationEventCall = defineCall({
  method: 'PUT',
  path: '/api/admin/companies/{id}/notifications/{event}',
  summary:
    'Back-office (admins only): turns one event off (or on again) for every user of a company, in every channel, from the next sweep. Audited.',
  isAuthenticated: true,
  role: 'ADMIN',
  params: ZAdminNotificationEventParams,
  body: ZAdminNotificationEventBody,
  responses: { 200: ZAdminCompanyNotificationsResponse },
});
