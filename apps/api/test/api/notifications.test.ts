import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DATE_SHIFT_DAYS_MESSAGE,
  MUTED_COMPANY_NOT_YOURS_MESSAGE,
  NOTIFICATION_SETTINGS_SAVED_MESSAGE,
  NOTIFICATIONS_READ_EMPTY_MESSAGE,
  type TNotificationSettings,
  type TNotificationsResponse,
} from '@pc/contract/notifications';
import { toClientCaller } from '../../src/core/ingestion/ingestion-caller.ts';
import { upsertDocument } from '../../src/core/ingestion/ingest-references.ts';
import { recordMessage } from '../../src/core/messages/record-message.ts';
import { changeProcess } from '../../src/core/process-trail/change-process.ts';
import { notifications } from '../../src/db/schema/notifications.ts';
import { processChanges } from '../../src/db/schema/process-changes.ts';
import { webhookEvents } from '../../src/db/schema/webhooks.ts';
import { authHeader, createAccessToken, createServiceHeader } from '../helpers/auth-token.ts';
import { createClock, insertUser } from '../helpers/fixtures.ts';
import {
  ANA,
  BRUNO,
  COMPANY_A,
  COMPANY_B,
  DOCUMENT_BYTES,
  insertProcessFixtures,
  P,
} from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** A second user of company A, who keeps the defaults until a test changes them. */
const CAIO = { id: 60, email: 'caio@cliente.example' };
const INACTIVE = { id: 61, email: 'inativa@cliente.example' };
const STAFF = { id: 62, email: 'staff@portal.example' };

const PATH = '/api/public/customer/notifications';

