import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, mockFetch } from './test/fetch-mock.ts';
import { prerenderLoginPage } from './prerender.tsx';

const BANNER_TEXT = /Utilizamos cookies para garantir o funcionamento do portal/;

/** The markup the build writes into #root (scripts/prerender-web.ts moves the <title> to <head>). */
const mountPrerendered = async (hasCookieConsent: boolean): Promise<HTMLElement> => {
  const markup = await prerenderLoginPage({ hasCookieConsent });
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = markup.replace(/^<title>[^<]*<\/title>/, '');
  document.body.append(container);
  return container;
};

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('the prerendered sign-in screen', () => {
  it('has the whole screen and the cookie banner, its button waiting for the code', async () => {
    const markup = await prerenderLoginPage({ hasCookieConsent: false });

    expect(markup.startsWith('<title>Login | Portal dos Clientes</title>')).toBe(true);
    await mountPrerendered(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByText(BANNER_TEXT)).toBeTruthy();
    // Before hydration a native submit would put the password in the URL.
    expect((screen.getByRole('button', { name: 'ACESSAR' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('leaves the banner out when the consent cookie was sent', async () => {
    await mountPrerendered(true);

    expect(screen.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeTruthy();
    expect(screen.queryByText(BANNER_TEXT)).toBeNull();
  });

  it('hydrates without a mismatch, keeping the nodes and what was typed, and signs in', async () => {
    const fetchMock = mockFetch(
      answer('POST', '/oauth/token', { error: 'invalid_grant', error_description: 'Bad credentials' }, 400),
    );
    window.history.replaceState(null, '', '/login');
    const container = await mountPrerendered(false);
    const heading = screen.getByRole('heading', { level: 1 });
    // Typed before the page's code arrived.
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'ana@aurora.example' } });
    const errors: unknown[] = [];

    // The browser router is created when app.tsx loads, from the URL set above.
    const { App } = await import('./app/app.tsx');
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error), onUncaughtError: (error) => errors.push(error) },
      );
    });

    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    const button = screen.getByRole('button', { name: 'ACESSAR' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@aurora.example');
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'errada' } });
    fireEvent.click(button);

    expect(await screen.findByText('Usuário ou senha inválido.')).toBeTruthy();
    const body = String(fetchMock.mock.calls[0]?.[1]?.body);
    expect(new URLSearchParams(body).get('username')).toBe('ana@aurora.example');
    expect(screen.getByText(BANNER_TEXT)).toBeTruthy();
  });
});
