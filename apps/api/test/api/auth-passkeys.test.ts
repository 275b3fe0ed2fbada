import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSKEY_INVALID_CREDENTIAL_MESSAGE,
  SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
  SECOND_FACTOR_MAX_ATTEMPTS,
} from '@pc/contract/auth';
import {
  CURRENT_PASSWORD_MISSING_MESSAGE,
  MAX_PASSKEYS_PER_USER,
  PASSKEY_ALREADY_REGISTERED_MESSAGE,
  PASSKEY_CHALLENGE_EXPIRED_MESSAGE,
  PASSKEY_LIMIT_MESSAGE,
  PASSKEY_NONE_MESSAGE,
  PASSKEY_NOT_FOUND_MESSAGE,
  PASSKEY_NOT_VERIFIED_MESSAGE,
  PASSKEY_ORIGIN_MESSAGE,
  PASSKEY_REMOVED_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
} from '@pc/contract/second-factor';
import { emailOutbox } from '../../src/db/schema/audit.ts';
import { authChallenges, passkeys, securitySettings, userTotp } from '../../src/db/schema/second-factors.ts';
import { users } from '../../src/db/schema/users.ts';
import { createAuthChallenge } from '../../src/features/auth/auth-challenge-repository.ts';
import { CURRENT_PASSWORD_WRONG } from '../../src/features/auth/profile-service.ts';
import { bearer, formBody, signIn, signInTokens } from '../helpers/auth-requests.ts';
import {
  createClock,
  FIXTURE_PASSWORD,
  insertAuthFixtures,
  insertUser,
  OAUTH_BASIC,
} from '../helpers/fixtures.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { createVirtualAuthenticator, type TVirtualAuthenticator } from '../helpers/virtual-authenticator.ts';

const ORIGIN = 'http://localhost:5173';
const ANA = { id: 1, email: 'ana@cliente.example' };
const BRUNO = { id: 3, email: 'bruno@cliente.example' };
const CARLA = { id: 50, email: 'carla@portal.example' };
const DANI = { id: 51, email: 'dani@cliente.example' };

type TOptions = { challengeId: string; options: Record<string, unknown> & { challenge: string } };
type TRegistrationOptions = TOptions & {
  options: { rp: { id?: string; name: string }; user: { id: string; name: string; displayName: string } };
};
type TAuthenticationOptions = TOptions & {
  options: { rpId?: string; allowCredentials?: { id: string }[]; userVerification?: string };
};

