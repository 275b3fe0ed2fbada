import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage, storageKeys } from '../../lib/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { biUrls, block, renderAnalytics, toastMessages, waitForBlocks } from './render-analytics.tsx';
import { BI_PATHS, biHandler, DEFAULT_QUERY, makeBiAnswers } from './test-fixtures.ts';

// The rankings' flags load their index (about 270 files) on first show: loaded up front, so the
// file does not end while it is still loading.
beforeAll(() => import('./countries/flag-urls.ts'), 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
});

afterEach(() => vi.useRealTimers());

const columnTexts = (table: HTMLElement, index: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[index]?.textContent);

describe('<AnalyticsPage /> blocks (spec part 2 §2.6)', { timeout: 60_000 }, () => {
  it('NCM table: top 10, 4.2.2 codes and N/I, header sort (text vs numbers, flips), all rows in the modal', async () => {
    mockFetch(biHandler());
    renderAnalytics();
    await waitForBlocks();

    const table = block('bi-ncm-goods').getByRole('table', { name: 'Mercadorias por NCMs mais importadas' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(columnTexts(table, 1).slice(0, 2)).toEqual(['8471.30.01', '8471.30.02']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↑↓↕]/, '')),
    ).toEqual([
      'Adquirente',
      'NCM',
      'VMLD (R$)',
      'VMLE (R$)',
      'Frete (R$)',
      'II (R$)',
      'IPI (R$)',
      'PIS (R$)',
      'COFINS (R$)',
      'Antidumping (R$)',
      'Siscomex (R$)',
    ]);

    const vmld = within(table).getByRole('button', { name: 'VMLD (R$)' });
    const vmldHeader = within(table).getByRole('columnheader', { name: 'VMLD (R$)' });
    expect(vmldHeader.textContent).toBe('VMLD (R$)↕');
    fireEvent.click(vmld);
    expect(vmldHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(vmldHeader.textContent).toBe('VMLD (R$)↑');
    expect(columnTexts(table, 2).slice(0, 3)).toEqual([
      'R$\u00a01.000,00',
      'R$\u00a02.000,00',
      'R$\u00a03.000,00',
    ]);
    fireEvent.click(vmld);
    expect(vmldHeader.getAttribute('aria-sort')).toBe('descending');
    expect(vmldHeader.textContent).toBe('VMLD (R$)↓');
    expect(columnTexts(table, 2)[0]).toBe('R$\u00a010.000,00');

    fireEvent.click(screen.getByRole('button', { name: 'Visualizar Todas as NCMs do Período' }));
    const dialog = await screen.findByRole('dialog', { name: 'Todas as NCMs do Período' });
    const all = within(dialog).getByRole('table', { name: 'Todas as NCMs do Período' });
    expect(within(all).getAllByRole('row')).toHaveLength(13);
    fireEvent.click(within(all).getByRole('button', { name: 'Adquirente' }));
    // Case-insensitive: 'acme…' before 'Adquirente…', not after every capital.
    expect(columnTexts(all, 0).slice(0, 2)).toEqual(['acme ltda', 'Adquirente 01']);
    expect(columnTexts(all, 0).at(-1)).toBe('Alfa Comércio');
    expect(columnTexts(all, 1)[0]).toBe('N/I');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("top lists: ranked with local flags and pt-BR country names, empty text, 'Todos' modals", async () => {
    mockFetch(biHandler());
    renderAnalytics();
    await waitForBlocks();

    expect(block('bi-origins').getByText('Nenhum local de origem encontrado')).toBeTruthy();
    const exporters = block('bi-exporters').getByRole('list', { name: 'Exportadores' });
    const first = within(exporters).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toBe('1ºShenzhen Trading Co.ChinaR$\u00a0150.000,00');
    await waitFor(() =>
      expect(first.querySelector('img')?.getAttribute('src')).toMatch(/flags\/4x3\/cn\.svg/),
    );
    const manufacturers = block('bi-manufacturers').getByRole('list', { name: 'Fabricantes' });
    // Unpadded customs code 23 is Germany's 023.
    expect(within(manufacturers).getByText('Alemanha')).toBeTruthy();

    fireEvent.click(block('bi-exporters').getByRole('button', { name: 'Ver todos (Exportadores)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Todos os Exportadores no Período' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 2)),
    ).toEqual(['1º', '2º']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(block('bi-origins').getByRole('button', { name: 'Ver todos (Locais de Origens)' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(block('bi-manufacturers').getByRole('button', { name: 'Ver todos (Fabricantes)' }));
    expect(await screen.findByRole('dialog', { name: 'Todos os Fabricantes por Período' })).toBeTruthy();
  });

  it('exchange cards: average with a decimal comma; months filled to 12 (faded); daily quotes to 2 decimals', async () => {
    mockFetch(biHandler());
    renderAnalytics();
    await waitForBlocks();

    const dollar = screen.getByTestId('exchange-card-dolar');
    expect(dollar.textContent).toBe('Dólar U$ USDOut/26 a Nov/265,1234');
    expect(dollar.getAttribute('aria-pressed')).toBe('true');
    const months = within(screen.getByTestId('exchange-entries')).getAllByRole('listitem');
    expect(months).toHaveLength(12);
    expect(months.map((item) => item.getAttribute('data-filled'))).toEqual([
      'false',
      'false',
      ...Array.from({ length: 10 }, () => 'true'),
    ]);
    expect(months[2]?.textContent).toBe('Dez/265,2000 (repete o último mês)');

    fireEvent.click(screen.getByTestId('exchange-card-euro'));
    expect(screen.getByRole('heading', { name: 'Cotações diárias (compra) — Euro (EUR)' })).toBeTruthy();
    expect(
      within(screen.getByTestId('exchange-entries'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['03/115,79', '04/115,80']);
  });

  it('period chart: every month or day of the period (zeros too) with red/green extremes; the expanded rows share one scale', async () => {
    const answers = makeBiAnswers();
    // Days 1 to 15 of November; 16 to 22 had no process and are left out, as the server does.
    const daily = Array.from({ length: 15 }, (_, index) => ({
      ano: 2026,
      mes: 11,
      dia: index + 1,
      total: index + 2,
    }));
    mockFetch(
      biHandler(answers, {
        period: (url) =>
          url.includes('data_registro_di_inicial=2026-11-01') ? jsonResponse({ dados: daily }) : undefined,
      }),
    );
    renderAnalytics();
    await waitForBlocks();

    const rows = () =>
      within(screen.getByTestId('period-chart-table')).getAllByRole('row').slice(1) as HTMLElement[];
    expect(block('bi-period-chart').getByText('Por mês')).toBeTruthy();
    // The padding up to 12 is the chart's shape, with no date: the table has the period's months only.
    expect(rows().map((row) => row.textContent)).toEqual(['Out/264,0 (menor)', 'Nov/2616,0 (maior)']);
    expect(block('bi-period-chart').queryByRole('button', { name: 'Visualização expandida' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '01112026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    await waitForBlocks();
    expect(block('bi-period-chart').getByText('Por dia')).toBeTruthy();
    expect(rows()).toHaveLength(22);
    expect(rows()[0]?.textContent).toBe('01/112,0');
    expect(rows()[14]?.textContent).toBe('15/1116,0 (maior)');
    expect(rows()[15]?.textContent).toBe('16/110,0 (menor)');
    expect(rows()[21]?.textContent).toBe('22/110,0');
    fireEvent.click(block('bi-period-chart').getByRole('button', { name: 'Visualização expandida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visão expandida do gráfico' });
    expect(
      within(dialog)
        .getAllByTestId('period-chart-table')
        .map((table) => table.querySelectorAll('tbody tr').length),
    ).toEqual([12, 10]);
    // The second row's tallest bar is 16, the first's 13: both rows are drawn up to 16.
    await waitFor(() => expect(dialog.querySelectorAll('[data-y-max]')).toHaveLength(2));
    expect(
      [...dialog.querySelectorAll('[data-y-max]')].map((chart) => chart.getAttribute('data-y-max')),
    ).toEqual(['16', '16']);
  });

  it("lead times: 'Ver …' reloads one mode, pressed again back to all; descriptions are sanitised HTML", async () => {
    const fetchMock = mockFetch(biHandler());
    renderAnalytics();
    await waitForBlocks();

    expect(screen.getByTestId('lead-time-presenca-x-registro').textContent).toContain('2,5 dias');
    expect(
      screen.getByTestId('lead-time-presenca-x-registro').querySelector('strong strong, p strong'),
    ).toBeTruthy();
    fetchMock.mockClear();
    const maritime = screen.getByRole('button', { name: 'Ver Marítima' });
    fireEvent.click(maritime);
    expect(maritime.getAttribute('aria-pressed')).toBe('true');
    await waitForBlocks();
    expect(biUrls(fetchMock)).toEqual([`${BI_PATHS.leadTimes}?${DEFAULT_QUERY}&modal=MARITIMA`]);
    fireEvent.click(maritime);
    expect(maritime.getAttribute('aria-pressed')).toBe('false');
  });

  it('lead times: a step no process has both dates for reads — and why, never 0 dias', async () => {
    const answers = makeBiAnswers();
    answers.leadTimes = {
      'presenca-x-registro': 3,
      'desembaraco-x-carregamento': 0,
      'preseca-x-entrega': 0,
      processos: { 'presenca-x-registro': 2, 'desembaraco-x-carregamento': 1, 'preseca-x-entrega': 0 },
      duimp: { 'registro-x-canal': 0, processos: 0, 'lpco-pedido-x-deferimento': [] },
    };
    mockFetch(biHandler(answers));
    renderAnalytics();
    await waitForBlocks();

    expect(screen.getByTestId('lead-time-presenca-x-registro').textContent).toContain('3 dias');
    // A mean of 0 days over a process is a figure; no process at all is not.
    expect(screen.getByTestId('lead-time-desembaraco-x-carregamento').textContent).toContain('0 dias');
    const delivery = screen.getByTestId('lead-time-preseca-x-entrega');
    expect(delivery.textContent).toContain('— sem processos no período');
    expect(delivery.textContent).not.toContain('0 dias');
    // No DUIMP with both days: the wait reads — and why, and the agencies' table says it has none.
    const channel = screen.getByTestId('duimp-registry-to-channel');
    expect(channel.textContent).toContain('— nenhuma DUIMP com registro e canal no período');
    expect(channel.textContent).not.toContain('0 dias');
    expect(screen.getByText('Nenhum LPCO deferido no período.')).toBeTruthy();
  });

  it('lead times: the DUIMP waits, registration to channel and each agency’s LPCO request to grant', async () => {
    mockFetch(biHandler(makeBiAnswers()));
    renderAnalytics();
    await waitForBlocks();

    expect(screen.getByTestId('duimp-registry-to-channel').textContent).toBe(
      'Registro → canal 1,5 dias (média de 2 DUIMPs)',
    );
    const table = screen.getByRole('table', { name: 'LPCO: pedido → deferimento por órgão anuente' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // The agencies' labels from the glossary, in the order the API gives them.
    expect(rows).toEqual([
      'Órgão anuentePedido → deferimentoLPCOs deferidos',
      'Anvisa12 dias1',
      'Ministério da Agricultura (MAPA)4,5 dias2',
    ]);
  });

  it('map: summary, gauge and País filter; a failure toasts, resets the filter and reads N/I and zero', async () => {
    let failMap = false;
    const fetchMock = mockFetch(
      biHandler(makeBiAnswers(), {
        map: () => (failMap ? jsonResponse({ code: 'X', message: 'Mapa indisponível.' }, 422) : undefined),
      }),
    );
    renderAnalytics();
    await waitForBlocks();

    const summary = screen.getByTestId('map-summary');
    expect(within(summary).getByText('3926.90.90')).toBeTruthy();
    expect(within(summary).getByText('China')).toBeTruthy();
    expect(within(summary).getByText('R$ 150.000,00')).toBeTruthy();
    // The map's 12 distinct processes against the 20 of its whole: 0.6 × 180°.
    expect(screen.getByTestId('map-gauge').getAttribute('data-rotation')).toBe('108');
    expect(
      await screen.findByRole('group', { name: 'Mapa-múndi das importações por país de origem' }),
    ).toBeTruthy();

    failMap = true;
    fetchMock.mockClear();
    const pais = screen.getByRole('combobox', { name: 'País' });
    fireEvent.focus(pais);
    fireEvent.change(pais, { target: { value: 'unidos' } });
    fireEvent.keyDown(pais, { key: 'Enter' });
    await waitFor(() => expect(toastMessages()).toContain('Mapa indisponível.'));
    expect(biUrls(fetchMock)[0]).toBe(`${BI_PATHS.map}?${DEFAULT_QUERY}&pais_origem=249`);
    await waitFor(() => expect(within(summary).getAllByText('N/I')).toHaveLength(2));
    expect(within(summary).getByText('R$ 0,00')).toBeTruthy();
    expect(screen.getByTestId('map-gauge').getAttribute('data-rotation')).toBe('0');
    expect(screen.queryByRole('list', { name: 'País: selecionados' })).toBeNull();
  });

  it('presentation mode blurs the acquirer, exporter and manufacturer names, not the cities', async () => {
    storage.setJson(storageKeys.user, makeCredential({ email: 'analista@portal.example', role: 'STAFF' }));
    storage.set(storageKeys.presentationMode, 'on');
    const answers = makeBiAnswers();
    answers.origins = [{ id: 1, fabricante_cidade: 'Shenzhen', fabricante_codigo_pais: '160', total: 10 }];
    mockFetch(biHandler(answers));
    renderAnalytics();
    await waitForBlocks();

    expect(block('bi-ncm-goods').getByText('Adquirente 01').getAttribute('data-sensitive')).toBe('blurred');
    expect(block('bi-exporters').getByText('Shenzhen Trading Co.').getAttribute('data-sensitive')).toBe(
      'blurred',
    );
    expect(block('bi-manufacturers').getByText('Bayern Werke').getAttribute('data-sensitive')).toBe(
      'blurred',
    );
    expect(block('bi-origins').getByText('Shenzhen').getAttribute('data-sensitive')).toBeNull();
  });
});
