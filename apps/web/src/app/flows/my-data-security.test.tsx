import { startRegistration } from '@simplewebauthn/browser';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CURRENT_PASSWORD_MISSING_MESSAGE,
  PASSKEY_ADDED_MESSAGE,
  PASSKEY_REMOVED_MESSAGE,
  RECOVERY_CODES_RENEWED_MESSAGE,
  TOTP_DISABLED_MESSAGE,
  TOTP_ENABLED_MESSAGE,
  type TSecondFactorStatus,
} from '@pc/contract/second-factor';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const CODES = Array.from({ length: 10 }, (_, index) => `K7M2P-${String(index).repeat(5)}`);
const NEW_CODES = Array.from({ length: 10 }, (_, index) => `ZZZZZ-${String(index).repeat(5)}`);

const statusOf = (overrides: Partial<TSecondFactorStatus> = {}): TSecondFactorStatus => ({
  isTotpEnabled: false,
  totpEnabledAt: null,
  recoveryCodesLeft: 0,
  passkeys: [],
  isSecondFactorRequired: false,
  ...overrides,
});

const ENABLED = statusOf({
  isTotpEnabled: true,
  totpEnabledAt: '2026-03-05T12:00:00.000Z',
  recoveryCodesLeft: 3,
  isSecondFactorRequired: true,
});

/** GET /credential/second-factor answers each status in turn (the last one from then on). */
const statusAnswers = (...statuses: TSecondFactorStatus[]) => {
  let index = 0;
  return (url: string, init: RequestInit): Response | undefined => {
    if (url !== '/credential/second-factor' || (init.method ?? 'GET') !== 'GET') return undefined;
    const status = statuses[Math.min(index, statuses.length - 1)];
    index += 1;
    return jsonResponse({ data: status });
  };
};

const signedIn = () => {
  storage.setAccessToken('abc');
  return answer('GET', '/credential', { data: makeCredential() });
};

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === method)
    .map(([, init]) => init);

const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

