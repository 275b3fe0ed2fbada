import { startAuthentication } from '@simplewebauthn/browser';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
  SECOND_FACTOR_INVALID_CODE_MESSAGE,
  type TOAuthSecondFactorChallenge,
} from '@pc/contract/auth';
import { TOTP_ENABLED_MESSAGE } from '@pc/contract/second-factor';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const TOKEN_ANSWER = { access_token: 'tok', refresh_token: 'ref', token_type: 'bearer', expires_in: 900 };
const EMAIL = 'carla.staff@portal.example';
const PASSWORD = 'Portal@2026';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `ABCDE-${String(index).repeat(5)}`);

const challengeOf = (
  kind: TOAuthSecondFactorChallenge['challenge'],
  methods: TOAuthSecondFactorChallenge['methods'] = ['totp', 'recovery_code'],
): TOAuthSecondFactorChallenge => ({ challenge: kind, mfa_token: 'mfa-1', methods, expires_in: 300 });

const formOf = (init: RequestInit | undefined): URLSearchParams => new URLSearchParams(String(init?.body));

/** POST /oauth/token answered by grant_type. */
const tokenGrants =
  (answers: Record<string, () => Response>) =>
  (url: string, init: RequestInit): Response | undefined => {
    if (url !== '/oauth/token' || init.method !== 'POST') return undefined;
    return answers[formOf(init).get('grant_type') ?? '']?.();
  };

const signedInCalls = [
  answer('GET', '/credential', { data: makeCredential({ email: EMAIL }) }),
  answer('POST', '/gescomex/auth', { auth_data: { token: 'bi-1' } }),
  answer('POST', '/credential/bi-token', { auth_data: { token: 'bi-session' } }),
  answer('POST', '/userAccessLogs', { code: 'SUCCESS', message: 'ok' }),
];

const typePassword = async () => {
  await screen.findByRole('button', { name: 'ACESSAR' });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: EMAIL } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'ACESSAR' }));
};

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => init);

/** The browser's AuthenticationResponseJSON, as startAuthentication's mock resolves it. */
const passkeyAssertionOf = (id: string) => ({
  id,
  rawId: id,
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
});

const supportPasskeys = () => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});

