import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, recoveryCodes } from '../../src/db/schema/audit.ts';
import { requestToken, signIn, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

const SAME_ANSWER = {
  code: 'SUCCESS',
  message:
    'Se o e-mail estiver cadastrado, você receberá um código de verificação. Confira também a caixa de spam.',
};
const NEW_PASSWORD = 'Nova@senha1';

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
  const requestRecovery = (email: string) => post('/credential/recovery/password', { email });
  const verifyCode = (pin: string, ip: string) => post('/credential/recovery/verifyCode', { pin }, ip);
  const changePassword = (pin: string, ip: string, newPassword = NEW_PASSWORD, confirm = newPassword) =>
    post('/credential/recovery/changePassword', { pin, newPassword, newPasswordConfirm: confirm }, ip);

  /** The code as the user reads it: from the newest .eml file of the recipient. */
  const readCodeFromOutbox = async (email: string): Promise<string> => {
    const files = (await readdir(path.join(dataDir, 'outbox'))).filter((file) =>
      file.endsWith(`${email.replace('@', '_at_')}.eml`),
    );
    const newest = files.sort().at(-1);
    if (!newest) throw new Error(`no e-mail for ${email}`);
    const text = await readFile(path.join(dataDir, 'outbox', newest), 'utf8');
    const code = /Seu código de verificação é: (\d{6})/.exec(text)?.[1];
    if (!code) throw new Error('no code in the e-mail');
    return code;
  };
  const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

  it('answers the same body for a known and an unknown e-mail, and mails only the known one', async () => {
    const before = await ctx.app.db.select().from(emailOutbox);
    const unknown = await requestRecovery('ninguem@cliente.example');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(SAME_ANSWER);
    expect(await ctx.app.db.select().from(emailOutbox)).toHaveLength(before.length);

    const known = await requestRecovery('Ana@Cliente.example');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(SAME_ANSWER);
  });

  it('records the e-mail in the outbox table and as a readable .eml file', async () => {
    const [row] = await ctx.app.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(row).toMatchObject({ toAddress: 'ana@cliente.example', status: 'LOGGED' });
    expect(row?.textBody).toContain('Olá, Ana!');
    expect(row?.textBody).toContain('10 minutos');
    expect(row?.textBody).toContain('ignore este e-mail');
    const code = await readCodeFromOutbox('ana@cliente.example');
    expect(row?.textBody).toContain(code);
    // Only a keyed hash is stored.
    const codes = await ctx.app.db.select().from(recoveryCodes);
    expect(codes.every((stored) => !stored.codeHash.includes(code))).toBe(true);
  });

  it('verifies a right code without spending it, and refuses a wrong one', async () => {
    await requestRecovery('ana@cliente.example');
    const code = await readCodeFromOutbox('ana@cliente.example');
    const ip = nextIp();
    const ok = await verifyCode(code, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().code).toBe('SUCCESS');
    expect((await verifyCode(code, ip)).statusCode).toBe(200);
    const wrong = await verifyCode(wrongPin(code), ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Código de verificação inválido ou expirado. Solicite um novo código.');
  });

  it('voids older codes when a new one is requested', async () => {
    await insertUser(ctx.app.db, { id: 23, email: 'novo-codigo@cliente.example' });
    await requestRecovery('novo-codigo@cliente.example');
    const older = await readCodeFromOutbox('novo-codigo@cliente.example');
    // Codes are random: one in a million repeats the older one, which would prove nothing. Ask again then.
    let newer = older;
    for (let request = 0; request < 3 && newer === older; request += 1) {
      clock.advanceSeconds(1);
      await requestRecovery('novo-codigo@cliente.example');
      newer = await readCodeFromOutbox('novo-codigo@cliente.example');
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
    const refused = await verifyCode(older, ip);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Código de verificação inválido ou expirado. Solicite um novo código.',
    );
    expect((await verifyCode(newer, ip)).statusCode).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    await insertUser(ctx.app.db, { id: 20, email: 'expira@cliente.example' });
    await requestRecovery('expira@cliente.example');
    const code = await readCodeFromOutbox('expira@cliente.example');
    const ip = nextIp();
    clock.advanceSeconds(10 * 60 - 1);
    expect((await verifyCode(code, ip)).statusCode).toBe(200);
    clock.advanceSeconds(1);
    expect((await verifyCode(code, ip)).statusCode).toBe(400);
  });

  it('voids the code after 5 wrong tries', async () => {
    await insertUser(ctx.app.db, { id: 21, email: 'tentativas@cliente.example' });
    await requestRecovery('tentativas@cliente.example');
    const code = await readCodeFromOutbox('tentativas@cliente.example');
    const ip = nextIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verifyCode(wrongPin(code), ip)).statusCode, `attempt ${attempt}`).toBe(400);
    }
    const blocked = await verifyCode(code, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const [stored] = await ctx.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, 21));
    expect(stored?.failedAttempts).toBe(5);
    // The block ends, the code stays void.
    clock.advanceSeconds(15 * 60);
    expect((await verifyCode(code, ip)).statusCode).toBe(400);
  });

  it('enforces the reset password rules with the spec messages', async () => {
    await requestRecovery('ana@cliente.example');
    const code = await readCodeFromOutbox('ana@cliente.example');
    const ip = nextIp();
    const cases: [string, string, string][] = [
      ['', '', 'Este campo é obrigatório'],
      ['Ab@1', 'Ab@1', 'A senha deve conter no mínimo 8 caracteres.'],
      ['semnumero@', 'semnumero@', 'A senha não segue os requisitos mínimos.'],
      ['Com espaco1@', 'Com espaco1@', 'A senha não segue os requisitos mínimos.'],
      [NEW_PASSWORD, 'Outra@senha1', 'As senhas não são iguais.'],
    ];
    for (const [password, confirm, message] of cases) {
      const response = await changePassword(code, ip, password, confirm);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().details.map((detail: { message: string }) => detail.message)).toContain(message);
      expect(response.json().message).toContain(message);
    }
  });

  it('changes the password once, ends every session, and the old password stops working', async () => {
    await insertUser(ctx.app.db, { id: 22, email: 'troca@cliente.example' });
    const session = await signInTokens(ctx.app, 'troca@cliente.example');
    await requestRecovery('troca@cliente.example');
    const code = await readCodeFromOutbox('troca@cliente.example');
    const ip = nextIp();

    const changed = await changePassword(code, ip);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ code: 'SUCCESS', message: 'Sua senha foi alterada com sucesso.' });

    // Single use.
    expect((await changePassword(code, ip, 'Outra@senha2')).statusCode).toBe(400);
    const renewal = await requestToken(ctx.app, {
      fields: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
    });
    expect(renewal.statusCode).toBe(400);
    expect((await signIn(ctx.app, { username: 'troca@cliente.example', ip: '10.7.0.1' })).statusCode).toBe(
      400,
    );
    const fresh = await signIn(ctx.app, { username: 'troca@cliente.example', password: NEW_PASSWORD });
    expect(fresh.statusCode).toBe(200);
  });

  it('limits recovery requests per e-mail (5 per hour)', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await requestRecovery('spam@cliente.example')).statusCode).toBe(200);
    }
    expect((await requestRecovery('spam@cliente.example')).statusCode).toBe(429);
    clock.advanceSeconds(60 * 60);
    expect((await requestRecovery('spam@cliente.example')).statusCode).toBe(200);
  });
});
