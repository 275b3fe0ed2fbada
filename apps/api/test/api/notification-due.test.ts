import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DUE_SOON_DAYS_MESSAGE,
  type TNotificationsResponse,
} from '@pc/contract/notifications';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { createClock, insertUser } from '../helpers/fixtures.ts';
import { ANA, COMPANY_A, DOC, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** A second user of company A, who wants payments only a day ahead. */
const CAIO = { id: 60, email: 'caio@cliente.example' };
const PATH = '/api/public/customer/notifications';

describe('notifications of payments falling due', () => {
  let ctx: TTestApp;
  // 09:00 in São Paulo on 07/04/2026.
  const clock = createClock(new Date('2026-04-07T12:00:00Z'));

  const call = async (userId: number, method: 'GET' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: authHeader(
        await createAccessToken({ config: ctx.config, userId, companyIds: [COMPANY_A], now: clock.now() }),
      ),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const paymentTexts = async (userId: number) => {
    const response = await call(userId, 'GET', `${PATH}?eventos=PAYMENT_DUE,PAYMENT_OVERDUE&size=100`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TNotificationsResponse).data.map((row) => `${row.text} [${row.tab}]`);
  };

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async ({ db }) => {
        await insertProcessFixtures(db);
        await db.execute(
          sql`insert into user_companies (user_id, company_id) values (${ANA.id}, ${COMPANY_A})`,
        );
        await insertUser(db, { ...CAIO, companyIds: [COMPANY_A] });
        // E00043's numerário: an estimate of R$ 1.500,00 for 08/04/2026, not paid.
        await db.execute(sql`update processes set estimated_step_cash_request = '2026-04-08',
          estimated_step_cash_request_estimated_value = 1500, step_cash_request_estimated_value = null,
          cash_request_done = false where company_id = ${COMPANY_A} and id = ${P.duimp}`);
      },
    });
    const refused = await call(CAIO.id, 'PUT', `${PATH}/settings`, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      dueSoonDays: 31,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(DUE_SOON_DAYS_MESSAGE);
    const saved = await call(CAIO.id, 'PUT', `${PATH}/settings`, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      dueSoonDays: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => ctx.close());

  it('tells each user what falls due within their own threshold, once, on the Financeiro tab', async () => {
    await ctx.app.notifications.runDueSweep(clock.now());
    // Ana keeps the default (3 days): the instalment on 10/04 and the numerário tomorrow.
    expect(await paymentTexts(ANA.id)).toEqual(
      expect.arrayContaining([
        'PRI00042: parcela 2 da invoice INV-2026-0042 vence em 3 dias (10/04/2026). [financeiro]',
        'E00043: numerário vence amanhã (08/04/2026). [financeiro]',
      ]),
    );
    // Caio wants a day ahead: only the numerário.
    expect(await paymentTexts(CAIO.id)).toEqual([
      'E00043: numerário vence amanhã (08/04/2026). [financeiro]',
    ]);

    // The same morning again: nothing new.
    await ctx.app.notifications.runDueSweep(clock.now());
    expect(await paymentTexts(ANA.id)).toHaveLength(2);

    // Two days later Caio's threshold reaches the instalment, and the numerário is overdue; Ana
    // hears of the instalment no second time.
    clock.set(new Date('2026-04-09T12:00:00Z'));
    await ctx.app.notifications.runDueSweep(clock.now());
    expect(await paymentTexts(CAIO.id)).toContain(
      'PRI00042: parcela 2 da invoice INV-2026-0042 vence amanhã (10/04/2026). [financeiro]',
    );
    const ana = await paymentTexts(ANA.id);
    expect(ana).toHaveLength(3);
    expect(ana[0]).toBe('E00043: numerário venceu em 08/04/2026 e não consta como pago. [financeiro]');
  });

  it('tells what fell due unpaid, and not what was paid meanwhile', async () => {
    // The instalment is paid on its day; the numerário is not.
    await ctx.database.db.execute(
      sql`update installments set paid_on = '2026-04-10' where company_id = ${COMPANY_A} and id = 2`,
    );
    clock.set(new Date('2026-04-11T12:00:00Z'));
    await ctx.app.notifications.runDueSweep(clock.now());
    const texts = await paymentTexts(ANA.id);
    expect(texts.filter((text) => text.includes('venceu em'))).toEqual([
      'E00043: numerário venceu em 08/04/2026 e não consta como pago. [financeiro]',
    ]);

    // Past the grace of three days, an old overdue item is the calendar's, not news.
    await ctx.database.db.execute(sql`delete from notifications`);
    clock.set(new Date('2026-04-20T12:00:00Z'));
    await ctx.app.notifications.runDueSweep(clock.now());
    expect(await paymentTexts(ANA.id)).toEqual([]);
  });

  it('does not tell a payment the customer informed while the broker has not decided it', async () => {
    // PRI00042's numerário for 22/04, informed with its proof and awaiting the broker.
    await ctx.database.db.execute(sql`update processes set estimated_step_cash_request = '2026-04-22',
      estimated_step_cash_request_estimated_value = 900, step_cash_request_estimated_value = null,
      cash_request_done = false where company_id = ${COMPANY_A} and id = ${P.di}`);
    await ctx.database.db.execute(sql`insert into payment_reports (company_id, process_id, target, paid_on,
      amount, proof_document_id, status, reported_by_user_id, reported_by, reported_at)
      values (${COMPANY_A}, ${P.di}, 'NUMERARIO', '2026-04-20', 900, ${DOC.main}, 'INFORMADO', ${ANA.id},
      'Ana Souza', '2026-04-20T12:00:00Z')`);
    clock.set(new Date('2026-04-21T12:00:00Z'));
    await ctx.app.notifications.runDueSweep(clock.now());
    expect((await paymentTexts(ANA.id)).filter((text) => text.startsWith('PRI00042: numerário'))).toEqual([]);

    // Refused by the broker: it is due again, and told.
    await ctx.database.db.execute(
      sql`update payment_reports set status = 'RECUSADO' where process_id = ${P.di}`,
    );
    await ctx.app.notifications.runDueSweep(clock.now());
    expect(await paymentTexts(ANA.id)).toContain(
      'PRI00042: numerário vence amanhã (22/04/2026). [financeiro]',
    );
  });

  it('tells a storage period about to change, as the Home counts it, once per period, until the cargo leaves', async () => {
    const storageTexts = async (userId: number) => {
      const response = await call(userId, 'GET', `${PATH}?eventos=PROCESS_STORAGE&size=100`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as TNotificationsResponse).data.map((row) => `${row.text} [${row.tab}]`);
    };
    // E00043's cargo arrived on 17/04: its second period starts on 28/04, the third on 08/05.
    await ctx.database.db.execute(sql`update processes set dates_goods_presence_date = '2026-04-17',
      dates_goods_loading_date = null where company_id = ${COMPANY_A} and id = ${P.duimp}`);
    clock.set(new Date('2026-04-24T12:00:00Z'));
    await ctx.app.notifications.runDueSweep(clock.now());
    // Four days ahead: not yet (the card's three days).
    expect(await storageTexts(ANA.id)).toEqual([]);

    clock.set(new Date('2026-04-25T12:00:00Z'));
    await ctx.app.notifications.runDueSweep(clock.now());
    await ctx.app.notifications.runDueSweep(clock.now());
    const told = ['E00043: a armazenagem passa ao 2º período em 3 dias (28/04/2026). [geral]'];
    expect(await storageTexts(ANA.id)).toEqual(told);
    expect(await storageTexts(CAIO.id)).toEqual(told);

    // The next mornings of the same period tell nothing new; the next period is news again.
    clock.set(new Date('2026-04-27T12:00:00Z'));
    await ctx.app.notifications.runDueSweep(clock.now());
    expect(await storageTexts(ANA.id)).toHaveLength(1);
    clock.set(new Date('2026-05-06T12:00:00Z'));
    await ctx.app.notifications.runDueSweep(clock.now());
    expect((await storageTexts(ANA.id))[0]).toBe(
      'E00043: a armazenagem passa ao 3º período em 2 dias (08/05/2026). [geral]',
    );

    // Loaded out: its storage is over, and nothing more is told.
    await ctx.database.db.execute(sql`update processes set dates_goods_loading_date = '2026-05-07'
      where company_id = ${COMPANY_A} and id = ${P.duimp}`);
    clock.set(new Date('2026-05-16T12:00:00Z'));
    await ctx.app.notifications.runDueSweep(clock.now());
    expect(await storageTexts(ANA.id)).toHaveLength(2);
  });
});
