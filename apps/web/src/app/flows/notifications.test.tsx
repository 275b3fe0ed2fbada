import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@pc/contract/notifications';
import { storage } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';
// Transformed with the test file: the router and the bell load these lazily, inside the first test's limit.
import '../../features/notifications/notification-panel.tsx';
import '../../features/notifications/notifications-page.tsx';
import '../../features/notifications/notification-settings-page.tsx';
import '../../features/profile/my-data-page.tsx';

const NOTIFICATIONS = '/api/public/customer/notifications';

const signIn = () => {
  storage.setAccessToken('abc');
  return answer('GET', '/credential', { data: makeCredential() });
};

describe('the notification centre in the shell', () => {
  it('puts the bell beside the user menu on every screen; Ver todas opens the page', async () => {
    mockFetch(
      signIn(),
      answer('GET', `${NOTIFICATIONS}/unread`, { data: { total: 2 } }),
      answer('GET', NOTIFICATIONS, {
        data: [],
        page: { number: 1, size: 20, totalElements: 0, totalPages: 0 },
        unread: 2,
      }),
    );
    const router = renderApp('/meus-dados');
    const bell = await screen.findByRole('button', { name: 'Notificações, 2 não lidas' });
    expect(bell.closest('header')).toBe(
      screen.getByRole('button', { name: /menu do usuário$/ }).closest('header'),
    );

    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    fireEvent.click(await within(panel).findByRole('link', { name: 'Ver todas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notificacoes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificações' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Meus Dados has a Notificações tab at /meus-dados/notificacoes', async () => {
    mockFetch(
      signIn(),
      answer('GET', `${NOTIFICATIONS}/settings`, {
        data: { ...DEFAULT_NOTIFICATION_SETTINGS, isEmailOn: true },
      }),
    );
    const router = renderApp('/meus-dados');
    const tabs = await screen.findByRole('navigation', { name: 'Seções de Meus Dados' });
    fireEvent.click(within(tabs).getByRole('link', { name: 'Notificações' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-dados/notificacoes'));
    expect(await screen.findByRole('switch', { name: 'Mostrar no portal: Mudança de etapa' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Enviar por e-mail: Mensagem do despachante' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('switch', { name: 'Receber e-mails do portal' })).toHaveProperty('checked', true);
  });
});
