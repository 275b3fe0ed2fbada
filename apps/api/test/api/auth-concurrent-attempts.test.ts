import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_INVALID_CODE_MESSAGE,
  SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
  SECOND_FACTOR_INVALID_CODE_MESSAGE,
} from '@pc/contract/auth';
import { emailChanges, recoveryCodes } from '../../src/db/schema/audit.ts';
import { authChallenges } from '../../src/db/schema/second-factors.ts';
import { hashEmailChangeCode } from '../../src/features/auth/email-change-service.ts';
import { hashRecoveryCode } from '../../src/features/auth/recovery-service.ts';
import { bearer, requestToken, signIn, signInTokens } from '../helpers/auth-requests.ts';
import { createClock, FIXTURE_PASSWORD, insertAuthFixtures, insertUser } from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { totpCodeAt, wrongTotpCodeAt } from '../helpers/totp.ts';

const INVALID_RECOVERY_PIN = 'Código de verificação inválido ou expirado. Solicite um novo código.';

/** How the answers to a burst fell: checked and wrong, refused unchecked (spent challenge, 429). */
const tally = (answers: LightMyRequestResponse[], wrongMessage: string) => {
  const bodies = answers.map((answer) => answer.json<{ error_description?: string; message?: string }>());
  const isWrong = (body: (typeof bodies)[number]) =>
    (body.error_description ?? body.message) === wrongMessage;
  return {
    wrong: bodies.filter(isWrong).length,
    expired: bodies.filter((body) => body.error_description === SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE)
      .length,
    waiting: answers.filter((answer) => answer.statusCode === 429).length,
    total: answers.length,
  };
};

const times = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

/**
 * Security round 3: every attempt counter is taken atomically BEFORE the answer is checked, so a
 * burst of guesses sent at once (Promise.all of app.inject) meets the limits that guesses sent one
 * by one meet. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, whose pool sends them in
 * parallel over several connections.
 */
