import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEvent, TAuditEventsResponse } from '@pc/contract/admin-audit';
import { describeAuditEvent } from '@pc/contract/admin-audit-sentence';
import { MESSAGE_POST_ACTION, MESSAGE_READ_ACTION, THREAD_ASSIGN_ACTION } from '@pc/contract/messages';
import { processReference } from '@pc/contract/process';
import type { TProcessMessageResponse } from '@pc/contract/messages';
import { users, userCompanies } from '../../src/db/schema/users.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { createClock } from '../helpers/fixtures.ts';
import { ANA, COMPANY_A, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const SOFIA = { id: 10, name: 'Sofia Reis', email: 'sofia@portal.example' };
const DI_REFERENCE = processReference('CONTA_E_ORDEM', 42);

/**
 * Auditoria in words: the records name processes by reference and people by name (never by id),
 * and the read receipts stay out of the default list, behind the kind filter.
 */
describe('back-office audit in words (/api/admin/audit-events)', () => {
  let ctx: TTestApp;
  const clock = createClock(new Date('2026-11-20T13:00:00Z'));
  const sofia = () =>
    createAccessToken({ config: ctx.config, userId: SOFIA.id, companyIds: [], now: clock.now() });
  const ana = () =>
    createAccessToken({ config: ctx.config, userId: ANA.id, companyIds: [COMPANY_A], now: clock.now() });

  const list = async (query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit-events${query}`,
      headers: authHeader(await sofia()),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TAuditEventsResponse>();
  };
  const find = (answer: TAuditEventsResponse, action: string): TAuditEvent => {
    const event = answer.data.find((item) => item.action === action);
    if (!event) throw new Error(`no ${action} record`);
    return event;
  };

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async ({ db }) => {
        await insertProcessFixtures(db);
        await db.insert(users).values({ ...SOFIA, passwordHash: 'x', role: 'STAFF' });
        await db.insert(userCompanies).values({ userId: ANA.id, companyId: COMPANY_A });
      },
    });
    // Ana asks, Sofia answers (which assigns the thread to her), Ana reads the answer.
    const post = async (token: string, text: string) => {
      clock.advanceSeconds(60);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/public/customer/processes/${P.di}/messages`,
        headers: authHeader(token),
        payload: { text },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<TProcessMessageResponse>().data;
    };
    await post(await ana(), 'Quando chega?');
    const answer = await post(await sofia(), 'Amanhã.');
    clock.advanceSeconds(60);
    const read = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/customer/processes/${P.di}/messages/read`,
      headers: authHeader(await ana()),
      payload: { lastMessageId: answer.id },
    });
    expect(read.statusCode, read.body).toBe(200);
  });
  afterAll(() => ctx.close());

  it('leaves the read receipts out by default and shows them with kind=READS or ALL', async () => {
    const changes = await list();
    expect(changes.data.map((event) => event.action)).not.toContain(MESSAGE_READ_ACTION);
    expect(changes.data.map((event) => event.action)).toEqual([
      THREAD_ASSIGN_ACTION,
      MESSAGE_POST_ACTION,
      MESSAGE_POST_ACTION,
    ]);
    const reads = await list('?kind=READS');
    expect(reads.data.map((event) => event.action)).toEqual([MESSAGE_READ_ACTION]);
    expect((await list('?kind=ALL')).total).toBe(changes.total + reads.total);

    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-events?kind=LIDAS',
      headers: authHeader(await sofia()),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'Informe kind como um destes valores: CHANGES, READS, ALL.',
    );
  });

  it('names the process by its reference and the thread’s owner by name, in a sentence', async () => {
    const changes = await list();
    const assigned = find(changes, THREAD_ASSIGN_ACTION);
    expect(assigned).toMatchObject({
      subject: { type: 'process', name: DI_REFERENCE, label: DI_REFERENCE },
      process: { id: P.di, reference: DI_REFERENCE },
      names: { users: { [String(SOFIA.id)]: SOFIA.name }, companies: {} },
    });
    expect(describeAuditEvent(assigned).sentence).toBe(
      `${SOFIA.name} assumiu a conversa do processo ${DI_REFERENCE}.`,
    );

    const [read] = (await list('?kind=READS')).data;
    expect(read && describeAuditEvent(read).sentence).toBe(
      `${ANA.name} leu as mensagens do processo ${DI_REFERENCE}.`,
    );
    // Never a raw key of the record in what the screen says.
    for (const event of [...changes.data, ...(read ? [read] : [])]) {
      const { sentence, details } = describeAuditEvent(event);
      expect([sentence, ...details].join(' ')).not.toMatch(
        /lastReadMessageId|authorSide|assignedUserId|messageId|\{/,
      );
    }
  });
});
