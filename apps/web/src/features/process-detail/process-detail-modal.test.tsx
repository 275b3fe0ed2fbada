import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCall } from '@pc/contract/call';
import { createQueryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast-store.ts';
import { ApiError } from '../../lib/api-error.ts';
import { ProcessDetailModal } from './process-detail-modal.tsx';
import { duimpAnswer, makeDocument, makeDuimp, makeProcess } from './test-fixtures.ts';
import { anyBlob } from '../../test/any-blob.ts';

const api = vi.hoisted(() => ({
  callApi: vi.fn(),
  downloadFile: vi.fn(),
  saveBlob: vi.fn(),
}));

vi.mock('../../lib/api-client.ts', () => ({ callApi: api.callApi, downloadFile: api.downloadFile }));
vi.mock('../../lib/save-file.ts', () => ({ saveBlob: api.saveBlob, base64ToBlob: () => new Blob() }));

const documents = [makeDocument(3, 'bl-pri00042.pdf'), makeDocument(4, 'foto.png')];
const emptyQuotations = {
  total: null,
  transitTime: null,
  freetime: null,
  totalUSD: null,
  totalEUR: null,
  totalReais: null,
  totalOthers: null,
  usdRate: null,
  euroRate: null,
  freightQuotations: [],
};

const DUIMP_PATH = '/api/public/customer/processes/{id}/duimp';
/** What the process and DUIMP calls answer in a test (a DI process by default). */
let answers: { process: ReturnType<typeof makeProcess>; duimp: unknown } = {
  process: makeProcess(),
  duimp: duimpAnswer(),
};

const answerFor = (call: TCall): unknown => {
  if (call.path === '/api/public/customer/processes/{id}') return { data: answers.process };
  if (call.path === DUIMP_PATH) return answers.duimp;
  if (call.path.endsWith('/documents')) return { data: documents };
  if (call.path.startsWith('/api/public/customer/invoices/')) return { data: [] };
  if (call.path.startsWith('/freightQuotation/importProcess/')) return { data: emptyQuotations };
  if (call.path.endsWith('/change-urgency')) return { code: 'SUCCESS', message: 'ok' };
  throw new Error(`unexpected call ${call.path}`);
};

const renderModal = (path: string) => {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [{ path: '/processos/:id?', element: <ProcessDetailModal processId={1} onClose={onClose} /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onClose };
};

const toastMessages = () => toast.getSnapshot().map((item) => item.message);

describe('ProcessDetailModal', () => {
  beforeEach(() => {
    answers = { process: makeProcess(), duimp: duimpAnswer() };
    api.callApi.mockImplementation((call: TCall) => Promise.resolve(answerFor(call)));
    api.downloadFile.mockResolvedValue({ blob: new Blob(['%PDF']), filename: 'bl-pri00042.pdf' });
  });

  it('shows the reference, the summary and the general tab by default', async () => {
    renderModal('/processos/1');
    expect(await screen.findByRole('heading', { name: 'PRI00042' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dados Gerais' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: /Cotações Recebidas/ })).toBeNull();
    expect(await screen.findByRole('tab', { name: 'Documentos 2' })).toBeTruthy();
    expect(api.downloadFile).not.toHaveBeenCalled();
  });

  it('arrow keys switch the tabs, as on Home (WAI-ARIA tabs, automatic activation)', async () => {
    renderModal('/processos/1');
    const general = await screen.findByRole('tab', { name: 'Dados Gerais' });
    general.focus();
    fireEvent.keyDown(general, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Financeiro/ }).getAttribute('aria-selected')).toBe('true'),
    );
    fireEvent.keyDown(document.activeElement ?? general, { key: 'ArrowLeft' });
    await waitFor(() => expect(general.getAttribute('aria-selected')).toBe('true'));
  });

  it('docIdDownload: opens the documents tab, downloads that document and drops the parameter', async () => {
    const { router } = renderModal('/processos/1?docIdDownload=3');
    expect((await screen.findByRole('tab', { name: /Documentos/ })).getAttribute('aria-selected')).toBe(
      'true',
    );
    await waitFor(() => expect(api.saveBlob).toHaveBeenCalledTimes(1));
    expect(api.downloadFile).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/public/customer/processes/{id}/documents/{docId}/download' }),
      { params: { id: '1', docId: '3' } },
    );
    expect(api.saveBlob).toHaveBeenCalledWith(anyBlob(), 'bl-pri00042.pdf');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('docIdDownload: an id not in the list warns and downloads nothing', async () => {
    renderModal('/processos/1?docIdDownload=99');
    await waitFor(() => expect(toastMessages()).toContain('O arquivo não foi encontrado para download!'));
    expect(api.downloadFile).not.toHaveBeenCalled();
  });

  it('docIdDownload: a failed download shows the download error', async () => {
    api.downloadFile.mockRejectedValue(new ApiError(500, undefined));
    renderModal('/processos/1?docIdDownload=4');
    await waitFor(() => expect(toastMessages()).toContain('Não foi possível fazer o download do arquivo!'));
    expect(api.saveBlob).not.toHaveBeenCalled();
  });

  it('a process that fails to load shows the spec toast and closes', async () => {
    api.callApi.mockImplementation((call: TCall) =>
      call.path === '/api/public/customer/processes/{id}'
        ? Promise.reject(new ApiError(404, { message: 'Processo não encontrado.' }))
        : Promise.resolve(answerFor(call)),
    );
    const { onClose } = renderModal('/processos/1');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastMessages()).toContain('Não foi possível recuperar o processo!');
  });

  it("changes urgency with 'Não informado' by default and shows the success dialog for 1500 ms", async () => {
    renderModal('/processos/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar Urgência' }));
    expect(screen.getByText('Deseja alterar o processo PRI00042 para URGENTE?')).toBeTruthy();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
      expect(await screen.findByText('Alterado com sucesso!')).toBeTruthy();
      expect(api.callApi).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/api/public/customer/processes/change-urgency' }),
        {
          body: { processId: 1, hasUrgency: true, justification: 'Não informado' },
        },
      );
      await act(() => vi.advanceTimersByTimeAsync(1500));
      await waitFor(() => expect(screen.queryByText('Alterado com sucesso!')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ProcessDetailModal: the DUIMP tab', () => {
  const asksDuimp = () => api.callApi.mock.calls.some(([call]) => (call as TCall).path === DUIMP_PATH);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    answers = { process: makeProcess({ duimp: true }), duimp: duimpAnswer() };
    api.callApi.mockImplementation((call: TCall) => Promise.resolve(answerFor(call)));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears for a DUIMP process with a document, and shows it; the DUIMP fields stay in Dados Gerais', async () => {
    renderModal('/processos/1');
    const tab = await screen.findByRole('tab', { name: 'DUIMP 1 exigência aberta' });
    expect(screen.getByRole('region', { name: 'Declaração Única de Importação (DUIMP)' })).toBeTruthy();
    fireEvent.mouseDown(tab);
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('heading', { name: 'DUIMP 26BR00016589107 · versão 02' })).toBeTruthy();
    expect(screen.getByText('há 2 dias')).toBeTruthy();
    expect(api.callApi).toHaveBeenCalledWith(
      expect.objectContaining({ path: DUIMP_PATH }),
      expect.objectContaining({ params: { id: '1' } }),
    );
  });

  it('does not appear for a DI process, which never asks for a DUIMP', async () => {
    answers = { process: makeProcess({ duimp: false }), duimp: duimpAnswer() };
    renderModal('/processos/1');
    expect(await screen.findByRole('tab', { name: 'Documentos 2' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /^DUIMP/ })).toBeNull();
    expect(asksDuimp()).toBe(false);
  });

  it('does not appear for a DUIMP process without a document (data null)', async () => {
    answers = { process: makeProcess({ duimp: true }), duimp: duimpAnswer(null) };
    renderModal('/processos/1');
    expect(await screen.findByRole('tab', { name: 'Documentos 2' })).toBeTruthy();
    await waitFor(() => expect(asksDuimp()).toBe(true));
    // Past the answer's arrival (the mock answers at once): still no tab.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('tab', { name: /^DUIMP/ })).toBeNull();
  });

  it('counts the open requirements on the tab', async () => {
    const requirement = (openedOn: string, answeredOn: string | null) => ({
      agency: 'MAPA',
      text: `Exigência de ${openedOn}.`,
      openedOn,
      dueOn: null,
      answeredOn,
      lpcoNumber: null,
    });
    answers = {
      process: makeProcess({ duimp: true }),
      duimp: duimpAnswer(
        makeDuimp({
          requirements: [
            requirement('2026-11-20', null),
            requirement('2026-11-18', '2026-11-19'),
            requirement('2026-11-25', null),
          ],
        }),
      ),
    };
    renderModal('/processos/1');
    const tab = await screen.findByRole('tab', { name: 'DUIMP 2 exigências abertas' });
    expect(tab.querySelector('span')?.textContent).toBe('2');
  });

  it('shows the tab without a count when every requirement is answered', async () => {
    answers = {
      process: makeProcess({ duimp: true }),
      duimp: duimpAnswer(
        makeDuimp({
          requirements: [
            {
              agency: 'MAPA',
              text: 'Respondida.',
              openedOn: '2026-11-18',
              dueOn: null,
              answeredOn: '2026-11-19',
              lpcoNumber: null,
            },
          ],
        }),
      ),
    };
    renderModal('/processos/1');
    expect(await screen.findByRole('tab', { name: 'DUIMP' })).toBeTruthy();
  });

  it('a DUIMP that fails to load shows a toast and no tab', async () => {
    api.callApi.mockImplementation((call: TCall) =>
      call.path === DUIMP_PATH
        ? Promise.reject(new ApiError(500, undefined))
        : Promise.resolve(answerFor(call)),
    );
    renderModal('/processos/1');
    await waitFor(() => expect(toastMessages()).toContain('Não foi possível recuperar a DUIMP do processo!'));
    expect(screen.queryByRole('tab', { name: /^DUIMP/ })).toBeNull();
  });
});