describe('<MyDataPage /> Segurança da conta', () => {
  it('activates the second factor: QR code and secret, the code, then the recovery codes once', async () => {
    const fetchMock = mockFetch(
      signedIn(),
      statusAnswers(statusOf(), ENABLED),
      answer('POST', '/credential/second-factor/totp/setup', {
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Portal?secret=JBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      }),
      answer('POST', '/credential/second-factor/totp/confirm', {
        code: 'SUCCESS',
        message: TOTP_ENABLED_MESSAGE,
        recoveryCodes: CODES,
      }),
    );
    renderApp('/meus-dados');
    const card = await screen.findByRole('region', { name: 'Segurança da conta' });
    expect(await within(card).findByText('Desativada')).toBeTruthy();
    expect(within(card).queryByText(/códigos de recuperação restantes/)).toBeNull();
    expect(
      within(card).queryByText('A administração do portal exige um segundo fator para a sua conta.'),
    ).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'ATIVAR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ativar a verificação em duas etapas' });
    // A session alone adds no factor: the current password comes first.
    expect(within(dialog).getByText('Para começar, confirme com a sua senha.')).toBeTruthy();
    const password = within(dialog).getByLabelText(/^Senha atual/);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONTINUAR' }));
    expect(await within(dialog).findByText(CURRENT_PASSWORD_MISSING_MESSAGE)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/credential/second-factor/totp/setup')).toHaveLength(0);
    fireEvent.change(password, { target: { value: 'Senha@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONTINUAR' }));
    expect((await within(dialog).findByTestId('totp-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/credential/second-factor/totp/setup')[0])).toEqual({
      currentPassword: 'Senha@2026',
    });
    expect(
      within(dialog).getByRole('img', {
        name: 'QR code para cadastrar o Portal dos Clientes no aplicativo autenticador',
      }),
    ).toBeTruthy();

    const code = within(dialog).getByLabelText(/^Código do aplicativo/);
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    expect(
      await within(dialog).findByText('Informe o código de 6 dígitos do aplicativo autenticador.'),
    ).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));

    const codesDialog = await screen.findByRole('dialog', { name: 'Guarde os códigos de recuperação' });
    expect(within(codesDialog).getByText(TOTP_ENABLED_MESSAGE)).toBeTruthy();
    const list = within(codesDialog).getByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/credential/second-factor/totp/confirm')[0])).toEqual({
      code: '123456',
    });

    const next = within(codesDialog).getByRole('button', { name: 'CONTINUAR' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(
      within(codesDialog).getByRole('checkbox', { name: 'Guardei os códigos em um lugar seguro' }),
    );
    fireEvent.click(next);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(card).findByText('Ativada desde 05/03/2026')).toBeTruthy();
    expect(within(card).getByText('3 códigos de recuperação restantes')).toBeTruthy();
    expect(
      within(card).getByText('A administração do portal exige um segundo fator para a sua conta.'),
    ).toBeTruthy();
    expect(screen.queryByText(CODES[0] ?? '')).toBeNull();
  });

  it('shows a refused first code in the dialog', async () => {
    mockFetch(
      signedIn(),
      statusAnswers(statusOf()),
      answer('POST', '/credential/second-factor/totp/setup', {
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://x',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      }),
      answer(
        'POST',
        '/credential/second-factor/totp/confirm',
        { code: 'BAD_REQUEST', message: 'Código inválido. Confira o código e tente novamente.' },
        400,
      ),
    );
    renderApp('/meus-dados');
    fireEvent.click(await screen.findByRole('button', { name: 'ATIVAR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ativar a verificação em duas etapas' });
    fireEvent.change(within(dialog).getByLabelText(/^Senha atual/), { target: { value: 'Senha@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONTINUAR' }));
    fireEvent.change(await within(dialog).findByLabelText(/^Código do aplicativo/), {
      target: { value: '000000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Código inválido. Confira o código e tente novamente.',
    );
    expect(within(dialog).queryByRole('list', { name: 'Códigos de recuperação' })).toBeNull();
  });

  it('turning it on shows a wrong current password in the dialog, and no secret', async () => {
    mockFetch(
      signedIn(),
      statusAnswers(statusOf()),
      answer(
        'POST',
        '/credential/second-factor/totp/setup',
        { code: 'BAD_REQUEST', message: 'A senha atual está incorreta.' },
        400,
      ),
    );
    renderApp('/meus-dados');
    fireEvent.click(await screen.findByRole('button', { name: 'ATIVAR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ativar a verificação em duas etapas' });
    fireEvent.change(within(dialog).getByLabelText(/^Senha atual/), { target: { value: 'errada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONTINUAR' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A senha atual está incorreta.');
    expect(within(dialog).queryByTestId('totp-secret')).toBeNull();
  });

  it('turning it off asks for the current password, and shows a wrong one in the dialog', async () => {
    const fetchMock = mockFetch(signedIn(), statusAnswers(ENABLED, statusOf()), (url, init) => {
      if (url !== '/credential/second-factor/totp/disable' || init.method !== 'POST') return undefined;
      const { currentPassword } = bodyOf(init) as { currentPassword: string };
      return currentPassword === 'Senha@2026'
        ? jsonResponse({ code: 'SUCCESS', message: TOTP_DISABLED_MESSAGE })
        : jsonResponse({ code: 'BAD_REQUEST', message: 'Senha atual incorreta.' }, 400);
    });
    renderApp('/meus-dados');
    fireEvent.click(await screen.findByRole('button', { name: 'DESATIVAR' }));

    const dialog = await screen.findByRole('dialog', { name: 'Desativar a verificação em duas etapas' });
    const password = within(dialog).getByLabelText(/^Senha atual/);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'DESATIVAR' }));
    expect(await within(dialog).findByText('Informe a senha atual.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/credential/second-factor/totp/disable')).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'errada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'DESATIVAR' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Senha atual incorreta.');

    fireEvent.change(password, { target: { value: 'Senha@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'DESATIVAR' }));
    expect(await screen.findByText(TOTP_DISABLED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Desativada')).toBeTruthy();
  });

  it('new recovery codes, after the current password, are shown in the dialog', async () => {
    const fetchMock = mockFetch(
      signedIn(),
      statusAnswers(ENABLED),
      answer('POST', '/credential/second-factor/recovery-codes', {
        code: 'SUCCESS',
        message: RECOVERY_CODES_RENEWED_MESSAGE,
        recoveryCodes: NEW_CODES,
      }),
    );
    renderApp('/meus-dados');
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar novos códigos de recuperação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar novos códigos de recuperação' });
    fireEvent.change(within(dialog).getByLabelText(/^Senha atual/), { target: { value: 'Senha@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'GERAR NOVOS CÓDIGOS' }));

    const codesDialog = await screen.findByRole('dialog', { name: 'Guarde os códigos de recuperação' });
    expect(within(codesDialog).getByText(RECOVERY_CODES_RENEWED_MESSAGE)).toBeTruthy();
    expect(
      within(codesDialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEW_CODES);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/credential/second-factor/recovery-codes')[0])).toEqual({
      currentPassword: 'Senha@2026',
    });
  });

  it('lists the passkeys and removes one after the current password, showing a refusal in the dialog', async () => {
    const passkeys = [
      {
        id: 5,
        name: 'Notebook do escritório',
        created: '2026-03-05T12:00:00.000Z',
        lastUsedAt: '2026-04-10T12:00:00.000Z',
      },
      { id: 6, name: 'Celular', created: '2026-03-06T12:00:00.000Z', lastUsedAt: null },
    ];
    const fetchMock = mockFetch(
      signedIn(),
      statusAnswers(statusOf({ passkeys }), statusOf({ passkeys: passkeys.slice(1) })),
      (url, init) => {
        if (url !== '/credential/passkeys/5' || init.method !== 'DELETE') return undefined;
        const { currentPassword } = bodyOf(init) as { currentPassword: string };
        return currentPassword === 'Senha@2026'
          ? jsonResponse({ code: 'SUCCESS', message: PASSKEY_REMOVED_MESSAGE })
          : jsonResponse({ code: 'BAD_REQUEST', message: 'A senha atual está incorreta.' }, 400);
      },
    );
    renderApp('/meus-dados');
    const list = await screen.findByRole('list', { name: 'Chaves de acesso cadastradas' });
    const [notebook, phone] = within(list).getAllByRole('listitem');
    expect(within(notebook as HTMLElement).getByText('Notebook do escritório')).toBeTruthy();
    expect(within(notebook as HTMLElement).getByText('Criada em 05/03/2026')).toBeTruthy();
    expect(within(notebook as HTMLElement).getByText('Último uso 10/04/2026')).toBeTruthy();
    expect(within(phone as HTMLElement).getByText('Nunca usada')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remover a chave de acesso Notebook do escritório' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover a chave de acesso?' });
    const password = within(confirm).getByLabelText(/^Senha atual/);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    expect(await within(confirm).findByText(CURRENT_PASSWORD_MISSING_MESSAGE)).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/credential/passkeys/5')).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'errada' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('A senha atual está incorreta.');
    expect(within(list).getByText('Notebook do escritório')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'Senha@2026' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText(PASSKEY_REMOVED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Notebook do escritório')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/credential/passkeys/5').map(bodyOf)).toEqual([
      { currentPassword: 'errada' },
      { currentPassword: 'Senha@2026' },
    ]);
  });

  it('adds a passkey: a name and the current password, the browser prompt, then POST /credential/passkeys', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const credential = {
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      response: { clientDataJSON: 'cdj', attestationObject: 'ao', transports: ['internal'] },
      clientExtensionResults: {},
    };
    vi.mocked(startRegistration)
      .mockRejectedValueOnce(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }))
      .mockResolvedValueOnce(credential as never);
    const options = {
      challenge: 'abc',
      rp: { name: 'Portal' },
      user: { id: 'u', name: 'a', displayName: 'A' },
    };
    const fetchMock = mockFetch(
      signedIn(),
      statusAnswers(statusOf()),
      answer('POST', '/credential/passkeys/registration-options', { challengeId: 'reg-1', options }),
      answer(
        'POST',
        '/credential/passkeys',
        {
          data: { id: 9, name: 'Notebook', created: '2026-03-05T12:00:00.000Z', lastUsedAt: null },
          message: PASSKEY_ADDED_MESSAGE,
        },
        201,
      ),
    );
    renderApp('/meus-dados');
    fireEvent.click(await screen.findByRole('button', { name: 'ADICIONAR CHAVE DE ACESSO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar chave de acesso' });
    const name = within(dialog).getByLabelText(/^Nome da chave de acesso/) as HTMLInputElement;
    expect(name.value).toMatch(/^Chave de acesso \d{2}\/\d{2}\/\d{4}$/);

    fireEvent.change(name, { target: { value: 'Notebook' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    // A session alone adds no factor: the current password is asked before any options.
    expect(await within(dialog).findByText(CURRENT_PASSWORD_MISSING_MESSAGE)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/credential/passkeys/registration-options')).toHaveLength(0);
    const password = within(dialog).getByLabelText(/^Senha atual/);
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.change(password, { target: { value: 'Senha@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    // The prompt was dismissed: a calm sentence, and nothing stored.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A chave de acesso não foi usada (o pedido foi cancelado ou o tempo acabou). Tente de novo quando quiser.',
    );
    expect(callsTo(fetchMock, 'POST', '/credential/passkeys')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    expect(await screen.findByText(PASSKEY_ADDED_MESSAGE)).toBeTruthy();
    expect(vi.mocked(startRegistration)).toHaveBeenLastCalledWith({ optionsJSON: options });
    expect(callsTo(fetchMock, 'POST', '/credential/passkeys/registration-options').map(bodyOf)).toEqual([
      { currentPassword: 'Senha@2026' },
      { currentPassword: 'Senha@2026' },
    ]);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/credential/passkeys')[0])).toEqual({
      challengeId: 'reg-1',
      name: 'Notebook',
      credential,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
