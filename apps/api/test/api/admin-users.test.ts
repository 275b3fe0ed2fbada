import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMPANY_NOT_FOUND_MESSAGE } from '@pc/contract/admin-companies';
import { AUDIT_ACTION_LABELS, type TAuditEventsResponse } from '@pc/contract/admin-audit';
import {
  ADMIN_USER_ACTION_LABELS,
  ADMIN_USER_ALREADY_ACTIVE_MESSAGE,
  ADMIN_USER_ALREADY_INACTIVE_MESSAGE,
  ADMIN_USER_COMPANY_LINKED_MESSAGE,
  ADMIN_USER_COMPANY_NOT_LINKED_MESSAGE,
  ADMIN_USER_CUSTOMER_COMPANIES_MESSAGE,
  ADMIN_USER_EMAIL_TAKEN_MESSAGE,
  ADMIN_USER_INACTIVE_MESSAGE,
  ADMIN_USER_LAST_ADMIN_MESSAGE,
  ADMIN_USER_NO_INVITATION_MESSAGE,
  ADMIN_USER_NO_SECOND_FACTOR_MESSAGE,
  ADMIN_USER_NOT_FOUND_MESSAGE,
  ADMIN_USER_SELF_DEACTIVATE_MESSAGE,
  ADMIN_USER_SELF_ROLE_MESSAGE,
  adminUserUnknownCompaniesMessage,
  USER_COMPANY_LINK_ACTION,
  USER_COMPANY_UNLINK_ACTION,
  USER_DEACTIVATE_ACTION,
  USER_INVITATION_RESEND_ACTION,
  USER_INVITE_ACTION,
  USER_PASSWORD_RESET_ACTION,
  USER_REACTIVATE_ACTION,
  USER_ROLE_UPDATE_ACTION,
  USER_SECOND_FACTOR_RESET_ACTION,
  type TAdminUserAccessLogsResponse,
  type TAdminUserDetail,
  type TAdminUserResponse,
  type TAdminUsersResponse,
} from '@pc/contract/admin-users';
import { ADMIN_ONLY_MESSAGE } from '@pc/contract/call';
import { INVITATION_ACCEPTED_MESSAGE } from '@pc/contract/invitation';
import { auditEvents } from '../../src/db/schema/audit-events.ts';
import { emailOutbox, userAccessLogs } from '../../src/db/schema/audit.ts';
import { passkeys, userRecoveryCodes, userTotp } from '../../src/db/schema/second-factors.ts';
import { users } from '../../src/db/schema/users.ts';
import { updateAdminUserRole } from '../../src/features/admin/admin-user-actions.ts';
import { bearer, requestToken, signIn, signInTokens } from '../helpers/auth-requests.ts';
import {
  advanceIdentitySequences,
  createClock,
  insertAuthFixtures,
  insertUser,
} from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const STAFF = { id: 10, email: 'sofia@portal.example', name: 'Sofia Ramos' };
const ADMIN = { id: 11, email: 'carla@portal.example', name: 'Carla Mendes' };
const OTHER_ADMIN = { id: 12, email: 'otavio@portal.example', name: 'Otávio Prado' };
const ANA = { id: 1, email: 'ana@cliente.example' };
const BRUNO = { id: 3, email: 'bruno@cliente.example' };
const ADMIN_IP = '203.0.113.9';
const PATH = '/api/admin/users';
const NEW_PASSWORD = 'Nova@Senha1';

const tokenOfLink = (text: string): string => /\/definir-senha\/([\w-]+)/.exec(text)?.[1] ?? '';

/**
 * Back-office screen 2 "Usuários": the staff list and read users; an admin invites, resends,
 * deactivates and reactivates, changes roles and companies, forces a password reset and resets the
 * second factor. Every change is audited in its transaction; sessions end where they must.
 */
