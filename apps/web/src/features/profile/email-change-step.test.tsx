import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { storage } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { MyDataForm } from './my-data-form.tsx';

const CODE_SENT =
  'Dados atualizados. Enviamos um código de confirmação para o novo e-mail: o e-mail da conta só muda depois que você informar esse código.';
const INVALID_CODE =
  'Código de confirmação inválido ou expirado. Salve os seus dados novamente para receber um novo código.';

/** Saves Meus Dados with a new e-mail and the current password, as the user does. */
const saveNewEmail = async () => {
  fireEvent.change(await screen.findByRole('textbox', { name: /E-mail/ }), {
    target: { value: 'Ana.Nova@Aurora.example' },
  });
  fireEvent.change(await screen.findByLabelText(/^Senha atual/), { target: { value: 'Senha@2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
};

/** The Meus Dados form of a signed-in customer, with its query cache (to see the user refreshed). */
const renderForm = () => {
  storage.setAccessToken('abc');
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  renderRoutes(
    [{ path: '/meus-dados', element: <MyDataForm user={makeCredential()} /> }],
    '/meus-dados',
    queryClient,
  );
  return { invalidate };
};

describe('Meus Dados: the code step of an e-mail change', () => {
  it('asks for the code sent to the new address, sends it, refreshes the user and signs out as the spec says', async () => {
    const fetchMock = mockFetch(
      answer('PATCH', '/credential/updateProfile', { code: 'SUCCESS', message: CODE_SENT }),
      answer('POST', '/credential/email-change/confirm', {
        code: 'SUCCESS',
        message: 'E-mail alterado com sucesso.',
      }),
    );
    const { invalidate } = renderForm();
    await saveNewEmail();

    expect(await screen.findByText(CODE_SENT)).toBeTruthy();
    const step = await screen.findByRole('form', { name: 'Confirme o novo e-mail' });
    expect(step.textContent).toContain('ana.nova@aurora.example');
    const code = screen.getByRole('textbox', { name: /Código de confirmação/ });
    expect(document.activeElement).toBe(code);

    // An incomplete code is refused before any call.
    fireEvent.change(code, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect(await screen.findByText('Informe o código de confirmação de 6 dígitos.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    expect(invalidate).not.toHaveBeenCalled();
    fireEvent.change(code, { target: { value: '482915' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect(
      await screen.findByText(
        'Seu email foi alterado com sucesso, você será redirecionado para a página de login',
      ),
    ).toBeTruthy();
    const confirmInit = fetchMock.mock.calls.find(
      ([url]) => String(url) === '/credential/email-change/confirm',
    )?.[1];
    expect(JSON.parse(String(confirmInit?.body))).toEqual({ code: '482915' });
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
  });

  it('shows the server’s pt-BR refusal of a wrong or expired code under the field', async () => {
    mockFetch(
      answer('PATCH', '/credential/updateProfile', { code: 'SUCCESS', message: CODE_SENT }),
      answer('POST', '/credential/email-change/confirm', { code: 'BAD_REQUEST', message: INVALID_CODE }, 400),
    );
    renderForm();
    await saveNewEmail();

    const code = await screen.findByRole('textbox', { name: /Código de confirmação/ });
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect(await screen.findByText(INVALID_CODE)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    // Still on the step: the user may type the code again.
    expect(screen.getByRole('button', { name: 'Confirmar e-mail' })).toBeTruthy();
  });
});
