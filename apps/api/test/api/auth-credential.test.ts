import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCredentialResponse } from '@pc/contract/auth';
import { userAccessLogs } from '../../src/db/schema/audit.ts';
import { users } from '../../src/db/schema/users.ts';
import { bearer, requestToken, signIn, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, FIXTURE_PASSWORD, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const profile = {
  id: 1,
  name: 'Ana Souza Lima',
  email1: 'ana@cliente.example',
  followUP: true,
  followUPAnalytical: false,
  followUPSynthetic: true,
  followUPSyntheticWeekday: 'FRIDAY',
};

describe('current user, profile and access log', () => {
  let ctx: TTestApp;
  let token: string;
  let refreshToken: string;
  const clock = createClock();
  /** An e-mail change ends the access token; this session renews as the web does. */
  const renew = async () => {
    const renewed = await requestToken(ctx.app, {
      fields: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
    ({ access_token: token, refresh_token: refreshToken } = renewed.json());
  };

  beforeAll(async () => {
    ctx = await createTestApp({ prepare: (database) => insertAuthFixtures(database.db), now: clock.now });
    ({ access_token: token, refresh_token: refreshToken } = await signInTokens(
      ctx.app,
      'ana@cliente.example',
    ));
  });
  afterAll(() => ctx.close());

  const patchProfile = (accessToken: string, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/credential/updateProfile',
      headers: bearer(accessToken),
      payload,
    });

  it('GET /credential answers the user in data.data with every linked company, its flags and entitlements', async () => {
    const response = await ctx.app.inject({ url: '/credential', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = ZCredentialResponse.parse(response.json());
    expect(body.data).toMatchObject({
      id: 1,
      name: 'Ana Souza',
      email: 'ana@cliente.example',
      photo: null,
      followUP: false,
      followUPSyntheticWeekday: null,
      person: { id: 1, name: 'Ana Souza', email: 'ana@cliente.example' },
      // Added to the spec's fields: the role, which alone makes a user the broker's staff.
      role: 'CUSTOMER',
      // Added for outbound webhooks: not allowed to manage webhooks until an admin says so.
      canManageWebhooks: false,
    });
    const none = {
      analytics: false,
      transitTime: false,
      delayedEtd: false,
      cashCalendarTxt: false,
      landedCost: false,
    };
    // Added to the spec's fields: each company's entitlements (the fixtures give 3 and 7 the demo's).
    expect(body.data.person.companies).toEqual([
      {
        id: 3,
        federalID: '00000000000003',
        name: 'Hércules Máquinas Ltda',
        customer: true,
        customBroker: false,
        entitlements: { ...none, analytics: true, delayedEtd: true, landedCost: true },
      },
      {
        id: 7,
        federalID: '00000000000007',
        name: 'Aurora Têxtil Ltda',
        customer: true,
        customBroker: false,
        entitlements: { ...none, analytics: true, landedCost: true },
      },
      {
        id: 900,
        federalID: '00000000000900',
        name: 'Despachos Ltda',
        customer: true,
        customBroker: true,
        entitlements: none,
      },
      {
        id: 950,
        federalID: '00000000000950',
        name: 'Armazéns Ltda',
        customer: false,
        customBroker: false,
        entitlements: none,
      },
    ]);
  });

  it('GET /credential tells the web when an admin let the user manage webhooks', async () => {
    await ctx.app.db.update(users).set({ canManageWebhooks: true }).where(eq(users.id, 1));
    try {
      const response = await ctx.app.inject({ url: '/credential', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(ZCredentialResponse.parse(response.json()).data.canManageWebhooks).toBe(true);
    } finally {
      await ctx.app.db.update(users).set({ canManageWebhooks: false }).where(eq(users.id, 1));
    }
  });

  it('POST /userAccessLogs stores the sign-in and answers 201', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/userAccessLogs',
      headers: bearer(token),
      payload: {
        ipAddress: '200.1.2.3',
        origin: 'Santos - SP - Brasil',
        tag: 'PORTAL_CLIENTES',
        provider: 'ipapi',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().code).toBe('SUCCESS');
    const rows = await ctx.app.db.select().from(userAccessLogs);
    expect(rows).toEqual([
      expect.objectContaining({
        userId: 1,
        ipAddress: '200.1.2.3',
        origin: 'Santos - SP - Brasil',
        tag: 'PORTAL_CLIENTES',
        provider: 'ipapi',
        created: clock.now(),
      }),
    ]);
  });

  it('saves name and follow-up settings, and a new e-mail only as a change waiting for its code', async () => {
    const response = await patchProfile(token, {
      ...profile,
      email1: 'Ana.Nova@Cliente.example',
      currentPassword: FIXTURE_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'SUCCESS',
      message:
        'Dados atualizados. Enviamos um código de confirmação para o novo e-mail: o e-mail da conta só muda depois que você informar esse código.',
    });
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, 1));
    expect(user).toMatchObject({
      name: 'Ana Souza Lima',
      email: 'ana@cliente.example',
      followUp: true,
      followUpSynthetic: true,
      followUpSyntheticWeekday: 'FRIDAY',
    });
    await renew();
    expect((await patchProfile(token, { ...profile, currentPassword: FIXTURE_PASSWORD })).statusCode).toBe(
      200,
    );
    await renew();
  });

  it('keeps the analytical follow-up as the e-mail channel of the process events in the notification rules', async () => {
    const credential = async () =>
      (
        (await ctx.app.inject({ method: 'GET', url: '/credential', headers: bearer(token) })).json() as {
          data: { followUPAnalytical: boolean };
        }
      ).data;
    const rules = async () =>
      (
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/public/customer/notifications/settings',
            headers: bearer(token),
          })
        ).json() as { data: { events: Record<string, { isEmail: boolean }>; isEmailOn: boolean } }
      ).data;
    expect((await patchProfile(token, { ...profile, followUPAnalytical: true })).statusCode).toBe(200);
    expect((await credential()).followUPAnalytical).toBe(true);
    const on = await rules();
    expect(on.isEmailOn).toBe(true);
    expect(
      ['PROCESS_STEP', 'PROCESS_DATE_MOVED', 'PROCESS_CHANNEL', 'PROCESS_CLEARED'].map(
        (event) => on.events[event]?.isEmail,
      ),
    ).toEqual([true, true, true, true]);
    expect(on.events.DOCUMENT_RECEIVED?.isEmail).toBe(false);

    // One event turned off in Notificações: the profile still reads on, and saving it as it is
    // leaves that choice alone.
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/public/customer/notifications/settings',
      headers: bearer(token),
      payload: {
        ...on,
        events: { ...on.events, PROCESS_STEP: { ...on.events.PROCESS_STEP, isEmail: false } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await patchProfile(token, { ...profile, followUPAnalytical: true })).statusCode).toBe(200);
    expect((await rules()).events.PROCESS_STEP?.isEmail).toBe(false);
    expect((await rules()).events.PROCESS_CLEARED?.isEmail).toBe(true);

    expect((await patchProfile(token, profile)).statusCode).toBe(200);
    expect((await credential()).followUPAnalytical).toBe(false);
    expect((await rules()).events.PROCESS_CLEARED?.isEmail).toBe(false);
  });

  it('answers 409 when the e-mail belongs to another user', async () => {
    const response = await patchProfile(token, {
      ...profile,
      email1: 'bruno@cliente.example',
      currentPassword: FIXTURE_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Este e-mail já está em uso por outro usuário. Informe outro e-mail.',
    });
  });

  it("refuses another user's id with 403", async () => {
    const response = await patchProfile(token, { ...profile, id: 3 });
    expect(response.statusCode).toBe(403);
    const [other] = await ctx.app.db.select().from(users).where(eq(users.id, 3));
    expect(other?.name).toBe('Bruno Lima');
  });

  it('enforces the My Data password messages and the reset rules', async () => {
    const cases: [object, string][] = [
      [{ password: '', repeatedPassword: '' }, 'A senha não pode ser vazia.'],
      [{ password: 'Nova@senha1', repeatedPassword: 'Outra@senha1' }, 'As senhas devem ser iguais.'],
      [{ password: 'Ab@1', repeatedPassword: 'Ab@1' }, 'A senha deve conter no mínimo 8 caracteres.'],
      [
        { password: 'semnumero@', repeatedPassword: 'semnumero@' },
        'A senha não segue os requisitos mínimos.',
      ],
    ];
    for (const [passwords, message] of cases) {
      const response = await patchProfile(token, {
        ...profile,
        ...passwords,
        currentPassword: FIXTURE_PASSWORD,
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it("a new password keeps the current session (it renews) and revokes the user's other sessions", async () => {
    await insertUser(ctx.app.db, { id: 30, email: 'sessoes@cliente.example' });
    const current = await signInTokens(ctx.app, 'sessoes@cliente.example');
    const other = await signInTokens(ctx.app, 'sessoes@cliente.example');
    const response = await patchProfile(current.access_token, {
      ...profile,
      id: 30,
      email1: 'sessoes@cliente.example',
      password: 'Nova@senha1',
      repeatedPassword: 'Nova@senha1',
      currentPassword: FIXTURE_PASSWORD,
    });
    expect(response.statusCode).toBe(200);

    const refresh = (refreshToken: string) =>
      requestToken(ctx.app, { fields: { grant_type: 'refresh_token', refresh_token: refreshToken } });
    expect((await refresh(other.refresh_token)).statusCode).toBe(400);
    expect((await refresh(current.refresh_token)).statusCode).toBe(200);
    expect(
      (await signIn(ctx.app, { username: 'sessoes@cliente.example', password: 'Nova@senha1' })).statusCode,
    ).toBe(200);
  });
});
