import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberPeriod } from '../../lib/period-memory.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { biUrls, block, renderAnalytics, toastMessages, waitForBlocks } from './render-analytics.tsx';
import { BI_PATHS, biHandler, DEFAULT_QUERY, makeBiAnswers } from './test-fixtures.ts';

// The rankings' flags load their index (about 270 files) on first show: loaded up front, so the
// file does not end while it is still loading.
beforeAll(() => import('./countries/flag-urls.ts'), 60_000);

beforeEach(() => {
  // Only Date: timers stay real, so queries and Testing Library's waits work as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
});

afterEach(() => vi.useRealTimers());

const FIFTEEN = [
  BI_PATHS.filterValues,
  BI_PATHS.taxes,
  BI_PATHS.modes,
  BI_PATHS.weights,
  BI_PATHS.ncmGoods,
  BI_PATHS.channels,
  BI_PATHS.vmldIcms,
  BI_PATHS.freight,
  BI_PATHS.exchange,
  BI_PATHS.period,
  BI_PATHS.origins,
  BI_PATHS.exporters,
  BI_PATHS.manufacturers,
  BI_PATHS.leadTimes,
  BI_PATHS.map,
];

describe('<AnalyticsPage /> generation (spec part 2 §2.6, §5, §7)', { timeout: 60_000 }, () => {
  it('loads the 15 blocks in parallel for one month back to today, then again with the company on Gerar', async () => {
    const fetchMock = mockFetch(biHandler());
    renderAnalytics();

    expect(screen.getByRole('heading', { level: 1, name: 'Análise Operacional' })).toBeTruthy();
    expect(screen.getByLabelText('Data inicial')).toHaveProperty('value', '22/10/2026');
    expect(screen.getByLabelText('Data final')).toHaveProperty('value', '22/11/2026');
    expect(
      within(screen.getByRole('combobox', { name: 'Empresa' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['TODAS', 'AURORA IMPORTADORA', 'BOREAL COMÉRCIO']);
    // Placeholders while loading: 4 currency cards, 10 list rows, 12 bars. These blocks are drawn
    // one per turn after the first render (DeferredMount), each with its placeholders at once.
    await waitFor(() => expect(screen.getAllByTestId('exchange-card-placeholder')).toHaveLength(4));
    await waitFor(() => expect(block('bi-exporters').getAllByTestId('ranking-placeholder')).toHaveLength(10));
    await waitFor(() => expect(screen.getAllByTestId('period-bar-placeholder')).toHaveLength(12));

    await waitForBlocks();
    const first = biUrls(fetchMock);
    expect(first.map((url) => url.split('?')[0]).sort()).toEqual([...FIFTEEN].sort());
    expect(new Set(first.map((url) => url.split('?')[1]))).toEqual(new Set([DEFAULT_QUERY]));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === BI_PATHS.countries)).toBe(true);

    expect(block('bi-taxes').getByText('R$ 624,23')).toBeTruthy();
    expect(block('bi-modes').getByText('Marítima')).toBeTruthy();
    expect(block('bi-vmld-icms').getByText('R$ 987.654,32')).toBeTruthy();
    expect(block('bi-weights').getByText('12.345,500 KG')).toBeTruthy();
    expect(block('bi-channels').getByRole('row', { name: 'Verde 15 75%' })).toBeTruthy();
    expect(block('bi-freight').getByRole('row', { name: 'Marítima R$\u00a05.000,00' })).toBeTruthy();

    fetchMock.mockClear();
    fireEvent.change(screen.getByRole('combobox', { name: 'Empresa' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: '3 meses' }));
    expect(screen.getByRole('button', { name: '3 meses' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Data inicial')).toHaveProperty('value', '22/08/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    // The quick range resets once generated.
    expect(screen.getByRole('button', { name: '3 meses' }).getAttribute('aria-pressed')).toBe('false');
    await waitForBlocks();
    const second = biUrls(fetchMock);
    expect(second).toHaveLength(15);
    expect(second).toContain(
      `${BI_PATHS.taxes}?data_registro_di_inicial=2026-08-22&data_registro_di_final=2026-11-22&companies_ids=7`,
    );
    // The filter values take only the two dates.
    expect(second).toContain(
      `${BI_PATHS.filterValues}?data_registro_di_inicial=2026-08-22&data_registro_di_final=2026-11-22`,
    );
  });

  it('one period model: opens on the month so far, or on the period another screen applied, in its address', async () => {
    const fetchMock = mockFetch(biHandler());
    const router = renderAnalytics('/analytics');
    expect(screen.getByLabelText('Data inicial')).toHaveProperty('value', '01/11/2026');
    await waitForBlocks();
    expect(biUrls(fetchMock)).toContain(
      `${BI_PATHS.taxes}?data_registro_di_inicial=2026-11-01&data_registro_di_final=2026-11-22`,
    );
    expect(router.state.location.search).toBe('');

    // A period over the calls' 731 days is not taken: the screen opens on the default.
    const leave = async () => {
      await router.navigate('/');
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Análise Operacional' })).toBeNull());
    };
    rememberPeriod({ from: '2020-01-01', to: '2026-11-22' });
    await leave();
    await router.navigate('/analytics');
    expect(await screen.findByLabelText('Data inicial')).toHaveProperty('value', '01/11/2026');
    expect(router.state.location.search).toBe('');
    rememberPeriod({ from: '2026-06-01', to: '2026-06-30' });
    await leave();
    await router.navigate('/analytics');
    await waitFor(() => expect(screen.getByLabelText('Data inicial')).toHaveProperty('value', '01/06/2026'));
    await waitFor(() => expect(router.state.location.search).toBe('?de=2026-06-01&ate=2026-06-30'));
  });

  it("says 'Data final não pode ser menor que data inicial.' and loads nothing; a missing date does nothing", async () => {
    const fetchMock = mockFetch(biHandler());
    renderAnalytics();
    await waitForBlocks();
    fetchMock.mockClear();

    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '21102026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('Data final não pode ser menor que data inicial.')).toBeTruthy();
    expect(toastMessages()).toEqual(['Data final não pode ser menor que data inicial.']);

    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(toastMessages()).toHaveLength(1);
    expect(biUrls(fetchMock)).toEqual([]);
  });

  it("a failed block toasts the server's message and shows zeros; the other blocks keep their figures", async () => {
    mockFetch(
      biHandler(makeBiAnswers(), {
        taxes: jsonResponse(
          { code: 'BI_UNAVAILABLE', message: 'Base de impostos indisponível.', error_description: 'x' },
          400,
        ),
      }),
    );
    renderAnalytics();
    await waitForBlocks();

    await waitFor(() => expect(toastMessages()).toEqual(['Base de impostos indisponível.']));
    expect(screen.getByRole('alert').textContent).toContain('Base de impostos indisponível.');
    expect(block('bi-taxes').getAllByText('R$ 0,00')).toHaveLength(7);
    expect(block('bi-vmld-icms').getByText('R$ 987.654,32')).toBeTruthy();
    expect(screen.getByTestId('bi-taxes').getAttribute('aria-busy')).toBe('false');
  });

  it('the drawer shows only lists with more than one option; a change regenerates everything', async () => {
    const fetchMock = mockFetch(biHandler());
    renderAnalytics();
    await waitForBlocks();

    fireEvent.click(screen.getByRole('button', { name: 'Filtrar Pesquisa' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtrar Pesquisa' });
    expect(
      within(drawer)
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('id')),
    ).toEqual([
      'bi-filter-modal',
      'bi-filter-incoterm',
      'bi-filter-recinto',
      'bi-filter-exportador',
      'bi-filter-pais_origem',
    ]);
    expect(within(drawer).getByLabelText('ICONTERMS')).toBeTruthy();
    expect(within(drawer).queryByLabelText('URF DE DESPACHO')).toBeNull();
    expect(
      within(within(drawer).getByLabelText('PAÍS DE ORIGEM'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['TODOS', 'China', 'Estados Unidos']);

    fetchMock.mockClear();
    fireEvent.change(within(drawer).getByLabelText('MODAL'), { target: { value: 'AEREA' } });
    await waitForBlocks();
    const urls = biUrls(fetchMock);
    expect(urls).toHaveLength(15);
    expect(urls).toContain(`${BI_PATHS.weights}?${DEFAULT_QUERY}&modal=AEREA`);
    // The origin country also picks the map's País.
    fetchMock.mockClear();
    fireEvent.change(within(drawer).getByLabelText('PAÍS DE ORIGEM'), { target: { value: '160' } });
    await waitForBlocks();
    expect(biUrls(fetchMock)).toContain(`${BI_PATHS.map}?${DEFAULT_QUERY}&modal=AEREA&pais_origem=160`);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filtrar Pesquisa (2 filtros ativos)' })).toBeTruthy();
    // Lead times follow the drawer's MODAL while no button was pressed.
    expect(screen.getByRole('button', { name: 'Ver Aérea' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('list', { name: 'País: selecionados' }).textContent).toContain('China');
  });

  it("a value the new period's lists lack reads TODOS and is dropped, and the data is generated again", async () => {
    const narrowed = { ...makeBiAnswers().filterValues, incoterms: ['CIF', 'EXW'] };
    const fetchMock = mockFetch(
      biHandler(makeBiAnswers(), {
        filterValues: (url) =>
          url.includes('data_registro_di_inicial=2026-11-01')
            ? jsonResponse({ valores: narrowed })
            : undefined,
      }),
    );
    renderAnalytics();
    await waitForBlocks();
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar Pesquisa' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtrar Pesquisa' });
    fireEvent.change(within(drawer).getByLabelText('ICONTERMS'), { target: { value: 'FOB' } });
    await waitForBlocks();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fetchMock.mockClear();
    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '01112026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    await waitFor(() =>
      expect(biUrls(fetchMock)).toContain(
        `${BI_PATHS.taxes}?data_registro_di_inicial=2026-11-01&data_registro_di_final=2026-11-22`,
      ),
    );
    await waitForBlocks();
    expect(biUrls(fetchMock)).toContain(
      `${BI_PATHS.taxes}?data_registro_di_inicial=2026-11-01&data_registro_di_final=2026-11-22&incoterm=FOB`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar Pesquisa' }));
    const reopened = await screen.findByRole('dialog', { name: 'Filtrar Pesquisa' });
    expect((within(reopened).getByLabelText('ICONTERMS') as HTMLSelectElement).value).toBe('');
    expect(within(reopened).getByLabelText('ICONTERMS').querySelector('option:checked')?.textContent).toBe(
      'TODOS',
    );
  });
});
