import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { AdminNav } from './admin-nav.tsx';

const renderNav = (path: string) => {
  storage.setAccessToken('abc');
  mockFetch((url) =>
    url.startsWith('/api/admin/message-threads')
      ? jsonResponse({
          data: [],
          page: { number: 1, size: 1, totalElements: 3, totalPages: 3 },
          unansweredCount: 3,
        })
      : undefined,
  );
  return renderRoutes([{ path: '*', element: <AdminNav /> }], path);
};

describe('<AdminNav />', () => {
  it('lists the sections by group, the current one marked', async () => {
    renderNav('/admin/auditoria');
    const nav = screen.getByRole('navigation', { name: 'Seções da administração' });
    const portal = within(nav).getByRole('list', { name: 'Portal' });
    expect(
      within(portal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Identidade visual',
      'Auditoria',
      'Notificações enviadas',
      'Privacidade',
      'Incidentes de segurança',
    ]);
    expect(within(portal).getByRole('link', { name: 'Auditoria' }).getAttribute('aria-current')).toBe('page');
    // One list per group.
    expect(within(nav).getAllByRole('list')).toHaveLength(4);
  });

  it('shows the current section in the select, with the waiting conversations, and goes to the one chosen', async () => {
    const router = renderNav('/admin/importar-planilha');
    const select = screen.getByRole('combobox', { name: 'Seção' }) as HTMLSelectElement;
    expect(select.value).toBe('/admin/importar-planilha');
    expect(await screen.findByRole('option', { name: 'Atendimento (3 sem resposta)' })).toBeTruthy();
    fireEvent.change(select, { target: { value: '/admin/auditoria' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/auditoria'));
    await waitFor(() => expect(select.value).toBe('/admin/auditoria'));
  });
});
