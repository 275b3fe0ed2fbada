import type { TWebhookProcessChange } from '@pc/contract/webhooks-events';
import { WEBHOOK_DELIVERY_RETENTION_DAYS } from '@pc/contract/webhooks';
import { isTrackedProcessField } from '../../core/process-trail/process-change-wording.ts';
import { recordWebhookEvent } from '../../core/webhooks/record-webhook-event.ts';
import type { TDatabase } from '../../db/client.ts';
import {
  findMatchingSubscriptionIds,
  findStrandedDeliveries,
  hasActiveSubscriptionFor,
  insertDeliveries,
  lockPendingEvents,
  markEventsFannedOut,
  purgeOldEvents,
} from './webhook-repository.ts';
import { newWebhookId, type TDispatchDeliveries } from './webhook-service.ts';
import { lockPendingTrail, markTrailTaken } from '../../core/process-trail/trail-readers.ts';

/** Trail rows, then events, taken per transaction; the next sweep (a minute later) takes the rest. */
const TRAIL_BATCH = 1_000;
const EVENT_BATCH = 200;
const BATCHES_PER_SWEEP = 20;
/** A delivery never tried after this long lost its job (a stop between commit and queue): queued again. */
const STRANDED_AFTER_MS = 2 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * process.updated from the change trail: one event per process per batch, carrying the batch's
 * changes of its milestones (step, status, channel, dates). Rows of other fields (a quotation's
 * decision, which has its own events) are only marked taken, and so is the whole trail while no
 * subscription wants process.updated: a reload of the ERP's processes then writes no event that
 * would go nowhere. Never a hook in the ingestion's writes.
 */
export const sweepProcessTrail = async (db: TDatabase): Promise<number> => {
  const isWanted = await hasActiveSubscriptionFor(db, 'process.updated');
  let events = 0;
  for (let batch = 0; batch < BATCHES_PER_SWEEP; batch += 1) {
    const { taken, recorded } = await db.transaction(async (tx) => {
      const rows = await lockPendingTrail(tx, { reader: 'webhooks', limit: TRAIL_BATCH });
      const byProcess = new Map<string, typeof rows>();
      for (const row of isWanted ? rows.filter((entry) => isTrackedProcessField(entry.field)) : []) {
        const key = `${row.companyId}:${row.processId}`;
        const changes = byProcess.get(key);
        if (changes) changes.push(row);
        else byProcess.set(key, [row]);
      }
      for (const changes of byProcess.values()) {
        const [first] = changes;
        if (!first) continue;
        const last = changes.reduce((latest, change) =>
          change.changedAt > latest.changedAt ? change : latest,
        );
        await recordWebhookEvent(tx, {
          type: 'process.updated',
          occurredAt: last.changedAt,
          data: {
            companyId: first.companyId,
            processId: first.processId,
            changes: changes.map((change): TWebhookProcessChange => ({
              field: change.field,
              oldValue: change.oldValue,
              newValue: change.newValue,
              changedAt: change.changedAt.toISOString(),
              source: change.source,
            })),
          },
        });
      }
      await markTrailTaken(tx, { reader: 'webhooks', rows });
      return { taken: rows.length, recorded: byProcess.size };
    });
    events += recorded;
    if (taken < TRAIL_BATCH) break;
  }
  return events;
};

/** Each recorded event into one delivery per matching subscription, queued after the commit. */
export const fanOutEvents = async ({
  db,
  dispatch,
  now,
}: {
  db: TDatabase;
  dispatch: TDispatchDeliveries;
  now: Date;
}): Promise<number> => {
  let deliveries = 0;
  for (let batch = 0; batch < BATCHES_PER_SWEEP; batch += 1) {
    const { taken, created } = await db.transaction(async (tx) => {
      const events = await lockPendingEvents(tx, EVENT_BATCH);
      const rows = [];
      // Events of one company and type (a burst of documents, say) match the same subscriptions.
      const matching = new Map<string, number[]>();
      for (const event of events) {
        if (event.companyId === null) continue;
        const key = `${event.companyId}:${event.type}`;
        const subscriptionIds =
          matching.get(key) ??
          (await findMatchingSubscriptionIds(tx, { companyId: event.companyId, type: event.type }));
        matching.set(key, subscriptionIds);
        rows.push(
          ...(await insertDeliveries(
            tx,
            subscriptionIds.map((subscriptionId) => ({
              subscriptionId,
              eventId: event.id,
              webhookId: newWebhookId(),
              eventType: event.type,
              status: 'PENDING' as const,
              createdAt: now,
            })),
          )),
        );
      }
      await markEventsFannedOut(
        tx,
        events.map((event) => event.id),
        now,
      );
      return { taken: events.length, created: rows };
    });
    await dispatch(created);
    deliveries += created.length;
    if (taken < EVENT_BATCH) break;
  }
  return deliveries;
};

/** One run of the webhooks' schedule: the trail, the fan-out, the stranded deliveries, the purge. */
export const runWebhookSweep = async ({
  db,
  dispatch,
  now,
}: {
  db: TDatabase;
  dispatch: TDispatchDeliveries;
  now: Date;
}) => {
  const processEvents = await sweepProcessTrail(db);
  const deliveries = await fanOutEvents({ db, dispatch, now });
  await dispatch(await findStrandedDeliveries(db, new Date(now.getTime() - STRANDED_AFTER_MS)));
  await purgeOldEvents(db, new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS));
  return { processEvents, deliveries };
};
