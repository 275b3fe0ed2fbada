import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVITATION_ACCEPTED_MESSAGE, INVITATION_INVALID_MESSAGE } from '@pc/contract/invitation';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../render-app.tsx';

const TOKEN = 'AbC-123_convite';
const INVITATION = { data: { name: 'Nora Admin', email: 'nora@portal.example' } };

/** Back-office invitations: an invitation link's page, /definir-senha/<token> ("Crie sua senha"). */
describe('SetPassword (invitation link)', () => {
  it('greets the person, shows the e-mail and checks the reset’s rules before sending', async () => {
    const fetchMock = mockFetch(answer('GET', `/credential/invitation/${TOKEN}`, INVITATION));
    renderApp(`/definir-senha/${TOKEN}`);

    expect(await screen.findByText(/Olá, Nora Admin\./)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Crie sua senha' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail de acesso') as HTMLInputElement).value).toBe('nora@portal.example');
    expect(screen.getByText('Use pelo menos um caractere especial e um número.')).toBeTruthy();

    const submit = screen.getByRole('button', { name: 'CRIAR SENHA' });
    fireEvent.click(submit);
    expect(await screen.findAllByText('Este campo é obrigatório')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText(/^Nova senha/), { target: { value: 'abcdefgh1' } });
    fireEvent.click(submit);
    expect(await screen.findByText('A senha não segue os requisitos mínimos.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Nova senha/), { target: { value: 'Nova@2026' } });
    fireEvent.change(screen.getByLabelText(/^Repita a nova senha/), { target: { value: 'Nova@2027' } });
    fireEvent.click(submit);
    expect(await screen.findByText('As senhas não são iguais.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/accept'))).toBe(false);
  });

  it('sends the token with the password, then goes to /login with the server’s message', async () => {
    const fetchMock = mockFetch(
      answer('GET', `/credential/invitation/${TOKEN}`, INVITATION),
      answer('POST', '/credential/invitation/accept', {
        code: 'SUCCESS',
        message: INVITATION_ACCEPTED_MESSAGE,
      }),
    );
    const router = renderApp(`/definir-senha/${TOKEN}`);
    fireEvent.change(await screen.findByLabelText(/^Nova senha/), { target: { value: 'Nova@2026' } });
    fireEvent.change(screen.getByLabelText(/^Repita a nova senha/), { target: { value: 'Nova@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'CRIAR SENHA' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(INVITATION_ACCEPTED_MESSAGE)).toBeTruthy();
    const init = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/credential/invitation/accept'),
    )?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      token: TOKEN,
      newPassword: 'Nova@2026',
      newPasswordConfirm: 'Nova@2026',
    });
  });

  it('says so when the link no longer works, without a form', async () => {
    mockFetch(
      answer(
        'GET',
        `/credential/invitation/${TOKEN}`,
        { code: 'NOT_FOUND', message: INVITATION_INVALID_MESSAGE },
        404,
      ),
    );
    renderApp(`/definir-senha/${TOKEN}`);

    expect((await screen.findByRole('alert')).textContent).toBe(INVITATION_INVALID_MESSAGE);
    expect(screen.queryByRole('button', { name: 'CRIAR SENHA' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe('/login');
  });

  it('shows the server’s refusal when the link dies before the password is sent, and stays', async () => {
    mockFetch(
      answer('GET', `/credential/invitation/${TOKEN}`, INVITATION),
      answer(
        'POST',
        '/credential/invitation/accept',
        { code: 'NOT_FOUND', message: INVITATION_INVALID_MESSAGE },
        404,
      ),
    );
    const router = renderApp(`/definir-senha/${TOKEN}`);
    fireEvent.change(await screen.findByLabelText(/^Nova senha/), { target: { value: 'Nova@2026' } });
    fireEvent.change(screen.getByLabelText(/^Repita a nova senha/), { target: { value: 'Nova@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'CRIAR SENHA' }));

    expect((await screen.findByRole('alert')).textContent).toBe(INVITATION_INVALID_MESSAGE);
    expect(router.state.location.pathname).toBe(`/definir-senha/${TOKEN}`);
    expect((screen.getByRole('button', { name: 'CRIAR SENHA' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
