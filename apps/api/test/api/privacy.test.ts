import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMISED_USER_NAME,
  anonymisedEmailOf,
  PRIVACY_LAST_ADMIN_MESSAGE,
  PRIVACY_REQUEST_DECIDED_MESSAGE,
  PRIVACY_REQUEST_PENDING_MESSAGE,
  PRIVACY_USER_ANONYMISE_ACTION,
  RETENTION_PURGE_ACTION,
  type TAdminPrivacyRequestsResponse,
  type TMyDataExport,
  type TPrivacyIncidentBody,
  type TPrivacyIncidentResponse,
  type TPrivacyIncidentsResponse,
  type TPrivacyNoticeResponse,
  type TPrivacyRequestsResponse,
} from '@pc/contract/privacy';
import { STAFF_ONLY_MESSAGE } from '@pc/contract/call';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@pc/contract/notifications';
import { emailOutbox, refreshTokens, userAccessLogs } from '../../src/db/schema/audit.ts';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { processMessages } from '../../src/db/schema/collaboration.ts';
import {
  notificationDeliveries,
  notificationSettings,
  notifications,
  pushSubscriptions,
} from '../../src/db/schema/notifications.ts';
import { processes } from '../../src/db/schema/processes.ts';
import { passkeys, userTotp } from '../../src/db/schema/second-factors.ts';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { purgeExpiredData } from '../../src/features/privacy/retention-purge.ts';
import { signIn } from '../helpers/auth-requests.ts';
import { authHeader, createAccessToken } from '../helpers/auth-token.ts';
import { createClock, FIXTURE_PASSWORD, insertUser } from '../helpers/fixtures.ts';
import { ANA, BRUNO, COMPANY_A, COMPANY_B, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { readFirstSheet } from '../helpers/read-xlsx.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/** Dora: a customer of company A who signs in with a password; Carla and Rafael: the admins. */
const DORA = { id: 20, email: 'dora@cliente.example', name: 'Dora Prado' };
const CARLA = { id: 30, email: 'carla@portal.example', name: 'Carla Mendes' };
const RAFAEL = { id: 31, email: 'rafael@portal.example', name: 'Rafael Nunes' };

const clock = createClock(new Date('2026-03-02T12:00:00Z'));
let ctx: TTestApp;

const tokenOf = async (userId: number, companyIds: number[]) =>
  authHeader(await createAccessToken({ config: ctx.config, userId, companyIds, now: clock.now() }));

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const INCIDENT: TPrivacyIncidentBody = {
  occurredOn: '2026-02-26',
  knownOn: '2026-02-27',
  nature: 'Relatório enviado ao cliente errado',
  dataAffected: 'Nome e e-mail',
  peopleAffected: 'Usuários da Aurora',
  peopleAffectedCount: 3,
  measures: '=Pedido de exclusão ao destinatário',
  anpdNotifiedOn: null,
  peopleNotifiedOn: null,
};

beforeAll(async () => {
  ctx = await createTestApp({
    now: clock.now,
    prepare: async ({ db }) => {
      await insertProcessFixtures(db);
      await insertUser(db, { ...DORA, companyIds: [COMPANY_A] });
      await insertUser(db, { ...CARLA, role: 'ADMIN' });
      await insertUser(db, { ...RAFAEL, role: 'ADMIN', isActive: false });
      await db.insert(userCompanies).values([
        { userId: ANA.id, companyId: COMPANY_A },
        { userId: BRUNO.id, companyId: COMPANY_B },
      ]);
      await db.insert(userAccessLogs).values([
        {
          userId: DORA.id,
          ipAddress: '200.1.1.1',
          origin: 'São Paulo',
          created: new Date('2026-03-01T10:00:00Z'),
        },
        {
          userId: BRUNO.id,
          ipAddress: '200.9.9.9',
          origin: 'Recife',
          created: new Date('2026-03-01T11:00:00Z'),
        },
      ]);
      await db.insert(processMessages).values([
        {
          companyId: COMPANY_A,
          processId: P.di,
          kind: 'TEXT',
          text: 'Mensagem da Dora',
          authorSide: 'CUSTOMER',
          authorUserId: DORA.id,
          authorName: DORA.name,
          created: new Date('2026-03-01T12:00:00Z'),
        },
        {
          companyId: COMPANY_B,
          processId: P.foreign,
          kind: 'TEXT',
          text: 'Mensagem do Bruno',
          authorSide: 'CUSTOMER',
          authorUserId: BRUNO.id,
          authorName: BRUNO.name,
          created: new Date('2026-03-01T12:00:00Z'),
        },
      ]);
      await db.insert(passkeys).values({
        userId: DORA.id,
        credentialId: 'cred-dora',
        publicKey: 'segredo-da-chave',
        deviceType: 'multiDevice',
        name: 'Notebook',
      });
      await db.insert(userTotp).values({ userId: DORA.id, secretEncrypted: 'segredo-totp' });
    },
  });
});

afterAll(async () => {
  await ctx.close();
});

describe('LGPD: the caller’s own data', () => {
  it('exports exactly the caller’s data: profile, companies, access log, messages, second factors without secrets', async () => {
    const rules = { ...DEFAULT_NOTIFICATION_SETTINGS, dateShiftDays: 4 };
    const saved = await call(
      'PUT',
      '/api/public/customer/notifications/settings',
      await tokenOf(DORA.id, [COMPANY_A]),
      rules,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const notification = {
      companyId: COMPANY_A,
      processId: P.di,
      event: 'PROCESS_STEP',
      text: 'PRI00042: etapa alterada para Desembaraço.',
      reference: 'PRI00042',
      tab: 'historico',
      createdAt: new Date('2026-03-01T12:00:00Z'),
    };
    await ctx.database.db.insert(notifications).values([
      { ...notification, userId: DORA.id, sourceKey: 'trail:3:1' },
      { ...notification, userId: DORA.id, sourceKey: 'trail:3:2', readAt: new Date('2026-03-01T13:00:00Z') },
      { ...notification, userId: BRUNO.id, sourceKey: 'trail:3:1' },
    ]);
    await ctx.database.db.insert(pushSubscriptions).values({
      userId: DORA.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/dora-phone',
      p256dh: 'chave-publica-do-navegador',
      auth: 'segredo-do-navegador',
      label: 'Chrome no Android',
      createdAt: new Date('2026-03-01T09:00:00Z'),
    });
    await ctx.database.db.insert(notificationDeliveries).values({
      ...notification,
      userId: DORA.id,
      channel: 'PUSH',
      sourceKey: 'trail:3:1',
      status: 'SENT',
      dueAt: notification.createdAt,
    });
    const response = await call('GET', '/api/privacy/my-data', await tokenOf(DORA.id, [COMPANY_A]));
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: TMyDataExport }>().data;
    expect(data.profile).toMatchObject({ id: DORA.id, name: DORA.name, email: DORA.email });
    expect(data.companies.map((company) => company.id)).toEqual([COMPANY_A]);
    expect(data.accessLog).toEqual([
      { at: '2026-03-01T10:00:00.000Z', ipAddress: '200.1.1.1', origin: 'São Paulo', provider: null },
    ]);
    expect(data.messages.map((message) => message.text)).toEqual(['Mensagem da Dora']);
    expect(data.secondFactors.passkeys.map((passkey) => passkey.name)).toEqual(['Notebook']);
    expect(data.secondFactors.totp).not.toBeNull();
    expect(data.notifications).toEqual({
      settings: rules,
      kept: 2,
      unread: 1,
      pushDevices: [{ label: 'Chrome no Android', createdAt: '2026-03-01T09:00:00.000Z', lastSentAt: null }],
    });
    // The push address and the browser's keys are the push service's, not the person's to read.
    expect(response.body).not.toContain('fcm.googleapis.com');
    // Nobody else's rows, and no secret of the caller's own.
    expect(response.body).not.toContain('Bruno');
    expect(response.body).not.toContain('200.9.9.9');
    expect(response.body).not.toContain('segredo');
    expect(response.body).not.toContain('argon2');
  });

  it('the privacy notice is public and names the controller and the DPO set by an admin', async () => {
    const contacts = {
      controllerName: 'Despachos Aurora Ltda',
      controllerContact: 'privacidade@despachos.example',
      dpoName: 'Marina Lopes',
      dpoContact: 'dpo@despachos.example',
    };
    const put = await call('PUT', '/api/admin/branding/privacy', await tokenOf(CARLA.id, []), contacts);
    expect(put.statusCode, put.body).toBe(200);
    const notice = await ctx.app.inject({ method: 'GET', url: '/api/public/privacy-notice' });
    expect(notice.statusCode).toBe(200);
    expect(notice.json<TPrivacyNoticeResponse>().data).toEqual({
      portalName: 'Portal dos Clientes',
      controller: { name: contacts.controllerName, contact: contacts.controllerContact },
      dpo: { name: contacts.dpoName, contact: contacts.dpoContact },
      retention: { accessLogMonths: 6, sentEmailDays: 90 },
    });
    const refused = await call(
      'PUT',
      '/api/admin/branding/privacy',
      await tokenOf(DORA.id, [COMPANY_A]),
      contacts,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('LGPD: deletion requests', () => {
  it('a deletion request, approved by an admin, anonymises the person and keeps the processes and messages', async () => {
    const dora = await tokenOf(DORA.id, [COMPANY_A]);
    const asked = await call('POST', '/api/privacy/requests', dora, {
      kind: 'DELETION',
      note: 'Saí da empresa.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const again = await call('POST', '/api/privacy/requests', dora, { kind: 'DELETION' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(PRIVACY_REQUEST_PENDING_MESSAGE);

    // Other people see none of it; a customer cannot reach the admin's list.
    const bruno = await tokenOf(BRUNO.id, [COMPANY_B]);
    expect((await call('GET', '/api/privacy/requests', bruno)).json<TPrivacyRequestsResponse>().data).toEqual(
      [],
    );
    const forbidden = await call('GET', '/api/admin/privacy/requests', dora);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<{ message: string }>().message).toBe(STAFF_ONLY_MESSAGE);

    const carla = await tokenOf(CARLA.id, []);
    const list = (
      await call('GET', '/api/admin/privacy/requests', carla)
    ).json<TAdminPrivacyRequestsResponse>().data;
    const request = list.find((item) => item.user.id === DORA.id);
    expect(request).toMatchObject({
      kind: 'DELETION',
      status: 'PENDING',
      dueOn: '2026-03-17',
      isOverdue: false,
    });

    const processesBefore = await ctx.database.db.select().from(processes);
    const decided = await call('POST', `/api/admin/privacy/requests/${request?.id}/decision`, carla, {
      decision: 'APPROVE',
      reason: 'Dados anonimizados.',
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const { db } = ctx.database;
    const [row] = await db.select().from(users).where(eq(users.id, DORA.id));
    expect(row).toMatchObject({
      name: ANONYMISED_USER_NAME,
      email: anonymisedEmailOf(DORA.id),
      isActive: false,
      photo: null,
    });
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, DORA.id))).toEqual([]);
    expect(await db.select().from(userTotp).where(eq(userTotp.userId, DORA.id))).toEqual([]);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, DORA.id))).toEqual([]);
    // The centre's rows and rules of the person go; another user's notification of the same news stays.
    expect(await db.select().from(notifications).where(eq(notifications.userId, DORA.id))).toEqual([]);
    expect(
      await db.select().from(notificationSettings).where(eq(notificationSettings.userId, DORA.id)),
    ).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, BRUNO.id))).toHaveLength(1);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, DORA.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, DORA.id)),
    ).toEqual([]);
    const logs = await db.select().from(userAccessLogs).where(eq(userAccessLogs.userId, DORA.id));
    expect(logs.map((log) => log.ipAddress)).toEqual([null]);
    const [message] = await db
      .select()
      .from(processMessages)
      .where(eq(processMessages.authorUserId, DORA.id));
    expect(message).toMatchObject({ text: 'Mensagem da Dora', authorName: ANONYMISED_USER_NAME });
    expect(await db.select().from(processes)).toEqual(processesBefore);

    // The conversation reads "Usuário removido" to those who still see it.
    const thread = await call(
      'GET',
      `/api/public/customer/processes/${P.di}/messages`,
      await tokenOf(ANA.id, [COMPANY_A]),
    );
    expect(thread.body).toContain(ANONYMISED_USER_NAME);
    expect(thread.body).not.toContain(DORA.name);

    // Signing in is refused, by the old address and the new one; the old token is dead.
    expect((await signIn(ctx.app, { username: DORA.email, password: FIXTURE_PASSWORD })).statusCode).not.toBe(
      200,
    );
    expect((await signIn(ctx.app, { username: anonymisedEmailOf(DORA.id) })).statusCode).not.toBe(200);
    expect((await call('GET', '/api/privacy/requests', dora)).statusCode).toBe(401);

    const audit = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, PRIVACY_USER_ANONYMISE_ACTION));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.after)).not.toContain(DORA.email);

    const twice = await call('POST', `/api/admin/privacy/requests/${request?.id}/decision`, carla, {
      decision: 'DENY',
      reason: 'Outra vez.',
    });
    expect(twice.json<{ message: string }>().message).toBe(PRIVACY_REQUEST_DECIDED_MESSAGE);
  });

  it('the user sees a denied request’s status and reason', async () => {
    const bruno = await tokenOf(BRUNO.id, [COMPANY_B]);
    await call('POST', '/api/privacy/requests', bruno, { kind: 'CORRECTION', note: 'Meu nome está errado.' });
    const carla = await tokenOf(CARLA.id, []);
    const list = (
      await call('GET', '/api/admin/privacy/requests', carla)
    ).json<TAdminPrivacyRequestsResponse>().data;
    const request = list.find((item) => item.user.id === BRUNO.id);
    await call('POST', `/api/admin/privacy/requests/${request?.id}/decision`, carla, {
      decision: 'DENY',
      reason: 'O nome confere com o cadastro da empresa.',
    });
    const mine = (await call('GET', '/api/privacy/requests', bruno)).json<TPrivacyRequestsResponse>().data;
    expect(mine).toMatchObject([
      { kind: 'CORRECTION', status: 'DENIED', decisionReason: 'O nome confere com o cadastro da empresa.' },
    ]);
  });

  it('a request past its 15 days reads overdue', async () => {
    const ana = await tokenOf(ANA.id, [COMPANY_A]);
    await call('POST', '/api/privacy/requests', ana, { kind: 'CORRECTION' });
    clock.advanceSeconds(16 * 24 * 3600);
    const carla = await tokenOf(CARLA.id, []);
    const list = (
      await call('GET', '/api/admin/privacy/requests', carla)
    ).json<TAdminPrivacyRequestsResponse>().data;
    expect(list.find((item) => item.user.id === ANA.id)).toMatchObject({
      status: 'PENDING',
      isOverdue: true,
    });
    // Pending ones come first, the nearest deadline first.
    expect(list[0]?.user.id).toBe(ANA.id);
  });

  it('the last active admin cannot be anonymised', async () => {
    const carla = await tokenOf(CARLA.id, []);
    await call('POST', '/api/privacy/requests', carla, { kind: 'DELETION' });
    const list = (
      await call('GET', '/api/admin/privacy/requests', carla)
    ).json<TAdminPrivacyRequestsResponse>().data;
    const request = list.find((item) => item.user.id === CARLA.id);
    const response = await call('POST', `/api/admin/privacy/requests/${request?.id}/decision`, carla, {
      decision: 'APPROVE',
      reason: 'Pedido da própria pessoa.',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(PRIVACY_LAST_ADMIN_MESSAGE);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, CARLA.id));
    expect(row).toMatchObject({ name: CARLA.name, isActive: true });
  });
});

