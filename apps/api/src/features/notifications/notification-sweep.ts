import { ADMIN_NOTIFICATION_DAYS } from '@pc/contract/admin-notifications';
import {
  NOTIFICATION_EMAIL_DAILY_TIME,
  NOTIFICATION_RETENTION_DAYS,
  type TNotificationSettings,
} from '@pc/contract/notifications';
import { settingsOf } from '../../core/notifications/notification-settings.ts';
import { processReference } from '@pc/contract/process';
import { findStepNames } from '../../core/process-trail/process-change-repository.ts';
import type { TDatabase, TDbExecutor } from '../../db/client.ts';
import {
  findDocumentsSentByCustomers,
  findProcessKeys,
  findRecipients,
  insertNotifications,
  lockPendingEvents,
  markEventsTaken,
  purgeOldNotifications,
  type TNotificationInsert,
} from './notification-repository.ts';
import {
  newsOfOutboxEvent,
  newsOfTrailRow,
  tabOf,
  wantsEmail,
  wantsInPortal,
  wantsPush,
  type TNews,
} from './notification-news.ts';
import { nextSaoPauloClock, quietHoursEnd } from './quiet-hours.ts';
import { findBlockedEvents } from '../../core/notifications/company-blocks.ts';
import { insertDeliveries, purgeOldDeliveries, type TDeliveryInsert } from './push-repository.ts';
import { notificationText } from './notification-text.ts';
import { lockPendingTrail, markTrailTaken } from '../../core/process-trail/trail-readers.ts';

/** Trail rows or outbox events taken per transaction; the next sweep takes the rest. */
const BATCH = 2_000;
const BATCHES_PER_SWEEP = 100;
const DAY_MS = 24 * 60 * 60_000;
/**
 * News older than this is not pushed nor mailed: a phone buzzing for last week's step (a backlog
 * after an outage, a company's history ingested at once) is noise. The centre still lists it.
 */
const CHANNEL_FRESH_MS = DAY_MS;
/** An e-mail at each piece of news waits this long, so a burst (an ERP's batch) goes as one e-mail. */
const EMAIL_GATHER_MS = 5 * 60_000;

/** When a user's e-mail of this news may leave: after a burst, or at the daily time; never in quiet hours. */
const emailDueAt = (settings: TNotificationSettings, now: Date): Date =>
  quietHoursEnd({
    quietHours: settings.quietHours,
    now:
      settings.emailFrequency === 'DAILY'
        ? nextSaoPauloClock({ clock: NOTIFICATION_EMAIL_DAILY_TIME, now })
        : new Date(now.getTime() + EMAIL_GATHER_MS),
  });

/**
 * Tells each piece of news to the users whose rules want it: one notification per user and source,
 * inserted in the transaction that marks the sources taken, so a crash leaves them pending and the
 * next sweep (or this one, run again) adds nobody twice (the unique index). News older than the
 * centre keeps is only marked taken. Answers the users who got something.
 */
