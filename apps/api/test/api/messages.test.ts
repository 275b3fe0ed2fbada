import { FOLLOW_UP_UNSUBSCRIBE_PATH } from '@pc/contract/follow-up';
import { createUnsubscribeToken } from '../../src/core/mail/follow-up-links.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAttentionResponse } from '@pc/contract/attention';
import type {
  TIntegrationMessage,
  TIntegrationMessagesResponse,
} from '@pc/contract/integration-collaboration';
import {
  ATTACHMENT_NOT_FOUND_MESSAGE,
  MESSAGE_EMPTY_MESSAGE,
  MESSAGE_POST_ACTION,
  MESSAGE_READ_ACTION,
  MESSAGE_TOO_LONG_MESSAGE,
  NOT_STAFF_MESSAGE,
  THREAD_ASSIGN_ACTION,
  type TMessageThreadResponse,
  type TMessageThreadsResponse,
  type TMessagesReadResponse,
  type TProcessMessageResponse,
  type TProcessMessagesResponse,
  type TUnreadMessagesResponse,
} from '@pc/contract/messages';
import { buildThreadPath } from '@pc/contract/thread-link';
import { processReference } from '@pc/contract/process';
import { createServiceClient, SERVICE_AUDIENCE } from '../../src/core/auth/service-client.ts';
import { saveNotificationSettings } from '../../src/core/notifications/notification-settings.ts';
import { DEFAULT_NOTIFICATION_SETTINGS, type TNotificationSettings } from '@pc/contract/notifications';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { messageThreads, processMessages } from '../../src/db/schema/collaboration.ts';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { webhookEvents } from '../../src/db/schema/webhooks.ts';
import type { TDatabase } from '../../src/db/client.ts';
import { sendUnreadMessageEmails } from '../../src/features/messages/send-unread-message-emails.ts';
import { THREAD_NOT_FOUND_MESSAGE } from '../../src/features/messages/thread-service.ts';
import { signAccessToken } from '../../src/lib/jwt.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { createClock } from '../helpers/fixtures.ts';
import {
  ANA,
  BRUNO,
  COMPANY_A,
  COMPANY_B,
  DOC,
  insertProcessFixtures,
  P,
} from '../helpers/process-fixtures.ts';
import { startSmtpInbox, type TSmtpInbox } from '../helpers/smtp-inbox.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** Carla: a customer of company A with the follow-up off. */
const CARLA = { id: 4, name: 'Carla Dias', email: 'carla@cliente.example' };
/** The broker's staff: Sofia and Rafael keep the follow-up on, Tiago does not. */
const SOFIA = { id: 10, name: 'Sofia Reis', email: 'sofia@portal.example' };
const RAFAEL = { id: 11, name: 'Rafael Nunes', email: 'rafael@portal.example' };
const TIAGO = { id: 12, name: 'Tiago Melo', email: 'tiago@portal.example' };
const PUBLIC_URL = 'https://portal.example';
const NOT_FOUND = 'Processo não encontrado.';
const MINUTE = 60;

const prepare = async (db: TDatabase): Promise<void> => {
  await insertProcessFixtures(db);
  await db.insert(users).values([
    { id: CARLA.id, name: CARLA.name, email: CARLA.email, passwordHash: 'x' },
    { ...SOFIA, passwordHash: 'x', role: 'STAFF', followUp: true },
    { ...RAFAEL, passwordHash: 'x', role: 'ADMIN', followUp: true },
    { ...TIAGO, passwordHash: 'x', role: 'STAFF', followUp: false },
  ]);
  await db
    .update(users)
    .set({ followUp: true })
    .where(inArray(users.id, [ANA.id, BRUNO.id]));
  await db.insert(userCompanies).values([
    { userId: ANA.id, companyId: COMPANY_A },
    { userId: BRUNO.id, companyId: COMPANY_B },
    { userId: CARLA.id, companyId: COMPANY_A },
  ]);
};

type TClock = ReturnType<typeof createClock>;

