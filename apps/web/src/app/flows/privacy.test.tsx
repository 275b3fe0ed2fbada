import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  PRIVACY_REASON_MESSAGE,
  PRIVACY_REQUEST_CREATED_MESSAGE,
  type TAdminPrivacyRequest,
  type TMyDataExport,
  type TPrivacyIncident,
  type TPrivacyRequest,
} from '@pc/contract/privacy';
import { storage } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';
// Transformed with the test file: the router loads the screens lazily, inside the first test's limit.
import '../../features/admin/admin-layout.tsx';
import '../../features/privacy/my-privacy-page.tsx';
import '../../features/privacy/admin-privacy-requests-page.tsx';
import '../../features/privacy/admin-incidents-page.tsx';
import '../../features/privacy/privacy-notice-page.tsx';

const files = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('../../lib/save-file.ts', () => ({ saveBlob: files.saveBlob }));

const PENDING: TPrivacyRequest = {
  id: 5,
  kind: 'DELETION',
  note: 'Saí da empresa.',
  status: 'PENDING',
  createdAt: '2026-03-02T12:00:00.000Z',
  dueOn: '2026-03-17',
  decidedAt: null,
  decisionReason: null,
};

const ADMIN_ROW: TAdminPrivacyRequest = {
  ...PENDING,
  user: { id: 20, name: 'Dora Prado', email: 'dora@cliente.example', isActive: true },
  isOverdue: true,
  decidedBy: null,
};

const INCIDENT: TPrivacyIncident = {
  id: 4,
  occurredOn: '2026-02-26',
  knownOn: '2026-02-27',
  nature: 'Relatório enviado ao cliente errado',
  dataAffected: 'Nome e e-mail',
  peopleAffected: 'Usuários da Aurora',
  peopleAffectedCount: 3,
  measures: 'Pedido de exclusão ao destinatário',
  anpdNotifiedOn: '2026-03-03',
  peopleNotifiedOn: null,
  noticeDueOn: '2026-03-04',
  createdAt: '2026-02-27T12:00:00.000Z',
  updatedAt: '2026-02-27T12:00:00.000Z',
};

const signInAs = (role: 'CUSTOMER' | 'ADMIN') => {
  storage.setAccessToken('abc');
  return answer('GET', '/credential', { data: makeCredential({ role }) });
};

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string): unknown => {
  const call = fetchMock.mock.calls.find(([url, init]) => String(url) === path && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('LGPD: Meus Dados › Privacidade', () => {
  it('downloads the data as meus-dados.json and sends a deletion request with its note', async () => {
    const exported = { generatedAt: '2026-03-02T12:00:00.000Z' } as TMyDataExport;
    const fetchMock = mockFetch(
      signInAs('CUSTOMER'),
      answer('GET', '/api/privacy/my-data', { data: exported }),
      answer(
        'POST',
        '/api/privacy/requests',
        { data: PENDING, message: PRIVACY_REQUEST_CREATED_MESSAGE },
        201,
      ),
      answer('GET', '/api/privacy/requests', { data: [] }),
    );
    renderApp('/meus-dados/privacidade');

    await screen.findByText('Você ainda não fez nenhuma solicitação.');
    const tabs = screen.getByRole('navigation', { name: 'Seções de Meus Dados' });
    expect(within(tabs).getByRole('link', { name: 'Privacidade' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    await waitFor(() => expect(files.saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'meus-dados.json'));

    fireEvent.click(screen.getByRole('radio', { name: 'Exclusão de dados' }));
    expect(screen.getByText(/com o seu nome trocado por “Usuário removido”/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Observação (opcional)'), {
      target: { value: ' Saí da empresa. ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    await screen.findByText(PRIVACY_REQUEST_CREATED_MESSAGE);
    expect(bodyOf(fetchMock, 'POST', '/api/privacy/requests')).toEqual({
      kind: 'DELETION',
      note: 'Saí da empresa.',
    });
  });
});

describe('LGPD: Administração › Privacidade', () => {
  it('highlights an overdue request and approves a deletion only with a reason, after saying what it does', async () => {
    const fetchMock = mockFetch(
      signInAs('ADMIN'),
      answer('GET', '/api/admin/privacy/requests', { data: [ADMIN_ROW] }),
      answer('POST', '/api/admin/privacy/requests/5/decision', {
        data: { ...ADMIN_ROW, status: 'APPROVED', isOverdue: false },
      }),
    );
    renderApp('/admin/privacidade');

    expect(await screen.findByText('Atrasada — prazo era 17/03/2026')).toBeTruthy();
    expect(screen.getByText('1 solicitação atrasada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Atender: Exclusão de dados de Dora Prado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atender exclusão e anonimizar' });
    expect(within(dialog).getByText(/O nome passa a “Usuário removido”/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Atender' }));
    expect(await within(dialog).findByText(PRIVACY_REASON_MESSAGE)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Dados anonimizados.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atender' }));
    await screen.findByText('Solicitação atendida.');
    expect(bodyOf(fetchMock, 'POST', '/api/admin/privacy/requests/5/decision')).toEqual({
      decision: 'APPROVE',
      reason: 'Dados anonimizados.',
    });
  });

  it('lists incidents with who was told and the 3-business-day deadline of who was not', async () => {
    mockFetch(signInAs('ADMIN'), answer('GET', '/api/admin/privacy/incidents', { data: [INCIDENT] }));
    renderApp('/admin/incidentes');
    expect(await screen.findByText('Relatório enviado ao cliente errado')).toBeTruthy();
    expect(screen.getByText('Comunicado em 03/03/2026')).toBeTruthy();
    expect(screen.getByText('Não comunicado (prazo 04/03/2026)')).toBeTruthy();
  });
});

describe('LGPD: the privacy notice', () => {
  it('is public and names the controller and the DPO', async () => {
    mockFetch(
      answer('GET', '/api/public/privacy-notice', {
        data: {
          portalName: 'Portal dos Clientes',
          controller: { name: 'Despachos Aurora Ltda', contact: 'privacidade@despachos.example' },
          dpo: { name: null, contact: null },
          retention: { accessLogMonths: 6, sentEmailDays: 90 },
        },
      }),
    );
    renderApp('/privacidade');
    expect(await screen.findByText('Despachos Aurora Ltda')).toBeTruthy();
    expect(screen.getByText('Ainda não informado pelo despachante.')).toBeTruthy();
    expect(screen.getByText(/Registros de acesso: 6 meses/)).toBeTruthy();
  });
});
