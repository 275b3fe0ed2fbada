import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  TAdminQuotationInvitation,
  TAdminQuotationInvitationsResponse,
} from '@pc/contract/admin-quotations';
import type { TUserRole } from '@pc/contract/user';
import {
  EMPTY_INVITATIONS_TEXT,
  invitationResentMessage,
  invitationRevokedMessage,
  REVOKE_INVITATION_TITLE,
  revokeInvitationQuestion,
} from '../../features/admin/quotation-invitations-page.tsx';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

const PATH = '/api/admin/quotation-invitations';

const OPEN: TAdminQuotationInvitation = {
  id: 5,
  company: { id: 3, name: 'HÉRCULES MÁQUINAS LTDA' },
  process: { id: 101, reference: 'PRI00042' },
  forwarderName: 'Oceano Azul Logística',
  email: 'cotacao@oceanoazul.example',
  createdAt: '2026-11-20T12:00:00.000Z',
  createdBy: 'carla.mendes@portal.example',
  // A week ahead of the run: an answered link that expired may be resent, one still valid may not.
  expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
  status: 'OPEN',
};
const ANSWERED: TAdminQuotationInvitation = {
  ...OPEN,
  id: 4,
  forwarderName: 'Rápido Cargo',
  email: 'comercial@rapido.example',
  status: 'ANSWERED',
};
const REVOKED: TAdminQuotationInvitation = {
  ...OPEN,
  id: 3,
  forwarderName: 'Atlântico Fretes',
  status: 'REVOKED',
};

const pageOf = (data: TAdminQuotationInvitation[]): TAdminQuotationInvitationsResponse => ({
  data,
  page: 1,
  size: 25,
  total: data.length,
});

const signInAs = (role: TUserRole) => {
  storage.setAccessToken('abc');
  return answer('GET', '/credential', { data: makeCredential({ role }) });
};

const rowOf = (table: HTMLElement, name: string): HTMLElement => {
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

/** Back-office screen 4: Cotações de frete (the forwarders' links). */
describe('back-office: Cotações de frete', () => {
  it('lists the links with their state and only the actions each state allows', async () => {
    mockFetch(
      signInAs('STAFF'),
      answer('GET', '/api/admin/companies', { data: [], page: 1, size: 100, total: 0 }),
      answer('GET', PATH, pageOf([OPEN, ANSWERED, REVOKED])),
    );
    renderApp('/admin');

    const subNav = await screen.findByRole('navigation', { name: 'Seções da administração' });
    fireEvent.click(within(subNav).getByRole('link', { name: 'Cotações de frete' }));
    const table = await screen.findByRole('table', { name: 'Convites de cotação de frete' });
    await within(table).findByText('Oceano Azul Logística');
    const open = rowOf(table, 'Oceano Azul Logística');
    expect(within(open).getByText('Aberto')).toBeTruthy();
    expect(within(open).getByText('PRI00042')).toBeTruthy();
    expect(within(open).getByText('HÉRCULES MÁQUINAS LTDA')).toBeTruthy();
    expect(within(open).getByRole('button', { name: /^Reenviar/ })).toBeTruthy();
    expect(within(open).getByRole('button', { name: /^Revogar/ })).toBeTruthy();
    const answered = rowOf(table, 'Rápido Cargo');
    expect(within(answered).getByText('Respondido')).toBeTruthy();
    expect(within(answered).queryByRole('button', { name: /^Reenviar/ })).toBeNull();
    const revoked = rowOf(table, 'Atlântico Fretes');
    expect(within(revoked).getByText('Revogado')).toBeTruthy();
    expect(within(revoked).queryByRole('button')).toBeNull();
  });

  it('filters by state on the server and shows the empty text', async () => {
    const fetchMock = mockFetch(
      signInAs('STAFF'),
      answer('GET', '/api/admin/companies', { data: [], page: 1, size: 100, total: 0 }),
      (url) =>
        url.startsWith(PATH) ? jsonResponse(pageOf(url.includes('status=EXPIRED') ? [] : [OPEN])) : undefined,
    );
    renderApp('/admin/cotacoes');
    const table = await screen.findByRole('table', { name: 'Convites de cotação de frete' });
    await within(table).findByText('Oceano Azul Logística');
    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'EXPIRED' } });
    expect(await screen.findByText(EMPTY_INVITATIONS_TEXT)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=EXPIRED'))).toBe(true);
  });

  it('revokes after a confirmation and resends, each with its toast', async () => {
    let current = OPEN;
    const fetchMock = mockFetch(
      signInAs('STAFF'),
      answer('GET', '/api/admin/companies', { data: [], page: 1, size: 100, total: 0 }),
      (url, init) =>
        (init.method ?? 'GET') === 'GET' && url.startsWith(PATH)
          ? jsonResponse(pageOf([current]))
          : undefined,
      (url, init) => {
        if (init.method !== 'POST') return undefined;
        if (url === `${PATH}/3/5/resend`) return jsonResponse({ data: current });
        if (url !== `${PATH}/3/5/revoke`) return undefined;
        current = { ...OPEN, status: 'REVOKED' };
        return jsonResponse({ data: current });
      },
    );
    renderApp('/admin/cotacoes');
    const table = await screen.findByRole('table', { name: 'Convites de cotação de frete' });

    fireEvent.click(await within(table).findByRole('button', { name: /^Reenviar/ }));
    expect(await screen.findByText(invitationResentMessage(OPEN))).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: /^Revogar/ }));
    const confirm = await screen.findByRole('alertdialog', { name: REVOKE_INVITATION_TITLE });
    expect(within(confirm).getByText(revokeInvitationQuestion(OPEN))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText(invitationRevokedMessage(OPEN))).toBeTruthy();
    await waitFor(() => expect(within(table).getByText('Revogado')).toBeTruthy());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2);
  });
});