/** The calls of one app, as a given user. */
const createClient = (ctx: TTestApp, clock: TClock) => {
  const tokenOf = async (userId: number, companyIds: number[]) =>
    authHeader(await createAccessToken({ config: ctx.config, userId, companyIds, now: clock.now() }));
  const as = {
    ana: () => tokenOf(ANA.id, [COMPANY_A]),
    bruno: () => tokenOf(BRUNO.id, [COMPANY_B]),
    carla: () => tokenOf(CARLA.id, [COMPANY_A]),
    // Staff are linked to no company: they reach every one through their role.
    sofia: () => tokenOf(SOFIA.id, []),
    rafael: () => tokenOf(RAFAEL.id, []),
  };
  const post = (headers: Record<string, string>, processId: number, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/public/customer/processes/${processId}/messages`,
      headers,
      payload,
    });
  const list = (headers: Record<string, string>, processId: number, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/public/customer/processes/${processId}/messages${query}`,
      headers,
    });
  const read = (headers: Record<string, string>, processId: number, lastMessageId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/public/customer/processes/${processId}/messages/read`,
      headers,
      payload: { lastMessageId },
    });
  const write = async (headers: Record<string, string>, processId: number, text: string) => {
    const response = await post(headers, processId, { text });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as TProcessMessageResponse).data;
  };
  const unread = async (headers: Record<string, string>) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/customer/messages/unread',
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TUnreadMessagesResponse).data;
  };
  const threads = async (headers: Record<string, string>, query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/message-threads${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TMessageThreadsResponse;
  };
  const assign = (headers: Record<string, string>, processId: number, staffUserId: number | null) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/message-threads/${processId}/assignee`,
      headers,
      payload: { staffUserId },
    });
  return { as, post, list, read, write, unread, threads, assign };
};

const auditOf = (db: TDatabase, action: string) =>
  db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(asc(auditEvents.id));