describe('<LoginPage /> second factor', () => {
  it('asks for the code after the password, stores nothing until then, and signs in with it', async () => {
    const fetchMock = mockFetch(
      tokenGrants({
        password: () => jsonResponse(challengeOf('second_factor')),
        mfa_otp: () => jsonResponse(TOKEN_ANSWER),
      }),
      ...signedInCalls,
    );
    const router = renderApp('/login');
    await typePassword();

    const heading = await screen.findByRole('heading', { name: 'Verificação em duas etapas' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(storage.getAccessToken()).toBeNull();
    const code = screen.getByLabelText(/^Código de verificação/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    fireEvent.click(screen.getByRole('button', { name: 'VERIFICAR' }));
    expect(await screen.findByText('Informe o código de 6 dígitos do aplicativo autenticador.')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFICAR' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(storage.getAccessToken()).toBe('Bearer tok');
    const grants = callsTo(fetchMock, '/oauth/token').map((init) => Object.fromEntries(formOf(init)));
    expect(grants[1]).toEqual({ grant_type: 'mfa_otp', mfa_token: 'mfa-1', otp: '123456' });
    // The password alone opens nothing for this account, the BI host included: the BI token is the
    // session's, and the password is not kept past the first step.
    expect(callsTo(fetchMock, '/gescomex/auth')).toHaveLength(0);
    expect(callsTo(fetchMock, '/credential/bi-token')).toHaveLength(1);
    expect(storage.getBiToken()).toBe('bi-session');
  });

  it("shows the server's message for a wrong code and clears the field for the next one", async () => {
    mockFetch(
      tokenGrants({
        password: () => jsonResponse(challengeOf('second_factor')),
        mfa_otp: () =>
          jsonResponse(
            { error: 'invalid_grant', error_description: SECOND_FACTOR_INVALID_CODE_MESSAGE },
            400,
          ),
      }),
    );
    const router = renderApp('/login');
    await typePassword();
    const code = await screen.findByLabelText(/^Código de verificação/);
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFICAR' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(SECOND_FACTOR_INVALID_CODE_MESSAGE);
    await waitFor(() => expect((code as HTMLInputElement).value).toBe(''));
    expect(router.state.location.pathname).toBe('/login');
    expect(storage.getAccessToken()).toBeNull();
  });

  it('switches to a recovery code, sent in its XXXXX-XXXXX form', async () => {
    const fetchMock = mockFetch(
      tokenGrants({
        password: () => jsonResponse(challengeOf('second_factor')),
        mfa_otp: () => jsonResponse(TOKEN_ANSWER),
      }),
      ...signedInCalls,
    );
    const router = renderApp('/login');
    await typePassword();
    await screen.findByLabelText(/^Código de verificação/);
    fireEvent.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }));

    const code = await screen.findByLabelText(/^Código de recuperação/);
    expect(screen.queryByLabelText(/^Código de verificação/)).toBeNull();
    expect(screen.getByText('Formato XXXXX-XXXXX')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'abcd' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFICAR' }));
    expect(await screen.findByText('Informe o código de recuperação no formato XXXXX-XXXXX.')).toBeTruthy();

    fireEvent.change(code, { target: { value: 'k7m2p 9qr4t' } });
    expect((code as HTMLInputElement).value).toBe('K7M2P-9QR4T');
    fireEvent.click(screen.getByRole('button', { name: 'VERIFICAR' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(formOf(callsTo(fetchMock, '/oauth/token')[1]).get('otp')).toBe('K7M2P-9QR4T');
  });

  it('goes back to the password, e-mail kept, when the challenge has expired', async () => {
    mockFetch(
      tokenGrants({
        password: () => jsonResponse(challengeOf('second_factor')),
        mfa_otp: () =>
          jsonResponse(
            { error: 'invalid_grant', error_description: SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE },
            400,
          ),
      }),
    );
    renderApp('/login');
    await typePassword();
    fireEvent.change(await screen.findByLabelText(/^Código de verificação/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFICAR' }));

    expect((await screen.findByRole('alert')).textContent).toBe(SECOND_FACTOR_CHALLENGE_EXPIRED_MESSAGE);
    expect(screen.getByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(EMAIL);
    expect((screen.getByLabelText('Senha') as HTMLInputElement).value).toBe('');
  });

  it('enrols a staff member: QR code and secret, the code, the recovery codes, then the sign-in', async () => {
    const fetchMock = mockFetch(
      tokenGrants({ password: () => jsonResponse(challengeOf('second_factor_enrolment', [])) }),
      answer('POST', '/credential/sign-in/totp/setup', {
        data: {
          secret: 'JBSWY3DPEHPK3PXPJBSW',
          otpauthUri: 'otpauth://totp/Portal?secret=JBSWY3DPEHPK3PXPJBSW',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      }),
      answer('POST', '/credential/sign-in/totp/confirm', {
        code: 'SUCCESS',
        message: TOTP_ENABLED_MESSAGE,
        recoveryCodes: RECOVERY_CODES,
        token: TOKEN_ANSWER,
      }),
      ...signedInCalls,
    );
    const router = renderApp('/login');
    await typePassword();

    const heading = await screen.findByRole('heading', { name: 'Cadastre a verificação em duas etapas' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText(/A administração do portal exige a verificação em duas etapas para a equipe/),
    ).toBeTruthy();
    const qr = await screen.findByRole('img', {
      name: 'QR code para cadastrar o Portal dos Clientes no aplicativo autenticador',
    });
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(JSON.parse(String(callsTo(fetchMock, '/credential/sign-in/totp/setup')[0]?.body))).toEqual({
      mfa_token: 'mfa-1',
    });

    fireEvent.change(screen.getByLabelText(/^Código do aplicativo/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRMAR' }));

    await screen.findByRole('heading', { name: 'Guarde os códigos de recuperação' });
    expect(screen.getByText(TOTP_ENABLED_MESSAGE)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(JSON.parse(String(callsTo(fetchMock, '/credential/sign-in/totp/confirm')[0]?.body))).toEqual({
      mfa_token: 'mfa-1',
      code: '654321',
    });
    // The tokens are stored, yet Login stays until the codes are kept.
    expect(storage.getAccessToken()).toBe('Bearer tok');
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo(fetchMock, '/credential')).toHaveLength(0);

    const next = screen.getByRole('button', { name: 'CONTINUAR' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Guardei os códigos em um lugar seguro' }));
    expect(next.disabled).toBe(false);
    fireEvent.click(next);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, '/gescomex/auth')).toHaveLength(0);
    expect(callsTo(fetchMock, '/credential/bi-token')).toHaveLength(1);
    expect(callsTo(fetchMock, '/userAccessLogs')).toHaveLength(1);
  });

  it('signs in with a passkey alone: options without mfa_token, the passkey grant, the BI token for the session', async () => {
    supportPasskeys();
    const assertion = passkeyAssertionOf('cred-1');
    vi.mocked(startAuthentication).mockResolvedValueOnce(assertion as never);
    const fetchMock = mockFetch(
      answer('POST', '/credential/passkeys/authentication-options', {
        challengeId: 'ch-1',
        options: { challenge: 'abc', rpId: 'localhost', userVerification: 'required' },
      }),
      tokenGrants({ passkey: () => jsonResponse(TOKEN_ANSWER) }),
      answer('POST', '/credential/bi-token', { auth_data: { token: 'bi-from-session' } }),
      ...signedInCalls,
    );
    const router = renderApp('/login');

    fireEvent.click(await screen.findByRole('button', { name: 'Entrar com chave de acesso' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      JSON.parse(String(callsTo(fetchMock, '/credential/passkeys/authentication-options')[0]?.body)),
    ).toEqual({});
    expect(vi.mocked(startAuthentication)).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'abc', rpId: 'localhost', userVerification: 'required' },
    });
    const grant = Object.fromEntries(formOf(callsTo(fetchMock, '/oauth/token')[0]));
    expect(grant).toEqual({
      grant_type: 'passkey',
      challenge_id: 'ch-1',
      credential: JSON.stringify(assertion),
    });
    expect(callsTo(fetchMock, '/gescomex/auth')).toHaveLength(0);
    expect(callsTo(fetchMock, '/credential/bi-token')).toHaveLength(1);
    expect(storage.getBiToken()).toBe('bi-from-session');
    expect(callsTo(fetchMock, '/userAccessLogs')).toHaveLength(1);
    expect(storage.getAccessToken()).toBe('Bearer tok');
  });

  it('a dismissed passkey prompt gets a calm message, and no token call', async () => {
    supportPasskeys();
    vi.mocked(startAuthentication).mockRejectedValueOnce(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    const fetchMock = mockFetch(
      answer('POST', '/credential/passkeys/authentication-options', {
        challengeId: 'ch-1',
        options: { challenge: 'abc' },
      }),
    );
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar com chave de acesso' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'A chave de acesso não foi usada (o pedido foi cancelado ou o tempo acabou). Tente de novo quando quiser.',
    );
    expect(screen.queryByText(/timed out/)).toBeNull();
    expect(callsTo(fetchMock, '/oauth/token')).toHaveLength(0);
  });

  it('hides the passkey button where the browser has no WebAuthn', async () => {
    mockFetch();
    renderApp('/login');
    await screen.findByRole('button', { name: 'ACESSAR' });
    expect(screen.queryByRole('button', { name: 'Entrar com chave de acesso' })).toBeNull();
  });

  it('answers the challenge with a passkey when the user has one (options and grant carry the mfa_token)', async () => {
    supportPasskeys();
    const assertion = passkeyAssertionOf('cred-2');
    vi.mocked(startAuthentication).mockResolvedValueOnce(assertion as never);
    const fetchMock = mockFetch(
      tokenGrants({
        password: () => jsonResponse(challengeOf('second_factor', ['totp', 'recovery_code', 'passkey'])),
        passkey: () => jsonResponse(TOKEN_ANSWER),
      }),
      answer('POST', '/credential/passkeys/authentication-options', {
        challengeId: 'ch-2',
        options: { challenge: 'xyz' },
      }),
      ...signedInCalls,
    );
    const router = renderApp('/login');
    await typePassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Usar chave de acesso' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      JSON.parse(String(callsTo(fetchMock, '/credential/passkeys/authentication-options')[0]?.body)),
    ).toEqual({ mfa_token: 'mfa-1' });
    expect(Object.fromEntries(formOf(callsTo(fetchMock, '/oauth/token')[1]))).toEqual({
      grant_type: 'passkey',
      challenge_id: 'ch-2',
      credential: JSON.stringify(assertion),
      mfa_token: 'mfa-1',
    });
    // The BI token is the session's (the BI sign-in refuses the password alone for this account).
    expect(callsTo(fetchMock, '/gescomex/auth')).toHaveLength(0);
    expect(callsTo(fetchMock, '/credential/bi-token')).toHaveLength(1);
  });
});
