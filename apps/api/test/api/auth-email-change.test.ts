import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { hashPassword } from '../../src/core/auth/password.ts';
import { bearer, requestToken, signIn, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, FIXTURE_PASSWORD, insertUser } from '../helpers/fixtures.ts';
import { BRUNO, COMPANY_B, insertProcessFixtures, P } from '../helpers/process-fixtures.ts';
import { readEml } from '../helpers/read-eml.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const CODE_SENT =
  'Dados atualizados. Enviamos um código de confirmação para o novo e-mail: o e-mail da conta só muda depois que você informar esse código.';
const INVALID_CODE =
  'Código de confirmação inválido ou expirado. Salve os seus dados novamente para receber um novo código.';
const CONFIRMED = 'E-mail alterado com sucesso.';
const OLD_EMAIL = 'bruno@cliente.example';
const PROVIDER_EMAIL = 'bruno@portal.example';
const WAIT = { timeout: 15_000, interval: 100 };

/**
 * Security round 2, item 1: an e-mail typed in Meus Dados grants nothing, and it becomes the
 * account's e-mail only once the code sent to it is confirmed; the old address is told.
 */
describe('e-mail change with a code sent to the new address', () => {
  let ctx: TTestApp;
  let dataDir: string;
  const clock = createClock(new Date('2026-03-05T15:00:00Z'));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdc-email-change-'));
    ctx = await createTestApp({
      env: { DATA_DIR: dataDir },
      now: clock.now,
      prepare: async (database) => {
        await insertProcessFixtures(database.db);
        // Bruno, a customer of company B (process P.foreign), signs in with the fixture password.
        await database.db
          .update(users)
          .set({ passwordHash: await hashPassword(FIXTURE_PASSWORD) })
          .where(eq(users.id, BRUNO.id));
        await database.db.insert(userCompanies).values({ userId: BRUNO.id, companyId: COMPANY_B });
        await insertUser(database.db, { id: 40, email: 'dora@cliente.example', companyIds: [COMPANY_B] });
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const profileOf = (id: number, email1: string) => ({
    id,
    name: 'Bruno Lima',
    email1,
    followUP: false,
    followUPAnalytical: false,
    followUPSynthetic: false,
    followUPSyntheticWeekday: null,
    currentPassword: FIXTURE_PASSWORD,
  });
  const patchProfile = (accessToken: string, payload: object) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/credential/updateProfile',
      headers: bearer(accessToken),
      payload,
    });
  const confirm = (accessToken: string, code: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/credential/email-change/confirm',
      headers: bearer(accessToken),
      payload: { code },
    });
  const invite = (accessToken: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/public/customer/processes/${P.foreign}/quotation-invitations`,
      headers: bearer(accessToken),
      payload: { forwarderName: 'Rápido Cargo', email: 'comercial@rapido.example' },
    });
  const credential = (accessToken: string) =>
    ctx.app.inject({ method: 'GET', url: '/credential', headers: bearer(accessToken) });
  const emailOf = async (userId: number) =>
    (await ctx.app.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;

  const mailsTo = async (email: string): Promise<string[]> =>
    (await readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]))
      .filter((file) => file.endsWith(`${email.replace('@', '_at_')}.eml`))
      .sort();
  /** Waits for `count` e-mails to the address and answers them as its mail client shows them. */
  const readMails = async (email: string, count: number) => {
    await vi.waitFor(async () => expect((await mailsTo(email)).length).toBeGreaterThanOrEqual(count), WAIT);
    return Promise.all((await mailsTo(email)).map((file) => readEml(path.join(dataDir, 'outbox', file))));
  };
  const codeOf = (text: string): string => {
    const code = /Seu código de confirmação é: (\d{6})/.exec(text)?.[1];
    if (!code) throw new Error('no code in the e-mail');
    return code;
  };

  it('Bruno typing the provider’s domain is not staff, before or after confirming, and the e-mail waits for the code', async () => {
    let session = await signInTokens(ctx.app, OLD_EMAIL);
    expect((await invite(session.access_token)).statusCode).toBe(403);

    const saved = await patchProfile(session.access_token, profileOf(BRUNO.id, PROVIDER_EMAIL));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ code: 'SUCCESS', message: CODE_SENT });

    // Nothing changed yet: the account's e-mail, the session, the sign-in, the privilege.
    expect(await emailOf(BRUNO.id)).toBe(OLD_EMAIL);
    const before = await credential(session.access_token);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ email: OLD_EMAIL, role: 'CUSTOMER' });
    expect((await signIn(ctx.app, { username: PROVIDER_EMAIL })).statusCode).toBe(400);
    expect((await invite(session.access_token)).statusCode).toBe(403);

    // The code goes to the new address only; the old one is told, without the code.
    const [codeMail] = await readMails(PROVIDER_EMAIL, 1);
    const code = codeOf(codeMail?.text ?? '');
    const [notice] = await readMails(OLD_EMAIL, 1);
    expect(notice?.subject).toBe('Pedido de troca do e-mail da sua conta');
    expect(notice?.text).toContain('Pedido de troca do e-mail da sua conta');
    expect(notice?.text).toContain(PROVIDER_EMAIL);
    expect(notice?.text).not.toContain(code);

    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await confirm(session.access_token, wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: INVALID_CODE });
    expect(await emailOf(BRUNO.id)).toBe(OLD_EMAIL);

    const other = await signInTokens(ctx.app, OLD_EMAIL);
    const confirmed = await confirm(session.access_token, code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ code: 'SUCCESS', message: CONFIRMED });
    expect(await emailOf(BRUNO.id)).toBe(PROVIDER_EMAIL);

    // Like any e-mail change: every access token ends, this session renews, the others are over.
    expect((await credential(session.access_token)).statusCode).toBe(401);
    expect(
      (
        await requestToken(ctx.app, {
          fields: { grant_type: 'refresh_token', refresh_token: other.refresh_token },
        })
      ).statusCode,
    ).toBe(400);
    const renewed = await requestToken(ctx.app, {
      fields: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
    });
    expect(renewed.statusCode).toBe(200);
    session = renewed.json();
    expect((await credential(session.access_token)).json().data).toMatchObject({
      email: PROVIDER_EMAIL,
      role: 'CUSTOMER',
    });

    // Signed in again on the provider's domain, Bruno is still a customer.
    const again = await signInTokens(ctx.app, PROVIDER_EMAIL);
    const refused = await invite(again.access_token);
    expect(refused.statusCode).toBe(403);
    expect((await invite(session.access_token)).statusCode).toBe(403);

    // Both addresses are told that the change was made; the code works once.
    await vi.waitFor(async () => {
      const toOld = await readMails(OLD_EMAIL, 2);
      const toNew = await readMails(PROVIDER_EMAIL, 2);
      expect(toOld.map((mail) => mail.subject)).toContain('O e-mail da sua conta foi alterado');
      expect(toNew.map((mail) => mail.subject)).toContain('O e-mail da sua conta foi alterado');
    }, WAIT);
    expect((await confirm(session.access_token, code)).json()).toMatchObject({ message: INVALID_CODE });
  });

  it('refuses an expired code and a code after five wrong tries, and keeps the e-mail', async () => {
    const session = await signInTokens(ctx.app, 'dora@cliente.example');
    const newEmail = 'dora.nova@cliente.example';
    const expectCode = async (count: number) => codeOf((await readMails(newEmail, count)).at(-1)?.text ?? '');

    expect((await patchProfile(session.access_token, profileOf(40, newEmail))).statusCode).toBe(200);
    const first = await expectCode(1);
    clock.advanceSeconds(11 * 60);
    const expired = await confirm(session.access_token, first);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: INVALID_CODE });
    expect(await emailOf(40)).toBe('dora@cliente.example');

    expect((await patchProfile(session.access_token, profileOf(40, newEmail))).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await mailsTo(newEmail)).length).toBe(2), WAIT);
    const second = await expectCode(2);
    const wrongCode = second === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await confirm(session.access_token, wrongCode)).statusCode, `attempt ${attempt}`).toBe(400);
    }
    const voided = await confirm(session.access_token, second);
    expect(voided.statusCode).toBe(400);
    expect(voided.json()).toMatchObject({ message: INVALID_CODE });
    expect(await emailOf(40)).toBe('dora@cliente.example');
  });
});