describe('a process’s conversation (collaboration)', () => {
  let ctx: TTestApp;
  const clock = createClock(new Date('2026-11-20T13:00:00Z'));
  let api: ReturnType<typeof createClient>;

  beforeAll(async () => {
    ctx = await createTestApp({ now: clock.now, prepare: (database) => prepare(database.db) });
    api = createClient(ctx, clock);
  });
  afterAll(() => ctx.close());
  beforeEach(() => clock.advanceSeconds(MINUTE));

  it('posts a customer’s message with a document of the process, audited, as message.posted, and opens the wait', async () => {
    const response = await api.post(await api.as.ana(), P.di, {
      text: '  Bom dia! Qual a previsão de desembaraço?  ',
      documentIds: [DOC.main, DOC.main],
    });
    expect(response.statusCode, response.body).toBe(201);
    const message = (response.json() as TProcessMessageResponse).data;
    expect(message).toEqual({
      id: expect.any(Number),
      processId: P.di,
      kind: 'TEXT',
      text: 'Bom dia! Qual a previsão de desembaraço?',
      authorName: ANA.name,
      authorSide: 'CUSTOMER',
      isMine: true,
      created: clock.now().toISOString(),
      attachments: [
        {
          documentId: DOC.main,
          originalFilename: 'Declaração de Importação nº 42 – São Paulo.pdf',
          documentTypeName: 'Extrato da DI',
        },
      ],
    });

    const [audit] = await auditOf(ctx.database.db, MESSAGE_POST_ACTION);
    expect(audit).toMatchObject({
      actorUserId: ANA.id,
      subjectType: 'process',
      subjectId: String(P.di),
      companyId: COMPANY_A,
      after: { messageId: message.id, authorSide: 'CUSTOMER', documentIds: [DOC.main] },
    });
    const events = await ctx.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'message.posted'));
    expect(events.map((event) => event.data)).toEqual([
      expect.objectContaining({
        companyId: COMPANY_A,
        processId: P.di,
        messageId: message.id,
        author: ANA.name,
        authorSide: 'CUSTOMER',
        kind: 'TEXT',
        text: 'Bom dia! Qual a previsão de desembaraço?',
        documentIds: [DOC.main],
      }),
    ]);
    const [thread] = await ctx.database.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.processId, P.di));
    expect(thread).toMatchObject({ messageCount: 1, lastMessageId: message.id, waitingSince: clock.now() });

    // Her own message is read: nothing unread for her, her mark on it.
    const listed = (await api.list(await api.as.ana(), P.di)).json() as TProcessMessagesResponse;
    expect(listed.data).toMatchObject({
      unread: 0,
      lastReadMessageId: message.id,
      hasOlder: false,
      assignedTo: null,
    });
    expect(listed.data.messages.map((item) => item.id)).toEqual([message.id]);
  });

  it('refuses a document of another process, an empty and a too long text, writing nothing', async () => {
    const before = await ctx.database.db.select().from(processMessages);
    const foreignDocument = await api.post(await api.as.ana(), P.duimp, {
      text: 'Segue',
      documentIds: [DOC.main],
    });
    expect(foreignDocument.statusCode).toBe(404);
    expect(foreignDocument.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: ATTACHMENT_NOT_FOUND_MESSAGE,
    });
    const otherCompany = await api.post(await api.as.ana(), P.di, {
      text: 'Segue',
      documentIds: [DOC.foreign],
    });
    expect(otherCompany.json()).toMatchObject({ message: ATTACHMENT_NOT_FOUND_MESSAGE });

    const empty = await api.post(await api.as.ana(), P.di, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(MESSAGE_EMPTY_MESSAGE);
    const long = await api.post(await api.as.ana(), P.di, { text: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(MESSAGE_TOO_LONG_MESSAGE);
    expect(MESSAGE_TOO_LONG_MESSAGE).toBe('A mensagem deve ter no máximo 4.000 caracteres.');
    const atLimit = await api.post(await api.as.ana(), P.duimp, { text: 'y'.repeat(4000) });
    expect(atLimit.statusCode).toBe(201);

    expect(await ctx.database.db.select().from(processMessages)).toHaveLength(before.length + 1);
  });

  it('answers 404 for another company’s process or an unknown one, on every call', async () => {
    for (const id of [P.foreign, 999_999]) {
      const responses = [
        await api.list(await api.as.ana(), id),
        await api.post(await api.as.ana(), id, { text: 'Olá' }),
        await api.read(await api.as.ana(), id, 1),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: NOT_FOUND });
      }
    }
  });

  it('lets staff answer any company’s process on the broker’s side; the customer sees it unread until read', async () => {
    const question = await api.write(await api.as.bruno(), P.foreign, 'Preciso da DI com urgência.');
    clock.advanceSeconds(MINUTE);
    // Sofia is linked to no company, Bruno's included.
    const staffView = (await api.list(await api.as.sofia(), P.foreign)).json() as TProcessMessagesResponse;
    expect(staffView.data).toMatchObject({ unread: 1, lastReadMessageId: null });
    expect(staffView.data.messages[0]).toMatchObject({
      id: question.id,
      isMine: false,
      authorSide: 'CUSTOMER',
    });

    const answer = await api.write(await api.as.sofia(), P.foreign, 'Bom dia, Bruno! Sai hoje.');
    expect(answer).toMatchObject({ authorSide: 'BROKER', authorName: SOFIA.name, isMine: true });
    // Answering is reading what came before.
    expect(
      ((await api.list(await api.as.sofia(), P.foreign)).json() as TProcessMessagesResponse).data.unread,
    ).toBe(0);

    const brunoView = (await api.list(await api.as.bruno(), P.foreign)).json() as TProcessMessagesResponse;
    expect(brunoView.data).toMatchObject({ unread: 1, lastReadMessageId: question.id });
    expect(brunoView.data.messages.map((item) => [item.authorSide, item.isMine])).toEqual([
      ['CUSTOMER', true],
      ['BROKER', false],
    ]);
    const unread = await api.unread(await api.as.bruno());
    expect(unread).toEqual({
      total: 1,
      processes: [
        {
          processId: P.foreign,
          reference: processReference('CONTA_E_ORDEM', 77),
          companyName: 'Aurora Têxtil Ltda',
          unread: 1,
          lastMessageAt: clock.now().toISOString(),
        },
      ],
    });

    const [thread] = await ctx.database.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.processId, P.foreign));
    expect(thread?.waitingSince).toBeNull();

    const marked = await api.read(await api.as.bruno(), P.foreign, answer.id);
    expect(marked.statusCode, marked.body).toBe(200);
    expect((marked.json() as TMessagesReadResponse).data).toEqual({ unread: 0 });
    expect(await api.unread(await api.as.bruno())).toEqual({ total: 0, processes: [] });
    const reads = await auditOf(ctx.database.db, MESSAGE_READ_ACTION);
    expect(reads.at(-1)).toMatchObject({
      actorUserId: BRUNO.id,
      companyId: COMPANY_B,
      before: { lastReadMessageId: question.id },
      after: { lastReadMessageId: answer.id },
    });

    // A read mark never moves back, and a mark that does not move is not audited.
    const back = await api.read(await api.as.bruno(), P.foreign, question.id);
    expect((back.json() as TMessagesReadResponse).data).toEqual({ unread: 0 });
    expect(
      ((await api.list(await api.as.bruno(), P.foreign)).json() as TProcessMessagesResponse).data
        .lastReadMessageId,
    ).toBe(answer.id);
    expect(await auditOf(ctx.database.db, MESSAGE_READ_ACTION)).toHaveLength(reads.length);
    // Nor past the thread's last message: a later message is still unread.
    await api.read(await api.as.bruno(), P.foreign, 2_000_000_000);
    const later = await api.write(await api.as.sofia(), P.foreign, 'Liberado.');
    const afterLater = (await api.list(await api.as.bruno(), P.foreign)).json() as TProcessMessagesResponse;
    expect(afterLater.data).toMatchObject({ unread: 1, lastReadMessageId: answer.id });
    expect(afterLater.data.messages.at(-1)?.id).toBe(later.id);
  });

  it('lists Home’s “Mensagens não lidas” for the caller: processes with unread messages and how many', async () => {
    await api.write(await api.as.sofia(), P.duimp, 'Ana, precisamos da fatura.');
    clock.advanceSeconds(MINUTE);
    await api.write(await api.as.rafael(), P.duimp, 'E do packing list.');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/customer/attention',
      headers: await api.as.carla(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const rule = (response.json() as TAttentionResponse).data.find((item) => item.rule === 'messages');
    // Carla never opened a thread: every message of company A's threads is unread for her.
    expect(rule).toMatchObject({ title: 'Mensagens não lidas', count: 2 });
    expect(rule?.items.map((item) => [item.processId, item.detail])).toEqual([
      [P.duimp, '3 mensagens não lidas'],
      [P.di, '1 mensagem não lida'],
    ]);
    expect(rule?.items[0]).toMatchObject({
      reference: processReference('ENCOMENDA', 43),
      customerRef: 'PED-Ação',
    });
    // Bruno's company holds nothing unread for him.
    const bruno = await ctx.app.inject({
      method: 'GET',
      url: '/api/public/customer/attention',
      headers: await api.as.bruno(),
    });
    const brunoRule = (bruno.json() as TAttentionResponse).data.find((item) => item.rule === 'messages');
    expect(brunoRule).toMatchObject({
      count: 1,
      items: [{ processId: P.foreign, detail: '1 mensagem não lida' }],
    });
  });

  it('pages the thread: the newest page oldest first, then the older ones with before', async () => {
    const written = [];
    for (let index = 1; index <= 5; index += 1) {
      written.push(await api.write(await api.as.ana(), P.concluded, `Mensagem ${index}`));
    }
    const ids = written.map((message) => message.id);
    const newest = (
      await api.list(await api.as.ana(), P.concluded, '?size=2')
    ).json() as TProcessMessagesResponse;
    expect(newest.data.messages.map((message) => message.text)).toEqual(['Mensagem 4', 'Mensagem 5']);
    expect(newest.data.hasOlder).toBe(true);
    const older = (
      await api.list(await api.as.ana(), P.concluded, `?size=2&before=${ids[3]}`)
    ).json() as TProcessMessagesResponse;
    expect(older.data.messages.map((message) => message.text)).toEqual(['Mensagem 2', 'Mensagem 3']);
    expect(older.data.hasOlder).toBe(true);
    const oldest = (
      await api.list(await api.as.ana(), P.concluded, `?size=2&before=${ids[1]}`)
    ).json() as TProcessMessagesResponse;
    expect(oldest.data.messages.map((message) => message.text)).toEqual(['Mensagem 1']);
    expect(oldest.data.hasOlder).toBe(false);
    const bad = await api.list(await api.as.ana(), P.concluded, '?size=201');
    expect(bad.statusCode).toBe(400);
  });
});

