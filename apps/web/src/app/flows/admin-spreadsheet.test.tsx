import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  SPREADSHEET_FILE_TYPE_MESSAGE,
  SPREADSHEET_TOO_LARGE_MESSAGE,
  MAX_SPREADSHEET_BYTES,
  type TSpreadsheetImport,
  type TSpreadsheetImportDetail,
  type TSpreadsheetImportsResponse,
  type TSpreadsheetRefusalsResponse,
} from '@pc/contract/admin-spreadsheet';
import type { TUserRole } from '@pc/contract/user';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';
import { FIRST_ROWS_TITLE } from '../../features/admin/spreadsheet-first-rows.tsx';
import {
  CONFIRM_LABEL,
  DONE_TEXT,
  previewRefusedText,
  RESULT_LABEL,
} from '../../features/admin/spreadsheet-import-detail.tsx';
import {
  EMPTY_IMPORTS_TEXT,
  SPREADSHEET_ADMIN_ONLY_TEXT,
  TEMPLATE_LABEL,
} from '../../features/admin/spreadsheet-page.tsx';

const files = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('../../lib/save-file.ts', () => ({ saveBlob: files.saveBlob }));

const PATH = '/api/admin/planilha';
const POLL_WAIT = { timeout: 4_000 };

const signInAs = (role: TUserRole) => {
  storage.setAccessToken('abc');
  storage.setRefreshToken('refresh-1');
  return answer('GET', '/credential', { data: makeCredential({ role }) });
};

const ZERO = { created: 0, updated: 0, unchanged: 0, refused: 0 };
const SHEETS: TSpreadsheetImport['sheets'] = [
  { kind: 'companies', sheet: 'Empresas', created: 2, updated: 0, unchanged: 0, refused: 0 },
  { kind: 'processes', sheet: 'Processos', created: 1, updated: 0, unchanged: 0, refused: 1 },
];
const TOTALS = { created: 3, updated: 0, unchanged: 0, refused: 1 };

/** The first rows of Processos as the server tells them: the written values, the refused row as typed. */
const FIRST_ROWS: TSpreadsheetImportDetail['firstRows'] = [
  {
    sheet: 'Processos',
    kind: 'processes',
    columns: ['Processo', 'Tipo', 'ETA'],
    rows: [
      { row: 3, outcome: 'created', cells: ['PRI04101', 'Conta e ordem', '18/12/2026'], reason: null },
      {
        row: 4,
        outcome: 'refused',
        cells: ['PV0002', 'Conta e ordem', '31/02/2026'],
        reason: 'data inexistente (31/02/2026)',
      },
    ],
  },
];

const importOf = (patch: Partial<TSpreadsheetImportDetail>): TSpreadsheetImportDetail => ({
  id: 41,
  fileName: 'carga-inicial.xlsx',
  status: 'PREVIEWING',
  userName: 'Carla Mendes',
  createdAt: '2026-11-26T12:00:00.000Z',
  confirmedAt: null,
  finishedAt: null,
  progress: { done: 0, total: 0 },
  sheets: [],
  totals: ZERO,
  message: null,
  firstRows: [],
  ...patch,
});

const REFUSALS: TSpreadsheetRefusalsResponse = {
  data: [{ sheet: 'Processos', row: 4, column: 'ETA', reason: 'data inexistente (31/02/2026)' }],
  page: 1,
  size: 50,
  total: 1,
};

const listOf = (data: TSpreadsheetImport[]): TSpreadsheetImportsResponse => ({
  data,
  page: 1,
  size: 10,
  total: data.length,
});

