import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUSH_DEVICE_NOT_FOUND_MESSAGE,
  PUSH_ENDPOINT_MESSAGE,
  PUSH_KEYS_MESSAGE,
  type TPushDevicesResponse,
} from '@pc/contract/notification-devices';
import type { TAdminCompanyNotifications } from '@pc/contract/admin-notifications';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_EVENTS,
  type TNotificationSettings,
} from '@pc/contract/notifications';
import { changeProcess } from '../../src/core/process-trail/change-process.ts';
import { notificationDeliveries, pushSubscriptions, webPushKeys } from '../../src/db/schema/notifications.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { createClock, insertUser } from '../helpers/fixtures.ts';
import { ANA, BRUNO, COMPANY_A, COMPANY_B, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { startTestPushService, type TTestSubscriber } from '../helpers/push-service.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** A second user of company A. */
const CAIO = { id: 60, email: 'caio@cliente.example' };
const ADMIN = { id: 70, email: 'admin@portal.example' };
const STAFF = { id: 71, email: 'staff@portal.example' };
const PATH = '/api/public/customer/notifications';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('push to the phone (Web Push)', () => {
  let ctx: TTestApp;
  let pushService: Awaited<ReturnType<typeof startTestPushService>>;
  // 15:00 in São Paulo (UTC−3).
  const clock = createClock(new Date('2026-03-02T18:00:00Z'));
  const companiesOf = new Map<number, number[]>([
    [ANA.id, [COMPANY_A]],
    [BRUNO.id, [COMPANY_B]],
    [CAIO.id, [COMPANY_A]],
    [ADMIN.id, []],
    [STAFF.id, []],
  ]);
  let companyName = '';
  /** Ana's phone, subscribed by the first push test and read again by the later ones. */
  let anaPhone: TTestSubscriber | undefined;

  // A token of the clock's instant for each call: the tests move the clock by hours.
  const call = async (
    userId: number,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        ...authHeader(
          await createAccessToken({
            config: ctx.config,
            userId,
            companyIds: companiesOf.get(userId) ?? [],
            now: clock.now(),
          }),
        ),
        'user-agent': ANDROID_CHROME,
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const subscribe = async (userId: number, subscriber: TTestSubscriber) => {
    const response = await call(userId, 'POST', `${PATH}/devices`, {
      endpoint: subscriber.endpoint,
      keys: subscriber.keys,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { data: { id: number; label: string } };
  };
  const saveRules = async (userId: number, rules: TNotificationSettings) => {
    const response = await call(userId, 'PUT', `${PATH}/settings`, rules);
    expect(response.statusCode, response.body).toBe(200);
  };
  const moveEta = (processId: number, datesEta: string) =>
    changeProcess({
      db: ctx.database.db,
      companyId: COMPANY_A,
      processId,
      patch: { datesEta },
      source: 'INGESTION',
      author: 'ERP',
      now: clock.now(),
    });
  const sweepAndSend = async () => {
    await ctx.app.notifications.runSweep(clock.now());
    return ctx.app.notifications.runDeliveries(clock.now());
  };

  beforeAll(async () => {
    pushService = await startTestPushService();
    ctx = await createTestApp({
      now: clock.now,
      env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' },
      prepare: async ({ db }) => {
        await insertProcessFixtures(db);
        await db.execute(
          sql`insert into user_companies (user_id, company_id) values (${ANA.id}, ${COMPANY_A}), (${BRUNO.id}, ${COMPANY_B})`,
        );
        await insertUser(db, { ...CAIO, companyIds: [COMPANY_A] });
        await insertUser(db, { ...ADMIN, role: 'ADMIN' });
        await insertUser(db, { ...STAFF, role: 'STAFF' });
      },
    });
    const result = await ctx.database.db.execute(sql`select name from companies where id = ${COMPANY_A}`);
    const [company] = (result as unknown as { rows: { name: string }[] }).rows;
    companyName = company?.name ?? '';
  });
  afterAll(async () => {
    await ctx.close();
    await pushService.close();
  });

  it('makes the VAPID key pair at the first start and keeps it in the database', async () => {
    const first = await call(ANA.id, 'GET', `${PATH}/push-key`);
    expect(first.statusCode, first.body).toBe(200);
    const { publicKey } = (first.json() as { data: { publicKey: string } }).data;
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const rows = await ctx.database.db.select().from(webPushKeys);
    expect(rows.map((row) => row.publicKey)).toEqual([publicKey]);
    expect((await call(BRUNO.id, 'GET', `${PATH}/push-key`)).json()).toEqual({ data: { publicKey } });
  });

  it('subscribes, lists and removes the caller’s own devices; refuses an endpoint it would not send to', async () => {
    const phone = pushService.subscribe('bruno-phone');
    const { data: device } = await subscribe(BRUNO.id, phone);
    expect(device.label).toBe('Chrome no Android');
    const list = (await call(BRUNO.id, 'GET', `${PATH}/devices`)).json() as TPushDevicesResponse;
    expect(list.data).toEqual([
      { id: device.id, label: 'Chrome no Android', created: clock.now().toISOString(), lastSent: null },
    ]);

    // Another user's device answers as absent, and stays.
    const foreign = await call(ANA.id, 'DELETE', `${PATH}/devices/${device.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: PUSH_DEVICE_NOT_FOUND_MESSAGE });
    expect(((await call(ANA.id, 'GET', `${PATH}/devices`)).json() as TPushDevicesResponse).data).toEqual([]);

    for (const endpoint of [
      'https://evil.example/push',
      'http://10.0.0.7/push',
      'https://fcm.googleapis.com.evil.example/x',
    ]) {
      const refused = await call(BRUNO.id, 'POST', `${PATH}/devices`, { endpoint, keys: phone.keys });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json()).toMatchObject({ message: PUSH_ENDPOINT_MESSAGE });
    }
    const badKeys = await call(BRUNO.id, 'POST', `${PATH}/devices`, {
      endpoint: phone.endpoint,
      keys: { p256dh: 'curta', auth: phone.keys.auth },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.body).toContain(PUSH_KEYS_MESSAGE);

    const removed = await call(BRUNO.id, 'DELETE', `${PATH}/devices/${device.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ data: [] });
  });

  it('pushes an ETA moved by the ERP to each subscribed device, with the reference, the event and the link only, once', async () => {
    const phone = pushService.subscribe('ana-phone');
    anaPhone = phone;
    const laptop = pushService.subscribe('ana-laptop');
    await subscribe(ANA.id, phone);
    await subscribe(ANA.id, laptop);

    clock.advanceSeconds(60);
    await moveEta(P.di, '2026-03-15');
    const round = await sweepAndSend();
    expect(round).toMatchObject({ claimed: 1, sent: 1 });

    const expected = {
      title: 'PRI00042',
      body: 'ETA ou ETD alterado',
      link: `/processos/${P.di}`,
      event: 'PROCESS_DATE_MOVED',
      reference: 'PRI00042',
    };
    for (const device of [phone, laptop]) {
      const payloads = pushService.payloadsOf(device);
      expect(payloads).toHaveLength(1);
      expect(payloads[0]).toMatchObject(expected);
      // No company name and no amount travel through the push service.
      expect(JSON.stringify(payloads[0])).not.toContain(companyName);
    }
    const push = pushService.received.find((item) => item.path === '/push/ana-phone');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);

    // Caio has no device: nothing is made for him to send.
    const caio = await ctx.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, CAIO.id));
    expect(caio).toEqual([]);

    // Again, and as after a crash (every source pending again): nobody is pushed twice.
    const before = pushService.received.length;
    await sweepAndSend();
    await ctx.database.db.execute(sql`update process_changes set notification_pending = true`);
    await sweepAndSend();
    expect(pushService.received).toHaveLength(before);
    const [sent] = await ctx.database.db
      .select({ lastSentAt: pushSubscriptions.lastSentAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(sent?.lastSentAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it('follows each user’s rules: an event off for push is only in the centre, a muted company sends nothing', async () => {
    await saveRules(ANA.id, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      events: {
        ...DEFAULT_NOTIFICATION_SETTINGS.events,
        PROCESS_DATE_MOVED: { isInPortal: true, isPush: false, isEmail: false },
      },
    });
    const before = pushService.received.length;
    clock.advanceSeconds(60);
    await moveEta(P.di, '2026-03-25');
    await sweepAndSend();
    expect(pushService.received).toHaveLength(before);
    const centre = await call(ANA.id, 'GET', `${PATH}?eventos=PROCESS_DATE_MOVED`);
    expect((centre.json() as { data: { text: string }[] }).data[0]?.text).toContain('25/03/2026');

    await saveRules(ANA.id, { ...DEFAULT_NOTIFICATION_SETTINGS, mutedCompanyIds: [COMPANY_A] });
    clock.advanceSeconds(60);
    await moveEta(P.di, '2026-04-05');
    await sweepAndSend();
    expect(pushService.received).toHaveLength(before);
    await saveRules(ANA.id, DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('holds pushes in quiet hours (São Paulo) and sends them summed up when they end', async () => {
    await saveRules(ANA.id, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      quietHours: { isOn: true, start: '22:00', end: '07:00' },
    });
    // 23:30 in São Paulo.
    clock.set(new Date('2026-03-03T02:30:00Z'));
    const before = pushService.received.length;
    for (const [index, eta] of ['2026-04-20', '2026-05-01', '2026-05-12', '2026-05-25'].entries()) {
      clock.advanceSeconds(60 * (index + 1));
      await moveEta(P.di, eta);
    }
    await sweepAndSend();
    expect(pushService.received).toHaveLength(before);

    // 06:59: still quiet. 07:00: one summary per device, linking to the centre.
    clock.set(new Date('2026-03-03T09:59:00Z'));
    await sweepAndSend();
    expect(pushService.received).toHaveLength(before);
    clock.set(new Date('2026-03-03T10:00:00Z'));
    const round = await sweepAndSend();
    expect(round).toMatchObject({ claimed: 4, sent: 4 });
    if (!anaPhone) throw new Error('Ana’s phone was not subscribed');
    const summary = pushService.payloadsOf(anaPhone).at(-1);
    expect(summary).toEqual({
      title: '4 novidades nos seus processos',
      body: 'PRI00042',
      link: '/notificacoes',
      event: null,
      reference: null,
      tag: 'resumo',
    });
    expect(pushService.received).toHaveLength(before + 2);
    await saveRules(ANA.id, DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('forgets a device its push service calls gone, and tries a failing one again later', async () => {
    const phone = pushService.subscribe('caio-phone');
    const { data: device } = await subscribe(CAIO.id, phone);

    pushService.answer(phone, 500);
    clock.advanceSeconds(60);
    await moveEta(P.duimp, '2026-04-20');
    // Ana's phone takes hers; Caio's service fails.
    expect(await sweepAndSend()).toMatchObject({ claimed: 2, sent: 1 });
    const [waiting] = await ctx.database.db
      .select({ status: notificationDeliveries.status, attempts: notificationDeliveries.attempts })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, CAIO.id));
    expect(waiting).toEqual({ status: 'PENDING', attempts: 1 });

    // Two minutes later the service answers that the subscription is gone.
    pushService.answer(phone, 410);
    clock.advanceSeconds(120);
    expect(await ctx.app.notifications.runDeliveries(clock.now())).toMatchObject({
      claimed: 1,
      devicesRemoved: 1,
    });
    const devices = (await call(CAIO.id, 'GET', `${PATH}/devices`)).json() as TPushDevicesResponse;
    expect(devices.data.map((item) => item.id)).not.toContain(device.id);
  });

  it('tells Administração what went out per event and channel, and lets an admin turn an event off for a customer', async () => {
    const url = `/api/admin/companies/${COMPANY_A}/notifications`;
    const read = await call(STAFF.id, 'GET', url);
    expect(read.statusCode, read.body).toBe(200);
    const stats = (read.json() as { data: TAdminCompanyNotifications }).data;
    expect(stats.companyName).toBe(companyName);
    expect(stats.events.map((row) => row.event)).toEqual([...NOTIFICATION_EVENTS]);
    const moved = stats.events.find((row) => row.event === 'PROCESS_DATE_MOVED');
    // The earlier tests: Ana's pushes (phone and laptop count once per piece of news) and everyone's centre.
    const [pushed] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from notification_deliveries where company_id = ${COMPANY_A} and channel = 'PUSH' and status = 'SENT' and event = 'PROCESS_DATE_MOVED'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    const [centre] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from notifications where company_id = ${COMPANY_A} and event = 'PROCESS_DATE_MOVED'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(moved).toEqual({
      event: 'PROCESS_DATE_MOVED',
      inPortal: centre?.n,
      push: pushed?.n,
      // Nobody here takes the portal's e-mails: e-mail is counted in the e-mail channel's own test.
      email: 0,
      isTurnedOff: false,
    });
    expect(moved?.push).toBeGreaterThan(0);

    // A customer may not read it; staff may read but not change; an unknown company is absent.
    expect((await call(ANA.id, 'GET', url)).statusCode).toBe(403);
    expect((await call(STAFF.id, 'PUT', `${url}/PROCESS_DATE_MOVED`, { isTurnedOff: true })).statusCode).toBe(
      403,
    );
    expect((await call(ADMIN.id, 'GET', '/api/admin/companies/999999/notifications')).statusCode).toBe(404);
    expect((await call(ADMIN.id, 'PUT', `${url}/NAO_EXISTE`, { isTurnedOff: true })).statusCode).toBe(400);

    const off = await call(ADMIN.id, 'PUT', `${url}/PROCESS_DATE_MOVED`, { isTurnedOff: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (off.json() as { data: TAdminCompanyNotifications }).data.events.find(
        (row) => row.event === 'PROCESS_DATE_MOVED',
      )?.isTurnedOff,
    ).toBe(true);
    const [audit] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from audit_events where action = 'company.notification-event'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(audit?.n).toBe(1);
    // The same value again records nothing.
    await call(ADMIN.id, 'PUT', `${url}/PROCESS_DATE_MOVED`, { isTurnedOff: true });

    // Off for everyone of the company, in every channel: a move tells nobody.
    const before = pushService.received.length;
    const centreBefore = centre?.n ?? 0;
    clock.advanceSeconds(60);
    await moveEta(P.di, '2026-07-01');
    await sweepAndSend();
    expect(pushService.received).toHaveLength(before);
    const again = (await call(ADMIN.id, 'GET', url)).json() as { data: TAdminCompanyNotifications };
    expect(again.data.events.find((row) => row.event === 'PROCESS_DATE_MOVED')?.inPortal).toBe(centreBefore);

    // On again: the next move is told.
    await call(ADMIN.id, 'PUT', `${url}/PROCESS_DATE_MOVED`, { isTurnedOff: false });
    clock.advanceSeconds(60);
    await moveEta(P.di, '2026-07-20');
    await sweepAndSend();
    expect(pushService.received.length).toBeGreaterThan(before);
    const [audits] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from audit_events where action = 'company.notification-event'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(audits?.n).toBe(2);
  });
});