describe('notification centre', () => {
  let ctx: TTestApp;
  const clock = createClock(new Date('2026-03-02T15:00:00Z'));
  const headers = new Map<number, Record<string, string>>();

  const call = (userId: number, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: headers.get(userId) ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const listOf = async (userId: number, query = '') => {
    const response = await call(userId, 'GET', `${PATH}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TNotificationsResponse;
  };
  const textsOf = async (userId: number, query = '') =>
    (await listOf(userId, query)).data.map((row) => row.text);
  const change = (
    companyId: number,
    processId: number,
    patch: Parameters<typeof changeProcess>[0]['patch'],
  ) =>
    changeProcess({
      db: ctx.database.db,
      companyId,
      processId,
      patch,
      source: 'INGESTION',
      author: 'ERP',
      now: clock.now(),
    });

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async ({ db }) => {
        await insertProcessFixtures(db);
        await db.execute(
          sql`insert into user_companies (user_id, company_id) values (${ANA.id}, ${COMPANY_A}), (${BRUNO.id}, ${COMPANY_B})`,
        );
        await insertUser(db, { ...CAIO, companyIds: [COMPANY_A] });
        await insertUser(db, { ...INACTIVE, isActive: false, companyIds: [COMPANY_A] });
        await insertUser(db, { ...STAFF, role: 'STAFF', companyIds: [COMPANY_A] });
      },
    });
    for (const [userId, companyIds] of [
      [ANA.id, [COMPANY_A]],
      [BRUNO.id, [COMPANY_B]],
      [CAIO.id, [COMPANY_A]],
      [STAFF.id, [COMPANY_A]],
    ] as const) {
      headers.set(
        userId,
        authHeader(
          await createAccessToken({
            config: ctx.config,
            userId,
            companyIds: [...companyIds],
            now: clock.now(),
          }),
        ),
      );
    }
  });
  afterAll(() => ctx.close());

  it('tells each customer of the company what the trail holds, once, in pt-BR, newest first', async () => {
    // Each change its own instant, so the order is the order they happened in.
    const patches: Parameters<typeof changeProcess>[0]['patch'][] = [
      { datesEta: '2026-03-15' },
      { datesEtd: '2026-02-11' },
      { stepId: 3 },
      { diChannel: 'VERMELHO' },
      { diResourcefulnessDate: '2026-03-02' },
      { status: 'Liberado' },
    ];
    for (const patch of patches) {
      await change(COMPANY_A, P.di, patch);
      clock.advanceSeconds(60);
    }
    await change(COMPANY_B, P.foreign, { datesEta: '2026-03-01' });

    const result = await ctx.app.notifications.runSweep();
    expect(result.trailRows).toBe(7);

    const expected = [
      'PRI00042: DI desembaraçada em 02/03/2026.',
      'PRI00042: DI parametrizada no canal VERMELHO.',
      'PRI00042: etapa alterada para Desembaraço.',
      // The ETD moved by 1 day: under the default of 2, not news.
      'PRI00042: ETA alterado de 10/03/2026 para 15/03/2026 (5 dias depois).',
    ];
    expect(await textsOf(ANA.id)).toEqual(expected);
    expect(await textsOf(CAIO.id)).toEqual(expected);
    expect(await textsOf(BRUNO.id)).toEqual([
      'PRI00077: ETA alterado de 11/03/2026 para 01/03/2026 (10 dias antes).',
    ]);
    // Staff work the back-office, and an inactive user hears nothing.
    expect(await textsOf(STAFF.id)).toEqual([]);
    const stored = await ctx.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.userId, INACTIVE.id));
    expect(stored).toEqual([]);

    const first = (await listOf(ANA.id)).data[0];
    expect(first).toMatchObject({
      event: 'PROCESS_CLEARED',
      companyId: COMPANY_A,
      companyName: 'Hércules Máquinas Ltda',
      processId: P.di,
      reference: 'PRI00042',
      tab: 'geral',
      isRead: false,
    });
    const step = (await listOf(ANA.id, '?eventos=PROCESS_STEP')).data;
    expect(step.map((row) => row.tab)).toEqual(['historico']);
  });

  it('never tells the same news twice: run again, or with every source pending again as after a crash', async () => {
    const before = await ctx.database.db.select({ id: notifications.id }).from(notifications);
    expect((await ctx.app.notifications.runSweep()).trailRows).toBe(0);
    await ctx.database.db.update(processChanges).set({ isNotificationPending: true });
    await ctx.database.db.update(webhookEvents).set({ isNotificationPending: true });
    const again = await ctx.app.notifications.runSweep();
    expect(again.trailRows).toBeGreaterThanOrEqual(7);
    expect(again.notifiedUserIds).toEqual([]);
    const after = await ctx.database.db.select({ id: notifications.id }).from(notifications);
    expect(after.length).toBe(before.length);
  });

  it('tells of the broker’s messages, documents and payment decisions, not of the customer’s own', async () => {
    const at = clock.now();
    await ctx.database.db.transaction(async (tx) => {
      await recordMessage(tx, {
        companyId: COMPANY_A,
        processId: P.di,
        kind: 'TEXT',
        text: 'Ana, a DI foi registrada.\nPrevisão de desembaraço para amanhã, conforme combinado com o terminal de Santos.',
        author: { side: 'BROKER', userId: STAFF.id, name: 'Equipe' },
        at,
      });
      await recordMessage(tx, {
        companyId: COMPANY_A,
        processId: P.di,
        kind: 'TEXT',
        text: 'Obrigada!',
        author: { side: 'CUSTOMER', userId: ANA.id, name: ANA.name },
        at,
      });
      await recordMessage(tx, {
        companyId: COMPANY_A,
        processId: P.duimp,
        kind: 'PAYMENT_REJECTED',
        text: 'Pagamento recusado.',
        author: { side: 'BROKER', userId: STAFF.id, name: 'Equipe' },
        at,
      });
    });
    const added = await upsertDocument({
      db: ctx.database.db,
      caller: toClientCaller({ id: 1, name: 'ERP', companyIds: null }),
      identification: 42,
      documentTypeName: 'Conhecimento de embarque',
      isCashRequest: false,
      file: { fileName: 'BL 42.pdf', mimeType: 'application/pdf', content: DOCUMENT_BYTES },
      now: at,
    });
    expect(added.result).toBe('created');
    // A document the customer sent is theirs already.
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/customer/processes/${P.di}/documents`,
      headers: { ...headers.get(ANA.id), 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.concat([
        Buffer.from(
          '--x\r\nContent-Disposition: form-data; name="documentTypeName"\r\n\r\nPacking list\r\n' +
            '--x\r\nContent-Disposition: form-data; name="file"; filename="packing.pdf"\r\n' +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        DOCUMENT_BYTES,
        Buffer.from('\r\n--x--\r\n'),
      ]),
    });
    expect(sent.statusCode, sent.body).toBe(201);

    await ctx.app.notifications.runSweep();
    const news = await listOf(ANA.id, '?eventos=MESSAGE_RECEIVED,DOCUMENT_RECEIVED,PAYMENT_REPORT_DECIDED');
    expect(news.data.map((row) => [row.event, row.text, row.tab])).toEqual([
      [
        'DOCUMENT_RECEIVED',
        'PRI00042: documento recebido (Conhecimento de embarque: BL 42.pdf).',
        'documentos',
      ],
      ['PAYMENT_REPORT_DECIDED', 'E00043: pagamento informado recusado pelo despachante.', 'mensagens'],
      [
        'MESSAGE_RECEIVED',
        'PRI00042: nova mensagem do despachante: “Ana, a DI foi registrada. Previsão de desembaraço para amanhã, conforme…”',
        'mensagens',
      ],
    ]);
    expect(await textsOf(BRUNO.id, '?eventos=MESSAGE_RECEIVED,DOCUMENT_RECEIVED')).toEqual([]);
  });

  it('filters by read state, event, company and words; counts the unread; marks read only the caller’s', async () => {
    const all = await listOf(ANA.id);
    expect(all.unread).toBe(all.page.totalElements);
    expect(all.page.totalElements).toBe(7);

    expect(await textsOf(ANA.id, '?q=vermelho')).toEqual(['PRI00042: DI parametrizada no canal VERMELHO.']);
    expect((await listOf(ANA.id, '?q=E00043')).data.map((row) => row.event)).toEqual([
      'PAYMENT_REPORT_DECIDED',
    ]);
    expect((await listOf(ANA.id, '?q=100%25')).data).toEqual([]);
    expect((await listOf(ANA.id, `?customersId=${COMPANY_B}`)).data).toEqual([]);
    const paged = await listOf(ANA.id, '?size=3&page=3');
    expect(paged.page).toEqual({ number: 3, size: 3, totalElements: 7, totalPages: 3 });
    expect(paged.data).toHaveLength(1);

    const [newest, second] = all.data;
    if (!newest || !second) throw new Error('no notifications');
    const bruno = (await listOf(BRUNO.id)).data[0];
    if (!bruno) throw new Error('no notification of Bruno');
    const marked = await call(ANA.id, 'POST', `${PATH}/read`, { ids: [newest.id, bruno.id] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ data: { total: 6 } });
    expect((await listOf(BRUNO.id)).unread).toBe(1);
    expect((await listOf(ANA.id, '?lidas=true')).data.map((row) => row.id)).toEqual([newest.id]);
    expect((await listOf(ANA.id, '?lidas=false')).data.map((row) => row.id)).not.toContain(newest.id);

    const unread = await call(ANA.id, 'GET', `${PATH}/unread`);
    expect(unread.json()).toEqual({ data: { total: 6 } });

    const empty = await call(ANA.id, 'POST', `${PATH}/read`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(NOTIFICATIONS_READ_EMPTY_MESSAGE);
    const badEvent = await call(ANA.id, 'GET', `${PATH}?eventos=PROCESS_STEP,OUTRO`);
    expect(badEvent.statusCode).toBe(400);

    const everything = await call(ANA.id, 'POST', `${PATH}/read`, { all: true });
    expect(everything.json()).toEqual({ data: { total: 0 } });
    expect((await listOf(CAIO.id)).unread).toBe(7);
  });

  it('lists only the companies the caller still has', async () => {
    const token = await createAccessToken({
      config: ctx.config,
      userId: CAIO.id,
      companyIds: [],
      now: clock.now(),
    });
    const response = await ctx.app.inject({ method: 'GET', url: PATH, headers: authHeader(token) });
    expect(response.statusCode).toBe(200);
    expect((response.json() as TNotificationsResponse).data).toEqual([]);
  });

  it('keeps each user’s rules: events, the size of a date move, and muted companies', async () => {
    const read = await call(CAIO.id, 'GET', `${PATH}/settings`);
    // A user who never chose: the defaults, with the portal's e-mails as the profile left them.
    expect(read.json()).toEqual({ data: { ...DEFAULT_NOTIFICATION_SETTINGS, isEmailOn: false } });

    const rules: TNotificationSettings = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      events: {
        ...DEFAULT_NOTIFICATION_SETTINGS.events,
        PROCESS_STEP: { isInPortal: false, isPush: false, isEmail: false },
      },
      dateShiftDays: 7,
      quietHours: { isOn: true, start: '23:00', end: '06:30' },
    };
    const saved = await call(CAIO.id, 'PUT', `${PATH}/settings`, rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      data: { ...rules, isEmailOn: false },
      message: NOTIFICATION_SETTINGS_SAVED_MESSAGE,
    });
    await call(ANA.id, 'PUT', `${PATH}/settings`, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      mutedCompanyIds: [COMPANY_A],
    });

    clock.advanceSeconds(60);
    await change(COMPANY_A, P.duimp, { stepId: 1 });
    await change(COMPANY_A, P.duimp, { datesEta: '2026-04-04' });
    await change(COMPANY_A, P.duimp, { datesEta: '2026-04-12' });
    await ctx.app.notifications.runSweep();
    const caio = await textsOf(CAIO.id, '?lidas=false&eventos=PROCESS_STEP,PROCESS_DATE_MOVED&customersId=3');
    // Step changes off; only the 8-day move reaches a threshold of 7.
    expect(caio.filter((text) => text.startsWith('E00043'))).toEqual([
      'E00043: ETA alterado de 04/04/2026 para 12/04/2026 (8 dias depois).',
    ]);
    expect(await textsOf(ANA.id, '?lidas=false')).toEqual([]);

    const foreign = await call(CAIO.id, 'PUT', `${PATH}/settings`, {
      ...rules,
      mutedCompanyIds: [COMPANY_B],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(MUTED_COMPANY_NOT_YOURS_MESSAGE);
    const tooFar = await call(CAIO.id, 'PUT', `${PATH}/settings`, { ...rules, dateShiftDays: 0 });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toContain(DATE_SHIFT_DAYS_MESSAGE);
    expect((await call(CAIO.id, 'GET', `${PATH}/settings`)).json()).toEqual({
      data: { ...rules, isEmailOn: false },
    });
  });
  it('tells of an exigência the ERP’s DUIMP brought, once, and opens the process on its DUIMP tab', async () => {
    const service = await createServiceHeader({ db: ctx.database.db, config: ctx.config });
    const requirement = {
      agency: 'MAPA',
      text: 'Apresentar o certificado fitossanitário original.',
      openedOn: '2026-03-01',
      lpcoNumber: 'I2600012345',
    };
    const duimp = {
      number: '26BR00016589107',
      version: 1,
      situation: 'AGUARDANDO_PARAMETRIZACAO',
      registeredOn: '2026-02-27',
      lpcos: [{ number: 'I2600012345', agency: 'MAPA', status: 'EM_EXIGENCIA' }],
      // One already answered when the ERP first read it: history, not news.
      requirements: [
        requirement,
        { agency: 'ANVISA', text: 'Corrigir o rótulo.', openedOn: '2026-02-20', answeredOn: '2026-02-21' },
      ],
    };
    for (const round of [1, 2]) {
      clock.advanceSeconds(60);
      const put = await ctx.app.inject({
        method: 'PUT',
        url: '/api/integration/processes/77/duimp',
        headers: service,
        payload: duimp,
      });
      expect(put.statusCode, `${round}: ${put.body}`).toBe(200);
      await ctx.app.notifications.runSweep();
    }
    const rows = (await listOf(BRUNO.id, '?eventos=LPCO_REQUIREMENT')).data;
    expect(rows.map((row) => [row.processId, row.text, row.tab])).toEqual([
      [
        P.foreign,
        'PRI00077: exigência (Ministério da Agricultura (MAPA)) no LPCO I2600012345: “Apresentar o certificado fitossanitário original.”',
        'duimp',
      ],
    ]);
  });
});
