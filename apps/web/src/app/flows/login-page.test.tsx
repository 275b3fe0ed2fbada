import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storage, storageKeys } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

const TOKEN_ANSWER = { access_token: 'tok', refresh_token: 'ref', token_type: 'bearer', expires_in: 3600 };

const fillAndSubmit = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'ACESSAR' }));
};

describe('<LoginPage />', () => {
  it('requires both fields and a valid e-mail', async () => {
    mockFetch();
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'ACESSAR' }));

    expect(await screen.findAllByText('Este campo é obrigatório')).toHaveLength(2);

    fillAndSubmit('nao-e-email', 'x');
    expect(await screen.findByText('Informe um e-mail válido.')).toBeTruthy();
  });

  it("shows 'Usuário ou senha inválido.' for Bad credentials", async () => {
    mockFetch(
      answer('POST', '/oauth/token', { error: 'invalid_grant', error_description: 'Bad credentials' }, 400),
    );
    renderApp('/login');
    await screen.findByRole('button', { name: 'ACESSAR' });
    fillAndSubmit('ana@aurora.example', 'errada');

    expect((await screen.findByText('Usuário ou senha inválido.')).getAttribute('role')).toBe('alert');
    expect(storage.getAccessToken()).toBeNull();
  });

  it('shows the generic toast for any other failure and the server message on 429', async () => {
    mockFetch(answer('POST', '/oauth/token', { code: 'INTERNAL', message: 'Erro interno.' }, 500));
    renderApp('/login');
    await screen.findByRole('button', { name: 'ACESSAR' });
    fillAndSubmit('ana@aurora.example', 'Portal@2026');

    expect(
      await screen.findByText(
        'Houve algum problema ao tentar realizar o login. Caso o problema continue, entre em contato conosco.',
      ),
    ).toBeTruthy();

    mockFetch(
      answer(
        'POST',
        '/oauth/token',
        { code: 'TOO_MANY', message: 'Muitas tentativas. Aguarde 1 minuto.' },
        429,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'ACESSAR' }));
    expect(await screen.findByText('Muitas tentativas. Aguarde 1 minuto.')).toBeTruthy();
  });

  it('signs in: Basic client auth, user + companies stored, BI failure tolerated, back to previousRoute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockFetch(
      answer('POST', '/oauth/token', TOKEN_ANSWER),
      answer('GET', '/credential', { data: makeCredential() }),
      answer('POST', '/gescomex/auth', { code: 'DOWN', message: 'fora' }, 503),
      (url, init) =>
        url === '/userAccessLogs' && init.method === 'POST'
          ? jsonResponse({ code: 'SUCCESS', message: 'ok' }, 201)
          : undefined,
    );
    storage.setPreviousRoute('/relatorio?x=1');
    const router = renderApp('/login');
    await screen.findByRole('button', { name: 'ACESSAR' });
    fillAndSubmit('ana.souza@aurora.example', 'Portal@2026');

    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorio'));
    expect(router.state.location.search).toBe('?x=1');
    expect(storage.getPreviousRoute()).toBeNull();
    expect(storage.getAccessToken()).toBe('Bearer tok');
    expect(storage.getJson(storageKeys.companies)).toEqual([
      expect.objectContaining({ id: 7, name: 'AURORA IMPORTADORA' }),
    ]);
    expect(warn).toHaveBeenCalled();

    const tokenInit = fetchMock.mock.calls.find(([url]) => String(url) === '/oauth/token')?.[1];
    const tokenHeaders = tokenInit?.headers as Record<string, string>;
    expect(tokenHeaders.Authorization).toBe(
      `Basic ${btoa('portal-clientes-web:portal-clientes-web-secret')}`,
    );
    expect(String(tokenInit?.body)).toBe(
      'grant_type=password&username=ana.souza%40aurora.example&password=Portal%402026',
    );
    const logInit = fetchMock.mock.calls.find(([url]) => String(url) === '/userAccessLogs')?.[1];
    expect(JSON.parse(String(logInit?.body))).toEqual({
      ipAddress: 'N/I',
      origin: 'N/I',
      tag: 'PORTAL_CLIENTES',
      provider: 'N/I',
    });
  });

  it('stores the BI token from auth_data.token and goes Home without a previousRoute', async () => {
    mockFetch(
      answer('POST', '/oauth/token', TOKEN_ANSWER),
      answer('GET', '/credential', { data: makeCredential() }),
      answer('POST', '/gescomex/auth', { auth_data: { token: 'bi-123' } }),
      answer('POST', '/userAccessLogs', { code: 'SUCCESS', message: 'ok' }),
    );
    const router = renderApp('/login');
    await screen.findByRole('button', { name: 'ACESSAR' });
    fillAndSubmit('ana.souza@aurora.example', 'Portal@2026');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(storage.getBiToken()).toBe('bi-123');
  });
});
