import type { TBiImportJob } from '@pc/contract/bi';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { biUrls, renderAnalytics, toastMessages, waitForBlocks } from './render-analytics.tsx';
import { BI_PATHS, biHandler, DEFAULT_QUERY } from './test-fixtures.ts';
import { anyBlob } from '../../test/any-blob.ts';

// The rankings' flags load their index (about 270 files) on first show: loaded up front, so the
// file does not end while it is still loading.
beforeAll(() => import('./countries/flag-urls.ts'), 60_000);

const save = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('../../lib/save-file.ts', () => save);

const JOB_ID = '7b0c2d4e-1f2a-4b3c-8d9e-0a1b2c3d4e5f';
const IMPORT_START = '/processos-importacao/importar-por-periodo-do-gescomex';
const IMPORT_JOB = `/processos-importacao/importacoes/${JOB_ID}`;

const job = (overrides: Partial<TBiImportJob>): TBiImportJob => ({
  id: JOB_ID,
  status: 'active',
  progresso: 0,
  processos_importados: 0,
  itens_importados: 0,
  cotacoes_importadas: 0,
  mensagem: null,
  ...overrides,
});

/** Answers the start, then each poll with the next state (the last one repeats). */
const importHandler = (states: TBiImportJob[]) => {
  let polls = 0;
  return (url: string) => {
    const path = url.split('?')[0];
    if (path === IMPORT_START) return jsonResponse({ dados: job({ status: 'created' }) });
    if (path === IMPORT_JOB) {
      const state = states[Math.min(polls, states.length - 1)];
      polls += 1;
      return jsonResponse({ dados: state });
    }
    return undefined;
  };
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
  save.saveBlob.mockReset();
});

afterEach(() => vi.useRealTimers());

const openImport = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
  return screen.findByRole('dialog', { name: 'Importar dados do período' });
};

describe('<AnalyticsPage /> import and export (spec part 2 §2.6, §7, §8)', { timeout: 60_000 }, () => {
  it("starts the import, shows 'Importando Dados' with the progress, polls until completed, then generates again", async () => {
    const fetchMock = mockFetch(
      importHandler([
        job({ progresso: 0.5 }),
        job({ status: 'completed', progresso: 1, processos_importados: 9 }),
      ]),
      biHandler(),
    );
    renderAnalytics();
    await waitForBlocks();
    const drawer = await openImport();
    expect(within(drawer).getByLabelText('Data inicial')).toHaveProperty('value', '22/10/2026');
    fireEvent.change(within(drawer).getByLabelText('Data inicial'), { target: { value: '01092026' } });
    fetchMock.mockClear();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Importar período' }));

    const loader = await screen.findByTestId('loading-overlay');
    expect(loader.textContent).toContain('Importando Dados');
    expect(loader.textContent).toContain('O carregamento dos dados pode levar alguns minutos.');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `${IMPORT_START}?data_registro_di_inicial=2026-09-01&data_registro_di_final=2026-11-22&buscar_cotacoes_moedas=true&companies_ids=7%2C8`,
    );
    await waitFor(() => expect(screen.getByTestId('loading-overlay').textContent).toContain('50%'));

    await waitFor(() => expect(toastMessages()).toContain('Dados importados com sucesso!'), {
      timeout: 10_000,
    });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === IMPORT_JOB)).toHaveLength(2);
    expect(screen.getByLabelText('Data inicial')).toHaveProperty('value', '01/09/2026');
    await waitFor(() =>
      expect(biUrls(fetchMock)).toContain(
        `${BI_PATHS.taxes}?data_registro_di_inicial=2026-09-01&data_registro_di_final=2026-11-22`,
      ),
    );
  });

  it("a failed import toasts the job's message and generates nothing", async () => {
    const fetchMock = mockFetch(
      importHandler([job({ status: 'failed', mensagem: 'O Gescomex não respondeu.' })]),
      biHandler(),
    );
    renderAnalytics();
    await waitForBlocks();
    fireEvent.change(screen.getByRole('combobox', { name: 'Empresa' }), { target: { value: '8' } });
    const drawer = await openImport();
    fetchMock.mockClear();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Importar período' }));

    await waitFor(() => expect(toastMessages()).toEqual(['O Gescomex não respondeu.']), { timeout: 10_000 });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('companies_ids=8');
    expect(biUrls(fetchMock)).toEqual([]);
  });

  it('an end before the start in the import drawer says so and starts nothing', async () => {
    const fetchMock = mockFetch(importHandler([]), biHandler());
    renderAnalytics();
    await waitForBlocks();
    const drawer = await openImport();
    fireEvent.change(within(drawer).getByLabelText('Data final'), { target: { value: '01012026' } });
    fetchMock.mockClear();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Importar período' }));
    expect(toastMessages()).toEqual(['Data final não pode ser menor que data inicial.']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("Excel: saves the server's file for the generated filters; failures say the server's message or the spec text", async () => {
    let exportAnswer: () => Response | Promise<Response> = () =>
      new Response(new Blob(['xlsx']), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="analise-operacional.xlsx"' },
      });
    // The export's answer changes between clicks; the screen's loads answer as usual.
    const answerBi = biHandler();
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (input, init = {}) => {
      const url = String(input);
      if (url.startsWith('/bi/exportar/exportar-itens')) return exportAnswer();
      return answerBi(url, init) ?? jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
    });
    renderAnalytics();
    await waitForBlocks();

    fireEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(save.saveBlob).toHaveBeenCalledTimes(1));
    expect(save.saveBlob).toHaveBeenCalledWith(anyBlob(), 'analise-operacional.xlsx');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/bi/exportar/exportar-itens?${DEFAULT_QUERY}`,
    );

    exportAnswer = () =>
      jsonResponse({ code: 'EXPORT_TOO_BIG', message: 'Período grande demais para exportar.' }, 422);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(toastMessages()).toEqual(['Período grande demais para exportar.']));

    exportAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(toastMessages()).toContain('Não foi possível exportar os dados.'));
    expect(save.saveBlob).toHaveBeenCalledTimes(1);
  });
});
