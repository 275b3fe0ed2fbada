import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_STREAM_EVENTS } from '@pc/contract/notifications';
import type { TDatabaseHandle } from '../../db/client.ts';
import {
  countUnreadByUserAndCompany,
  findNewestNotificationId,
  listNotificationsSince,
} from './notification-repository.ts';
import { toNotification } from './notification-service.ts';

/** Written by the trail's and the outbox's triggers when a statement commits (migration 0037). */
export const SOURCES_CHANNEL = 'pdc_notification_sources';
/** Which users got something: every instance sends it to those users' open streams. */
export const NOTIFIED_CHANNEL = 'pdc_notifications';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const PAYLOAD_MAX_CHARS = 7_000;
/** Notifications read per flush; a flush that reads this many runs again for the rest. */
const FLUSH_BATCH = 5_000;
/** Streams written between two turns of the event loop. */
const STREAMS_PER_SLICE = 200;

type TStream = {
  userId: number;
  companyIds: readonly number[];
  lastId: number;
  write: (text: string) => void;
};

export type TOpenStreamOptions = {
  userId: number;
  companyIds: readonly number[];
  /** The last event the tab received; absent: only what comes from now on. */
  lastEventId: number | null;
  write: (text: string) => void;
};

/** One server-sent event: its name, its id if any, and its data as one JSON line. */
const eventText = (event: string, data: unknown, id?: number): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The users' ids in payloads PostgreSQL takes, each a JSON array. */
export const toNotifiedPayloads = (userIds: readonly number[]): string[] => {
  const payloads: string[] = [];
  let current: number[] = [];
  // '[' and ']', then each id and its comma: counted as it grows, not by stringifying it each time.
  let length = 2;
  for (const userId of userIds) {
    const added = String(userId).length + (current.length > 0 ? 1 : 0);
    if (length + added > PAYLOAD_MAX_CHARS) {
      payloads.push(JSON.stringify(current));
      current = [];
      length = 2;
    }
    length += String(userId).length + (current.length > 0 ? 1 : 0);
    current.push(userId);
  }
  if (current.length > 0) payloads.push(JSON.stringify(current));
  return payloads;
};

