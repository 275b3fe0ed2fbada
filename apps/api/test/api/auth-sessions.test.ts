import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userCompanies, users } from '../../src/db/schema/users.ts';
import { bearer, requestToken, signIn, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, FIXTURE_PASSWORD, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { readEml } from '../helpers/read-eml.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const ENDED = 'Sua sessão foi encerrada. Entre novamente.';

describe('session revocation', () => {
  let ctx: TTestApp;
  let dataDir: string;
  const clock = createClock();

  beforeAll(async () => {
    // The outbox folder: the e-mail change's code is read from the e-mail, as the user reads it.
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdc-sessions-'));
    ctx = await createTestApp({
      env: { DATA_DIR: dataDir },
      prepare: (database) => insertAuthFixtures(database.db),
      now: clock.now,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const credential = (accessToken: string) =>
    ctx.app.inject({ method: 'GET', url: '/credential', headers: bearer(accessToken) });
  const refresh = (token: string) =>
    requestToken(ctx.app, { fields: { grant_type: 'refresh_token', refresh_token: token } });
  const logout = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/credential/logout', payload: { refresh_token: token } });
  const profile = (accessToken: string, changes: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/credential/updateProfile',
      headers: bearer(accessToken),
      payload: {
        id: 10,
        name: 'Carla Dias',
        email1: 'carla@cliente.example',
        followUP: false,
        followUPAnalytical: false,
        followUPSynthetic: false,
        followUPSyntheticWeekday: null,
        ...changes,
      },
    });

  it('Sair revokes the session: its refresh token and its access token stop working at once', async () => {
    const session = await signInTokens(ctx.app, 'ana@cliente.example');
    const other = await signInTokens(ctx.app, 'ana@cliente.example');
    expect((await credential(session.access_token)).statusCode).toBe(200);
    const answer = await logout(session.refresh_token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 'SUCCESS', message: 'Sessão encerrada.' });
    const after = await credential(session.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(ENDED);
    expect((await refresh(session.refresh_token)).statusCode).toBe(400);
    // Another session of the same user is not touched; an unknown token gets the same answer.
    expect((await credential(other.access_token)).statusCode).toBe(200);
    expect((await logout('nao-existe')).json()).toEqual(answer.json());
  });

  it('asks for the current password to change the password or the e-mail, and counts wrong ones', async () => {
    await insertUser(ctx.app.db, {
      id: 10,
      email: 'carla@cliente.example',
      name: 'Carla Dias',
      companyIds: [3],
    });
    const session = await signInTokens(ctx.app, 'carla@cliente.example');
    const newPassword = { password: 'Nova@senha9', repeatedPassword: 'Nova@senha9' };
    const missing = await profile(session.access_token, newPassword);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Informe a sua senha atual para alterar o e-mail ou a senha.');
    const wrong = await profile(session.access_token, { ...newPassword, currentPassword: 'Errada@123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('A senha atual está incorreta.');
    const newEmail = await profile(session.access_token, { email1: 'carla.dias@cliente.example' });
    expect(newEmail.statusCode).toBe(400);
    expect(newEmail.json().message).toBe('Informe a sua senha atual para alterar o e-mail ou a senha.');
    // Name and follow-up settings alone need no password.
    expect((await profile(session.access_token, { name: 'Carla D.' })).statusCode).toBe(200);
  });

  it('wrong current passwords count as wrong sign-ins from that address, and lock nobody out', async () => {
    const session = await signInTokens(ctx.app, 'carla@cliente.example');
    const wrongFrom = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/credential/updateProfile',
        headers: bearer(session.access_token),
        remoteAddress,
        payload: {
          id: 10,
          name: 'Carla Dias',
          email1: 'carla@cliente.example',
          followUP: false,
          followUPAnalytical: false,
          followUPSynthetic: false,
          followUPSyntheticWeekday: null,
          password: 'Nova@senha9',
          repeatedPassword: 'Nova@senha9',
          currentPassword: 'Errada@123',
        },
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await wrongFrom('10.9.0.5')).statusCode, `attempt ${attempt}`).toBe(400);
    }
    const slowed = await wrongFrom('10.9.0.5');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('30');
    expect((await signIn(ctx.app, { username: 'carla@cliente.example', ip: '10.9.0.5' })).statusCode).toBe(
      429,
    );
    // Another address (the one the next tests sign in from) is not slowed.
    expect((await signIn(ctx.app, { username: 'carla@cliente.example' })).statusCode).toBe(200);
  });

  it('a password change ends every other session and every access token issued before it', async () => {
    const mine = await signInTokens(ctx.app, 'carla@cliente.example');
    const stolen = await signInTokens(ctx.app, 'carla@cliente.example');
    const changed = await profile(mine.access_token, {
      password: 'Nova@senha9',
      repeatedPassword: 'Nova@senha9',
      currentPassword: FIXTURE_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await credential(stolen.access_token)).statusCode).toBe(401);
    expect((await refresh(stolen.refresh_token)).statusCode).toBe(400);
    // This session renews (the web signs out 3 s later as the spec says).
    expect((await credential(mine.access_token)).statusCode).toBe(401);
    const renewed = await refresh(mine.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await credential(renewed.json().access_token)).statusCode).toBe(200);
  });

  it('an e-mail change ends the other sessions too, once its code is confirmed', async () => {
    const mine = await signInTokens(ctx.app, 'carla@cliente.example', 'Nova@senha9');
    const other = await signInTokens(ctx.app, 'carla@cliente.example', 'Nova@senha9');
    const changed = await profile(mine.access_token, {
      email1: 'carla.dias@cliente.example',
      currentPassword: 'Nova@senha9',
    });
    expect(changed.statusCode).toBe(200);
    // Asking changes nothing yet.
    expect((await credential(other.access_token)).statusCode).toBe(200);
    const codeFile = await vi.waitFor(
      async () => {
        const files = (await readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[])).filter(
          (file) => file.endsWith('carla.dias_at_cliente.example.eml'),
        );
        expect(files).toHaveLength(1);
        return files[0] ?? '';
      },
      { timeout: 15_000, interval: 100 },
    );
    const { text } = await readEml(path.join(dataDir, 'outbox', codeFile));
    const code = /Seu código de confirmação é: (\d{6})/.exec(text)?.[1] ?? '';
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/credential/email-change/confirm',
      headers: bearer(mine.access_token),
      payload: { code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await credential(other.access_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(400);
  });

  it('a deactivated user is out at once, on whatever path deactivated it', async () => {
    await insertUser(ctx.app.db, { id: 11, email: 'davi@cliente.example', companyIds: [3] });
    const session = await signInTokens(ctx.app, 'davi@cliente.example');
    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.id, 11));
    expect((await credential(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(400);
  });

  it('an unlinked company leaves the scope at once; the renewed token no longer carries it', async () => {
    await insertUser(ctx.app.db, { id: 12, email: 'elisa@cliente.example', companyIds: [3, 7] });
    const session = await signInTokens(ctx.app, 'elisa@cliente.example');
    await ctx.app.db
      .delete(userCompanies)
      .where(and(eq(userCompanies.userId, 12), eq(userCompanies.companyId, 7)));
    expect((await credential(session.access_token)).statusCode).toBe(401);
    const renewed = await refresh(session.refresh_token);
    expect(renewed.statusCode).toBe(200);
    const claims = JSON.parse(
      Buffer.from(renewed.json().access_token.split('.')[1], 'base64url').toString('utf8'),
    ) as { companyIds: number[] };
    expect(claims.companyIds).toEqual([3]);
  });

  it('a new sign-in after all that works', async () => {
    expect(
      (await signIn(ctx.app, { username: 'carla.dias@cliente.example', password: 'Nova@senha9' })).statusCode,
    ).toBe(200);
  });
});
