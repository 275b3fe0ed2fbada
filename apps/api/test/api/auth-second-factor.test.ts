import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BI_SIGN_IN_NEEDS_SECOND_FACTOR,
  SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
  SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
  SECOND_FACTOR_INVALID_CODE_MESSAGE,
} from '@pc/contract/auth';
import { ADMIN_ONLY_MESSAGE, STAFF_ONLY_MESSAGE } from '@pc/contract/call';
import {
  CURRENT_PASSWORD_MISSING_MESSAGE,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODES_RENEWED_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  TOTP_DISABLED_MESSAGE,
  TOTP_ENABLED_MESSAGE,
} from '@pc/contract/second-factor';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import {
  passkeys,
  securitySettings,
  userRecoveryCodes,
  userTotp,
} from '../../src/db/schema/second-factors.ts';
import { users, type TUserRole } from '../../src/db/schema/users.ts';
import { CURRENT_PASSWORD_WRONG } from '../../src/features/auth/profile-service.ts';
import {
  TOTP_ALREADY_ENABLED_MESSAGE,
  TOTP_NOT_ENABLED_MESSAGE,
} from '../../src/features/auth/second-factor/second-factor-messages.ts';
import { bearer, requestToken, signIn, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, FIXTURE_PASSWORD, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { totpCodeAt, wrongTotpCodeAt } from '../helpers/totp.ts';

const ANA = { id: 1, email: 'ana@cliente.example' };
const CAIO = { id: 12, email: 'caio@cliente.example' };
const SOFIA = { id: 10, email: 'sofia@portal.example' };
const TEO = { id: 13, email: 'teo@portal.example' };
const CARLA = { id: 11, email: 'carla@portal.example' };

type TTokens = { access_token: string; refresh_token: string; token_type: string; expires_in: number };
type TChallenge = { challenge: string; mfa_token: string; methods: string[]; expires_in: number };

/**
 * Security round 2: a second factor at sign-in (TOTP with recovery codes), enrolled in Meus Dados
 * or, for staff under the admin's rule, during the sign-in itself.
 */
describe('second factor: TOTP, recovery codes and the admin rule', () => {
  let ctx: TTestApp;
  const clock = createClock(new Date('2026-03-02T12:00:10Z'));

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async (database) => {
        await insertAuthFixtures(database.db);
        const staff: [{ id: number; email: string }, TUserRole][] = [
          [SOFIA, 'STAFF'],
          [TEO, 'STAFF'],
          [CARLA, 'ADMIN'],
        ];
        for (const [user, role] of staff) {
          await insertUser(database.db, { ...user, name: `${user.email.split('@')[0]} Equipe` });
          await database.db.update(users).set({ role }).where(eq(users.id, user.id));
        }
        await insertUser(database.db, { ...CAIO, name: 'Caio Prado', companyIds: [3] });
      },
    });
  });
  afterAll(() => ctx.close());

  const post = (url: string, accessToken: string | null, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      ...(accessToken ? { headers: bearer(accessToken) } : {}),
      ...(payload ? { payload } : {}),
    });
  const status = async (accessToken: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/credential/second-factor',
      headers: bearer(accessToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const setup = (accessToken: string, currentPassword = FIXTURE_PASSWORD) =>
    post('/credential/second-factor/totp/setup', accessToken, { currentPassword });
  const confirm = (accessToken: string, code: string) =>
    post('/credential/second-factor/totp/confirm', accessToken, { code });
  const mfa = (mfaToken: string, otp: string, ip?: string) =>
    requestToken(ctx.app, {
      fields: { grant_type: 'mfa_otp', mfa_token: mfaToken, otp },
      ...(ip ? { ip } : {}),
    });
  const challengeOf = async (email: string): Promise<TChallenge> => {
    const response = await signIn(ctx.app, { username: email });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).not.toHaveProperty('access_token');
    return body;
  };
  const credentialOf = (accessToken: string) =>
    ctx.app.inject({ method: 'GET', url: '/credential', headers: bearer(accessToken) });
  const subjectsTo = async (email: string) =>
    (
      await ctx.app.db
        .select({ subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, email))
    ).map((row) => row.subject);
  const nextStep = () => clock.advanceSeconds(30);

  describe('in Meus Dados', () => {
    let anaSecret = '';
    let anaRecoveryCodes: string[] = [];

    it('asks for the current password before a secret is made: a session alone adds no factor', async () => {
      const session = await signInTokens(ctx.app, ANA.email);
      const missing = await post('/credential/second-factor/totp/setup', session.access_token, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: CURRENT_PASSWORD_MISSING_MESSAGE,
      });
      const wrong = await setup(session.access_token, 'Errada@2026');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'BAD_REQUEST', message: CURRENT_PASSWORD_WRONG });
      expect(await ctx.app.db.select().from(userTotp).where(eq(userTotp.userId, ANA.id))).toEqual([]);
    });

    it('enrols: setup answers the secret, its URI and QR code; confirm gives ten recovery codes', async () => {
      const session = await signInTokens(ctx.app, ANA.email);
      expect(await status(session.access_token)).toEqual({
        isTotpEnabled: false,
        totpEnabledAt: null,
        recoveryCodesLeft: 0,
        passkeys: [],
        isSecondFactorRequired: false,
      });

      const first = await setup(session.access_token);
      expect(first.statusCode, first.body).toBe(200);
      const firstSecret: string = first.json().data.secret;
      expect(firstSecret).toMatch(/^[A-Z2-7]{32}$/);

      // A second setup replaces the pending secret: the first one's codes no longer confirm.
      const second = (await setup(session.access_token)).json().data;
      anaSecret = second.secret;
      expect(anaSecret).not.toBe(firstSecret);
      expect(second.otpauthUri).toBe(
        `otpauth://totp/Portal%20dos%20Clientes:ana%40cliente.example?secret=${anaSecret}&issuer=Portal%20dos%20Clientes`,
      );
      expect(second.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(second.qrCode.split(',')[1], 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

      const stale = await confirm(session.access_token, await totpCodeAt(firstSecret, clock.now()));
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: SECOND_FACTOR_INVALID_CODE_MESSAGE,
      });
      const wrong = await confirm(session.access_token, await wrongTotpCodeAt(anaSecret, clock.now()));
      expect(wrong.json()).toMatchObject({ message: SECOND_FACTOR_INVALID_CODE_MESSAGE });
      expect((await status(session.access_token)).isTotpEnabled).toBe(false);

      const confirmed = await confirm(session.access_token, await totpCodeAt(anaSecret, clock.now()));
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const body = confirmed.json();
      expect(body).toMatchObject({ code: 'SUCCESS', message: TOTP_ENABLED_MESSAGE });
      anaRecoveryCodes = body.recoveryCodes;
      expect(anaRecoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      for (const code of anaRecoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);

      expect(await status(session.access_token)).toEqual({
        isTotpEnabled: true,
        totpEnabledAt: clock.now().toISOString(),
        recoveryCodesLeft: RECOVERY_CODE_COUNT,
        passkeys: [],
        isSecondFactorRequired: false,
      });
      // Enabled: a new setup is refused until it is disabled.
      const again = await setup(session.access_token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT', message: TOTP_ALREADY_ENABLED_MESSAGE });
      expect(await subjectsTo(ANA.email)).toContain(
        'Portal dos Clientes: verificação em duas etapas ativada',
      );
    });

    it('keeps the secret encrypted and the recovery codes as argon2id hashes', async () => {
      const [row] = await ctx.app.db.select().from(userTotp).where(eq(userTotp.userId, ANA.id));
      expect(row?.confirmedAt).not.toBeNull();
      expect(row?.secretEncrypted).not.toContain(anaSecret);
      expect(row?.secretEncrypted).toMatch(/^[\w-]+$/);
      expect(Buffer.from(row?.secretEncrypted ?? '', 'base64url').length).toBe(12 + 16 + anaSecret.length);
      const codes = await ctx.app.db
        .select({ codeHash: userRecoveryCodes.codeHash })
        .from(userRecoveryCodes)
        .where(eq(userRecoveryCodes.userId, ANA.id));
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      for (const { codeHash } of codes) {
        expect(codeHash).toMatch(/^\$argon2id\$/);
        expect(anaRecoveryCodes.some((code) => codeHash.includes(code))).toBe(false);
      }
    });

    it('then the password grant answers a challenge, and a right TOTP gives tokens that work', async () => {
      nextStep();
      const challenge = await challengeOf(ANA.email);
      expect(challenge).toEqual({
        challenge: 'second_factor',
        mfa_token: expect.any(String),
        methods: ['totp', 'recovery_code'],
        expires_in: SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
      });

      const answer = await mfa(challenge.mfa_token, await totpCodeAt(anaSecret, clock.now()));
      expect(answer.statusCode, answer.body).toBe(200);
      const tokens = answer.json<TTokens>();
      expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: ctx.config.ACCESS_TOKEN_TTL_SECONDS });
      const credential = await credentialOf(tokens.access_token);
      expect(credential.statusCode).toBe(200);
      expect(credential.json().data).toMatchObject({ id: ANA.id, email: ANA.email });
      // The challenge is spent with the code.
      const reused = await mfa(challenge.mfa_token, await totpCodeAt(anaSecret, clock.now(), 1));
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({
        error: 'invalid_grant',
        error_description: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
      });
    });

    it('refuses the BI sign-in with the password alone; the session gives the BI token instead', async () => {
      const bi = await ctx.app.inject({
        method: 'POST',
        url: '/gescomex/auth',
        payload: { email: ANA.email, password: FIXTURE_PASSWORD },
      });
      expect(bi.statusCode).toBe(400);
      expect(bi.json()).toMatchObject({ message: BI_SIGN_IN_NEEDS_SECOND_FACTOR });

      nextStep();
      const challenge = await challengeOf(ANA.email);
      const session = (
        await mfa(challenge.mfa_token, await totpCodeAt(anaSecret, clock.now()))
      ).json<TTokens>();
      const token = await post('/credential/bi-token', session.access_token);
      expect(token.statusCode, token.body).toBe(200);
      expect(token.json().auth_data.token).toEqual(expect.any(String));
    });

    it('refuses a code already used, and a code of an earlier step (replay, RFC 6238 §5.2)', async () => {
      const usedCode = await totpCodeAt(anaSecret, clock.now());
      const challenge = await challengeOf(ANA.email);
      const replay = await mfa(challenge.mfa_token, usedCode);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({
        error: 'invalid_grant',
        error_description: SECOND_FACTOR_INVALID_CODE_MESSAGE,
      });
      const earlier = await mfa(challenge.mfa_token, await totpCodeAt(anaSecret, clock.now(), -1));
      expect(earlier.json()).toMatchObject({ error_description: SECOND_FACTOR_INVALID_CODE_MESSAGE });

      // The next step's code (an app's clock a little ahead) is good, once.
      const ahead = await mfa(challenge.mfa_token, await totpCodeAt(anaSecret, clock.now(), 1));
      expect(ahead.statusCode, ahead.body).toBe(200);
      nextStep();
      const after = await challengeOf(ANA.email);
      expect((await mfa(after.mfa_token, await totpCodeAt(anaSecret, clock.now()))).statusCode).toBe(400);
      nextStep();
      expect((await mfa(after.mfa_token, await totpCodeAt(anaSecret, clock.now()))).statusCode).toBe(200);
    });

    it('takes a recovery code once, typed in lower case without the dash', async () => {
      const [recoveryCode = ''] = anaRecoveryCodes;
      const challenge = await challengeOf(ANA.email);
      const typed = recoveryCode.replace('-', '').toLowerCase();
      const answer = await mfa(challenge.mfa_token, typed);
      expect(answer.statusCode, answer.body).toBe(200);
      expect((await credentialOf(answer.json<TTokens>().access_token)).statusCode).toBe(200);
      expect((await status(answer.json<TTokens>().access_token)).recoveryCodesLeft).toBe(
        RECOVERY_CODE_COUNT - 1,
      );
      expect(await subjectsTo(ANA.email)).toContain(
        'Portal dos Clientes: código de recuperação usado para entrar',
      );

      const again = await challengeOf(ANA.email);
      const reused = await mfa(again.mfa_token, recoveryCode);
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({
        error: 'invalid_grant',
        error_description: SECOND_FACTOR_INVALID_CODE_MESSAGE,
      });
      // Another of the codes still works on the same challenge.
      expect((await mfa(again.mfa_token, anaRecoveryCodes[1] ?? '')).statusCode).toBe(200);
    });

    it('kills a challenge after five wrong codes: the right one is then refused too', async () => {
      nextStep();
      const challenge = await challengeOf(ANA.email);
      const wrong = await wrongTotpCodeAt(anaSecret, clock.now());
      const ip = '10.40.0.1';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const answer = await mfa(challenge.mfa_token, attempt === 3 ? 'AAAAA-AAAAA' : wrong, ip);
        expect(answer.statusCode, `attempt ${attempt}`).toBe(400);
        expect(answer.json()).toMatchObject({ error_description: SECOND_FACTOR_INVALID_CODE_MESSAGE });
      }
      const dead = await mfa(challenge.mfa_token, await totpCodeAt(anaSecret, clock.now()), ip);
      expect(dead.statusCode).toBe(400);
      expect(dead.json()).toEqual({
        error: 'invalid_grant',
        error_description: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
      });
    });

    it('refuses an expired challenge', async () => {
      const challenge = await challengeOf(ANA.email);
      clock.advanceSeconds(SECOND_FACTOR_CHALLENGE_TTL_SECONDS + 1);
      const late = await mfa(challenge.mfa_token, await totpCodeAt(anaSecret, clock.now()));
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({
        error: 'invalid_grant',
        error_description: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
      });
      expect((await mfa('not-a-token', '123456')).json()).toMatchObject({
        error_description: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
      });
    });

    it('slows wrong codes across challenges from one address, apart from the password’s throttle', async () => {
      nextStep();
      const ip = '10.40.0.2';
      const wrong = await wrongTotpCodeAt(anaSecret, clock.now());
      for (let round = 0; round < 2; round += 1) {
        const challenge = await challengeOf(ANA.email);
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          expect((await mfa(challenge.mfa_token, wrong, ip)).statusCode).toBe(400);
        }
      }
      const challenge = await challengeOf(ANA.email);
      const held = await mfa(challenge.mfa_token, await totpCodeAt(anaSecret, clock.now()), ip);
      expect(held.statusCode).toBe(429);
      expect(held.json()).toMatchObject({ error: 'too_many_attempts' });
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not held back, and after the wait this one gets its try.
      nextStep();
      const other = await challengeOf(ANA.email);
      expect(
        (await mfa(other.mfa_token, await totpCodeAt(anaSecret, clock.now()), '10.40.0.3')).statusCode,
      ).toBe(200);
      nextStep();
      expect((await mfa(challenge.mfa_token, await totpCodeAt(anaSecret, clock.now()), ip)).statusCode).toBe(
        200,
      );
    });

    it('renews the recovery codes and disables TOTP only with the right password', async () => {
      nextStep();
      const challenge = await challengeOf(ANA.email);
      const session = (
        await mfa(challenge.mfa_token, await totpCodeAt(anaSecret, clock.now()))
      ).json<TTokens>();

      const renewWrong = await post('/credential/second-factor/recovery-codes', session.access_token, {
        currentPassword: 'errada',
      });
      expect(renewWrong.statusCode).toBe(400);
      expect(renewWrong.json()).toMatchObject({ message: CURRENT_PASSWORD_WRONG });
      const renewed = await post('/credential/second-factor/recovery-codes', session.access_token, {
        currentPassword: FIXTURE_PASSWORD,
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect(renewed.json()).toMatchObject({ code: 'SUCCESS', message: RECOVERY_CODES_RENEWED_MESSAGE });
      const newCodes: string[] = renewed.json().recoveryCodes;
      expect(newCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect((await status(session.access_token)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT);
      expect(await subjectsTo(ANA.email)).toContain(
        'Portal dos Clientes: novos códigos de recuperação gerados',
      );
      // An old, unused code no longer works; a new one does.
      const withOld = await challengeOf(ANA.email);
      expect((await mfa(withOld.mfa_token, anaRecoveryCodes[2] ?? '')).statusCode).toBe(400);
      expect((await mfa(withOld.mfa_token, newCodes[0] ?? '')).statusCode).toBe(200);

      const disableWrong = await post('/credential/second-factor/totp/disable', session.access_token, {
        currentPassword: 'errada',
      });
      expect(disableWrong.statusCode).toBe(400);
      expect(disableWrong.json()).toMatchObject({ message: CURRENT_PASSWORD_WRONG });
      expect((await status(session.access_token)).isTotpEnabled).toBe(true);

      const disabled = await post('/credential/second-factor/totp/disable', session.access_token, {
        currentPassword: FIXTURE_PASSWORD,
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(disabled.json()).toEqual({ code: 'SUCCESS', message: TOTP_DISABLED_MESSAGE });
      expect(await status(session.access_token)).toMatchObject({
        isTotpEnabled: false,
        recoveryCodesLeft: 0,
      });
      expect(await ctx.app.db.select().from(userTotp).where(eq(userTotp.userId, ANA.id))).toEqual([]);
      expect(
        await ctx.app.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, ANA.id)),
      ).toEqual([]);
      expect(await subjectsTo(ANA.email)).toContain(
        'Portal dos Clientes: verificação em duas etapas desativada',
      );

      // Off: the password alone signs in again; renewing or disabling has nothing to act on.
      const plain = await signIn(ctx.app, { username: ANA.email });
      expect(plain.json()).toHaveProperty('access_token');
      for (const url of [
        '/credential/second-factor/recovery-codes',
        '/credential/second-factor/totp/disable',
      ]) {
        const refused = await post(url, session.access_token, { currentPassword: FIXTURE_PASSWORD });
        expect(refused.statusCode, url).toBe(409);
        expect(refused.json()).toMatchObject({ message: TOTP_NOT_ENABLED_MESSAGE });
      }
    });
  });

  describe('the admin’s rule for staff', () => {
    let sofiaSecret = '';

    it('is read and set by an admin only (403 in pt-BR for staff and customers)', async () => {
      const carla = await signInTokens(ctx.app, CARLA.email);
      const sofia = await signInTokens(ctx.app, SOFIA.email);
      const caio = await signInTokens(ctx.app, CAIO.email);
      const put = (accessToken: string, isStaffSecondFactorRequired: unknown) =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/admin/security-settings',
          headers: bearer(accessToken),
          payload: { isStaffSecondFactorRequired },
        });
      const get = (accessToken: string) =>
        ctx.app.inject({ method: 'GET', url: '/api/admin/security-settings', headers: bearer(accessToken) });

      const refusals: [string, string][] = [
        [sofia.access_token, ADMIN_ONLY_MESSAGE],
        [caio.access_token, STAFF_ONLY_MESSAGE],
      ];
      for (const [token, message] of refusals) {
        const refused = await put(token, true);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message });
        expect((await get(token)).statusCode).toBe(403);
      }
      expect((await get(carla.access_token)).json()).toEqual({
        data: { isStaffSecondFactorRequired: false },
      });
      expect((await put(carla.access_token, 'sim')).statusCode).toBe(400);

      const saved = await put(carla.access_token, true);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ data: { isStaffSecondFactorRequired: true } });
      expect((await get(carla.access_token)).json()).toEqual({ data: { isStaffSecondFactorRequired: true } });
      const [row] = await ctx.app.db.select().from(securitySettings);
      expect(row).toMatchObject({ id: 1, isStaffSecondFactorRequired: true, updatedBy: CARLA.id });
    });

    it('leaves customers alone, and takes in admins as staff', async () => {
      const response = await signIn(ctx.app, { username: CAIO.email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty('access_token');
      expect(response.json()).not.toHaveProperty('challenge');
      expect((await challengeOf(CARLA.email)).challenge).toBe('second_factor_enrolment');
    });

    it('enrols a staff member without a factor during the sign-in, then asks for the code', async () => {
      nextStep();
      const enrolment = await challengeOf(SOFIA.email);
      expect(enrolment).toEqual({
        challenge: 'second_factor_enrolment',
        mfa_token: expect.any(String),
        methods: ['totp'],
        expires_in: SECOND_FACTOR_CHALLENGE_TTL_SECONDS,
      });
      // The enrolment's token is not a second-factor challenge.
      expect((await mfa(enrolment.mfa_token, '123456')).json()).toMatchObject({
        error_description: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
      });

      const refusedSetup = await post('/credential/sign-in/totp/setup', null, { mfa_token: 'not-a-token' });
      expect(refusedSetup.statusCode).toBe(400);
      expect(refusedSetup.json()).toMatchObject({ message: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE });

      const setupAnswer = await post('/credential/sign-in/totp/setup', null, {
        mfa_token: enrolment.mfa_token,
      });
      expect(setupAnswer.statusCode, setupAnswer.body).toBe(200);
      const { secret, otpauthUri } = setupAnswer.json().data;
      sofiaSecret = secret;
      expect(otpauthUri).toContain('sofia%40portal.example');

      const confirmAt = (code: string) =>
        post('/credential/sign-in/totp/confirm', null, { mfa_token: enrolment.mfa_token, code });
      const wrong = await confirmAt(await wrongTotpCodeAt(secret, clock.now()));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: SECOND_FACTOR_INVALID_CODE_MESSAGE });

      const code = await totpCodeAt(secret, clock.now());
      const confirmed = await confirmAt(code);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const body = confirmed.json();
      expect(body).toMatchObject({ code: 'SUCCESS', message: TOTP_ENABLED_MESSAGE });
      expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(body.token).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
      const credential = await credentialOf(body.token.access_token);
      expect(credential.json().data).toMatchObject({ email: SOFIA.email, role: 'STAFF' });
      expect(await status(body.token.access_token)).toMatchObject({
        isTotpEnabled: true,
        isSecondFactorRequired: true,
      });
      // The enrolment is spent; the next sign-in asks for the code.
      const again = await confirmAt(code);
      expect(again.json()).toMatchObject({ message: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE });
      const next = await challengeOf(SOFIA.email);
      expect(next).toMatchObject({ challenge: 'second_factor', methods: ['totp', 'recovery_code'] });
      nextStep();
      expect((await mfa(next.mfa_token, await totpCodeAt(secret, clock.now()))).statusCode).toBe(200);
    });

    it('kills an enrolment after five wrong codes', async () => {
      const enrolment = await challengeOf(TEO.email);
      expect(enrolment.challenge).toBe('second_factor_enrolment');
      const { secret } = (
        await post('/credential/sign-in/totp/setup', null, { mfa_token: enrolment.mfa_token })
      ).json().data;
      const confirmAt = async (code: string) =>
        post('/credential/sign-in/totp/confirm', null, { mfa_token: enrolment.mfa_token, code });
      const wrong = await wrongTotpCodeAt(secret, clock.now());
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await confirmAt(wrong)).json(), `attempt ${attempt}`).toMatchObject({
          message: SECOND_FACTOR_INVALID_CODE_MESSAGE,
        });
      }
      const dead = await confirmAt(await totpCodeAt(secret, clock.now()));
      expect(dead.statusCode).toBe(400);
      expect(dead.json()).toMatchObject({ message: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE });
      const [row] = await ctx.app.db.select().from(userTotp).where(eq(userTotp.userId, TEO.id));
      expect(row?.confirmedAt).toBeNull();
    });

    it('keeps a staff member’s only factor while required; a passkey lets TOTP go', async () => {
      nextStep();
      const challenge = await challengeOf(SOFIA.email);
      const answer = await mfa(challenge.mfa_token, await totpCodeAt(sofiaSecret, clock.now()));
      expect(answer.statusCode, answer.body).toBe(200);
      const session = answer.json<TTokens>();
      const refused = await post('/credential/second-factor/totp/disable', session.access_token, {
        currentPassword: FIXTURE_PASSWORD,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: SECOND_FACTOR_REQUIRED_MESSAGE });
      expect((await status(session.access_token)).isTotpEnabled).toBe(true);

      const created = new Date('2026-03-01T10:00:00Z');
      const [passkey] = await ctx.app.db
        .insert(passkeys)
        .values({
          userId: SOFIA.id,
          credentialId: 'c29maWEta2V5',
          publicKey: 'cHVibGlj',
          deviceType: 'multiDevice',
          name: 'Notebook',
          created,
        })
        .returning({ id: passkeys.id });
      expect((await status(session.access_token)).passkeys).toEqual([
        { id: passkey?.id, name: 'Notebook', created: created.toISOString(), lastUsedAt: null },
      ]);
      const disabled = await post('/credential/second-factor/totp/disable', session.access_token, {
        currentPassword: FIXTURE_PASSWORD,
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      // The passkey is now the factor the sign-in asks for.
      expect(await challengeOf(SOFIA.email)).toMatchObject({
        challenge: 'second_factor',
        methods: ['passkey'],
      });
    });
  });
});

describe('rate limit of the sign-in enrolment calls', () => {
  it('holds them to the public auth writes’ limit per IP, like the other public auth routes', async () => {
    const ctx = await createTestApp({ env: { PUBLIC_AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      for (const url of ['/credential/sign-in/totp/setup', '/credential/sign-in/totp/confirm']) {
        const call = () =>
          ctx.app.inject({
            method: 'POST',
            url,
            payload: { mfa_token: 'not-a-token', code: '123456' },
            remoteAddress: '10.50.0.1',
          });
        for (let attempt = 1; attempt <= 3; attempt += 1) expect((await call()).statusCode, url).toBe(400);
        const limited = await call();
        expect(limited.statusCode, url).toBe(429);
        expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      }
    } finally {
      await ctx.close();
    }
  });
});