describe('Atendimento: the inbox and who takes a thread', () => {
  let ctx: TTestApp;
  const clock = createClock(new Date('2026-11-20T13:00:00Z'));
  let api: ReturnType<typeof createClient>;

  beforeAll(async () => {
    ctx = await createTestApp({ now: clock.now, prepare: (database) => prepare(database.db) });
    api = createClient(ctx, clock);
    // 13:01 Ana asks on di; 13:02 Bruno asks on foreign; 13:03 Sofia answers foreign; 13:04 Ana asks
    // on duimp; 13:05 Ana asks again on di (its wait still starts at 13:01).
    const steps: [() => Promise<Record<string, string>>, number, string][] = [
      [api.as.ana, P.di, 'Pergunta 1'],
      [api.as.bruno, P.foreign, 'Pergunta 2'],
      [api.as.sofia, P.foreign, 'Resposta 2'],
      [api.as.ana, P.duimp, 'Pergunta 3'],
      [api.as.ana, P.di, 'Pergunta 1, de novo'],
    ];
    for (const [headers, processId, text] of steps) {
      clock.advanceSeconds(MINUTE);
      await api.write(await headers(), processId, text);
    }
  });
  afterAll(() => ctx.close());

  it('lists unanswered threads first, the longest waiting first, then the most recent', async () => {
    const inbox = await api.threads(await api.as.sofia());
    expect(inbox.data.map((thread) => [thread.processId, thread.isUnanswered])).toEqual([
      [P.di, true],
      [P.duimp, true],
      [P.foreign, false],
    ]);
    expect(inbox.unansweredCount).toBe(2);
    expect(inbox.page).toEqual({ number: 1, size: 25, totalElements: 3, totalPages: 1 });
    expect(inbox.data[0]).toEqual({
      processId: P.di,
      companyId: COMPANY_A,
      companyName: 'Hércules Máquinas Ltda',
      reference: processReference('CONTA_E_ORDEM', 42),
      customerRef: '=HYPERLINK("http://x.example","clique")',
      lastMessage: {
        excerpt: 'Pergunta 1, de novo',
        authorName: ANA.name,
        authorSide: 'CUSTOMER',
        kind: 'TEXT',
        created: '2026-11-20T13:05:00.000Z',
      },
      isUnanswered: true,
      waitingSince: '2026-11-20T13:01:00.000Z',
      messageCount: 2,
      assignedTo: null,
    });
    expect(inbox.data[2]?.waitingSince).toBeNull();

    const unanswered = await api.threads(await api.as.sofia(), '?status=UNANSWERED&size=1&page=2');
    expect(unanswered.data.map((thread) => thread.processId)).toEqual([P.duimp]);
    expect(unanswered.page).toEqual({ number: 2, size: 1, totalElements: 2, totalPages: 2 });
    const companyB = await api.threads(await api.as.sofia(), `?companyId=${COMPANY_B}`);
    expect(companyB.data.map((thread) => thread.processId)).toEqual([P.foreign]);
    expect(companyB.unansweredCount).toBe(0);
  });

  it('lets a staff member take a thread, give it back, and filters by who took it; audited', async () => {
    const taken = await api.assign(await api.as.sofia(), P.duimp, SOFIA.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((taken.json() as TMessageThreadResponse).data).toMatchObject({
      processId: P.duimp,
      assignedTo: { id: SOFIA.id, name: SOFIA.name },
    });
    // The customer sees who took it too.
    const anaView = (await api.list(await api.as.ana(), P.duimp)).json() as TProcessMessagesResponse;
    expect(anaView.data.assignedTo).toEqual({ id: SOFIA.id, name: SOFIA.name });

    // Sofia's answer on foreign made it hers already (answering assigns).
    const mine = await api.threads(await api.as.sofia(), `?staffUserId=${SOFIA.id}`);
    expect(mine.data.map((thread) => thread.processId)).toEqual([P.duimp, P.foreign]);
    expect(mine.unansweredCount).toBe(1);
    const nobodys = await api.threads(await api.as.sofia(), '?unassigned=true');
    expect(nobodys.data.map((thread) => thread.processId)).toEqual([P.di]);
    const somebodys = await api.threads(await api.as.sofia(), '?unassigned=false');
    expect(somebodys.data.map((thread) => thread.processId)).toEqual([P.duimp, P.foreign]);

    const audits = await auditOf(ctx.database.db, THREAD_ASSIGN_ACTION);
    const audit = audits.find((row) => row.subjectId === String(P.duimp));
    expect(audit).toMatchObject({
      actorUserId: SOFIA.id,
      subjectId: String(P.duimp),
      companyId: COMPANY_A,
      before: { assignedUserId: null },
      after: { assignedUserId: SOFIA.id },
    });

    const givenBack = await api.assign(await api.as.rafael(), P.duimp, null);
    expect((givenBack.json() as TMessageThreadResponse).data.assignedTo).toBeNull();
    expect(await auditOf(ctx.database.db, THREAD_ASSIGN_ACTION)).toHaveLength(audits.length + 1);
  });

  it('gives a thread nobody holds to whoever of the broker answers it, audited; an owner keeps theirs', async () => {
    // di: Ana asked twice, nobody holds it. A customer's message assigns nobody.
    const before = await api.threads(await api.as.rafael(), '?unassigned=true');
    expect(before.data.map((thread) => thread.processId)).toContain(P.di);
    const assigns = (await auditOf(ctx.database.db, THREAD_ASSIGN_ACTION)).length;

    await api.write(await api.as.rafael(), P.di, 'Resposta 1');
    const answered = (await api.list(await api.as.ana(), P.di)).json() as TProcessMessagesResponse;
    expect(answered.data.assignedTo).toEqual({ id: RAFAEL.id, name: RAFAEL.name });
    const audits = await auditOf(ctx.database.db, THREAD_ASSIGN_ACTION);
    expect(audits).toHaveLength(assigns + 1);
    expect(audits.at(-1)).toMatchObject({
      actorUserId: RAFAEL.id,
      subjectId: String(P.di),
      companyId: COMPANY_A,
      before: { assignedUserId: null },
      after: { assignedUserId: RAFAEL.id },
    });

    // Another staff member's answer leaves the thread with Rafael, and records no assignment.
    clock.advanceSeconds(MINUTE);
    await api.write(await api.as.sofia(), P.di, 'Complemento');
    const kept = (await api.list(await api.as.ana(), P.di)).json() as TProcessMessagesResponse;
    expect(kept.data.assignedTo).toEqual({ id: RAFAEL.id, name: RAFAEL.name });
    expect(await auditOf(ctx.database.db, THREAD_ASSIGN_ACTION)).toHaveLength(assigns + 1);
  });

  it('refuses a customer or an unknown user as the owner (400) and a process without messages (404)', async () => {
    for (const staffUserId of [ANA.id, 9999]) {
      const response = await api.assign(await api.as.sofia(), P.di, staffUserId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: NOT_STAFF_MESSAGE });
    }
    const noThread = await api.assign(await api.as.sofia(), P.concluded, SOFIA.id);
    expect(noThread.statusCode).toBe(404);
    expect(noThread.json()).toMatchObject({ message: THREAD_NOT_FOUND_MESSAGE });
    const customer = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/message-threads',
      headers: await api.as.ana(),
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('the ERP in the conversation, and the e-mail to the side that has not read', () => {
  let ctx: TTestApp;
  let inbox: TSmtpInbox;
  const clock = createClock(new Date('2026-11-20T13:00:00Z'));
  let api: ReturnType<typeof createClient>;
  let erpBearer: Record<string, string>;
  let limitedBearer: Record<string, string>;
  let erpId: number;

  const serviceBearer = async (id: number) => {
    const iat = Math.floor(clock.now().getTime() / 1000);
    const token = await signAccessToken({
      claims: { sub: String(id), companyIds: [], iat, exp: iat + 3600, aud: SERVICE_AUDIENCE },
      signingKeys: ctx.config.JWT_SIGNING_KEYS,
    });
    return { authorization: `Bearer ${token}` };
  };
  const runEmails = () =>
    sendUnreadMessageEmails({
      db: ctx.database.db,
      mailQueue: ctx.app.mailQueue,
      publicUrl: PUBLIC_URL,
      secret: ctx.config.JWT_SECRET,
      now: clock.now(),
    });
  const outbox = () => ctx.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestApp({
      now: clock.now,
      env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, PUBLIC_URL },
      prepare: (database) => prepare(database.db),
    });
    api = createClient(ctx, clock);
    const erp = await createServiceClient({ db: ctx.database.db, name: 'ERP Despacho', companyIds: null });
    const limited = await createServiceClient({
      db: ctx.database.db,
      name: 'ERP B',
      companyIds: [COMPANY_B],
    });
    erpId = erp.id;
    erpBearer = await serviceBearer(erp.id);
    limitedBearer = await serviceBearer(limited.id);
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  it('lets the ERP post on the broker’s side by the process reference and read the thread from a cursor', async () => {
    const question = await api.write(await api.as.ana(), P.di, 'Quando chega?');
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/processes/42/messages',
      headers: erpBearer,
      payload: { text: 'A DI foi registrada hoje; canal verde.', authorName: 'Equipe Operacional' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const answer = posted.json() as TIntegrationMessage;
    expect(answer).toMatchObject({
      kind: 'TEXT',
      authorName: 'Equipe Operacional',
      authorSide: 'BROKER',
      authorEmail: null,
      attachments: [],
    });
    const unnamed = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/processes/42/messages',
      headers: erpBearer,
      payload: { text: 'Previsão de entrega: 25/11.' },
    });
    expect((unnamed.json() as TIntegrationMessage).authorName).toBe('ERP Despacho');
    const [audit] = (await auditOf(ctx.database.db, MESSAGE_POST_ACTION)).filter((row) => row.actorClientId);
    expect(audit).toMatchObject({ actorClientId: erpId, actorUserId: null, subjectId: String(P.di) });

    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/integration/processes/42/messages?limit=2',
      headers: erpBearer,
    });
    expect(page.statusCode, page.body).toBe(200);
    const first = page.json() as TIntegrationMessagesResponse;
    expect(first.items.map((item) => [item.id, item.authorSide, item.authorEmail])).toEqual([
      [question.id, 'CUSTOMER', 'ana@cliente.example'],
      [answer.id, 'BROKER', null],
    ]);
    expect(first.nextCursor).toBe(answer.id);
    const rest = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/integration/processes/42/messages?limit=2&after=${first.nextCursor}`,
        headers: erpBearer,
      })
    ).json() as TIntegrationMessagesResponse;
    expect(rest.items.map((item) => item.text)).toEqual(['Previsão de entrega: 25/11.']);
    expect(rest.nextCursor).toBeNull();

    // The thread counts as answered; Ana has two unread messages.
    const inboxThreads = await api.threads(await api.as.sofia());
    expect(inboxThreads.data.find((thread) => thread.processId === P.di)?.isUnanswered).toBe(false);
    expect((await api.unread(await api.as.ana())).total).toBe(2);

    // A client limited to company B does not reach company A's process; an unknown reference neither.
    for (const [headers, identification] of [
      [limitedBearer, 42],
      [erpBearer, 424242],
    ] as const) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/api/integration/processes/${identification}/messages`,
        headers,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: NOT_FOUND });
    }
    const noToken = await ctx.app.inject({ method: 'GET', url: '/api/integration/processes/42/messages' });
    expect(noToken.statusCode).toBe(401);
    const customerToken = await ctx.app.inject({
      method: 'GET',
      url: '/api/integration/processes/42/messages',
      headers: await api.as.ana(),
    });
    expect(customerToken.statusCode).toBe(401);
  });

  it('e-mails each person on the other side once per run, listing the threads they have not read', async () => {
    // What the ERP test wrote is not this test's: looked at already.
    await ctx.database.db.update(processMessages).set({ notifiedAt: clock.now() });
    const start = (await outbox()).length;
    clock.advanceSeconds(MINUTE);
    await api.write(await api.as.ana(), P.di, 'Alguma novidade?');
    await api.write(await api.as.ana(), P.duimp, 'E deste?');
    await api.write(await api.as.carla(), P.duimp, 'Reforçando.');
    // Rafael read di in time; Sofia read nothing.
    const diMessages = (await api.list(await api.as.rafael(), P.di)).json() as TProcessMessagesResponse;
    await api.read(await api.as.rafael(), P.di, diMessages.data.messages.at(-1)?.id ?? 0);

    clock.advanceSeconds(4 * MINUTE);
    expect(await runEmails()).toEqual({ messages: 0, emails: 0 });
    clock.advanceSeconds(2 * MINUTE);
    expect(await runEmails()).toEqual({ messages: 3, emails: 2 });
    const sent = (await outbox()).slice(start);
    expect(sent.map((email) => email.toAddress).sort()).toEqual([RAFAEL.email, SOFIA.email]);

    const sofia = sent.find((email) => email.toAddress === SOFIA.email);
    expect(sofia?.subject).toBe('3 mensagens não lidas em 2 processos');
    const diRef = processReference('CONTA_E_ORDEM', 42);
    const duimpRef = processReference('ENCOMENDA', 43);
    expect(sofia?.textBody).toContain('Olá, Sofia!');
    expect(sofia?.textBody).toContain(`Processo ${diRef} · Hércules Máquinas Ltda`);
    expect(sofia?.textBody).toContain('1 mensagem não lida; a última de Ana Souza em 20/11/2026 10:');
    expect(sofia?.textBody).toContain(
      `Processo ${duimpRef} · Hércules Máquinas Ltda (Ref. cliente: PED-Ação)`,
    );
    expect(sofia?.textBody).toContain('2 mensagens não lidas; a última de Carla Dias');
    expect(sofia?.textBody).toContain(`Responder: ${PUBLIC_URL}${buildThreadPath(P.di)}`);
    expect(sofia?.textBody).toContain(`Responder: ${PUBLIC_URL}${buildThreadPath(P.duimp)}`);
    expect(sofia?.htmlBody).toContain(
      `<a href="${PUBLIC_URL}/processos?processo=${P.duimp}&#38;aba=mensagens">Responder</a>`,
    );
    // No message text leaves the portal by e-mail.
    expect(sofia?.textBody).not.toContain('Alguma novidade?');
    // The follow-up switch governs it: the same one-click unsubscribe as the follow-up e-mails.
    const unsubscribe = `${PUBLIC_URL}/cancelar-follow-up?token=${createUnsubscribeToken({ secret: ctx.config.JWT_SECRET, userId: SOFIA.id })}`;
    expect(sofia?.textBody).toContain(`Para não receber mais os e-mails de follow-up: ${unsubscribe}`);
    expect(sofia?.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}${FOLLOW_UP_UNSUBSCRIBE_PATH}?token=${createUnsubscribeToken({ secret: ctx.config.JWT_SECRET, userId: SOFIA.id })}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Rafael read di in time: only duimp.
    const rafael = sent.find((email) => email.toAddress === RAFAEL.email);
    expect(rafael?.subject).toBe(`2 mensagens não lidas no processo ${duimpRef}`);
    expect(rafael?.textBody).not.toContain(diRef);
    // Tiago has the follow-up off; nothing is sent twice.
    expect(sent.some((email) => email.toAddress === TIAGO.email)).toBe(false);
    clock.advanceSeconds(10 * MINUTE);
    expect(await runEmails()).toEqual({ messages: 0, emails: 0 });

    // The e-mail reaches the mailbox.
    await expect
      .poll(() => inbox.messages.filter((mail) => mail.subject === sofia?.subject).length, {
        timeout: 30_000,
      })
      .toBe(1);
  });

  it('e-mails only the staff member who took the thread, and the company’s users who keep the follow-up on', async () => {
    await api.assign(await api.as.sofia(), P.di, SOFIA.id);
    const start = (await outbox()).length;
    await api.write(await api.as.ana(), P.di, 'Pode me ligar?');
    await api.write(await api.as.rafael(), P.duimp, 'Ana e Carla, a fatura chegou.');
    clock.advanceSeconds(6 * MINUTE);
    expect(await runEmails()).toMatchObject({ messages: 2 });
    const sent = (await outbox()).slice(start);
    // Sofia took di; Rafael wrote on duimp. Ana hears of duimp; Carla has the follow-up off; Bruno
    // is another company's.
    expect(sent.map((email) => [email.toAddress, email.subject]).sort()).toEqual([
      ['ana@cliente.example', `1 mensagem não lida no processo ${processReference('ENCOMENDA', 43)}`],
      [SOFIA.email, `1 mensagem não lida no processo ${processReference('CONTA_E_ORDEM', 42)}`],
    ]);
    const ana = sent.find((email) => email.toAddress === 'ana@cliente.example');
    expect(ana?.textBody).toContain('a última de Rafael Nunes');

    // With the follow-up turned off, Sofia hears of nothing; the message is still marked.
    await ctx.database.db.update(users).set({ followUp: false }).where(eq(users.id, SOFIA.id));
    await api.write(await api.as.ana(), P.di, 'Alô?');
    clock.advanceSeconds(6 * MINUTE);
    expect(await runEmails()).toEqual({ messages: 1, emails: 0 });
    const pending = await ctx.database.db
      .select()
      .from(processMessages)
      .where(and(eq(processMessages.processId, P.di), eq(processMessages.text, 'Alô?')));
    expect(pending[0]?.notifiedAt).toEqual(clock.now());
  });

  it('leaves out a customer whose rules take messages only in the portal, or who muted the company', async () => {
    const rulesWith = (changes: Partial<TNotificationSettings>) => ({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      ...changes,
    });
    await saveNotificationSettings(ctx.database.db, {
      userId: ANA.id,
      settings: rulesWith({
        events: {
          ...DEFAULT_NOTIFICATION_SETTINGS.events,
          MESSAGE_RECEIVED: { isInPortal: true, isPush: true, isEmail: false },
        },
      }),
      at: clock.now(),
    });
    const start = (await outbox()).length;
    await api.write(await api.as.rafael(), P.duimp, 'Ana, o BL chegou.');
    clock.advanceSeconds(6 * MINUTE);
    expect(await runEmails()).toEqual({ messages: 1, emails: 0 });

    await saveNotificationSettings(ctx.database.db, {
      userId: ANA.id,
      settings: rulesWith({ mutedCompanyIds: [COMPANY_A] }),
      at: clock.now(),
    });
    await api.write(await api.as.rafael(), P.duimp, 'Ana, a DI saiu.');
    clock.advanceSeconds(6 * MINUTE);
    expect(await runEmails()).toEqual({ messages: 1, emails: 0 });

    await saveNotificationSettings(ctx.database.db, {
      userId: ANA.id,
      settings: rulesWith({}),
      at: clock.now(),
    });
    await api.write(await api.as.rafael(), P.duimp, 'Ana, liberado.');
    clock.advanceSeconds(6 * MINUTE);
    expect(await runEmails()).toEqual({ messages: 1, emails: 1 });
    expect((await outbox()).slice(start).map((email) => email.toAddress)).toEqual(['ana@cliente.example']);
  });
});
