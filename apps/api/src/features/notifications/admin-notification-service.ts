import {
  ADMIN_NOTIFICATION_DAYS,
  ADMIN_NOTIFICATIONS_COMPANY_NOT_FOUND_MESSAGE,
  COMPANY_NOTIFICATION_EVENT_ACTION,
  type TAdminCompanyNotifications,
} from '@pc/contract/admin-notifications';
import { NOTIFICATION_EVENTS, type TNotificationEvent } from '@pc/contract/notifications';
import { recordAuditEvent } from '../../core/audit/record-audit-event.ts';
import type { TDatabase } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findCompanyNames } from '../../db/repositories/company-repository.ts';
import { findBlockedEvents } from '../../core/notifications/company-blocks.ts';
import {
  countNotificationsByEvent,
  countDeliveriesByEvent,
  setEventBlocked,
} from './admin-notification-repository.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The company's name; an unknown company answers 404. */
const companyNameOf = async (db: TDatabase, companyId: number): Promise<string> => {
  const name = (await findCompanyNames(db, [companyId])).get(companyId);
  if (name === undefined) throw notFound(ADMIN_NOTIFICATIONS_COMPANY_NOT_FOUND_MESSAGE);
  return name;
};

/** The last 30 days of one company whose name is known, per event and channel. */
const countCompanyNotifications = async ({
  db,
  companyId,
  companyName,
  now,
}: {
  db: TDatabase;
  companyId: number;
  companyName: string;
  now: Date;
}): Promise<TAdminCompanyNotifications> => {
  const since = new Date(now.getTime() - ADMIN_NOTIFICATION_DAYS * DAY_MS);
  const [portal, push, email, blocked] = await Promise.all([
    countNotificationsByEvent(db, { companyId, since }),
    countDeliveriesByEvent(db, { companyId, since, channel: 'PUSH' }),
    countDeliveriesByEvent(db, { companyId, since, channel: 'EMAIL' }),
    findBlockedEvents(db, [companyId]),
  ]);
  const totalOf = (rows: readonly { event: string; total: number }[], event: TNotificationEvent) =>
    rows.find((row) => row.event === event)?.total ?? 0;
  return {
    companyId,
    companyName,
    since: since.toISOString(),
    events: NOTIFICATION_EVENTS.map((event) => ({
      event,
      inPortal: totalOf(portal, event),
      push: totalOf(push, event),
      email: totalOf(email, event),
      isTurnedOff: blocked.has(`${companyId}:${event}`),
    })),
  };
};

/** Back-office › Notificações enviadas: the last 30 days of one company, per event and channel. */
export const readCompanyNotifications = async ({
  db,
  companyId,
  now,
}: {
  db: TDatabase;
  companyId: number;
  now: Date;
}): Promise<TAdminCompanyNotifications> =>
  countCompanyNotifications({ db, companyId, companyName: await companyNameOf(db, companyId), now });

/**
 * Turns an event off (or on again) for every user of a company, audited in the same transaction; the
 * next sweep follows it. The same value again changes nothing and records nothing.
 */
export const setCompanyNotificationEvent = async ({
  db,
  companyId,
  event,
  isTurnedOff,
  actorUserId,
  ip,
  now,
}: {
  db: TDatabase;
  companyId: number;
  event: TNotificationEvent;
  isTurnedOff: boolean;
  actorUserId: number;
  ip: string | null;
  now: Date;
}): Promise<TAdminCompanyNotifications> => {
  const companyName = await companyNameOf(db, companyId);
  await db.transaction(async (tx) => {
    const isChanged = await setEventBlocked(tx, { companyId, event, isTurnedOff, actorUserId, now });
    if (!isChanged) return;
    await recordAuditEvent(tx, {
      actor: { userId: actorUserId },
      action: COMPANY_NOTIFICATION_EVENT_ACTION,
      subject: { type: 'company', id: companyId },
      companyId,
      before: { event, isTurnedOff: !isTurnedOff },
      after: { event, isTurnedOff },
      ip,
      at: now,
    });
  });
  return countCompanyNotifications({ db, companyId, companyName, now });
};