export const tellNews = async ({
  tx,
  news,
  now,
}: {
  tx: TDbExecutor;
  news: readonly TNews[];
  now: Date;
}): Promise<number[]> => {
  const oldest = now.getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS;
  const fresh = news.filter((item) => item.occurredAt.getTime() >= oldest);
  if (fresh.length === 0) return [];
  const companyIds = [...new Set(fresh.map((item) => item.companyId))];
  const recipients = await findRecipients(tx, companyIds);
  const byCompany = new Map<
    number,
    { userId: number; settings: TNotificationSettings; hasDevice: boolean; isEmailOn: boolean }[]
  >();
  for (const recipient of recipients) {
    const list = byCompany.get(recipient.companyId) ?? [];
    list.push({
      userId: recipient.userId,
      settings: settingsOf(recipient.settings),
      hasDevice: recipient.hasDevice,
      isEmailOn: recipient.isEmailOn,
    });
    byCompany.set(recipient.companyId, list);
  }
  const keys = await findProcessKeys(tx, [
    ...new Map(fresh.map((item) => [`${item.companyId}:${item.processId}`, item])).values(),
  ]);
  const references = new Map(
    keys.map((key) => [
      `${key.companyId}:${key.id}`,
      processReference(key.typeOfProcess, key.identification),
    ]),
  );
  const blocked = await findBlockedEvents(tx, companyIds);
  const rows: TNotificationInsert[] = [];
  const deliveries: TDeliveryInsert[] = [];
  for (const item of fresh) {
    const reference = references.get(`${item.companyId}:${item.processId}`);
    // An event an admin turned off for the company reaches none of its users, in any channel.
    if (reference === undefined || blocked.has(`${item.companyId}:${item.facts.event}`)) continue;
    const text = notificationText(reference, item.facts);
    const tab = tabOf(item.facts.event);
    const isFresh = now.getTime() - item.occurredAt.getTime() <= CHANNEL_FRESH_MS;
    for (const { userId, settings, hasDevice, isEmailOn } of byCompany.get(item.companyId) ?? []) {
      const common = {
        userId,
        companyId: item.companyId,
        processId: item.processId,
        event: item.facts.event,
        reference,
        tab,
        sourceKey: item.sourceKey,
      };
      if (wantsInPortal(settings, item)) rows.push({ ...common, text, createdAt: item.occurredAt });
      if (isFresh && hasDevice && wantsPush(settings, item)) {
        deliveries.push({
          ...common,
          channel: 'PUSH',
          text: null,
          occurredAt: null,
          dueAt: quietHoursEnd({ quietHours: settings.quietHours, now }),
          createdAt: now,
        });
      }
      if (isFresh && isEmailOn && wantsEmail(settings, item)) {
        deliveries.push({
          ...common,
          channel: 'EMAIL',
          text,
          occurredAt: item.occurredAt,
          dueAt: emailDueAt(settings, now),
          createdAt: now,
        });
      }
    }
  }
  await insertDeliveries(tx, deliveries);
  return insertNotifications(tx, rows);
};

const sweepTrail = async (db: TDatabase, now: Date, notified: Set<number>): Promise<number> => {
  const stepNames = await findStepNames(db);
  let taken = 0;
  for (let batch = 0; batch < BATCHES_PER_SWEEP; batch += 1) {
    const count = await db.transaction(async (tx) => {
      const rows = await lockPendingTrail(tx, { reader: 'notifications', limit: BATCH });
      const news = rows.flatMap((row) => newsOfTrailRow(row, stepNames) ?? []);
      for (const userId of await tellNews({ tx, news, now })) notified.add(userId);
      await markTrailTaken(tx, { reader: 'notifications', rows });
      return rows.length;
    });
    taken += count;
    if (count < BATCH) break;
  }
  return taken;
};

const sweepOutbox = async (db: TDatabase, now: Date, notified: Set<number>): Promise<number> => {
  let taken = 0;
  for (let batch = 0; batch < BATCHES_PER_SWEEP; batch += 1) {
    const count = await db.transaction(async (tx) => {
      const events = await lockPendingEvents(tx, BATCH);
      const documentKeys = events.flatMap((event) => {
        const data = event.data as { documentId?: unknown };
        return event.type === 'document.added' &&
          event.companyId !== null &&
          typeof data.documentId === 'number'
          ? [{ companyId: event.companyId, documentId: data.documentId }]
          : [];
      });
      const sentByCustomers = await findDocumentsSentByCustomers(tx, documentKeys);
      const news = events.flatMap(
        (event) =>
          newsOfOutboxEvent(event, (documentId) => sentByCustomers.has(`${event.companyId}:${documentId}`)) ??
          [],
      );
      for (const userId of await tellNews({ tx, news, now })) notified.add(userId);
      await markEventsTaken(
        tx,
        events.map((event) => event.id),
      );
      return events.length;
    });
    taken += count;
    if (count < BATCH) break;
  }
  return taken;
};

/** One run of the notification sweep: the trail and the outbox into notifications and channel deliveries. */
export const runNotificationSweep = async ({ db, now }: { db: TDatabase; now: Date }) => {
  const notified = new Set<number>();
  const trailRows = await sweepTrail(db, now, notified);
  const outboxEvents = await sweepOutbox(db, now, notified);
  return { trailRows, outboxEvents, notifiedUserIds: [...notified] };
};

/**
 * Removes what the centre no longer keeps, and deliveries once Administração no longer counts them.
 * The schedule's run only, once a minute: a sweep woken by every committed change would repeat it
 * for nothing.
 */
export const purgeExpiredNotifications = async ({ db, now }: { db: TDatabase; now: Date }): Promise<void> => {
  await purgeOldNotifications(db, new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS));
  await purgeOldDeliveries(db, new Date(now.getTime() - ADMIN_NOTIFICATION_DAYS * DAY_MS));
};
