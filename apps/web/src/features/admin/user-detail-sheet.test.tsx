import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminUserDetail } from '@pc/contract/admin-users';
import { storage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { UserDetailSheet, WEBHOOKS_PERMISSION_LABEL } from './user-detail-sheet.tsx';

const NINA: TAdminUserDetail = {
  id: 31,
  name: 'Nina Prado',
  email: 'nina@pampa.example',
  role: 'CUSTOMER',
  status: 'ACTIVE',
  companyCount: 2,
  lastSignInAt: null,
  secondFactor: { hasTotp: false, passkeyCount: 0 },
  createdAt: '2026-11-01T12:00:00.000Z',
  companies: [
    { id: 7, name: 'Aurora Têxtil' },
    { id: 12, name: 'Pampa Agroquímica' },
  ],
  invitation: null,
  canManageWebhooks: false,
};

const USER_PATH = `/api/admin/users/${NINA.id}`;

/** The admin's user server: the detail, an empty access log, and every change call recorded. */
const userServer = () => {
  const changes: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = mockFetch((url, init) => {
    const path = url.split('?')[0] ?? '';
    const method = init.method ?? 'GET';
    if (method === 'GET' && path === USER_PATH) return jsonResponse({ data: NINA });
    if (method === 'GET' && path === `${USER_PATH}/access-logs`)
      return jsonResponse({ data: [], page: 1, size: 10, total: 0 });
    if (method !== 'GET' && path.startsWith(USER_PATH)) {
      changes.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : null });
      return jsonResponse({ data: NINA });
    }
    return undefined;
  });
  return { fetchMock, changes };
};

const renderSheet = () => {
  storage.setAccessToken('abc');
  renderRoutes(
    [
      {
        path: '/',
        element: <UserDetailSheet userId={NINA.id} canEdit currentUserId={1} onClose={() => undefined} />,
      },
    ],
    '/',
  );
};

const dialogNamed = (name: string) => screen.findByRole('alertdialog', { name });

/** Consequential one-click actions in a user's sheet ask first, naming the user, the company and the effect. */
describe('a user’s sheet: changes that ask first', () => {
  it('Desvincular names the user and the company and what they lose; cancelled, nothing is sent', async () => {
    const { changes } = userServer();
    renderSheet();
    fireEvent.click(await screen.findByRole('button', { name: 'Desvincular Pampa Agroquímica' }));
    const dialog = await dialogNamed('Desvincular empresa?');
    expect(dialog.textContent).toContain(
      'Desvincular Nina Prado de Pampa Agroquímica: Nina Prado deixa de ver os processos, documentos e valores de Pampa Agroquímica na próxima ação.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Desvincular Pampa Agroquímica' }));
    fireEvent.click(
      within(await dialogNamed('Desvincular empresa?')).getByRole('button', { name: 'Desvincular' }),
    );
    await waitFor(() =>
      expect(changes).toEqual([{ method: 'DELETE', path: `${USER_PATH}/companies/12`, body: null }]),
    );
    expect(await screen.findByText('Pampa Agroquímica desvinculada.')).toBeTruthy();
  });

  it('a new role asks first, saying what the role lets the user do; the select keeps the saved role meanwhile', async () => {
    const { changes } = userServer();
    renderSheet();
    const role = (await screen.findByRole('combobox', { name: 'Papel' })) as HTMLSelectElement;
    fireEvent.change(role, { target: { value: 'ADMIN' } });
    const dialog = await dialogNamed('Mudar o papel?');
    expect(dialog.textContent).toContain(
      'Mudar o papel de Nina Prado de Cliente para Administrador: Nina Prado passa a alterar permissões, usuários, integrações e a identidade visual de todas as empresas.',
    );
    expect(role.value).toBe('CUSTOMER');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mudar para Administrador' }));
    await waitFor(() =>
      expect(changes).toEqual([{ method: 'PUT', path: `${USER_PATH}/role`, body: { role: 'ADMIN' } }]),
    );
  });

  it('the webhooks permission asks first; Escape changes nothing', async () => {
    const { changes } = userServer();
    renderSheet();
    fireEvent.click(await screen.findByRole('switch', { name: WEBHOOKS_PERMISSION_LABEL }));
    const dialog = await dialogNamed('Permitir webhooks?');
    expect(dialog.textContent).toContain('Permitir que Nina Prado gerencie webhooks');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changes).toEqual([]);
    expect(
      (screen.getByRole('switch', { name: WEBHOOKS_PERMISSION_LABEL }) as HTMLInputElement).checked,
    ).toBe(false);
  });
});