describe('attempts sent at once meet the limits of attempts sent one by one', () => {
  let ctx: TTestApp;
  const clock = createClock(new Date('2026-03-09T14:00:10Z'));
  let nextUserId = 40;

  beforeAll(async () => {
    ctx = await createTestApp({ now: clock.now, prepare: (database) => insertAuthFixtures(database.db) });
  });
  afterAll(() => ctx.close());

  /** A fresh customer, so one test's counters never reach the next. */
  const newUser = async (): Promise<{ id: number; email: string }> => {
    nextUserId += 1;
    const user = { id: nextUserId, email: `paralelo${nextUserId}@cliente.example` };
    await insertUser(ctx.app.db, { ...user, companyIds: [3] });
    return user;
  };

  /** A fresh customer with TOTP on (enrolled in Meus Dados); answers its secret. */
  const newUserWithTotp = async () => {
    const user = await newUser();
    const session = await signInTokens(ctx.app, user.email);
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(session.access_token), payload });
    const setup = await post('/credential/second-factor/totp/setup', { currentPassword: FIXTURE_PASSWORD });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ data: { secret: string } }>().data;
    const confirm = await post('/credential/second-factor/totp/confirm', {
      code: await totpCodeAt(secret, clock.now()),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // The step of the enrolment's code is spent: later codes are of later steps.
    clock.advanceSeconds(30);
    return { ...user, secret };
  };

  /** The password sign-in's second-factor challenge (one at a time: a burst of right passwords is not the point). */
  const challengesOf = async (email: string, count: number): Promise<string[]> => {
    const tokens: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const answer = await signIn(ctx.app, { username: email });
      expect(answer.statusCode, answer.body).toBe(200);
      tokens.push(answer.json<{ mfa_token: string }>().mfa_token);
    }
    return tokens;
  };
  const mfa = (mfaToken: string, otp: string, ip: string) =>
    requestToken(ctx.app, { fields: { grant_type: 'mfa_otp', mfa_token: mfaToken, otp }, ip });

  describe('second-factor codes', () => {
    it('checks 5 of 40 wrong codes sent at once to one mfa_token from 8 addresses; then the right one is refused', async () => {
      const user = await newUserWithTotp();
      const [mfaToken = ''] = await challengesOf(user.email, 1);
      const wrong = await wrongTotpCodeAt(user.secret, clock.now());

      const answers = await Promise.all(
        times(40, (index) => mfa(mfaToken, wrong, `10.61.0.${(index % 8) + 1}`)),
      );

      expect(tally(answers, SECOND_FACTOR_INVALID_CODE_MESSAGE)).toEqual({
        wrong: 5,
        expired: 35,
        waiting: 0,
        total: 40,
      });
      const [row] = await ctx.app.db
        .select({ failedAttempts: authChallenges.failedAttempts })
        .from(authChallenges)
        .where(eq(authChallenges.userId, user.id));
      expect(row?.failedAttempts).toBe(5);
      const right = await mfa(mfaToken, await totpCodeAt(user.secret, clock.now()), '10.61.0.9');
      expect(right.json()).toEqual({
        error: 'invalid_grant',
        error_description: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
      });
    });

    it('checks 10 of 20 wrong codes sent at once from one address across 4 challenges; a new address still signs in', async () => {
      const user = await newUserWithTotp();
      const tokens = await challengesOf(user.email, 5);
      const wrong = await wrongTotpCodeAt(user.secret, clock.now());
      const ip = '10.62.0.1';

      const answers = await Promise.all(times(20, (index) => mfa(tokens[index % 4] ?? '', wrong, ip)));

      expect(tally(answers, SECOND_FACTOR_INVALID_CODE_MESSAGE)).toEqual({
        wrong: 10,
        expired: 0,
        waiting: 10,
        total: 20,
      });
      const right = await totpCodeAt(user.secret, clock.now());
      const held = await mfa(tokens[4] ?? '', right, ip);
      expect(held.statusCode).toBe(429);
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
      // The owner, from another address, is not held back.
      expect((await mfa(tokens[4] ?? '', right, '10.62.0.2')).statusCode).toBe(200);
    });

    it('past 50 wrong codes an hour, each address gets one before it waits; the owner is never locked out', async () => {
      const user = await newUserWithTotp();
      const wrong = await wrongTotpCodeAt(user.secret, clock.now());
      // 5 addresses, 10 codes each (their own limit), one by one: every one is checked.
      const firstTokens = await challengesOf(user.email, 10);
      const first: LightMyRequestResponse[] = [];
      for (let index = 0; index < 50; index += 1) {
        first.push(await mfa(firstTokens[index % 10] ?? '', wrong, `10.63.0.${(index % 5) + 1}`));
      }
      expect(tally(first, SECOND_FACTOR_INVALID_CODE_MESSAGE).wrong).toBe(50);

      // Under attack: 8 new addresses, 10 codes each at once; each gets its first code checked only.
      const attackTokens = await challengesOf(user.email, 16);
      const attack = await Promise.all(
        times(80, (index) => mfa(attackTokens[index % 16] ?? '', wrong, `10.64.0.${(index % 8) + 1}`)),
      );
      expect(tally(attack, SECOND_FACTOR_INVALID_CODE_MESSAGE)).toEqual({
        wrong: 8,
        expired: 0,
        waiting: 72,
        total: 80,
      });

      const [ownerToken = ''] = await challengesOf(user.email, 1);
      const right = await totpCodeAt(user.secret, clock.now());
      // An address that failed waits, even with the right code…
      expect((await mfa(ownerToken, right, '10.64.0.1')).statusCode).toBe(429);
      // …and the owner's own address, which has not, signs in.
      const owner = await mfa(ownerToken, right, '10.65.0.1');
      expect(owner.statusCode, owner.body).toBe(200);
      expect(owner.json()).toHaveProperty('access_token');
    });
  });

  describe('passwords', () => {
    it('checks 5 of 30 wrong passwords sent at once for one account from one address; others still sign in', async () => {
      const user = await newUser();
      const ip = '10.66.0.1';
      const answers = await Promise.all(
        times(30, () => signIn(ctx.app, { username: user.email, password: 'Errada@2026', ip })),
      );
      expect(tally(answers, 'Bad credentials')).toMatchObject({ wrong: 5, waiting: 25 });
      expect((await signIn(ctx.app, { username: user.email, ip })).statusCode).toBe(429);
      expect((await signIn(ctx.app, { username: user.email, ip: '10.66.0.2' })).statusCode).toBe(200);
    });

    it('checks 20 of 40 wrong passwords sent at once from one address across accounts', async () => {
      const ip = '10.67.0.1';
      const answers = await Promise.all(
        times(40, (index) => signIn(ctx.app, { username: `ninguem${index}@x.example`, password: 'x', ip })),
      );
      expect(tally(answers, 'Bad credentials')).toMatchObject({ wrong: 20, waiting: 20 });
    });
  });

  describe('e-mailed codes', () => {
    it('compares at most 5 of 20 recovery pins sent at once for one code, and 5 from one address', async () => {
      const user = await newUser();
      const pin = '246810';
      await ctx.app.db.insert(recoveryCodes).values({
        userId: user.id,
        codeHash: hashRecoveryCode({ pin, pepper: ctx.config.JWT_SECRET }),
        created: clock.now(),
        expiresAt: new Date(clock.now().getTime() + 10 * 60_000),
      });
      const verify = (candidate: string, email: string, ip: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/credential/recovery/verifyCode',
          payload: { pin: candidate, email },
          remoteAddress: ip,
        });

      const wrongPins = await Promise.all(
        times(20, (index) => verify(String(100_000 + index), user.email, `10.68.0.${index + 1}`)),
      );
      expect(tally(wrongPins, INVALID_RECOVERY_PIN)).toMatchObject({ wrong: 20, waiting: 0 });
      const [row] = await ctx.app.db
        .select({ failedAttempts: recoveryCodes.failedAttempts })
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, user.id));
      expect(row?.failedAttempts).toBe(5);
      expect((await verify(pin, user.email, '10.68.1.1')).statusCode).toBe(400);

      const oneAddress = await Promise.all(
        times(12, (index) => verify('135790', `ninguem${index}@cliente.example`, '10.69.0.1')),
      );
      expect(tally(oneAddress, INVALID_RECOVERY_PIN)).toMatchObject({ wrong: 5, waiting: 7 });
    });

    it('compares at most 5 of 20 e-mail change codes sent at once', async () => {
      const user = await newUser();
      const session = await signInTokens(ctx.app, user.email);
      const code = '975310';
      await ctx.app.db.insert(emailChanges).values({
        userId: user.id,
        newEmail: `novo${user.id}@cliente.example`,
        codeHash: hashEmailChangeCode({ code, pepper: ctx.config.JWT_SECRET }),
        created: clock.now(),
        expiresAt: new Date(clock.now().getTime() + 10 * 60_000),
      });
      const confirm = (candidate: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/credential/email-change/confirm',
          headers: bearer(session.access_token),
          payload: { code: candidate },
        });

      const answers = await Promise.all(times(20, (index) => confirm(String(100_000 + index))));
      expect(tally(answers, EMAIL_CHANGE_INVALID_CODE_MESSAGE)).toMatchObject({ wrong: 20 });
      const [row] = await ctx.app.db
        .select({ failedAttempts: emailChanges.failedAttempts })
        .from(emailChanges)
        .where(eq(emailChanges.userId, user.id));
      expect(row?.failedAttempts).toBe(5);
      expect((await confirm(code)).statusCode).toBe(400);
    });
  });
});