describe('LGPD: retention', () => {
  it('purges access logs older than the setting and done e-mails older than theirs, keeps newer ones, audits counts', async () => {
    const { db } = ctx.database;
    const now = new Date('2026-09-15T12:00:00Z');
    await db.insert(userAccessLogs).values([
      { userId: BRUNO.id, ipAddress: '1.1.1.1', created: new Date('2026-03-14T12:00:00Z') },
      { userId: BRUNO.id, ipAddress: '2.2.2.2', created: new Date('2026-03-16T12:00:00Z') },
    ]);
    await db.insert(emailOutbox).values([
      {
        toAddress: 'a@x.example',
        subject: 'antigo',
        textBody: '.',
        status: 'SENT',
        sentAt: new Date('2026-06-01T00:00:00Z'),
      },
      {
        toAddress: 'b@x.example',
        subject: 'recente',
        textBody: '.',
        status: 'SENT',
        sentAt: new Date('2026-07-01T00:00:00Z'),
      },
      {
        toAddress: 'c@x.example',
        subject: 'pendente',
        textBody: '.',
        status: 'PENDING',
        created: new Date('2026-01-01T00:00:00Z'),
      },
    ]);
    const result = await purgeExpiredData({ db, now, accessLogMonths: 6, sentEmailDays: 90 });
    // 6 months before 15/09 is 15/03: the logs of 01/03 (fixtures) and 14/03 go, 16/03 stays.
    expect(result).toEqual({ accessLogs: 3, emails: 1 });
    const kept = await db
      .select({ ip: userAccessLogs.ipAddress })
      .from(userAccessLogs)
      .where(eq(userAccessLogs.userId, BRUNO.id));
    expect(kept).toEqual([{ ip: '2.2.2.2' }]);
    const subjects = (await db.select({ subject: emailOutbox.subject }).from(emailOutbox)).map(
      (row) => row.subject,
    );
    expect(subjects.sort()).toEqual(['pendente', 'recente']);
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, RETENTION_PURGE_ACTION)));
    expect(audit).toMatchObject({
      actorUserId: null,
      after: { accessLogs: 3, emails: 1, accessLogMonths: 6 },
    });
  });

  it('refuses a setting below the 6 months of the Marco Civil', async () => {
    const { loadConfig } = await import('../../src/lib/config.ts');
    expect(() => loadConfig({ NODE_ENV: 'test', ACCESS_LOG_RETENTION_MONTHS: '5' })).toThrow(/6/);
  });
});

