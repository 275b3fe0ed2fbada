import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCall } from '@pc/contract/call';
import {
  MESSAGE_EMPTY_MESSAGE,
  MESSAGE_TOO_LONG_MESSAGE,
  type TProcessMessage,
  type TProcessMessages,
} from '@pc/contract/messages';
import { CUSTOMER_DOCUMENT_MESSAGES } from '@pc/contract/customer-documents';
import { ApiError } from '../../lib/api-error.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { ProcessDetailModal } from './process-detail-modal.tsx';
import { makeProcess } from './test-fixtures.ts';
import { anyBlob } from '../../test/any-blob.ts';

const api = vi.hoisted(() => ({ callApi: vi.fn(), downloadFile: vi.fn(), saveBlob: vi.fn() }));

vi.mock('../../lib/api-client.ts', () => ({ callApi: api.callApi, downloadFile: api.downloadFile }));
vi.mock('../../lib/save-file.ts', () => ({ saveBlob: api.saveBlob, base64ToBlob: () => new Blob() }));

const MESSAGES_PATH = '/api/public/customer/processes/{id}/messages';
const READ_PATH = '/api/public/customer/processes/{id}/messages/read';
const UNREAD_PATH = '/api/public/customer/messages/unread';
const DOCUMENTS_PATH = '/api/public/customer/processes/{id}/documents';

const message = (id: number, overrides: Partial<TProcessMessage> = {}): TProcessMessage => ({
  id,
  processId: 1,
  kind: 'TEXT',
  text: `Mensagem ${id}`,
  authorName: 'Ana Souza',
  authorSide: 'CUSTOMER',
  isMine: true,
  created: '2026-11-20T13:05:00.000Z',
  attachments: [],
  ...overrides,
});

const thread = (overrides: Partial<TProcessMessages> = {}): TProcessMessages => ({
  messages: [
    message(10, { text: 'Qual a previsão? Veja https://rastreio.exemplo.com/bl/1. <b>urgente</b>' }),
    message(11, {
      text: 'Chega na sexta.',
      authorName: 'Bruno Lima',
      authorSide: 'BROKER',
      isMine: false,
      created: '2026-11-21T01:30:00.000Z',
      attachments: [{ documentId: 7, originalFilename: 'bl-pri00042.pdf', documentTypeName: 'Outros' }],
    }),
    message(12, {
      kind: 'DOCUMENT_SENT',
      text: 'Documento enviado: Packing list (packing.pdf)',
      authorName: 'Ana Souza',
    }),
  ],
  hasOlder: false,
  unread: 1,
  lastReadMessageId: 10,
  assignedTo: { id: 5, name: 'Bruno Lima' },
  ...overrides,
});

type TAnswers = { thread: TProcessMessages; older: TProcessMessages; unread: number };
let answers: TAnswers;

const answerFor = (call: TCall, input?: { query?: { before?: string } }): unknown => {
  if (call.path === '/api/public/customer/processes/{id}') return { data: makeProcess() };
  if (call.path === MESSAGES_PATH && call.method === 'GET')
    return { data: input?.query?.before ? answers.older : answers.thread };
  if (call.path === MESSAGES_PATH) return { data: message(13, { text: 'Obrigada!' }) };
  if (call.path === READ_PATH) return { data: { unread: 0 } };
  if (call.path === UNREAD_PATH)
    return {
      data: {
        total: answers.unread,
        processes:
          answers.unread > 0
            ? [
                {
                  processId: 1,
                  reference: 'PRI00042',
                  companyName: 'Hércules',
                  unread: answers.unread,
                  lastMessageAt: '2026-11-21T01:30:00.000Z',
                },
              ]
            : [],
      },
    };
  if (call.path === DOCUMENTS_PATH && call.method === 'POST')
    return { data: { id: 70, originalFilename: 'invoice.pdf' } };
  if (call.path === DOCUMENTS_PATH) return { data: [] };
  if (call.path.startsWith('/api/public/customer/invoices/')) return { data: [] };
  if (call.path.startsWith('/freightQuotation/importProcess/')) return { data: { freightQuotations: [] } };
  throw new Error(`unexpected call ${call.method} ${call.path}`);
};

const callsTo = (path: string, method = 'GET') =>
  api.callApi.mock.calls.filter(
    ([call]) => (call as TCall).path === path && (call as TCall).method === method,
  );

