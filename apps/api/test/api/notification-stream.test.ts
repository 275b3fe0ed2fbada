import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_STREAM_PATH,
  NOTIFICATION_STREAM_TICKET_INVALID_MESSAGE,
  type TNotification,
  type TNotificationStreamTicketResponse,
} from '@pc/contract/notifications';
import { changeProcess } from '../../src/core/process-trail/change-process.ts';
import { users } from '../../src/db/schema/users.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { ANA, COMPANY_A, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

type TEvent = { event: string; id: string | null; data: unknown };

/** A tab's EventSource, read with fetch: the events as they arrive, parsed. */
const openStream = async (baseUrl: string, query: string, headers: Record<string, string> = {}) => {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${NOTIFICATION_STREAM_PATH}?${query}`, {
    headers,
    signal: controller.signal,
  });
  const events: TEvent[] = [];
  const waiters: (() => void)[] = [];
  const read = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          const data = fields.get('data');
          if (data !== undefined) {
            events.push({
              event: fields.get('event') ?? 'message',
              id: fields.get('id') ?? null,
              data: JSON.parse(data),
            });
            for (const wake of waiters.splice(0)) wake();
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
  };
  void read();
  const waitFor = async (isDone: (list: TEvent[]) => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!isDone(events)) {
      if (Date.now() > deadline) throw new Error(`stream: waited in vain; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return events;
  };
  return { response, events, waitFor, close: () => controller.abort() };
};

const notificationsOf = (events: TEvent[]) =>
  events.filter((event) => event.event === 'notification').map((event) => event.data as TNotification);
const lastUnread = (events: TEvent[]) =>
  (events.filter((event) => event.event === 'unread').at(-1)?.data as { total: number } | undefined)?.total;

describe('the live notification stream', () => {
  let ctx: TTestApp;
  let baseUrl = '';
  let bearer: Record<string, string> = {};

  const ticket = async (headers = bearer) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/customer/notifications/stream-ticket',
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TNotificationStreamTicketResponse).data.ticket;
  };
  const moveEta = (day: string) =>
    changeProcess({
      db: ctx.database.db,
      companyId: COMPANY_A,
      processId: P.di,
      patch: { datesEta: day },
      source: 'INGESTION',
      author: 'ERP',
      now: new Date(),
    });

  beforeAll(async () => {
    ctx = await createTestApp({
      // The sweep runs as soon as a change commits, as in production.
      env: { NOTIFICATIONS_WAKE_UP: 'true' },
      prepare: async ({ db }) => {
        await insertProcessFixtures(db);
        await db.execute(
          sql`insert into user_companies (user_id, company_id) values (${ANA.id}, ${COMPANY_A})`,
        );
      },
    });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    bearer = authHeader(
      await createAccessToken({ config: ctx.config, userId: ANA.id, companyIds: [COMPANY_A] }),
    );
  });
  afterAll(() => ctx.close());

  it('brings a change to an open tab with no sweep called, then the count after a read mark', async () => {
    const stream = await openStream(baseUrl, `ticket=${await ticket()}`);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      await stream.waitFor((events) => lastUnread(events) === 0);

      await moveEta('2026-03-20');
      const events = await stream.waitFor(
        (list) => notificationsOf(list).length === 1 && lastUnread(list) === 1,
      );
      const [notification] = notificationsOf(events);
      expect(notification).toMatchObject({
        event: 'PROCESS_DATE_MOVED',
        text: 'PRI00042: ETA alterado de 10/03/2026 para 20/03/2026 (10 dias depois).',
        tab: 'geral',
      });
      expect(events.find((event) => event.event === 'notification')?.id).toBe(String(notification?.id));

      const read = await ctx.app.inject({
        method: 'POST',
        url: '/api/public/customer/notifications/read',
        headers: bearer,
        payload: { all: true },
      });
      expect(read.statusCode).toBe(200);
      await stream.waitFor((list) => lastUnread(list) === 0);
    } finally {
      stream.close();
    }
  });

  it('resumes after the last event a tab received, from the header or the query', async () => {
    const first = await openStream(baseUrl, `ticket=${await ticket()}`);
    await first.waitFor((events) => lastUnread(events) !== undefined);
    await moveEta('2026-03-25');
    const [missed] = notificationsOf(await first.waitFor((events) => notificationsOf(events).length === 1));
    first.close();
    if (!missed) throw new Error('no notification');
    await moveEta('2026-03-30');
    // Wait for the sweep the change woke, with no tab open.
    await expect
      .poll(async () => {
        const result = await ctx.database.db.execute(sql`select count(*)::int as n from notifications`);
        return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
      })
      .toBe(3);

    const byHeader = await openStream(baseUrl, `ticket=${await ticket()}`, {
      'last-event-id': String(missed.id),
    });
    const byQuery = await openStream(baseUrl, `ticket=${await ticket()}&ultimoEvento=${missed.id}`);
    try {
      for (const stream of [byHeader, byQuery]) {
        const events = await stream.waitFor((list) => lastUnread(list) !== undefined);
        expect(notificationsOf(events).map((row) => row.text)).toEqual([
          'PRI00042: ETA alterado de 25/03/2026 para 30/03/2026 (5 dias depois).',
        ]);
      }
    } finally {
      byHeader.close();
      byQuery.close();
    }
  });

  it('refuses a forged, foreign-audience or ended session’s ticket with a 401 in pt-BR', async () => {
    const accessToken = bearer.authorization?.replace('Bearer ', '') ?? '';
    const valid = await ticket();
    for (const candidate of ['abc', accessToken]) {
      const response = await fetch(
        `${baseUrl}${NOTIFICATION_STREAM_PATH}?ticket=${encodeURIComponent(candidate)}`,
      );
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toBe(
        NOTIFICATION_STREAM_TICKET_INVALID_MESSAGE,
      );
    }
    // Deactivating the user raises the session version: the ticket stops opening the stream.
    await ctx.database.db
      .update(users)
      .set({ isActive: false })
      .where(sql`${users.id} = ${ANA.id}`);
    try {
      const response = await fetch(`${baseUrl}${NOTIFICATION_STREAM_PATH}?ticket=${valid}`);
      expect(response.status).toBe(401);
    } finally {
      await ctx.database.db
        .update(users)
        .set({ isActive: true })
        .where(sql`${users.id} = ${ANA.id}`);
    }
  });
});
