import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, recoveryCodes } from '../../src/db/schema/audit.ts';
import { requestToken, signIn, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, FIXTURE_PASSWORD, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { readEml } from '../helpers/read-eml.ts';
import { totpCodeAt } from '../helpers/totp.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const SAME_ANSWER = {
  code: 'SUCCESS',
  message:
    'Se o e-mail estiver cadastrado, você receberá um código de verificação. Confira também a caixa de spam.',
};
const INVALID_CODE = 'Código de verificação inválido ou expirado. Solicite um novo código.';
const NEW_PASSWORD = 'Nova@senha1';
const WAIT = { timeout: 15_000, interval: 100 };

describe('password recovery', () => {
  let ctx: TTestApp;
  let dataDir: string;
  const clock = createClock();
  let ipCounter = 0;
  /** Each test uses its own client IP, so per-IP counters of one test do not leak into the next. */
  const nextIp = () => `10.9.0.${(ipCounter += 1)}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdc-outbox-'));
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

  const post = (url: string, payload: object, ip = '10.8.0.1') =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const requestRecovery = (email: string, ip = nextIp()) =>
    post('/credential/recovery/password', { email }, ip);
  const verifyCode = (pin: string, email: string, ip: string) =>
    post('/credential/recovery/verifyCode', { pin, email }, ip);
  const changePassword = (
    resetToken: string,
    ip: string,
    newPassword = NEW_PASSWORD,
    confirm = newPassword,
  ) =>
    post(
      '/credential/recovery/changePassword',
      { pin: '000000', resetToken, newPassword, newPasswordConfirm: confirm },
      ip,
    );

  const mailsTo = async (email: string): Promise<string[]> =>
    (await readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]))
      .filter((file) => file.endsWith(`${email.toLowerCase().replace('@', '_at_')}.eml`))
      .sort();

  /** Requests a code and answers it as the user reads it: from the new .eml file the queue writes. */
  const requestCode = async (email: string): Promise<string> => {
    const before = await mailsTo(email);
    expect((await requestRecovery(email)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await mailsTo(email)).length).toBe(before.length + 1), WAIT);
    // The test clock stands still, so the new file is told by name, not by its (equal) time stamp.
    const newest = (await mailsTo(email)).find((file) => !before.includes(file)) ?? '';
    const { text } = await readEml(path.join(dataDir, 'outbox', newest));
    const code = /Seu código de verificação é: (\d{6})/.exec(text)?.[1];
    if (!code) throw new Error('no code in the e-mail');
    return code;
  };
  const resetTokenOf = async (pin: string, email: string, ip: string): Promise<string> => {
    const response = await verifyCode(pin, email, ip);
    expect(response.statusCode).toBe(200);
    return response.json<{ resetToken: string }>().resetToken;
  };
  const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

  // First: a later test leaves the mail queue retrying a hanging SMTP server.
  it('does not bypass the second factor: the new password still meets the challenge (ASVS 6.4.3)', async () => {
    const email = 'fator@cliente.example';
    await insertUser(ctx.app.db, { id: 77, email, name: 'Fábio Fator', companyIds: [3] });
    const session = await signInTokens(ctx.app, email);
    const auth = { authorization: `Bearer ${session.access_token}` };
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/credential/second-factor/totp/setup',
      headers: auth,
      payload: { currentPassword: FIXTURE_PASSWORD },
    });
    const { secret } = setup.json().data as { secret: string };
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/credential/second-factor/totp/confirm',
      headers: auth,
      payload: { code: await totpCodeAt(secret, clock.now()) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // The owner is told the factor was turned on: that e-mail first, then the code's.
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), WAIT);

    const ip = nextIp();
    const reset = await changePassword(await resetTokenOf(await requestCode(email), email, ip), ip);
    expect(reset.statusCode, reset.body).toBe(200);
    // The reset signs nobody in: no token in its answer.
    expect(reset.json()).not.toHaveProperty('access_token');

    const signInAfter = await signIn(ctx.app, { username: email, password: NEW_PASSWORD });
    expect(signInAfter.statusCode).toBe(200);
    expect(signInAfter.json()).toMatchObject({
      challenge: 'second_factor',
      methods: ['totp', 'recovery_code'],
    });
    expect(signInAfter.json()).not.toHaveProperty('access_token');
  });

  it('answers the same body for a known and an unknown e-mail, and mails only the known one', async () => {
    const unknown = await requestRecovery('ninguem@cliente.example');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(SAME_ANSWER);
    const code = await requestCode('Ana@Cliente.example');
    expect(code).toMatch(/^\d{6}$/);
    expect(await mailsTo('ninguem@cliente.example')).toEqual([]);
    const rows = await ctx.app.db.select().from(emailOutbox);
    expect(rows.map((row) => row.toAddress)).not.toContain('ninguem@cliente.example');
  });

  it('stores the e-mail with the code masked: the code is only in the message the user receives', async () => {
    const code = await requestCode('ana@cliente.example');
    const [row] = await ctx.app.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(row).toMatchObject({ toAddress: 'ana@cliente.example', status: 'LOGGED' });
    expect(row?.textBody).toContain('Olá, Ana!');
    expect(row?.textBody).toContain('10 minutos');
    expect(row?.textBody).toContain('Seu código de verificação é: ••••••');
    expect(row?.textBody).not.toContain(code);
    expect(row?.htmlBody).not.toContain(code);
    const codes = await ctx.app.db.select().from(recoveryCodes);
    expect(codes.every((stored) => !stored.codeHash.includes(code))).toBe(true);
  });

  it('does not keep the answer waiting on a hanging SMTP server', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hanging = await createTestApp({
      env: { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}` },
      prepare: (database) => insertAuthFixtures(database.db),
    });
    try {
      const answer = await hanging.app.inject({
        method: 'POST',
        url: '/credential/recovery/password',
        payload: { email: 'ana@cliente.example' },
      });
      expect(answer.json()).toEqual(SAME_ANSWER);
      // The queued try is the one talking to the silent server; the request did not wait for it.
      await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0), WAIT);
    } finally {
      for (const socket of sockets) socket.destroy();
      await hanging.close();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('verifies the pin of that e-mail only, spends it, and answers a reset token', async () => {
    await insertUser(ctx.app.db, { id: 24, email: 'outra@cliente.example' });
    const code = await requestCode('ana@cliente.example');
    const ip = nextIp();
    const otherEmail = await verifyCode(code, 'outra@cliente.example', ip);
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json().message).toBe(INVALID_CODE);
    const wrong = await verifyCode(wrongPin(code), 'ana@cliente.example', ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(INVALID_CODE);
    const ok = await verifyCode(code, 'ana@cliente.example', ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ code: 'SUCCESS', resetToken: expect.stringMatching(/^[\w-]{40,}$/) });
    expect((await verifyCode(code, 'ana@cliente.example', ip)).statusCode).toBe(400);
  });

  it('voids older codes when a new one is requested', async () => {
    await insertUser(ctx.app.db, { id: 23, email: 'novo-codigo@cliente.example' });
    const older = await requestCode('novo-codigo@cliente.example');
    // Codes are random: one in a million repeats the older one, which would prove nothing. Ask again then.
    let newer = older;
    for (let request = 0; request < 3 && newer === older; request += 1) {
      clock.advanceSeconds(1);
      newer = await requestCode('novo-codigo@cliente.example');
    }
    expect(newer).not.toBe(older);
    const stored = await ctx.app.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, 23))
      .orderBy(recoveryCodes.id);
    const [newest, ...olders] = stored.reverse();
    expect(olders.length).toBeGreaterThan(0);
    expect(newest?.usedAt).toBeNull();
    for (const code of olders) expect(code.usedAt).not.toBeNull();
    const ip = nextIp();
    expect((await verifyCode(older, 'novo-codigo@cliente.example', ip)).statusCode).toBe(400);
    expect((await verifyCode(newer, 'novo-codigo@cliente.example', ip)).statusCode).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    await insertUser(ctx.app.db, { id: 20, email: 'expira@cliente.example' });
    const code = await requestCode('expira@cliente.example');
    clock.advanceSeconds(10 * 60);
    expect((await verifyCode(code, 'expira@cliente.example', nextIp())).statusCode).toBe(400);
  });

  it('voids the code after 5 wrong tries, even from different IPs', async () => {
    await insertUser(ctx.app.db, { id: 21, email: 'tentativas@cliente.example' });
    const code = await requestCode('tentativas@cliente.example');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await verifyCode(wrongPin(code), 'tentativas@cliente.example', nextIp());
      expect(answer.statusCode, `attempt ${attempt}`).toBe(400);
    }
    const [stored] = await ctx.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, 21));
    expect(stored?.failedAttempts).toBe(5);
    expect((await verifyCode(code, 'tentativas@cliente.example', nextIp())).statusCode).toBe(400);
  });

  it('blocks an IP after 5 wrong pins (429 with Retry-After)', async () => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verifyCode('123456', `ninguem${attempt}@cliente.example`, ip)).statusCode).toBe(400);
    }
    const blocked = await verifyCode('123456', 'ninguem@cliente.example', ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('enforces the reset password rules with the spec messages', async () => {
    const ip = nextIp();
    const cases: [string, string, string][] = [
      ['', '', 'Este campo é obrigatório'],
      ['Ab@1', 'Ab@1', 'A senha deve conter no mínimo 8 caracteres.'],
      ['semnumero@', 'semnumero@', 'A senha não segue os requisitos mínimos.'],
      ['Com espaco1@', 'Com espaco1@', 'A senha não segue os requisitos mínimos.'],
      [NEW_PASSWORD, 'Outra@senha1', 'As senhas não são iguais.'],
    ];
    for (const [password, confirm, message] of cases) {
      const response = await changePassword('qualquer-token', ip, password, confirm);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().details.map((detail: { message: string }) => detail.message)).toContain(message);
      expect(response.json().message).toContain(message);
    }
  });

  it('changes the password only with the reset token, once, and ends every session', async () => {
    await insertUser(ctx.app.db, { id: 22, email: 'troca@cliente.example' });
    const session = await signInTokens(ctx.app, 'troca@cliente.example');
    const code = await requestCode('troca@cliente.example');
    const ip = nextIp();
    // The pin alone no longer resets.
    const pinOnly = await post(
      '/credential/recovery/changePassword',
      { pin: code, resetToken: code, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
      ip,
    );
    expect(pinOnly.statusCode).toBe(400);
    expect(pinOnly.json().message).toBe(INVALID_CODE);

    const resetToken = await resetTokenOf(code, 'troca@cliente.example', ip);
    const changed = await changePassword(resetToken, ip);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ code: 'SUCCESS', message: 'Sua senha foi alterada com sucesso.' });
    expect((await changePassword(resetToken, ip, 'Outra@senha2')).statusCode).toBe(400);

    const renewal = await requestToken(ctx.app, {
      fields: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
    });
    expect(renewal.statusCode).toBe(400);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/credential',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(old.statusCode).toBe(401);
    expect((await signIn(ctx.app, { username: 'troca@cliente.example', ip: '10.7.0.1' })).statusCode).toBe(
      400,
    );
    const fresh = await signIn(ctx.app, { username: 'troca@cliente.example', password: NEW_PASSWORD });
    expect(fresh.statusCode).toBe(200);
  });

  it('limits recovery requests per e-mail (5 per hour) and per IP (20 per hour)', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await requestRecovery('spam@cliente.example')).statusCode).toBe(200);
    }
    expect((await requestRecovery('spam@cliente.example')).statusCode).toBe(429);
    const ip = nextIp();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await requestRecovery(`varios${attempt}@cliente.example`, ip)).statusCode).toBe(200);
    }
    const blocked = await requestRecovery('mais-um@cliente.example', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Muitas tentativas sem sucesso\. Aguarde \d+ minutos/);
    clock.advanceSeconds(60 * 60);
    expect((await requestRecovery('spam@cliente.example')).statusCode).toBe(200);
    expect((await requestRecovery('mais-um@cliente.example', ip)).statusCode).toBe(200);
  });
});