const renderModal = (tab: 'mensagens' | null = 'mensagens', queryClient = createQueryClient()) => {
  const router = createMemoryRouter(
    [
      {
        path: '/processos',
        element: <ProcessDetailModal processId={1} tab={tab} onClose={vi.fn()} />,
      },
    ],
    { initialEntries: ['/processos'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

/** The thread's messages (not their attachments' items). */
const messageItems = (log: HTMLElement) => [...log.querySelectorAll(':scope > ol > li')];

const conversation = () => screen.findByRole('log', { name: 'Conversa do processo' });

describe('Mensagens tab', () => {
  beforeEach(() => {
    answers = {
      thread: thread(),
      older: thread({ messages: [message(4, { text: 'Primeira' })] }),
      unread: 2,
    };
    api.callApi.mockImplementation((call: TCall, input?: { query?: { before?: string } }) =>
      Promise.resolve(answerFor(call, input)),
    );
    api.downloadFile.mockResolvedValue({ blob: new Blob(['%PDF']), filename: 'bl-pri00042.pdf' });
  });

  it('opens on Mensagens from a link and shows the thread oldest first, with author, side and São Paulo time', async () => {
    renderModal();
    const log = await conversation();
    expect(screen.getByRole('tab', { name: /^Mensagens/ }).getAttribute('aria-selected')).toBe('true');
    const items = messageItems(log);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Qual a previsão?'),
      expect.stringContaining('Chega na sexta.'),
      expect.stringContaining('Documento enviado: Packing list'),
    ]);
    expect(items[0]?.textContent).toContain('Ana Souza');
    expect(items[0]?.textContent).toContain('Cliente');
    expect(items[0]?.textContent).toContain('20/11/2026 10:05');
    expect(items[1]?.textContent).toContain('Despachante');
    expect(items[1]?.textContent).toContain('20/11/2026 22:30');
    expect(items[0]?.getAttribute('data-side')).toBe('CUSTOMER');
    expect(items[1]?.getAttribute('data-side')).toBe('BROKER');
    // The portal's own line is no one's bubble.
    expect(items[2]?.getAttribute('data-kind')).toBe('DOCUMENT_SENT');
    expect(items[2]?.getAttribute('data-side')).toBeNull();
    expect(screen.getByText(/^Atendimento:/).textContent).toBe('Atendimento: Bruno Lima');
  });

  it('makes http(s) links clickable in a new tab and shows markup as text', async () => {
    renderModal();
    const log = await conversation();
    const link = within(log).getByRole('link', { name: 'https://rastreio.exemplo.com/bl/1' });
    expect(link.getAttribute('href')).toBe('https://rastreio.exemplo.com/bl/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(log.querySelector('b')).toBeNull();
    expect(log.textContent).toContain('<b>urgente</b>');
  });

  it('shows the unread count on the tab, marks the thread read up to the newest message and asks the counts again', async () => {
    renderModal(null);
    expect(await screen.findByRole('tab', { name: 'Mensagens 2' })).toBeTruthy();
    expect(callsTo(MESSAGES_PATH)).toHaveLength(0);
    answers.unread = 0;
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Mensagens 2' }));
    await conversation();
    await waitFor(() =>
      expect(callsTo(READ_PATH, 'POST')[0]?.[1]).toEqual({
        params: { id: '1' },
        body: { lastMessageId: 12 },
      }),
    );
    expect(await screen.findByRole('tab', { name: 'Mensagens' })).toBeTruthy();
    expect(callsTo(UNREAD_PATH).length).toBeGreaterThanOrEqual(2);
  });

  it('asks the unread counts again when the modal opens, though the list read them a moment ago', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData([UNREAD_PATH, {}], { data: { total: 0, processes: [] } });
    renderModal(null, queryClient);
    expect(await screen.findByRole('tab', { name: 'Mensagens 2' })).toBeTruthy();
  });

  it('does not mark read a thread without unread messages (the caller’s own, or already read)', async () => {
    answers.thread = thread({ lastReadMessageId: 10, unread: 0 });
    renderModal();
    await conversation();
    await waitFor(() => expect(callsTo(MESSAGES_PATH)).toHaveLength(1));
    expect(callsTo(READ_PATH, 'POST')).toHaveLength(0);
  });

  it('downloads an attachment with the process document call', async () => {
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar bl-pri00042.pdf' }));
    await waitFor(() => expect(api.saveBlob).toHaveBeenCalledWith(anyBlob(), 'bl-pri00042.pdf'));
    expect(api.downloadFile).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/public/customer/processes/{id}/documents/{docId}/download' }),
      { params: { id: '1', docId: '7' } },
    );
  });

  it('loads older messages before the oldest one shown with "Mensagens anteriores"', async () => {
    answers.thread = thread({ hasOlder: true });
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Mensagens anteriores' }));
    const log = await conversation();
    await waitFor(() => expect(messageItems(log)[0]?.textContent).toContain('Primeira'));
    expect(callsTo(MESSAGES_PATH).at(-1)?.[1]).toEqual({ params: { id: '1' }, query: { before: '10' } });
    expect(screen.queryByRole('button', { name: 'Mensagens anteriores' })).toBeNull();
  });

  it('refuses an empty text and one over 4.000 characters with the contract’s messages', async () => {
    renderModal();
    await conversation();
    const send = screen.getByRole('button', { name: 'Enviar' });
    fireEvent.click(send);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGE_EMPTY_MESSAGE);
    const textarea = screen.getByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(textarea, { target: { value: 'a'.repeat(4001) } });
    expect(screen.getByText('4.001/4.000 caracteres')).toBeTruthy();
    fireEvent.click(send);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGE_TOO_LONG_MESSAGE);
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(MESSAGES_PATH, 'POST')).toHaveLength(0);
  });

  it('sends the text, then clears the composer and reads the thread again', async () => {
    renderModal();
    await conversation();
    const textarea = screen.getByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(textarea, { target: { value: '  Obrigada!  ' } });
    expect(screen.getByText('13/4.000 caracteres')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(callsTo(MESSAGES_PATH, 'POST')[0]?.[1]).toEqual({
        params: { id: '1' },
        body: { text: 'Obrigada!' },
      }),
    );
    await waitFor(() => expect((textarea as HTMLTextAreaElement).value).toBe(''));
    await waitFor(() => expect(callsTo(MESSAGES_PATH).length).toBeGreaterThanOrEqual(2));
  });

  it('sends each attachment first as an "Outros" document, then the message with their ids', async () => {
    renderModal();
    await conversation();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByRole('list', { name: 'Arquivos anexados' }).textContent).toContain('invoice.pdf');
    fireEvent.change(screen.getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'Segue a invoice' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(callsTo(MESSAGES_PATH, 'POST')).toHaveLength(1));
    const upload = callsTo(DOCUMENTS_PATH, 'POST')[0]?.[1] as { params: unknown; formData: FormData };
    expect(upload.params).toEqual({ id: '1' });
    expect(upload.formData.get('documentTypeName')).toBe('Outros');
    // The message tells the broker: the attachment gets no "Enviou o documento" line of its own.
    expect(upload.formData.get('isMessageAttachment')).toBe('true');
    expect(upload.formData.get('file')).toBe(file);
    expect(callsTo(MESSAGES_PATH, 'POST')[0]?.[1]).toEqual({
      params: { id: '1' },
      body: { text: 'Segue a invoice', documentIds: [70] },
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Arquivos anexados' })).toBeNull());
  });

  it('keeps the text and the files when the message fails, and does not send a file twice on the retry', async () => {
    let isDown = true;
    api.callApi.mockImplementation((call: TCall, input?: { query?: { before?: string } }) =>
      call.path === MESSAGES_PATH && call.method === 'POST' && isDown
        ? Promise.reject(new ApiError(503, { code: 'SERVICE_UNAVAILABLE', message: 'Serviço indisponível.' }))
        : Promise.resolve(answerFor(call, input)),
    );
    renderModal();
    await conversation();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    const textarea = screen.getByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(textarea, { target: { value: 'Segue a invoice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Serviço indisponível.');
    expect((textarea as HTMLTextAreaElement).value).toBe('Segue a invoice');
    expect(screen.getByRole('list', { name: 'Arquivos anexados' }).textContent).toContain('invoice.pdf');

    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(callsTo(MESSAGES_PATH, 'POST')).toHaveLength(2));
    expect(callsTo(DOCUMENTS_PATH, 'POST')).toHaveLength(1);
    expect(callsTo(MESSAGES_PATH, 'POST')[1]?.[1]).toEqual({
      params: { id: '1' },
      body: { text: 'Segue a invoice', documentIds: [70] },
    });
    await waitFor(() => expect((textarea as HTMLTextAreaElement).value).toBe(''));
  });

  it('refuses a file of another type before sending anything', async () => {
    renderModal();
    await conversation();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'virus.exe')] } });
    expect((await screen.findByRole('alert')).textContent).toBe(CUSTOMER_DOCUMENT_MESSAGES.badType);
    expect(screen.queryByRole('list', { name: 'Arquivos anexados' })).toBeNull();
  });

  it('reads the thread again every 15 s while the tab is open, and not after leaving it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderModal();
      await conversation();
      await waitFor(() => expect(callsTo(MESSAGES_PATH)).toHaveLength(1));
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      await waitFor(() => expect(callsTo(MESSAGES_PATH)).toHaveLength(2));
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Dados Gerais' }));
      await act(() => vi.advanceTimersByTimeAsync(45_000));
      expect(callsTo(MESSAGES_PATH)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