describe('back-office users (/api/admin/users)', () => {
  let ctx: TTestApp;
  const clock = createClock(new Date('2026-11-26T12:00:00Z'));
  const tokens = { staff: '', admin: '' };

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      env: { PUBLIC_URL: 'https://portal.example.com' },
      prepare: async ({ db }) => {
        // Companies 3 (Hércules), 7 (Aurora), 900, 950; users 1 Ana, 2 (inactive), 3 Bruno.
        await insertAuthFixtures(db);
        await insertUser(db, { ...STAFF, role: 'STAFF' });
        await insertUser(db, { ...ADMIN, role: 'ADMIN' });
        await insertUser(db, { ...OTHER_ADMIN, role: 'ADMIN' });
        await advanceIdentitySequences(db, ['users']);
      },
    });
    tokens.staff = (await signInTokens(ctx.app, STAFF.email)).access_token;
    tokens.admin = (await signInTokens(ctx.app, ADMIN.email)).access_token;
  });
  afterAll(() => ctx.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = tokens.admin,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      remoteAddress: ADMIN_IP,
      ...(payload ? { payload } : {}),
    });
  const list = async (query = '', token = tokens.staff) => {
    const response = await send('GET', `${PATH}${query}`, undefined, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TAdminUsersResponse;
  };
  const detailOf = async (id: number) => {
    const response = await send('GET', `${PATH}/${id}`, undefined, tokens.staff);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TAdminUserResponse).data;
  };
  const expectOk = (response: Awaited<ReturnType<typeof send>>, status = 200): TAdminUserDetail => {
    expect(response.statusCode, response.body).toBe(status);
    return (response.json() as TAdminUserResponse).data;
  };
  const expectRefusal = (response: Awaited<ReturnType<typeof send>>, status: number, message: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ message });
  };
  const auditOf = (id: number) =>
    ctx.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, String(id)))
      .orderBy(asc(auditEvents.id))
      .then((rows) => rows.filter((row) => row.subjectType === 'user'));
  const mailTo = (email: string) =>
    ctx.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(asc(emailOutbox.id));
  const acceptInvitation = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/credential/invitation/accept',
      payload: { token, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
    });
  const credential = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/credential', headers: bearer(token) });

  it('lists users by name with role, status, companies, last sign-in and second factor; searches and filters', async () => {
    await ctx.app.db.insert(userAccessLogs).values([
      {
        userId: ANA.id,
        ipAddress: '198.51.100.1',
        origin: 'Campinas - SP - Brasil',
        created: new Date('2026-11-20T10:00:00Z'),
      },
      { userId: ANA.id, ipAddress: '198.51.100.2', origin: 'N/I', created: new Date('2026-11-25T09:30:00Z') },
    ]);
    // On the inactive user 2: a TOTP would make the others' password sign-ins ask for a code.
    await ctx.app.db.insert(userTotp).values({ userId: 2, secretEncrypted: 'x', confirmedAt: clock.now() });
    const page = await list();
    expect(page).toMatchObject({ page: 1, size: 25, total: 6 });
    expect(page.data.map((user) => user.name)).toEqual([
      'Ana Souza',
      'Bruno Lima',
      'Carla Mendes',
      'Otávio Prado',
      'Sofia Ramos',
      'Usuário 2',
    ]);
    expect(page.data[0]).toMatchObject({
      id: ANA.id,
      email: ANA.email,
      role: 'CUSTOMER',
      status: 'ACTIVE',
      companyCount: 4,
      lastSignInAt: '2026-11-25T09:30:00.000Z',
      secondFactor: { hasTotp: false, passkeyCount: 0 },
    });
    expect(page.data[1]?.secondFactor).toEqual({ hasTotp: false, passkeyCount: 0 });
    expect(page.data.find((user) => user.id === 2)).toMatchObject({
      status: 'INACTIVE',
      lastSignInAt: null,
      secondFactor: { hasTotp: true, passkeyCount: 0 },
    });

    expect((await list('?search=OTAVIO')).data.map((user) => user.id)).toEqual([OTHER_ADMIN.id]);
    expect((await list('?search=cliente.example')).total).toBe(3);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?role=ADMIN')).data.map((user) => user.id)).toEqual([ADMIN.id, OTHER_ADMIN.id]);
    expect((await list('?status=INACTIVE')).data.map((user) => user.id)).toEqual([2]);
    expect((await list('?companyId=7')).data.map((user) => user.id)).toEqual([ANA.id, BRUNO.id]);
    expect(await list('?page=2&size=10')).toMatchObject({ data: [], page: 2, size: 10, total: 6 });
    const refused = await send('GET', `${PATH}?status=ZZ`, undefined, tokens.staff);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Informe status/);
  });

  it('reads one user with company names, and their sign-ins paged newest first; 404 for an unknown id', async () => {
    const ana = await detailOf(ANA.id);
    expect(ana.companies.map((company) => company.name)).toEqual([
      'Armazéns Ltda',
      'Aurora Têxtil Ltda',
      'Despachos Ltda',
      'Hércules Máquinas Ltda',
    ]);
    expect(ana.invitation).toBeNull();
    // The detail shows the webhooks permission the user sheet's switch reads.
    expect(ana.canManageWebhooks).toBe(false);
    await ctx.app.db.update(users).set({ canManageWebhooks: true }).where(eq(users.id, ANA.id));
    expect((await detailOf(ANA.id)).canManageWebhooks).toBe(true);
    await ctx.app.db.update(users).set({ canManageWebhooks: false }).where(eq(users.id, ANA.id));
    const logs = await send('GET', `${PATH}/${ANA.id}/access-logs?size=5`, undefined, tokens.staff);
    expect(logs.statusCode, logs.body).toBe(200);
    expect(logs.json()).toEqual({
      data: [
        expect.objectContaining({ at: '2026-11-25T09:30:00.000Z', ip: '198.51.100.2', origin: 'N/I' }),
        expect.objectContaining({ at: '2026-11-20T10:00:00.000Z', origin: 'Campinas - SP - Brasil' }),
      ],
      page: 1,
      size: 5,
      total: 2,
    } satisfies TAdminUserAccessLogsResponse | object);
    expectRefusal(
      await send('GET', `${PATH}/4242`, undefined, tokens.staff),
      404,
      ADMIN_USER_NOT_FOUND_MESSAGE,
    );
    expectRefusal(
      await send('GET', `${PATH}/4242/access-logs`, undefined, tokens.staff),
      404,
      ADMIN_USER_NOT_FOUND_MESSAGE,
    );
  });

  it('refuses every action to a staff member (403) and changes nothing', async () => {
    const attempts = [
      send(
        'POST',
        PATH,
        { name: 'X', email: 'x@cliente.example', role: 'CUSTOMER', companyIds: [3] },
        tokens.staff,
      ),
      send('POST', `${PATH}/${ANA.id}/deactivate`, undefined, tokens.staff),
      send('POST', `${PATH}/${ANA.id}/reactivate`, undefined, tokens.staff),
      send('POST', `${PATH}/${ANA.id}/invitation`, undefined, tokens.staff),
      send('PUT', `${PATH}/${ANA.id}/role`, { role: 'ADMIN' }, tokens.staff),
      send('PUT', `${PATH}/${ANA.id}/companies/3`, undefined, tokens.staff),
      send('DELETE', `${PATH}/${ANA.id}/companies/3`, undefined, tokens.staff),
      send('POST', `${PATH}/${ANA.id}/password-reset`, undefined, tokens.staff),
      send('POST', `${PATH}/${ANA.id}/second-factor-reset`, undefined, tokens.staff),
    ];
    for (const response of await Promise.all(attempts)) expectRefusal(response, 403, ADMIN_ONLY_MESSAGE);
    expect(await auditOf(ANA.id)).toEqual([]);
    expect((await detailOf(ANA.id)).role).toBe('CUSTOMER');
  });

  it('invites: creates the user with companies, e-mails a set-password link, audits; the link lets them in', async () => {
    const response = await send('POST', PATH, {
      name: '  Dora Reis ',
      email: 'Dora@Cliente.Example',
      role: 'CUSTOMER',
      companyIds: [7, 3, 7],
    });
    const dora = expectOk(response, 201);
    expect(dora).toMatchObject({
      name: 'Dora Reis',
      email: 'dora@cliente.example',
      role: 'CUSTOMER',
      status: 'INVITED',
      companyCount: 2,
      lastSignInAt: null,
      invitation: { isExpired: false, expiresAt: '2026-12-03T12:00:00.000Z' },
    });
    expect(dora.companies.map((company) => company.id)).toEqual([7, 3]);

    const [mail] = await mailTo('dora@cliente.example');
    expect(mail?.subject).toBe('Convite para o Portal dos Clientes');
    expect(mail?.textBody).toContain('Aurora Têxtil Ltda');
    expect(mail?.textBody).toContain('https://portal.example.com/definir-senha/');
    const [audit] = await auditOf(dora.id);
    expect(audit).toMatchObject({
      action: USER_INVITE_ACTION,
      actorUserId: ADMIN.id,
      ip: ADMIN_IP,
      before: null,
      after: { name: 'Dora Reis', email: 'dora@cliente.example', role: 'CUSTOMER', companyIds: [3, 7] },
    });
    expect(JSON.stringify(audit)).not.toContain(tokenOfLink(mail?.textBody ?? ''));

    expect((await acceptInvitation(tokenOfLink(mail?.textBody ?? ''))).json()).toMatchObject({
      message: INVITATION_ACCEPTED_MESSAGE,
    });
    expect(
      (await signIn(ctx.app, { username: 'dora@cliente.example', password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await detailOf(dora.id)).status).toBe('ACTIVE');
  });

  it('refuses an e-mail in use (409), unknown companies (400) and a customer without companies (400), in pt-BR', async () => {
    expectRefusal(
      await send('POST', PATH, { name: 'Ana', email: 'ANA@cliente.example', role: 'STAFF', companyIds: [] }),
      409,
      ADMIN_USER_EMAIL_TAKEN_MESSAGE,
    );
    expectRefusal(
      await send('POST', PATH, {
        name: 'Eva',
        email: 'eva@cliente.example',
        role: 'CUSTOMER',
        companyIds: [3, 4242],
      }),
      400,
      adminUserUnknownCompaniesMessage([4242]),
    );
    const noCompany = await send('POST', PATH, {
      name: 'Eva',
      email: 'eva@cliente.example',
      role: 'CUSTOMER',
      companyIds: [],
    });
    expect(noCompany.statusCode).toBe(400);
    expect(JSON.stringify(noCompany.json())).toContain(ADMIN_USER_CUSTOMER_COMPANIES_MESSAGE);
    expect((await list('?search=eva')).total).toBe(0);
    // Staff need no company.
    expect(
      expectOk(
        await send('POST', PATH, {
          name: 'Eva Staff',
          email: 'eva@portal.example',
          role: 'STAFF',
          companyIds: [],
        }),
        201,
      ),
    ).toMatchObject({ role: 'STAFF', companyCount: 0, status: 'INVITED' });
  });

  it('resends an invitation: a new link, the old one dead; 409 once the password is set; 404 unknown', async () => {
    const eva = (await list('?search=eva@portal')).data[0];
    if (!eva) throw new Error('Eva was not invited');
    const [first] = await mailTo('eva@portal.example');
    clock.advanceSeconds(60);
    expectOk(await send('POST', `${PATH}/${eva.id}/invitation`));
    const mails = await mailTo('eva@portal.example');
    expect(mails).toHaveLength(2);
    const oldToken = tokenOfLink(first?.textBody ?? '');
    const newToken = tokenOfLink(mails[1]?.textBody ?? '');
    expect(newToken).not.toBe(oldToken);
    expect((await acceptInvitation(oldToken)).statusCode).toBe(404);
    expect((await acceptInvitation(newToken)).statusCode).toBe(200);
    expect((await auditOf(eva.id)).map((row) => row.action)).toEqual([
      USER_INVITE_ACTION,
      USER_INVITATION_RESEND_ACTION,
    ]);

    expectRefusal(await send('POST', `${PATH}/${eva.id}/invitation`), 409, ADMIN_USER_NO_INVITATION_MESSAGE);
    expectRefusal(await send('POST', `${PATH}/4242/invitation`), 404, ADMIN_USER_NOT_FOUND_MESSAGE);
  });

  it('deactivates: the old access token answers 401 at once, the refresh token too; audited; reactivates', async () => {
    const bruno = await signInTokens(ctx.app, BRUNO.email);
    expect((await credential(bruno.access_token)).statusCode).toBe(200);

    expect(expectOk(await send('POST', `${PATH}/${BRUNO.id}/deactivate`)).status).toBe('INACTIVE');
    expect((await credential(bruno.access_token)).statusCode).toBe(401);
    const refreshed = await requestToken(ctx.app, {
      fields: { grant_type: 'refresh_token', refresh_token: bruno.refresh_token },
    });
    expect(refreshed.statusCode).not.toBe(200);
    expect((await signIn(ctx.app, { username: BRUNO.email })).statusCode).not.toBe(200);
    expectRefusal(
      await send('POST', `${PATH}/${BRUNO.id}/deactivate`),
      409,
      ADMIN_USER_ALREADY_INACTIVE_MESSAGE,
    );
    expectRefusal(await send('POST', `${PATH}/${BRUNO.id}/password-reset`), 409, ADMIN_USER_INACTIVE_MESSAGE);

    expect(expectOk(await send('POST', `${PATH}/${BRUNO.id}/reactivate`)).status).toBe('ACTIVE');
    expect((await signIn(ctx.app, { username: BRUNO.email })).statusCode).toBe(200);
    expectRefusal(
      await send('POST', `${PATH}/${BRUNO.id}/reactivate`),
      409,
      ADMIN_USER_ALREADY_ACTIVE_MESSAGE,
    );
    expectRefusal(await send('POST', `${PATH}/4242/deactivate`), 404, ADMIN_USER_NOT_FOUND_MESSAGE);
    expect(await auditOf(BRUNO.id)).toMatchObject([
      {
        action: USER_DEACTIVATE_ACTION,
        before: { isActive: true },
        after: { isActive: false },
        ip: ADMIN_IP,
      },
      { action: USER_REACTIVATE_ACTION, before: { isActive: false }, after: { isActive: true } },
    ]);
  });

  it('changes a role (the same role records nothing); an admin never demotes nor deactivates themself (409)', async () => {
    expect(expectOk(await send('PUT', `${PATH}/${STAFF.id}/role`, { role: 'ADMIN' })).role).toBe('ADMIN');
    expectOk(await send('PUT', `${PATH}/${STAFF.id}/role`, { role: 'ADMIN' }));
    expect(expectOk(await send('PUT', `${PATH}/${STAFF.id}/role`, { role: 'STAFF' })).role).toBe('STAFF');
    expect(await auditOf(STAFF.id)).toMatchObject([
      { action: USER_ROLE_UPDATE_ACTION, before: { role: 'STAFF' }, after: { role: 'ADMIN' } },
      { action: USER_ROLE_UPDATE_ACTION, before: { role: 'ADMIN' }, after: { role: 'STAFF' } },
    ]);
    expectRefusal(
      await send('PUT', `${PATH}/${ADMIN.id}/role`, { role: 'STAFF' }),
      409,
      ADMIN_USER_SELF_ROLE_MESSAGE,
    );
    expectRefusal(
      await send('POST', `${PATH}/${ADMIN.id}/deactivate`),
      409,
      ADMIN_USER_SELF_DEACTIVATE_MESSAGE,
    );
    expectRefusal(
      await send('PUT', `${PATH}/4242/role`, { role: 'STAFF' }),
      404,
      ADMIN_USER_NOT_FOUND_MESSAGE,
    );
    const bad = await send('PUT', `${PATH}/${STAFF.id}/role`, { role: 'ROOT' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Informe role/);
  });

  it('never takes away the last active admin (409), whoever asks', async () => {
    // Otávio deactivated, Carla is the last admin: an action run in another admin's name (one who
    // lost the role meanwhile) must not demote her.
    expectOk(await send('POST', `${PATH}/${OTHER_ADMIN.id}/deactivate`));
    const actor = {
      db: ctx.app.db,
      mailQueue: ctx.app.mailQueue,
      publicUrl: 'https://portal.example.com',
      actorUserId: OTHER_ADMIN.id,
      ip: null,
      now: clock.now(),
    };
    await expect(updateAdminUserRole(actor, ADMIN.id, 'STAFF')).rejects.toMatchObject({
      statusCode: 409,
      message: ADMIN_USER_LAST_ADMIN_MESSAGE,
    });
    expect((await detailOf(ADMIN.id)).role).toBe('ADMIN');
    expectOk(await send('POST', `${PATH}/${OTHER_ADMIN.id}/reactivate`));
  });

  it('links and unlinks a company: 409 already linked, 404 unknown company or link; the unlink ends sessions', async () => {
    expect(expectOk(await send('PUT', `${PATH}/${BRUNO.id}/companies/3`)).companies.map((c) => c.id)).toEqual(
      // By name: Aurora (7), Hércules (3).
      [7, 3],
    );
    expectRefusal(
      await send('PUT', `${PATH}/${BRUNO.id}/companies/3`),
      409,
      ADMIN_USER_COMPANY_LINKED_MESSAGE,
    );
    expectRefusal(
      await send('PUT', `${PATH}/${BRUNO.id}/companies/4242`),
      404,
      ADMIN_COMPANY_NOT_FOUND_MESSAGE,
    );
    expectRefusal(await send('PUT', `${PATH}/4242/companies/3`), 404, ADMIN_USER_NOT_FOUND_MESSAGE);

    const bruno = await signInTokens(ctx.app, BRUNO.email);
    expect(
      expectOk(await send('DELETE', `${PATH}/${BRUNO.id}/companies/7`)).companies.map((c) => c.id),
    ).toEqual([3]);
    expect((await credential(bruno.access_token)).statusCode).toBe(401);
    expectRefusal(
      await send('DELETE', `${PATH}/${BRUNO.id}/companies/7`),
      404,
      ADMIN_USER_COMPANY_NOT_LINKED_MESSAGE,
    );
    const audit = (await auditOf(BRUNO.id)).filter((row) => row.action.startsWith('user.company'));
    expect(audit).toMatchObject([
      {
        action: USER_COMPANY_LINK_ACTION,
        companyId: 3,
        before: { companyIds: [7] },
        after: { companyIds: [3, 7] },
      },
      {
        action: USER_COMPANY_UNLINK_ACTION,
        companyId: 7,
        before: { companyIds: [3, 7] },
        after: { companyIds: [3] },
      },
    ]);
  });

  it('forces a password reset: the password stops working, sessions end, a link goes out and sets a new one', async () => {
    const ana = await signInTokens(ctx.app, ANA.email);
    const detail = expectOk(await send('POST', `${PATH}/${ANA.id}/password-reset`));
    expect(detail.status).toBe('INVITED');
    expect((await credential(ana.access_token)).statusCode).toBe(401);
    expect((await signIn(ctx.app, { username: ANA.email })).statusCode).not.toBe(200);
    const mails = await mailTo(ANA.email);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe('Portal dos Clientes: crie uma nova senha');
    expect((await acceptInvitation(tokenOfLink(mail?.textBody ?? ''))).statusCode).toBe(200);
    expect((await signIn(ctx.app, { username: ANA.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await auditOf(ANA.id)).at(-1)).toMatchObject({
      action: USER_PASSWORD_RESET_ACTION,
      actorUserId: ADMIN.id,
      after: { email: ANA.email },
    });
    expectRefusal(await send('POST', `${PATH}/4242/password-reset`), 404, ADMIN_USER_NOT_FOUND_MESSAGE);
  });

  it('resets the second factor: TOTP, recovery codes and passkeys removed, the user told, audited; 409 when none', async () => {
    await ctx.app.db
      .insert(userTotp)
      .values({ userId: BRUNO.id, secretEncrypted: 'x', confirmedAt: clock.now() });
    await ctx.app.db.insert(userRecoveryCodes).values({ userId: BRUNO.id, codeHash: 'h' });
    await ctx.app.db.insert(passkeys).values({
      userId: BRUNO.id,
      credentialId: 'cred-1',
      publicKey: 'key',
      deviceType: 'multiDevice',
      name: 'Notebook',
    });
    expect((await detailOf(BRUNO.id)).secondFactor).toEqual({ hasTotp: true, passkeyCount: 1 });
    const detail = expectOk(await send('POST', `${PATH}/${BRUNO.id}/second-factor-reset`));
    expect(detail.secondFactor).toEqual({ hasTotp: false, passkeyCount: 0 });
    for (const table of [userTotp, userRecoveryCodes, passkeys]) {
      expect(await ctx.app.db.select().from(table).where(eq(table.userId, BRUNO.id))).toEqual([]);
    }
    expect((await mailTo(BRUNO.email)).at(-1)?.subject).toBe(
      'Portal dos Clientes: verificação em duas etapas redefinida',
    );
    expect((await auditOf(BRUNO.id)).at(-1)).toMatchObject({
      action: USER_SECOND_FACTOR_RESET_ACTION,
      before: { hasTotp: true, passkeyCount: 1 },
      after: { hasTotp: false, passkeyCount: 0 },
    });
    expectRefusal(
      await send('POST', `${PATH}/${BRUNO.id}/second-factor-reset`),
      409,
      ADMIN_USER_NO_SECOND_FACTOR_MESSAGE,
    );
    expectRefusal(await send('POST', `${PATH}/4242/second-factor-reset`), 404, ADMIN_USER_NOT_FOUND_MESSAGE);
  });

  it('shows every new action with its pt-BR label on the Auditoria screen', async () => {
    for (const [action, label] of Object.entries(ADMIN_USER_ACTION_LABELS)) {
      expect(AUDIT_ACTION_LABELS[action], action).toBe(label);
    }
    const response = await send('GET', '/api/admin/audit-events?size=100', undefined, tokens.staff);
    expect(response.statusCode, response.body).toBe(200);
    const events = (response.json() as TAuditEventsResponse).data.filter(
      (event) => event.subject.type === 'user',
    );
    const deactivation = events.find(
      (event) => event.action === USER_DEACTIVATE_ACTION && event.subject.id === String(BRUNO.id),
    );
    expect(deactivation).toMatchObject({
      actionLabel: 'Usuário desativado',
      subject: { label: 'Bruno Lima' },
      actor: { email: ADMIN.email },
    });
    expect(new Set(events.map((event) => event.actionLabel))).toEqual(
      new Set(Object.values(ADMIN_USER_ACTION_LABELS)),
    );
  });
});
