import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../render-app.tsx';
import { sanitizeRecoveryCode } from '../../features/auth/schemas.ts';

describe('password recovery screens', () => {
  it('ForgotPassword: server message as success toast, then /codigo-verificacao', async () => {
    mockFetch(
      answer('POST', '/credential/recovery/password', {
        code: 'SUCCESS',
        message: 'Código enviado para o seu e-mail.',
      }),
    );
    const router = renderApp('/esqueci-minha-senha');
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'ana@aurora.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'RECUPERAR SENHA' }));

    expect(await screen.findByText('Código enviado para o seu e-mail.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/codigo-verificacao'));
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toBeTruthy();
  });

  it('ForgotPassword: failure toast carries the server message', async () => {
    mockFetch(
      answer(
        'POST',
        '/credential/recovery/password',
        { code: 'NOT_FOUND', message: 'E-mail não cadastrado.' },
        404,
      ),
    );
    renderApp('/esqueci-minha-senha');
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'x@y.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'RECUPERAR SENHA' }));

    expect(
      await screen.findByText('Não foi possível executar esta ação no momento: E-mail não cadastrado.'),
    ).toBeTruthy();
  });

  it('RecoveryCode: digits only, 6 at most, one-time-code; success goes to /redefinir-senha/{pin}', async () => {
    expect(sanitizeRecoveryCode('12a 3-4567')).toBe('123456');
    window.sessionStorage.setItem('pdc.recovery.email', 'ana@aurora.example');
    const fetchMock = mockFetch(
      answer('POST', '/credential/recovery/verifyCode', {
        code: 'SUCCESS',
        message: 'Código válido.',
        resetToken: 'token-de-troca',
      }),
    );
    const router = renderApp('/codigo-verificacao');
    // The e-mail of step 1 is known: it is named, not asked again.
    expect(
      await screen.findByText('Digite o código de 6 dígitos enviado para ana@aurora.example.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    const input = await screen.findByRole('textbox', { name: 'Código de verificação' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    // Not 6: the browser would cut a pasted '123 456' to '123 45' before the digits are cleaned.
    expect(Number(input.getAttribute('maxlength'))).toBeGreaterThanOrEqual('123 456'.length);
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');

    fireEvent.change(input, { target: { value: '12ab' } });
    expect((input as HTMLInputElement).value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'VALIDAR O CÓDIGO DE VERIFICAÇÃO' }));
    expect(await screen.findByText('Informe o código de verificação de 6 dígitos.')).toBeTruthy();

    fireEvent.change(input, { target: { value: '123 456' } });
    expect((input as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'VALIDAR O CÓDIGO DE VERIFICAÇÃO' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redefinir-senha/123456'));
    const verifyInit = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/verifyCode'))?.[1];
    expect(JSON.parse(String(verifyInit?.body))).toEqual({ pin: '123456', email: 'ana@aurora.example' });
    expect(window.sessionStorage.getItem('pdc.recovery.resetToken')).toBe('token-de-troca');
  });

  it('RecoveryCode: asks for the e-mail when this tab does not know it', async () => {
    const fetchMock = mockFetch(
      answer('POST', '/credential/recovery/verifyCode', { code: 'SUCCESS', message: 'ok', resetToken: 't' }),
    );
    const router = renderApp('/codigo-verificacao');
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    fireEvent.change(screen.getByRole('textbox', { name: 'Código de verificação' }), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'VALIDAR O CÓDIGO DE VERIFICAÇÃO' }));
    expect(await screen.findByText('Este campo é obrigatório')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: 'bruno@aurora.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'VALIDAR O CÓDIGO DE VERIFICAÇÃO' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redefinir-senha/654321'));
  });

  it('ResetPassword: the spec validation messages and the hint', async () => {
    mockFetch();
    renderApp('/redefinir-senha/123456');
    const password = await screen.findByLabelText(/^Nova senha/);
    const confirm = screen.getByLabelText(/^Repita a nova senha/);
    const submit = screen.getByRole('button', { name: 'REDEFINIR SENHA' });
    expect(screen.getByText('Use pelo menos um caractere especial e um número.')).toBeTruthy();

    fireEvent.click(submit);
    expect(await screen.findAllByText('Este campo é obrigatório')).toHaveLength(2);

    fireEvent.change(password, { target: { value: 'a1@' } });
    fireEvent.click(submit);
    expect(await screen.findByText('A senha deve conter no mínimo 8 caracteres.')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'abcdefgh1' } });
    fireEvent.click(submit);
    expect(await screen.findByText('A senha não segue os requisitos mínimos.')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'Nova@2026' } });
    fireEvent.change(confirm, { target: { value: 'Nova@2027' } });
    fireEvent.click(submit);
    expect(await screen.findByText('As senhas não são iguais.')).toBeTruthy();
  });

  it('ResetPassword: success toast, then /login after 2 s; failure toast', async () => {
    window.sessionStorage.setItem('pdc.recovery.resetToken', 'token-de-troca');
    const fetchMock = mockFetch(
      answer('POST', '/credential/recovery/changePassword', {
        code: 'SUCCESS',
        message: 'Senha alterada com sucesso.',
      }),
    );
    const router = renderApp('/redefinir-senha/123456');
    fireEvent.change(await screen.findByLabelText(/^Nova senha/), { target: { value: 'Nova@2026' } });
    fireEvent.change(screen.getByLabelText(/^Repita a nova senha/), { target: { value: 'Nova@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'REDEFINIR SENHA' }));

    expect(await screen.findByText('Senha alterada com sucesso.')).toBeTruthy();
    const changeInit = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/changePassword'))?.[1];
    expect(JSON.parse(String(changeInit?.body))).toMatchObject({
      pin: '123456',
      resetToken: 'token-de-troca',
    });
    expect(window.sessionStorage.getItem('pdc.recovery.resetToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/redefinir-senha/123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
  });
});
