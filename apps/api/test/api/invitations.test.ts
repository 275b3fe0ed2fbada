import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_ACCEPTED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  INVITATION_TTL_DAYS,
} from '@pc/contract/invitation';
import { createInvitation } from '../../src/core/invitations/create-invitation.ts';
import { insertInvitation } from '../../src/core/invitations/invitation-repository.ts';
import { userInvitations } from '../../src/db/schema/user-invitations.ts';
import { bearer, requestToken, signIn, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const PUBLIC_URL = 'https://portal.example.com';
const NEW_PASSWORD = 'Nova@Senha1';
const ANA = { id: 1, email: 'ana@cliente.example', name: 'Ana Souza' };
const BRUNO = { id: 3, email: 'bruno@cliente.example', name: 'Bruno Lima' };
const INACTIVE = { id: 2 };
const DORA = { id: 20, email: 'dora@cliente.example', name: 'Dora Reis' };

const tokenOf = (link: string): string => link.split('/').at(-1) ?? '';

/** The one-time link that sets an invited user's password (/definir-senha/<token>). */
describe('invitation links', () => {
  let ctx: TTestApp;
  const clock = createClock();

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async (database) => {
        await insertAuthFixtures(database.db);
        await insertUser(database.db, { ...DORA, companyIds: [3] });
      },
    });
  });
  afterAll(() => ctx.close());

  const invite = (userId: number) =>
    createInvitation({ db: ctx.app.db, userId, createdBy: null, now: clock.now(), publicUrl: PUBLIC_URL });
  const read = (token: string) => ctx.app.inject({ method: 'GET', url: `/credential/invitation/${token}` });
  const accept = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/credential/invitation/accept', payload });
  const acceptWith = (token: string, newPassword = NEW_PASSWORD) =>
    accept({ token, newPassword, newPasswordConfirm: newPassword });
  const expectInvalid = (response: Awaited<ReturnType<typeof read>>) => {
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: INVITATION_INVALID_MESSAGE });
  };

  it('builds the link on the public URL and keeps only the token’s sha256, for 7 days', async () => {
    const { link, expiresAt } = await invite(BRUNO.id);
    expect(link).toMatch(/^https:\/\/portal\.example\.com\/definir-senha\/[\w-]{43}$/);
    const token = tokenOf(link);
    const rows = await ctx.app.db.select().from(userInvitations).where(eq(userInvitations.userId, BRUNO.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      usedAt: null,
      createdByUserId: null,
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(expiresAt.getTime() - clock.now().getTime()).toBe(INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
    expect(rows[0]?.expiresAt.getTime()).toBe(expiresAt.getTime());
  });

  it('tells the page whom the link is for', async () => {
    const token = tokenOf((await invite(BRUNO.id)).link);
    const response = await read(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { name: BRUNO.name, email: BRUNO.email } });
  });

  it('answers the same 404 for an unknown, a replaced, an expired link and an inactive user’s', async () => {
    const first = tokenOf((await invite(BRUNO.id)).link);
    const second = tokenOf((await invite(BRUNO.id)).link);
    const inactive = tokenOf((await invite(INACTIVE.id)).link);
    // Only the newest link of a user works.
    expectInvalid(await read(first));
    expect((await read(second)).statusCode).toBe(200);
    expectInvalid(await read('x'.repeat(43)));
    expectInvalid(await read(inactive));

    clock.advanceSeconds(INVITATION_TTL_DAYS * 24 * 60 * 60);
    expectInvalid(await read(second));
    expectInvalid(await acceptWith(second));
    clock.advanceSeconds(-INVITATION_TTL_DAYS * 24 * 60 * 60);
    expect((await read(second)).statusCode).toBe(200);
  });

  it('refuses a password outside the reset’s rules, with its messages, and keeps the link', async () => {
    const token = tokenOf((await invite(DORA.id)).link);
    const weak = await acceptWith(token, 'fraca123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: 'A senha não segue os requisitos mínimos.' }),
      ]),
    );
    const different = await accept({ token, newPassword: NEW_PASSWORD, newPasswordConfirm: 'Outra@Senha1' });
    expect(different.statusCode).toBe(400);
    expect(different.json().details).toEqual([
      { path: 'body.newPasswordConfirm', message: 'As senhas não são iguais.' },
    ]);
    expect((await read(token)).statusCode).toBe(200);
  });

  it('sets the password, spends the link and every other open one, and ends the older sessions', async () => {
    const before = await signInTokens(ctx.app, ANA.email);
    const token = tokenOf((await invite(ANA.id)).link);
    // Another open link of the same user (a back-office resend racing this one).
    const otherToken = 'outro-convite-aberto';
    await insertInvitation(ctx.app.db, {
      userId: ANA.id,
      tokenHash: createHash('sha256').update(otherToken).digest('hex'),
      created: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 60_000),
      createdByUserId: null,
    });
    expect((await read(otherToken)).statusCode).toBe(200);

    const accepted = await acceptWith(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ code: 'SUCCESS', message: INVITATION_ACCEPTED_MESSAGE });

    expect((await signIn(ctx.app, { username: ANA.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(ctx.app, { username: ANA.email })).statusCode).toBe(400);
    expectInvalid(await read(token));
    expectInvalid(await acceptWith(token, 'Mais@Outra1'));
    expectInvalid(await read(otherToken));
    expect((await signIn(ctx.app, { username: ANA.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const oldAccess = await ctx.app.inject({
      method: 'GET',
      url: '/credential',
      headers: bearer(before.access_token),
    });
    expect(oldAccess.statusCode).toBe(401);
    const oldRefresh = await requestToken(ctx.app, {
      fields: { grant_type: 'refresh_token', refresh_token: before.refresh_token },
    });
    expect(oldRefresh.statusCode).toBe(400);
  });

  it('lets one of two simultaneous accepts through', async () => {
    const token = tokenOf((await invite(DORA.id)).link);
    const answers = await Promise.all([acceptWith(token), acceptWith(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
  });
});
