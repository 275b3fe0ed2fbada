import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_STREAM_EVENTS } from '@pc/contract/notifications';
import type { TDatabaseHandle } from '../../db/client.ts';
import {
  countNotifications,
  findNewestNotificationId,
  listNotificationsAfter,
} from './notification-repository.ts';
import { toNotification } from './notification-service.ts';

/** Written by the trail's and the outbox's triggers when a statement commits (migration 0037). */
export const SOURCES_CHANNEL = 'pdc_notification_sources';
/** Which users got something: every instance sends it to those users' open streams. */
export const NOTIFIED_CHANNEL = 'pdc_notifications';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const PAYLOAD_MAX_CHARS = 7_000;
/** Notifications read per query when a stream catches up. */
const STREAM_BATCH = 50;

type TStream = {
  userId: number;
  companyIds: readonly number[];
  lastId: number;
  write: (text: string) => void;
  /** Each stream's sends one after another, so its events keep their order. */
  queue: Promise<void>;
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
  for (const userId of userIds) {
    if (JSON.stringify([...current, userId]).length > PAYLOAD_MAX_CHARS) {
      payloads.push(JSON.stringify(current));
      current = [];
    }
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

  const catchUp = async (stream: TStream): Promise<void> => {
    for (;;) {
      const rows = await listNotificationsAfter(db, {
        userId: stream.userId,
        companyIds: stream.companyIds,
        afterId: stream.lastId,
        limit: STREAM_BATCH,
      });
      for (const row of rows) {
        stream.write(eventText(NOTIFICATION_STREAM_EVENTS.notification, toNotification(row), row.id));
        stream.lastId = row.id;
      }
      if (rows.length < STREAM_BATCH) break;
    }
    const total = await countNotifications(db, {
      userId: stream.userId,
      isRead: false,
      companyIds: stream.companyIds,
    });
    stream.write(eventText(NOTIFICATION_STREAM_EVENTS.unread, { total }));
  };

  const send = (stream: TStream): void => {
    stream.queue = stream.queue
      .then(() => catchUp(stream))
      .catch((error: unknown) =>
        logger.warn({ err: error, userId: stream.userId }, 'notificações: envio ao vivo'),
      );
  };

  const deliver = (userIds: readonly number[]): void => {
    for (const userId of userIds) for (const stream of streams.get(userId) ?? []) send(stream);
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
        queue: Promise.resolve(),
      };
      const own = streams.get(userId) ?? new Set();
      own.add(stream);
      streams.set(userId, own);
      send(stream);
      return () => {
        own.delete(stream);
        if (own.size === 0) streams.delete(userId);
      };
    },
    /** Open streams on this instance (for /metrics and the bench). */
    countStreams: (): number => [...streams.values()].reduce((total, own) => total + own.size, 0),
    stop: async (): Promise<void> => {
      for (const stop of stops.splice(0)) await stop().catch(() => undefined);
    },
  };
};

export type TNotificationLive = ReturnType<typeof createNotificationLive>;

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
