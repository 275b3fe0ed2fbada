import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storage, storageKeys } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

describe('shell', () => {
  it('presentation mode: on without confirmation, off after confirming the question', async () => {
    storage.setAccessToken('abc');
    mockFetch(
      answer('GET', '/credential', {
        data: makeCredential({ email: 'carla.mendes@portal.example', role: 'ADMIN' }),
      }),
    );
    renderApp('/meus-dados');

    fireEvent.click(await screen.findByRole('button', { name: 'Ativar modo de apresentação' }));
    expect(storage.get(storageKeys.presentationMode)).toBe('on');
    expect(screen.getByText('AURORA IMPORTADORA').getAttribute('data-sensitive')).toBe('blurred');

    fireEvent.click(screen.getByRole('button', { name: 'Sair do modo de apresentação' }));
    expect(await screen.findByText('Tem certeza que deseja sair do modo de apresentação?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(storage.get(storageKeys.presentationMode)).toBe('on');

    fireEvent.click(screen.getByRole('button', { name: 'Sair do modo de apresentação' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, sair' }));
    expect(storage.get(storageKeys.presentationMode)).toBeNull();
    expect(screen.getByText('AURORA IMPORTADORA').getAttribute('data-sensitive')).toBe('visible');
  });

  it('user menu: its accessible name starts with the visible name and e-mail (WCAG 2.5.3)', async () => {
    storage.setAccessToken('abc');
    const credential = makeCredential({ email: 'ana.souza@aurora.example' });
    mockFetch(answer('GET', '/credential', { data: credential }));
    renderApp('/meus-dados');
    const trigger = await screen.findByRole('button', { name: /menu do usuário$/ });
    expect(trigger.textContent?.startsWith(`${credential.name}ana.souza@aurora.example`)).toBe(true);
    expect(trigger.getAttribute('aria-label')).toBeNull();
  });

  it('cookie banner: accept sets the consent cookie for one year and hides it', async () => {
    mockFetch();
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    renderApp('/login');

    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar cookies' }));
    expect(setCookie).toHaveBeenCalledWith(expect.stringContaining('max-age=31536000'));
    await waitFor(() => expect(screen.queryByTestId('cookie-banner')).toBeNull());
  });

  it('header search: empty does nothing, no result warns', async () => {
    storage.setAccessToken('abc');
    const fetchMock = mockFetch(
      answer('GET', '/credential', { data: makeCredential() }),
      answer('GET', '/customers/import/search', { data: [] }),
    );
    renderApp('/meus-dados');

    const search = await screen.findByRole('searchbox', { name: 'Pesquisar processos' });
    fireEvent.submit(search);
    const searches = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/customers/import/search'));
    expect(searches()).toHaveLength(0);
    fireEvent.change(search, { target: { value: 'PRI00042' } });
    fireEvent.submit(search);
    expect(await screen.findByText('Nenhum processo encontrado!')).toBeTruthy();
    expect(String(searches()[0]?.[0])).toContain('concluidos=true&q=PRI00042');
  });

  it('Sair forgets the page it left: the next person to sign in starts at Home, not there', async () => {
    storage.setAccessToken('abc');
    storage.setRefreshToken('refresh');
    mockFetch(
      answer('GET', '/credential', { data: makeCredential() }),
      answer('POST', '/credential/logout', { code: 'SUCCESS', message: 'ok' }),
    );
    const router = renderApp('/meus-dados');
    const trigger = await screen.findByRole('button', { name: /menu do usuário$/ });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storage.get(storageKeys.accessToken)).toBeNull();
    expect(storage.get(storageKeys.previousRoute)).toBeNull();
  });
});
