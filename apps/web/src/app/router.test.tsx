import { processModalStore } from '../hooks/use-process-modal.ts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage, storageKeys } from '../lib/storage.ts';
import { answer, mockFetch } from '../test/fetch-mock.ts';
import { makeCredential } from '../test/make-credential.ts';
import { renderApp as renderAt } from './render-app.tsx';

describe('app routes', () => {
  beforeEach(() => {
    mockFetch(answer('GET', '/credential', { data: makeCredential() }));
  });

  it('renders the sign-in form on /login', async () => {
    renderAt('/login');

    expect(await screen.findByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByLabelText('Senha')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ACESSAR' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' }).getAttribute('href')).toBe(
      '/esqueci-minha-senha',
    );
  });

  it('sends a private deep link without a token to /login and remembers it as previousRoute', async () => {
    const router = renderAt('/processos/123?docIdDownload=9');

    expect(await screen.findByRole('button', { name: 'ACESSAR' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(storageKeys.previousRoute)).toBe('/processos/123?docIdDownload=9');
  });

  it('renders a private route inside the shell when a token is stored', async () => {
    storage.setAccessToken('abc');
    renderAt('/processos/123');

    expect(await screen.findByRole('heading', { name: 'Processos' })).toBeTruthy();
    // The id opens that process's modal on load (spec part 1 §2).
    expect(processModalStore.getOpenProcessId()).toBe(123);
    processModalStore.closeProcess();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('redirects /login to Home when a token is stored', async () => {
    storage.setAccessToken('abc');
    const router = renderAt('/login');

    expect(await screen.findByRole('heading', { name: 'Portal dos Clientes' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the not-found page for unknown paths, with a link home', async () => {
    renderAt('/rota-que-nao-existe');

    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/');
  });
});