const xlsxAnswer = (path: string, fileName: string) => (url: string) =>
  url.split('?')[0] === path
    ? new Response(new Blob(['xlsx']), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="${fileName}"`,
        },
      })
    : undefined;

/** The server as the screen sees it: one import whose state the test moves along. */
const fakeServer = (initial: TSpreadsheetImportDetail | null) => {
  const state = { current: initial, uploads: [] as RequestInit[], confirmations: 0 };
  const handler = (url: string, init: RequestInit): Response | undefined => {
    const [path] = url.split('?');
    const method = init.method ?? 'GET';
    if (method === 'POST' && path === `${PATH}/importacoes`) {
      state.uploads.push(init);
      state.current = importOf({});
      return jsonResponse({ data: state.current }, 201);
    }
    if (method === 'GET' && path === `${PATH}/importacoes`) {
      return jsonResponse(listOf(state.current ? [state.current] : []));
    }
    if (!state.current) return undefined;
    if (method === 'POST' && path === `${PATH}/importacoes/41/confirmar`) {
      state.confirmations += 1;
      state.current = { ...state.current, status: 'COMMITTING', progress: { done: 0, total: 4 } };
      return jsonResponse({ data: state.current });
    }
    if (method === 'GET' && path === `${PATH}/importacoes/41`) return jsonResponse({ data: state.current });
    if (method === 'GET' && path === `${PATH}/importacoes/41/recusas`) return jsonResponse(REFUSALS);
    return undefined;
  };
  return { state, handler };
};

/** Spreadsheet onboarding: Administração → Importar planilha. */
describe('back-office: Importar planilha', () => {
  it('is the last tab; with no import yet it says so, and the template downloads', async () => {
    files.saveBlob.mockClear();
    const server = fakeServer(null);
    mockFetch(signInAs('ADMIN'), xlsxAnswer(`${PATH}/modelo.xlsx`, 'modelo-importacao.xlsx'), server.handler);
    renderApp('/admin/importar-planilha');

    await screen.findByText(EMPTY_IMPORTS_TEXT);
    const subNav = screen.getByRole('navigation', { name: 'Seções da administração' });
    const tabs = within(subNav).getAllByRole('link');
    expect(tabs.at(-1)?.textContent).toBe('Importar planilha');
    expect(tabs.at(-1)?.getAttribute('aria-current')).toBe('page');
    expect(document.title).toMatch(/^Importar planilha \| Administração \| /);

    fireEvent.click(screen.getByRole('button', { name: TEMPLATE_LABEL }));
    await waitFor(() => expect(files.saveBlob).toHaveBeenCalledTimes(1));
    expect(files.saveBlob.mock.calls[0]?.[1]).toBe('modelo-importacao.xlsx');
  });

  it('refuses another file type and a file over the limit on the spot, without sending them', async () => {
    const server = fakeServer(null);
    mockFetch(signInAs('ADMIN'), server.handler);
    renderApp('/admin/importar-planilha');
    const input = await screen.findByLabelText('Planilha preenchida (.xlsx ou .csv)');

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'planilha.pdf')] } });
    expect((await screen.findByRole('alert')).textContent).toBe(SPREADSHEET_FILE_TYPE_MESSAGE);

    const big = new File(['x'], 'grande.xlsx');
    Object.defineProperty(big, 'size', { value: MAX_SPREADSHEET_BYTES + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SPREADSHEET_TOO_LARGE_MESSAGE));
    expect(server.state.uploads).toHaveLength(0);
  });

  it('uploads a dropped workbook as raw bytes, shows the progress, then the preview with its refusal; confirming writes the good rows', async () => {
    files.saveBlob.mockClear();
    const server = fakeServer(null);
    const fetchMock = mockFetch(
      signInAs('ADMIN'),
      xlsxAnswer(`${PATH}/importacoes/41/resultado.xlsx`, 'resultado-importacao.xlsx'),
      server.handler,
    );
    renderApp('/admin/importar-planilha');
    await screen.findByText(EMPTY_IMPORTS_TEXT);

    const file = new File(['PK-bytes'], 'carga-inicial.xlsx');
    fireEvent.drop(screen.getByTestId('spreadsheet-drop-zone'), { dataTransfer: { files: [file] } });

    // Still being read: an indeterminate bar, and the import already on the list.
    const bar = await screen.findByRole('progressbar', { name: 'Progresso da importação' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Lendo o arquivo…');
    const [upload] = server.state.uploads;
    expect(upload?.body).toBe(file);
    expect((upload?.headers as Record<string, string>)['Content-Type']).toBe('application/octet-stream');
    const uploadUrl = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('arquivo='));
    expect(uploadUrl).toBe(`${PATH}/importacoes?arquivo=carga-inicial.xlsx`);

    // The preview counts the rows it has read before it knows how many there are.
    server.state.current = importOf({ progress: { done: 1500, total: 0 } });
    expect(
      await screen.findByText('Analisando a planilha: 1.500 linhas lidas até agora…', undefined, POLL_WAIT),
    ).toBeTruthy();

    server.state.current = importOf({ progress: { done: 2, total: 4 } });
    await waitFor(
      () => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50'),
      POLL_WAIT,
    );
    expect(screen.getByText('Analisando a planilha: 2 de 4 linhas (50%)')).toBeTruthy();

    server.state.current = importOf({
      status: 'PREVIEWED',
      progress: { done: 4, total: 4 },
      sheets: SHEETS,
      totals: TOTALS,
      firstRows: FIRST_ROWS,
    });
    const counts = await screen.findByRole('table', { name: 'O que a importação fará, por aba' }, POLL_WAIT);
    const processes = within(counts).getByRole('row', { name: /Processos/ });
    expect(
      within(processes)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '0', '1']);
    expect(within(counts).getByRole('row', { name: /Total/ }).textContent).toBe('Total3001');
    expect(screen.getByText(previewRefusedText(TOTALS))).toBeTruthy();
    expect(previewRefusedText(TOTALS)).toContain('3 linhas são gravadas e 1 linha recusada fica de fora');

    // Under the counts, the first rows as they will be written; the refused one as the sheet has it.
    expect(screen.getByText(FIRST_ROWS_TITLE)).toBeTruthy();
    const firstRows = screen.getByRole('table', { name: 'Processos' });
    expect(
      within(firstRows)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Linha', 'Situação', 'Processo', 'Tipo', 'ETA']);
    const [, written, refused] = within(firstRows).getAllByRole('row');
    expect(
      within(written as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Criada', 'PRI04101', 'Conta e ordem', '18/12/2026']);
    expect(
      within(refused as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Recusadadata inexistente (31/02/2026)', 'PV0002', 'Conta e ordem', '31/02/2026']);

    const refusals = await screen.findByRole('table', { name: 'Linhas recusadas' });
    const refusal = (await within(refusals).findAllByRole('row'))[1];
    expect(
      within(refusal as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Processos', '4', 'ETA', 'data inexistente (31/02/2026)']);

    fireEvent.click(screen.getByRole('button', { name: RESULT_LABEL }));
    await waitFor(() => expect(files.saveBlob).toHaveBeenCalledTimes(1));
    expect(files.saveBlob.mock.calls[0]?.[1]).toBe('resultado-importacao.xlsx');

    fireEvent.click(screen.getByRole('button', { name: CONFIRM_LABEL }));
    await screen.findByText('Gravando as linhas: 0 de 4 linhas (0%)');
    expect(server.state.confirmations).toBe(1);
    expect(screen.queryByRole('button', { name: CONFIRM_LABEL })).toBeNull();

    server.state.current = {
      ...server.state.current,
      status: 'DONE',
      finishedAt: '2026-11-26T12:01:00.000Z',
    };
    expect((await screen.findByText(DONE_TEXT, {}, POLL_WAIT)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('table', { name: 'O que foi gravado, por aba' })).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Importações anteriores' });
    await waitFor(() => expect(within(history).getByText('Concluída')).toBeTruthy());
    expect(
      within(history).getByText('Criadas: 3 · Atualizadas: 0 · Sem mudança: 0 · Recusadas: 1'),
    ).toBeTruthy();
  });

  it('renews an expired session and sends the same file again', async () => {
    const server = fakeServer(null);
    let uploadsRefused = 0;
    mockFetch(
      signInAs('ADMIN'),
      (url, init) => {
        if (init.method !== 'POST' || url.split('?')[0] !== `${PATH}/importacoes`) return undefined;
        if ((init.headers as Record<string, string>).Authorization !== 'Bearer abc') return undefined;
        uploadsRefused += 1;
        return jsonResponse({ code: 'UNAUTHORIZED', message: 'Sessão expirada.' }, 401);
      },
      answer('POST', '/oauth/token', {
        access_token: 'renewed',
        refresh_token: 'refresh-2',
        token_type: 'bearer',
      }),
      server.handler,
    );
    renderApp('/admin/importar-planilha');
    await screen.findByText(EMPTY_IMPORTS_TEXT);
    const file = new File(['a;b'], 'empresas.csv');
    fireEvent.change(screen.getByLabelText('Planilha preenchida (.xlsx ou .csv)'), {
      target: { files: [file] },
    });

    await screen.findByRole('progressbar');
    expect(uploadsRefused).toBe(1);
    expect(server.state.uploads).toHaveLength(1);
    expect((server.state.uploads[0]?.headers as Record<string, string>).Authorization).toBe('Bearer renewed');
    expect(server.state.uploads[0]?.body).toBe(file);
  });

  it('reopens a running import from the list, with its progress', async () => {
    const server = fakeServer(
      importOf({ status: 'COMMITTING', progress: { done: 2, total: 5 }, sheets: SHEETS, totals: TOTALS }),
    );
    mockFetch(signInAs('ADMIN'), server.handler);
    renderApp('/admin/importar-planilha');
    const history = await screen.findByRole('table', { name: 'Importações anteriores' });
    expect(await within(history).findByText('Gravando')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    fireEvent.click(await within(history).findByRole('button', { name: 'carga-inicial.xlsx' }));
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('heading', { name: 'carga-inicial.xlsx' })).toBeTruthy();
    expect(screen.getByText(/^Gravando as linhas: 2 de 5 linhas/)).toBeTruthy();
  });

  it('tells staff that only admins import, and asks the server nothing', async () => {
    const fetchMock = mockFetch(signInAs('STAFF'));
    renderApp('/admin/importar-planilha');
    await screen.findByText(SPREADSHEET_ADMIN_ONLY_TEXT);
    expect(screen.queryByRole('button', { name: TEMPLATE_LABEL })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(PATH))).toBe(false);
  });
});