describe('LGPD: the incident record', () => {
  it('records, lists, updates and exports an incident with its 3-business-day deadline', async () => {
    const carla = await tokenOf(CARLA.id, []);
    const created = await call('POST', '/api/admin/privacy/incidents', carla, INCIDENT);
    expect(created.statusCode, created.body).toBe(201);
    const incident = created.json<TPrivacyIncidentResponse>().data;
    // Known on a Friday: Monday, Tuesday, Wednesday.
    expect(incident.noticeDueOn).toBe('2026-03-04');

    const updated = await call('PUT', `/api/admin/privacy/incidents/${incident.id}`, carla, {
      ...INCIDENT,
      anpdNotifiedOn: '2026-03-03',
      peopleNotifiedOn: '2026-03-04',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const list = (await call('GET', '/api/admin/privacy/incidents', carla)).json<TPrivacyIncidentsResponse>()
      .data;
    expect(list).toMatchObject([
      { id: incident.id, anpdNotifiedOn: '2026-03-03', peopleNotifiedOn: '2026-03-04' },
    ]);
    expect((await call('PUT', '/api/admin/privacy/incidents/999', carla, INCIDENT)).statusCode).toBe(404);
    const wrong = await call('POST', '/api/admin/privacy/incidents', carla, {
      ...INCIDENT,
      knownOn: '2026-02-01',
    });
    expect(wrong.statusCode).toBe(400);

    const file = await call('GET', '/api/admin/privacy/incidents/export', carla);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('incidentes.xlsx');
    const sheet = await readFirstSheet(file.rawPayload);
    expect(sheet.getRow(1).getCell(5).value).toBe('Natureza');
    expect(sheet.getRow(2).getCell(5).value).toBe(INCIDENT.nature);
    // A text that starts like a formula stays text.
    expect(sheet.getRow(2).getCell(9).formula).toBeUndefined();

    const customer = await call('GET', '/api/admin/privacy/incidents', await tokenOf(BRUNO.id, [COMPANY_B]));
    expect(customer.statusCode).toBe(403);
  });
});
