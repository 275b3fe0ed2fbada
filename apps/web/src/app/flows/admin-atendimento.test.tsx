import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMessageThread, TMessageThreadsResponse } from '@pc/contract/messages';
import type { TUserRole } from '@pc/contract/user';
import { EMPTY_THREADS_TEXT } from '../../features/admin/atendimento-page.tsx';
import { processModalStore } from '../../hooks/use-process-modal.ts';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

const PATH = '/api/admin/message-threads';

const WAITING: TMessageThread = {
  processId: 101,
  companyId: 3,
  companyName: 'HÉRCULES MÁQUINAS LTDA',
  reference: 'PRI00042',
  customerRef: 'PO-7',
  lastMessage: {
    excerpt: 'Qual a previsão de desembaraço?',
    authorName: 'Ana Souza',
    authorSide: 'CUSTOMER',
    kind: 'TEXT',
    created: '2026-11-27T12:00:00.000Z',
  },
  isUnanswered: true,
  waitingSince: '2026-11-27T12:00:00.000Z',
  messageCount: 3,
  assignedTo: null,
};
const MINE: TMessageThread = {
  ...WAITING,
  processId: 102,
  reference: 'PRI00043',
  customerRef: null,
  lastMessage: {
    ...WAITING.lastMessage,
    authorName: 'Bruno Lima',
    authorSide: 'BROKER',
    excerpt: 'Chega na sexta.',
  },
  isUnanswered: false,
  waitingSince: null,
  assignedTo: { id: 1, name: 'Ana Souza' },
};

const pageOf = (data: TMessageThread[], unansweredCount = 1): TMessageThreadsResponse => ({
  data,
  page: { number: 1, size: 25, totalElements: data.length, totalPages: 1 },
  unansweredCount,
});

const signInAs = (role: TUserRole) => {
  storage.setAccessToken('abc');
  return answer('GET', '/credential', { data: makeCredential({ id: 1, role }) });
};

/** Staff and admins come from two calls (the users' role filter takes one role). */
const STAFF_USERS = (url: string) =>
  url.includes('/api/admin/users?')
    ? jsonResponse({
        data: url.includes('role=ADMIN') ? [{ id: 2, name: 'Bia Admin' }] : [{ id: 9, name: 'Carla Mendes' }],
        page: 1,
        size: 100,
        total: 1,
      })
    : undefined;

const threadCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), method: init?.method ?? 'GET', body: init?.body }))
    .filter((call) => call.url.includes(PATH));

afterEach(() => processModalStore.closeProcess());