const parseUserIds = (payload: string): number[] => {
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

/**
 * Runs `task` now, or once more after the running one when asked again meanwhile: a burst of
 * wake-ups costs one run, plus one for what came during it.
 */
export const createCoalescedRunner = (task: () => Promise<void>, onError: (error: unknown) => void) => {
  let running: Promise<void> | null = null;
  let isAskedAgain = false;
  const run = (): Promise<void> => {
    if (running) {
      isAskedAgain = true;
      return running;
    }
    running = (async () => {
      do {
        isAskedAgain = false;
        await task().catch(onError);
      } while (isAskedAgain);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return { run, idle: (): Promise<void> => running ?? Promise.resolve() };
};

/**
 * The live side of the centre on this instance: the open streams of its tabs, and the two channels
 * that reach them from any instance. A change commits → the trail's trigger wakes every instance →
 * one sweeps (another finds the rows locked) → it notifies the users' ids → each instance sends the
 * new notifications to those users' streams, read from the database, so a lost wake-up costs time
 * (the next sweep or send catches up), never a notification.
 */
export const createNotificationLive = ({
  database,
  logger,
}: {
  database: TDatabaseHandle;
  logger: FastifyBaseLogger;
}) => {
  const { db } = database;
  const streams = new Map<number, Set<TStream>>();
  const stops: (() => Promise<void>)[] = [];

  const pending = new Set<number>();

  /**
   * Sends every waiting user's streams what is new for them, and their counts: two queries for all
   * of them, however many users a sweep told (one pair per stream held the event loop and the pool).
   * Runs one at a time, so each stream's events keep their order.
   */
  const flush = async (): Promise<void> => {
    const userIds = [...pending].filter((userId) => streams.has(userId));
    pending.clear();
    if (userIds.length === 0) return;
    const targets = userIds.flatMap((userId) => [...(streams.get(userId) ?? [])]);
    const since = new Map<number, number>();
    for (const stream of targets) {
      since.set(stream.userId, Math.min(since.get(stream.userId) ?? Number.MAX_SAFE_INTEGER, stream.lastId));
    }
    const rows = await listNotificationsSince(
      db,
      [...since].map(([userId, afterId]) => ({ userId, afterId })),
      FLUSH_BATCH,
    );
    const counts = new Map<number, { companyId: number; total: number }[]>();
    for (const count of await countUnreadByUserAndCompany(db, userIds)) {
      const own = counts.get(count.userId) ?? [];
      own.push(count);
      counts.set(count.userId, own);
    }
    const byUser = new Map<number, typeof rows>();
    for (const row of rows) {
      const own = byUser.get(row.userId) ?? [];
      own.push(row);
      byUser.set(row.userId, own);
    }
    for (const [index, stream] of targets.entries()) {
      // The event loop is let go between slices, so thousands of streams never hold it at once.
      if (index > 0 && index % STREAMS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      const companies = new Set(stream.companyIds);
      // One write per stream and flush: a write each was most of the instance's time with 2,000 open.
      let text = '';
      for (const row of byUser.get(stream.userId) ?? []) {
        if (row.id <= stream.lastId || !companies.has(row.companyId)) continue;
        text += eventText(NOTIFICATION_STREAM_EVENTS.notification, toNotification(row), row.id);
        stream.lastId = row.id;
      }
      const total = (counts.get(stream.userId) ?? [])
        .filter((count) => companies.has(count.companyId))
        .reduce((sum, count) => sum + count.total, 0);
      stream.write(text + eventText(NOTIFICATION_STREAM_EVENTS.unread, { total }));
    }
    // More than one read holds: the users with the most recent rows left wait for the next flush.
    if (rows.length === FLUSH_BATCH) for (const userId of userIds) pending.add(userId);
  };
  const flusher = createCoalescedRunner(flush, (error) =>
    logger.warn({ err: error }, 'notificações: envio ao vivo'),
  );

  const deliver = (userIds: readonly number[]): void => {
    for (const userId of userIds) if (streams.has(userId)) pending.add(userId);
    if (pending.size > 0) void flusher.run();
  };

  return {
    /** Listens to the users' channel, and to the sources' channel when this instance sweeps on a wake-up. */
    start: async ({ onSources }: { onSources?: () => void } = {}): Promise<void> => {
      stops.push(await database.listen(NOTIFIED_CHANNEL, (payload) => deliver(parseUserIds(payload))));
      if (onSources) stops.push(await database.listen(SOURCES_CHANNEL, onSources));
    },
    /** Tells every instance these users have something new (or a changed count). */
    publish: async (userIds: readonly number[]): Promise<void> => {
      for (const payload of toNotifiedPayloads([...new Set(userIds)])) {
        await db.execute(sql`select pg_notify(${NOTIFIED_CHANNEL}, ${payload})`);
      }
    },
    /** Opens a tab's stream: what it missed since its last event, then the count; answers the close. */
    open: async ({ userId, companyIds, lastEventId, write }: TOpenStreamOptions): Promise<() => void> => {
      const stream: TStream = {
        userId,
        companyIds,
        lastId: lastEventId ?? (await findNewestNotificationId(db, userId)),
        write,
      };
      const own = streams.get(userId) ?? new Set();
      own.add(stream);
      streams.set(userId, own);
      deliver([userId]);
      return () => {
        own.delete(stream);
        if (own.size === 0) streams.delete(userId);
      };
    },
    /** Open streams on this instance (for /metrics and the bench). */
    countStreams: (): number => [...streams.values()].reduce((total, own) => total + own.size, 0),
    stop: async (): Promise<void> => {
      for (const stop of stops.splice(0)) await stop().catch(() => undefined);
      await flusher.idle();
    },
  };
};

export type TNotificationLive = ReturnType<typeof createNotificationLive>;