/** Passkeys (security round 2): registration in Meus Dados, passwordless sign-in, second factor, removal. */
describe('passkeys with a software authenticator', () => {
  let ctx: TTestApp;
  const clock = createClock(new Date('2026-03-05T15:00:00Z'));
  const sessions: Record<number, string> = {};
  const anaKeys: TVirtualAuthenticator[] = [];
  const anaPasskeyIds: number[] = [];

  const withOrigin = (origin: string | null): Record<string, string> => (origin ? { origin } : {});

  /** Adding a factor asks for the current password (ASVS 5.0 7.5.1), as removing one does. */
  const registrationOptions = (
    accessToken: string,
    origin: string | null = ORIGIN,
    payload: object = { currentPassword: FIXTURE_PASSWORD },
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/credential/passkeys/registration-options',
      headers: { ...bearer(accessToken), ...withOrigin(origin) },
      payload,
    });
  const postPasskey = (accessToken: string, payload: object, origin: string | null = ORIGIN) =>
    ctx.app.inject({
      method: 'POST',
      url: '/credential/passkeys',
      headers: { ...bearer(accessToken), ...withOrigin(origin) },
      payload,
    });
  /** DELETE with the current password (ASVS 5.0 7.5.1); `payload: null` sends no body at all. */
  const deletePasskey = (
    accessToken: string,
    id: number,
    payload: object | null = { currentPassword: FIXTURE_PASSWORD },
  ) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/credential/passkeys/${id}`,
      headers: bearer(accessToken),
      ...(payload ? { payload } : {}),
    });
  const authenticationOptions = (payload: object = {}, origin: string | null = ORIGIN) =>
    ctx.app.inject({
      method: 'POST',
      url: '/credential/passkeys/authentication-options',
      headers: withOrigin(origin),
      payload,
    });
  const passkeyGrant = (fields: Record<string, string>, origin: string | null = ORIGIN) =>
    ctx.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: OAUTH_BASIC,
        ...withOrigin(origin),
      },
      payload: formBody({ grant_type: 'passkey', ...fields }),
    });
  const credentialOf = (accessToken: string) =>
    ctx.app.inject({ method: 'GET', url: '/credential', headers: bearer(accessToken) });

  /** Registration options → the authenticator's answer → POST /credential/passkeys. */
  const register = async (userId: number, key: TVirtualAuthenticator, name: string) => {
    const options = await registrationOptions(sessions[userId] ?? '');
    expect(options.statusCode, options.body).toBe(200);
    const { challengeId, options: creation } = options.json<TRegistrationOptions>();
    return postPasskey(sessions[userId] ?? '', { challengeId, name, credential: key.register(creation) });
  };
  const passwordlessOptions = async () => {
    const response = await authenticationOptions();
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TAuthenticationOptions>();
  };
  const storedPasskey = async (credentialId: string) =>
    (await ctx.app.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)))[0];
  const newKey = () => createVirtualAuthenticator({ origin: ORIGIN });
  const noticesTo = async (email: string) =>
    ctx.app.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(emailOutbox.id);
  const secondFactorStatus = (accessToken: string) =>
    ctx.app.inject({ method: 'GET', url: '/credential/second-factor', headers: bearer(accessToken) });

  beforeAll(async () => {
    ctx = await createTestApp({
      now: clock.now,
      prepare: async (database) => {
        await insertAuthFixtures(database.db);
        await insertUser(database.db, { id: CARLA.id, email: CARLA.email, name: 'Carla Dias' });
        await database.db.update(users).set({ role: 'STAFF' }).where(eq(users.id, CARLA.id));
        await insertUser(database.db, { id: DANI.id, email: DANI.email, name: 'Dani Reis' });
      },
    });
    // Sessions opened before anyone has a passkey (afterwards the password alone no longer signs in).
    for (const user of [ANA, BRUNO, CARLA, DANI]) {
      sessions[user.id] = (await signInTokens(ctx.app, user.email)).access_token;
    }
  });
  afterAll(() => ctx.close());

  it('asks for the current password before registration options: a session alone adds no factor', async () => {
    const token = sessions[ANA.id] ?? '';
    for (const payload of [{}, { currentPassword: '' }]) {
      const missing = await registrationOptions(token, ORIGIN, payload);
      expect(missing.statusCode, missing.body).toBe(400);
      expect(missing.json().message).toBe(CURRENT_PASSWORD_MISSING_MESSAGE);
    }
    const wrong = await registrationOptions(token, ORIGIN, { currentPassword: 'Errada@2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: CURRENT_PASSWORD_WRONG,
      details: [{ path: 'body.currentPassword', message: CURRENT_PASSWORD_WRONG }],
    });
    // Without options there is no challenge to answer.
    const challenges = await ctx.app.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.userId, ANA.id));
    expect(challenges.filter((row) => row.kind === 'PASSKEY_REGISTRATION')).toEqual([]);
  });

  it('registers two passkeys for Ana: options for localhost, her handle, the first one excluded next time', async () => {
    const first = await registrationOptions(sessions[ANA.id] ?? '');
    expect(first.statusCode, first.body).toBe(200);
    const firstBody = first.json<TRegistrationOptions>();
    expect(firstBody.options).toMatchObject({
      rp: { name: 'Portal dos Clientes', id: 'localhost' },
      user: { name: ANA.email, displayName: 'Ana Souza' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      attestation: 'none',
      excludeCredentials: [],
    });
    const notebook = newKey();
    const added = await postPasskey(sessions[ANA.id] ?? '', {
      challengeId: firstBody.challengeId,
      name: '  Notebook  ',
      credential: notebook.register(firstBody.options),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      data: {
        id: expect.any(Number),
        name: 'Notebook',
        created: clock.now().toISOString(),
        lastUsedAt: null,
      },
    });
    anaKeys.push(notebook);
    anaPasskeyIds.push(added.json().data.id);

    const second = await registrationOptions(sessions[ANA.id] ?? '');
    const secondBody = second.json<TRegistrationOptions>();
    expect(secondBody.options.user.id).toBe(firstBody.options.user.id);
    expect(secondBody.options.challenge).not.toBe(firstBody.options.challenge);
    expect(secondBody.options.excludeCredentials).toEqual([
      { id: notebook.credentialId, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
    const phone = newKey();
    const addedPhone = await postPasskey(sessions[ANA.id] ?? '', {
      challengeId: secondBody.challengeId,
      name: 'Celular',
      credential: phone.register(secondBody.options),
    });
    expect(addedPhone.statusCode, addedPhone.body).toBe(201);
    anaKeys.push(phone);
    anaPasskeyIds.push(addedPhone.json().data.id);

    const rows = await ctx.app.db.select().from(passkeys).where(eq(passkeys.userId, ANA.id));
    expect(rows.map((row) => [row.name, row.credentialId, row.counter, row.transports])).toEqual([
      ['Notebook', notebook.credentialId, 0, '["internal","hybrid"]'],
      ['Celular', phone.credentialId, 0, '["internal","hybrid"]'],
    ]);
    expect(rows[0]).toMatchObject({ deviceType: 'singleDevice', isBackedUp: false, lastUsedAt: null });

    // Meus Dados lists them, and Ana was told of each.
    const status = await secondFactorStatus(sessions[ANA.id] ?? '');
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().data.passkeys).toEqual([added.json().data, addedPhone.json().data]);
    const notices = await noticesTo(ANA.email);
    expect(notices.map((notice) => notice.subject)).toEqual([
      'Portal dos Clientes: chave de acesso cadastrada',
      'Portal dos Clientes: chave de acesso cadastrada',
    ]);
    expect(notices[0]?.text).toContain('A chave de acesso "Notebook" foi cadastrada na sua conta.');
    expect(notices[1]?.text).toContain('A chave de acesso "Celular" foi cadastrada na sua conta.');
  });

  it('refuses a registration answer that is not for this challenge, user, origin or site', async () => {
    const token = sessions[BRUNO.id] ?? '';
    const key = newKey();
    const { challengeId, options } = (await registrationOptions(token)).json<TRegistrationOptions>();
    const post = (credential: object, id = challengeId, origin: string | null = ORIGIN) =>
      postPasskey(token, { challengeId: id, name: 'Chave', credential }, origin);
    const expectRefused = async (
      response: Awaited<ReturnType<typeof post>>,
      status: number,
      message: string,
    ) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ message });
    };

    await expectRefused(
      await post(key.register({ ...options, challenge: 'b3RoZXItY2hhbGxlbmdl' })),
      400,
      PASSKEY_NOT_VERIFIED_MESSAGE,
    );
    await expectRefused(
      await post(key.register(options, { origin: 'https://evil.example' })),
      400,
      PASSKEY_NOT_VERIFIED_MESSAGE,
    );
    await expectRefused(
      await post(key.register({ ...options, rp: { id: 'evil.example' } })),
      400,
      PASSKEY_NOT_VERIFIED_MESSAGE,
    );
    const garbage = {
      ...key.register(options),
      response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
    };
    await expectRefused(await post(garbage), 400, PASSKEY_NOT_VERIFIED_MESSAGE);
    // Ana's challenge is not Bruno's to answer, and a made-up one is nobody's.
    const anaChallenge = (await registrationOptions(sessions[ANA.id] ?? '')).json<TRegistrationOptions>();
    await expectRefused(
      await post(key.register(anaChallenge.options), anaChallenge.challengeId),
      400,
      PASSKEY_CHALLENGE_EXPIRED_MESSAGE,
    );
    await expectRefused(
      await post(key.register(options), 'inventado'),
      400,
      PASSKEY_CHALLENGE_EXPIRED_MESSAGE,
    );
    // Without PUBLIC_URL only localhost is a place for passkeys.
    await expectRefused(
      await post(key.register(options), challengeId, 'http://127.0.0.1:8080'),
      400,
      PASSKEY_ORIGIN_MESSAGE,
    );
    await expectRefused(await post(key.register(options), challengeId, null), 400, PASSKEY_ORIGIN_MESSAGE);
    expect((await registrationOptions(token, 'http://127.0.0.1:8080')).statusCode).toBe(400);

    // The right answer still works (four wrong answers, under the limit), once.
    const good = key.register(options);
    expect((await post(good)).statusCode).toBe(201);
    await expectRefused(await post(good), 400, PASSKEY_CHALLENGE_EXPIRED_MESSAGE);
    // The same authenticator again, through a fresh challenge: its credential id is taken.
    const again = (await registrationOptions(token)).json<TRegistrationOptions>();
    await expectRefused(
      await post(key.register(again.options), again.challengeId),
      409,
      PASSKEY_ALREADY_REGISTERED_MESSAGE,
    );
    // A challenge lives five minutes.
    const late = (await registrationOptions(token)).json<TRegistrationOptions>();
    clock.advanceSeconds(301);
    await expectRefused(
      await post(newKey().register(late.options), late.challengeId),
      400,
      PASSKEY_CHALLENGE_EXPIRED_MESSAGE,
    );
  });

  it(`keeps at most ${MAX_PASSKEYS_PER_USER} passkeys per user`, async () => {
    const token = sessions[DANI.id] ?? '';
    for (let count = 0; count < MAX_PASSKEYS_PER_USER - 1; count += 1) {
      expect((await register(DANI.id, newKey(), `Chave ${count + 1}`)).statusCode).toBe(201);
    }
    const lastButOne = (await registrationOptions(token)).json<TRegistrationOptions>();
    const last = (await registrationOptions(token)).json<TRegistrationOptions>();
    expect(
      (
        await postPasskey(token, {
          challengeId: last.challengeId,
          name: 'Décima',
          credential: newKey().register(last.options),
        })
      ).statusCode,
    ).toBe(201);
    const over = await postPasskey(token, {
      challengeId: lastButOne.challengeId,
      name: 'Décima primeira',
      credential: newKey().register(lastButOne.options),
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: PASSKEY_LIMIT_MESSAGE });
    const options = await registrationOptions(token);
    expect(options.statusCode).toBe(409);
    expect(options.json()).toMatchObject({ message: PASSKEY_LIMIT_MESSAGE });
  });

  it('signs Ana in with a passkey and no password; the tokens work and the counter goes up', async () => {
    const [notebook] = anaKeys;
    if (!notebook) throw new Error('no passkey');
    const { challengeId, options } = await passwordlessOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials).toBeUndefined();

    const signedIn = await passkeyGrant({
      challenge_id: challengeId,
      credential: JSON.stringify(notebook.authenticate(options)),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const tokens = signedIn.json<{ access_token: string; refresh_token: string; token_type: string }>();
    expect(tokens.token_type).toBe('bearer');
    const credential = await credentialOf(tokens.access_token);
    expect(credential.statusCode).toBe(200);
    expect(credential.json().data).toMatchObject({ id: ANA.id, email: ANA.email });
    expect(await storedPasskey(notebook.credentialId)).toMatchObject({ counter: 1, lastUsedAt: clock.now() });

    // The challenge was spent: a second, valid answer to it is refused.
    const replay = await passkeyGrant({
      challenge_id: challengeId,
      credential: JSON.stringify(notebook.authenticate(options)),
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: 'invalid_grant',
      error_description: PASSKEY_CHALLENGE_EXPIRED_MESSAGE,
    });

    clock.advanceSeconds(60);
    const next = await passwordlessOptions();
    expect(next.options.challenge).not.toBe(options.challenge);
    const again = await passkeyGrant({
      challenge_id: next.challengeId,
      credential: JSON.stringify(notebook.authenticate(next.options)),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedPasskey(notebook.credentialId)).toMatchObject({
      counter: notebook.counter,
      lastUsedAt: clock.now(),
    });
    expect(notebook.counter).toBeGreaterThanOrEqual(3);
  });

  it('refuses with 400, never 5xx: a wrong signature, an unknown passkey, no user verification, a cloned counter, garbage', async () => {
    const [notebook] = anaKeys;
    if (!notebook) throw new Error('no passkey');
    const expectInvalid = async (
      fields: Record<string, string>,
      description: string,
      origin: string | null = ORIGIN,
    ) => {
      const response = await passkeyGrant(fields, origin);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_grant', error_description: description });
    };
    const { challengeId, options } = await passwordlessOptions();
    const answer = (credential: object) => ({
      challenge_id: challengeId,
      credential: JSON.stringify(credential),
    });

    await expectInvalid(
      answer(notebook.authenticate(options, { isSignatureBroken: true })),
      PASSKEY_NOT_VERIFIED_MESSAGE,
    );
    await expectInvalid(answer(newKey().authenticate(options)), PASSKEY_NOT_VERIFIED_MESSAGE);
    await expectInvalid(
      answer(notebook.authenticate(options, { isUserVerified: false })),
      PASSKEY_NOT_VERIFIED_MESSAGE,
    );
    await expectInvalid(answer(notebook.authenticate(options, { counter: 1 })), PASSKEY_NOT_VERIFIED_MESSAGE);

    for (const garbage of [
      'not json{',
      '[]',
      'null',
      '"texto"',
      '{"id":1}',
      JSON.stringify({ ...notebook.authenticate(options), type: 'other' }),
    ]) {
      await expectInvalid(
        { challenge_id: challengeId, credential: garbage },
        PASSKEY_INVALID_CREDENTIAL_MESSAGE,
      );
    }
    await expectInvalid(
      { ...answer(notebook.authenticate(options)), challenge_id: 'inventado' },
      PASSKEY_CHALLENGE_EXPIRED_MESSAGE,
    );
    await expectInvalid(
      answer(notebook.authenticate(options)),
      PASSKEY_ORIGIN_MESSAGE,
      'http://127.0.0.1:8080',
    );
    // Too short a credential is the schema's refusal (invalid_request), still a 400.
    const short = await passkeyGrant({ challenge_id: challengeId, credential: '{' });
    expect(short.statusCode).toBe(400);

    // Four wrong answers so far; the fifth spends the challenge's tries, even for the right passkey.
    await expectInvalid(
      answer(notebook.authenticate(options, { isSignatureBroken: true })),
      PASSKEY_NOT_VERIFIED_MESSAGE,
    );
    expect(SECOND_FACTOR_MAX_ATTEMPTS).toBe(5);
    await expectInvalid(answer(notebook.authenticate(options)), PASSKEY_CHALLENGE_EXPIRED_MESSAGE);
  });

  it('refuses an inactive account’s passkey', async () => {
    const key = newKey();
    expect((await register(CARLA.id, key, 'Carla')).statusCode).toBe(201);
    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.id, CARLA.id));
    const { challengeId, options } = await passwordlessOptions();
    const refused = await passkeyGrant({
      challenge_id: challengeId,
      credential: JSON.stringify(key.authenticate(options)),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: PASSKEY_NOT_VERIFIED_MESSAGE,
    });
    // Reactivated (her old session ended with the deactivation), the same passkey signs her in again.
    await ctx.app.db.update(users).set({ isActive: true }).where(eq(users.id, CARLA.id));
    const next = await passwordlessOptions();
    const signedIn = await passkeyGrant({
      challenge_id: next.challengeId,
      credential: JSON.stringify(key.authenticate(next.options)),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    sessions[CARLA.id] = signedIn.json().access_token;
  });

  it('after the password, Ana’s challenge offers the passkey, which completes the sign-in', async () => {
    const [notebook] = anaKeys;
    if (!notebook) throw new Error('no passkey');
    const password = await signIn(ctx.app, { username: ANA.email });
    expect(password.statusCode, password.body).toBe(200);
    const challenge = password.json<{ challenge: string; mfa_token: string; methods: string[] }>();
    expect(challenge).not.toHaveProperty('access_token');
    expect(challenge.challenge).toBe('second_factor');
    expect(challenge.methods).toContain('passkey');

    const { challengeId, options } = (
      await authenticationOptions({ mfa_token: challenge.mfa_token })
    ).json<TAuthenticationOptions>();
    const signedIn = await passkeyGrant({
      challenge_id: challengeId,
      mfa_token: challenge.mfa_token,
      credential: JSON.stringify(notebook.authenticate(options)),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await credentialOf(signedIn.json().access_token)).json().data).toMatchObject({ id: ANA.id });
    expect(await storedPasskey(notebook.credentialId)).toMatchObject({ counter: notebook.counter });
  });

  it('answers a second-factor challenge (mfa_token) with one of that user’s passkeys', async () => {
    const [, phone] = anaKeys;
    if (!phone) throw new Error('no passkey');
    const mfaTokenOf = async (userId: number) =>
      (
        await createAuthChallenge(ctx.app.db, {
          kind: 'SECOND_FACTOR',
          userId,
          ttlSeconds: 300,
          now: clock.now(),
        })
      ).token;
    const mfaToken = await mfaTokenOf(ANA.id);

    const optionsResponse = await authenticationOptions({ mfa_token: mfaToken });
    expect(optionsResponse.statusCode, optionsResponse.body).toBe(200);
    const { challengeId, options } = optionsResponse.json<TAuthenticationOptions>();
    expect(options.userVerification).toBe('preferred');
    expect(options.allowCredentials?.map((item) => item.id).sort()).toEqual(
      anaKeys.map((key) => key.credentialId).sort(),
    );

    // Another user's passkey, and the challenge without its mfa_token, are refused.
    const brunoKey = newKey();
    expect((await register(BRUNO.id, brunoKey, 'Bruno')).statusCode).toBe(201);
    const brunoAnswer = await passkeyGrant({
      challenge_id: challengeId,
      mfa_token: mfaToken,
      credential: JSON.stringify(brunoKey.authenticate(options)),
    });
    expect(brunoAnswer.statusCode).toBe(400);
    expect(brunoAnswer.json()).toMatchObject({ error_description: PASSKEY_NOT_VERIFIED_MESSAGE });
    const withoutToken = await passkeyGrant({
      challenge_id: challengeId,
      credential: JSON.stringify(phone.authenticate(options)),
    });
    expect(withoutToken.statusCode).toBe(400);
    expect(withoutToken.json()).toMatchObject({ error_description: PASSKEY_CHALLENGE_EXPIRED_MESSAGE });
    const otherToken = await passkeyGrant({
      challenge_id: challengeId,
      mfa_token: await mfaTokenOf(BRUNO.id),
      credential: JSON.stringify(phone.authenticate(options)),
    });
    expect(otherToken.statusCode).toBe(400);
    expect(otherToken.json()).toMatchObject({ error_description: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE });

    // After the password, verification is preferred, not required.
    const signedIn = await passkeyGrant({
      challenge_id: challengeId,
      mfa_token: mfaToken,
      credential: JSON.stringify(phone.authenticate(options, { isUserVerified: false })),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await credentialOf(signedIn.json().access_token)).json().data).toMatchObject({ id: ANA.id });
    // The mfa_token was spent with it.
    const spent = await authenticationOptions({ mfa_token: mfaToken });
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toMatchObject({ message: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE });

    const unknown = await authenticationOptions({ mfa_token: 'inventado' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE });
    await ctx.app.db
      .insert(users)
      .values({ id: 52, name: 'Sem Chave', email: 'semchave@cliente.example', passwordHash: 'x' });
    const none = await authenticationOptions({ mfa_token: await mfaTokenOf(52) });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: PASSKEY_NONE_MESSAGE });
  });

  it('removes a passkey only with the right current password (400 in pt-BR otherwise), after the 404', async () => {
    const [, phoneId] = anaPasskeyIds;
    if (!phoneId) throw new Error('no passkey');
    const token = sessions[ANA.id] ?? '';
    const anaNames = async () =>
      (await secondFactorStatus(token)).json().data.passkeys.map((item: { name: string }) => item.name);
    const namesBefore = await anaNames();
    expect(namesBefore).toEqual(['Notebook', 'Celular']);

    const wrong = await deletePasskey(token, phoneId, { currentPassword: 'errada' });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: CURRENT_PASSWORD_WRONG,
      details: [{ path: 'body.currentPassword', message: CURRENT_PASSWORD_WRONG }],
    });
    // No password, an empty one, or no body at all (some clients drop a DELETE's body).
    for (const payload of [{}, { currentPassword: '' }, null]) {
      const missing = await deletePasskey(token, phoneId, payload);
      expect(missing.statusCode, missing.body).toBe(400);
      expect(missing.json().message, JSON.stringify(payload)).toBe(CURRENT_PASSWORD_MISSING_MESSAGE);
    }
    expect(await anaNames()).toEqual(namesBefore);
    expect(await noticesTo(ANA.email)).not.toContainEqual(
      expect.objectContaining({ subject: 'Portal dos Clientes: chave de acesso removida' }),
    );

    // Someone else's passkey is a 404 before any password is looked at: nothing of Ana's leaks to Bruno.
    const byBruno = await deletePasskey(sessions[BRUNO.id] ?? '', phoneId, { currentPassword: 'errada' });
    expect(byBruno.statusCode).toBe(404);
    expect(byBruno.json()).toMatchObject({ message: PASSKEY_NOT_FOUND_MESSAGE });
  });

  it('removes only the caller’s own passkey, and the removed one no longer signs in', async () => {
    const [notebook, phone] = anaKeys;
    const [, phoneId] = anaPasskeyIds;
    if (!notebook || !phone || !phoneId) throw new Error('no passkey');
    const byBruno = await deletePasskey(sessions[BRUNO.id] ?? '', phoneId);
    expect(byBruno.statusCode).toBe(404);
    expect(byBruno.json()).toMatchObject({ message: PASSKEY_NOT_FOUND_MESSAGE });
    expect((await deletePasskey(sessions[ANA.id] ?? '', 2_000_000)).statusCode).toBe(404);

    const removed = await deletePasskey(sessions[ANA.id] ?? '', phoneId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ code: 'SUCCESS', message: PASSKEY_REMOVED_MESSAGE });
    const notices = await noticesTo(ANA.email);
    expect(notices.at(-1)).toMatchObject({ subject: 'Portal dos Clientes: chave de acesso removida' });
    expect(notices.at(-1)?.text).toContain('A chave de acesso "Celular" foi removida da sua conta.');
    expect(
      (await secondFactorStatus(sessions[ANA.id] ?? ''))
        .json()
        .data.passkeys.map((item: { name: string }) => item.name),
    ).toEqual(['Notebook']);
    expect((await deletePasskey(sessions[ANA.id] ?? '', phoneId)).statusCode).toBe(404);

    const { challengeId, options } = await passwordlessOptions();
    const refused = await passkeyGrant({
      challenge_id: challengeId,
      credential: JSON.stringify(phone.authenticate(options)),
    });
    expect(refused.statusCode).toBe(400);
    const kept = await passkeyGrant({
      challenge_id: challengeId,
      credential: JSON.stringify(notebook.authenticate(options)),
    });
    expect(kept.statusCode).toBe(200);
  });

  it('keeps a staff member’s last factor while the admin requires one', async () => {
    const [carlaPasskey] = await ctx.app.db.select().from(passkeys).where(eq(passkeys.userId, CARLA.id));
    if (!carlaPasskey) throw new Error('no passkey');
    await ctx.app.db.insert(securitySettings).values({ id: 1, isStaffSecondFactorRequired: true });

    const refused = await deletePasskey(sessions[CARLA.id] ?? '', carlaPasskey.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: SECOND_FACTOR_REQUIRED_MESSAGE });
    // The rule is told before the password is checked (as for turning TOTP off).
    const wrongPassword = await deletePasskey(sessions[CARLA.id] ?? '', carlaPasskey.id, {
      currentPassword: 'errada',
    });
    expect(wrongPassword.statusCode).toBe(409);
    // A pending TOTP is no factor yet; a confirmed one is.
    await ctx.app.db.insert(userTotp).values({ userId: CARLA.id, secretEncrypted: 'x' });
    expect((await deletePasskey(sessions[CARLA.id] ?? '', carlaPasskey.id)).statusCode).toBe(409);
    await ctx.app.db.update(userTotp).set({ confirmedAt: clock.now() }).where(eq(userTotp.userId, CARLA.id));
    const carlaWrong = await deletePasskey(sessions[CARLA.id] ?? '', carlaPasskey.id, {
      currentPassword: 'errada',
    });
    expect(carlaWrong.statusCode).toBe(400);
    expect(carlaWrong.json()).toMatchObject({ message: CURRENT_PASSWORD_WRONG });
    expect((await deletePasskey(sessions[CARLA.id] ?? '', carlaPasskey.id)).statusCode).toBe(200);

    // The rule is for staff: a customer may remove their last passkey.
    const brunoPasskeys = await ctx.app.db.select().from(passkeys).where(eq(passkeys.userId, BRUNO.id));
    expect(brunoPasskeys.length).toBeGreaterThanOrEqual(1);
    for (const row of brunoPasskeys) {
      expect((await deletePasskey(sessions[BRUNO.id] ?? '', row.id)).statusCode).toBe(200);
    }
    expect(await ctx.app.db.select().from(passkeys).where(eq(passkeys.userId, BRUNO.id))).toEqual([]);
  });
});

describe('passkeys behind PUBLIC_URL, and the sign-in options under the public flood limit', () => {
  let ctx: TTestApp;
  const PUBLIC_ORIGIN = 'https://portal.cliente.example';

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { PUBLIC_URL: `${PUBLIC_ORIGIN}/`, PUBLIC_AUTH_RATE_LIMIT_PER_MINUTE: '3' },
      prepare: (database) => insertAuthFixtures(database.db),
    });
  });
  afterAll(() => ctx.close());

  const authenticationOptions = (ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/credential/passkeys/authentication-options',
      remoteAddress: ip,
      payload: {},
    });

  it('uses PUBLIC_URL’s host as the RP ID and its origin, whatever the request’s Origin', async () => {
    const token = (await signInTokens(ctx.app, ANA.email)).access_token;
    const options = await ctx.app.inject({
      method: 'POST',
      url: '/credential/passkeys/registration-options',
      headers: bearer(token),
      payload: { currentPassword: FIXTURE_PASSWORD },
    });
    expect(options.statusCode, options.body).toBe(200);
    const { challengeId, options: creation } = options.json<TRegistrationOptions>();
    expect(creation.rp).toEqual({ name: 'Portal dos Clientes', id: 'portal.cliente.example' });

    const local = createVirtualAuthenticator({ origin: 'http://localhost:5173' });
    const post = (credential: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/credential/passkeys',
        headers: { ...bearer(token), origin: 'http://localhost:5173' },
        payload: { challengeId, name: 'Notebook', credential },
      });
    const wrongSite = await post(local.register({ ...creation, rp: { id: 'localhost' } }));
    expect(wrongSite.statusCode).toBe(400);
    expect(wrongSite.json()).toMatchObject({ message: PASSKEY_NOT_VERIFIED_MESSAGE });
    const key = createVirtualAuthenticator({ origin: PUBLIC_ORIGIN });
    expect((await post(key.register(creation))).statusCode).toBe(201);

    const sign = await authenticationOptions('10.30.0.1');
    const { challengeId: signInId, options: request } = sign.json<TAuthenticationOptions>();
    expect(request.rpId).toBe('portal.cliente.example');
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: OAUTH_BASIC },
      payload: formBody({
        grant_type: 'passkey',
        challenge_id: signInId,
        credential: JSON.stringify(key.authenticate(request)),
      }),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('answers 429 in pt-BR past the limit, per client IP', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await authenticationOptions('10.30.0.2')).statusCode).toBe(200);
    }
    const limited = await authenticationOptions('10.30.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Muitas requisições em pouco tempo\. Aguarde \d+ segundos/);
    expect((await authenticationOptions('10.30.0.3')).statusCode).toBe(200);
  });
});