/** Collaboration: the back-office's Atendimento. */
describe('back-office: Atendimento', () => {
  it('lists the conversations with the wait, the owner and the unanswered count in the sub-navigation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-27T15:00:00Z') });
    try {
      mockFetch(signInAs('STAFF'), STAFF_USERS, answer('GET', PATH, pageOf([WAITING, MINE], 4)));
      renderApp('/admin/atendimento');
      const table = await screen.findByRole('table');
      const waiting = (await within(table).findByRole('button', { name: 'PRI00042' })).closest('tr');
      if (!waiting) throw new Error('no row');
      expect(waiting.textContent).toContain('HÉRCULES MÁQUINAS LTDA');
      expect(waiting.textContent).toContain('Qual a previsão de desembaraço?');
      expect(waiting.textContent).toContain('Ana Souza (cliente) · 27/11/2026 09:00');
      expect(waiting.textContent).toContain('Aguardando há 3 h');
      expect(waiting.textContent).toContain('Ninguém');
      const mine = within(table).getByRole('button', { name: 'PRI00043' }).closest('tr');
      expect(mine?.textContent).toContain('Respondida');
      expect(within(mine as HTMLElement).getByRole('button', { name: 'Devolver PRI00043' })).toBeTruthy();
      const subNav = screen.getByRole('navigation', { name: 'Seções da administração' });
      expect(await within(subNav).findByRole('link', { name: 'Atendimento 4 sem resposta' })).toBeTruthy();
      expect(screen.getByText(/sem resposta$/, { selector: 'p' }).textContent).toBe(
        '2 conversas · 4 sem resposta',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a thread for the signed-in staff member and gives one back', async () => {
    const fetchMock = mockFetch(
      signInAs('STAFF'),
      STAFF_USERS,
      (url, init) =>
        init.method === 'PUT' && url.endsWith(`${PATH}/101/assignee`)
          ? jsonResponse({ data: WAITING })
          : undefined,
      (url, init) =>
        init.method === 'PUT' && url.endsWith(`${PATH}/102/assignee`)
          ? jsonResponse({ data: MINE })
          : undefined,
      answer('GET', PATH, pageOf([WAITING, MINE])),
    );
    renderApp('/admin/atendimento');
    fireEvent.click(await screen.findByRole('button', { name: 'Assumir PRI00042' }));
    await waitFor(() =>
      expect(threadCalls(fetchMock).find((call) => call.method === 'PUT')?.body).toBe('{"staffUserId":1}'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Devolver PRI00043' }));
    await waitFor(() =>
      expect(threadCalls(fetchMock).filter((call) => call.method === 'PUT')[1]).toMatchObject({
        url: expect.stringContaining(`${PATH}/102/assignee`),
        body: '{"staffUserId":null}',
      }),
    );
  });

  it('filters by situation and staff member, and a row opens the process on Mensagens', async () => {
    const fetchMock = mockFetch(signInAs('ADMIN'), STAFF_USERS, answer('GET', PATH, pageOf([WAITING])));
    renderApp('/admin/atendimento');
    await screen.findByRole('button', { name: 'PRI00042' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'UNANSWERED' } });
    await waitFor(() =>
      expect(threadCalls(fetchMock).some((call) => call.url.includes('status=UNANSWERED&page=1'))).toBe(true),
    );
    const staff = screen.getByRole('combobox', { name: 'Responsável' });
    await within(staff).findByRole('option', { name: 'Carla Mendes' });
    expect(
      within(staff)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Ninguém', 'Bia Admin', 'Carla Mendes']);
    fireEvent.change(staff, { target: { value: '9' } });
    await waitFor(() =>
      expect(threadCalls(fetchMock).some((call) => call.url.includes('staffUserId=9'))).toBe(true),
    );
    fireEvent.change(staff, { target: { value: 'none' } });
    await waitFor(() =>
      expect(threadCalls(fetchMock).some((call) => call.url.includes('unassigned=true'))).toBe(true),
    );
    fireEvent.click(screen.getByText('Qual a previsão de desembaraço?'));
    expect(processModalStore.getOpenProcess()).toEqual({ id: 101, tab: 'mensagens' });
  });

  it('filters by one company picked by name, and goes back to every company', async () => {
    const fetchMock = mockFetch(
      signInAs('STAFF'),
      STAFF_USERS,
      answer('GET', '/api/admin/companies', {
        data: [{ id: 3, name: 'HÉRCULES MÁQUINAS LTDA', federalID: '12345678000190' }],
        page: 1,
        size: 10,
        total: 1,
      }),
      answer('GET', PATH, pageOf([WAITING])),
    );
    renderApp('/admin/atendimento');
    await screen.findByRole('button', { name: 'PRI00042' });
    const picker = screen.getByRole('combobox', { name: 'Empresa' });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'hércules' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /HÉRCULES MÁQUINAS LTDA/ }));
    await waitFor(() =>
      expect(threadCalls(fetchMock).some((call) => call.url.includes('companyId=3'))).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Todas as empresas/ }));
    // Every company's list again (from the cache: it was read on arrival).
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toBeTruthy();
  });

  it('says so when there is no conversation', async () => {
    mockFetch(signInAs('STAFF'), STAFF_USERS, answer('GET', PATH, pageOf([], 0)));
    renderApp('/admin/atendimento');
    expect(await screen.findByText(EMPTY_THREADS_TEXT)).toBeTruthy();
  });

  it('is the back-office’s: a customer does not reach it', async () => {
    const fetchMock = mockFetch(signInAs('CUSTOMER'));
    renderApp('/admin/atendimento');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Atendimento' })).toBeNull());
    expect(threadCalls(fetchMock)).toHaveLength(0);
  });
});
