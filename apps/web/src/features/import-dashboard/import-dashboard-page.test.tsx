import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TImportDashboard } from '@pc/contract/dashboard';
import { toast } from '../../lib/toast-store.ts';
import { processModalStore } from '../../hooks/use-process-modal.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import { countOf } from '../../lib/process-source.ts';
import { rememberedPeriod } from '../../lib/period.ts';
import { rememberPeriod } from '../../lib/period-memory.ts';
import { useSearchResults } from '../../lib/search-results-store.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { ImportDashboardPage } from './import-dashboard-page.tsx';
import { makeCompany } from '../../test/make-company.ts';

const DASHBOARD_PATH = '/api/public/customer/import-dashboard';
const PROCESSES_PATH = `${DASHBOARD_PATH}/processos`;

const compared = (atual: number, anterior: number, variacao: 'UP' | 'DOWN', porcentagem: number) => ({
  periodo_atual: atual,
  periodo_anterior: anterior,
  variacao,
  porcentagem,
});

const DASHBOARD: TImportDashboard = {
  periodo: { inicio: '2025-12-01', fim: '2026-11-24' },
  periodo_anterior: { inicio: '2024-12-07', fim: '2025-11-30' },
  total_ii: compared(1234.56, 1000, 'UP', 23.46),
  total_ipi: compared(500, 1000, 'DOWN', 50),
  total_pis: compared(10, 10, 'UP', 0),
  total_confins: compared(20, 10, 'UP', 100),
  total_siscomex: compared(3, 2, 'UP', 50),
  total_antidumping: compared(0, 7, 'DOWN', 100),
  processosPorModal: { total_processos: 5, total_maritimo: 3, total_aereo: 2, total_rodoviario: 0 },
  processosPorMes: [
    { ano: 2025, mes: 12, total: 2 },
    { ano: 2026, mes: 1, total: 0 },
    { ano: 2026, mes: 11, total: 3 },
  ],
  processosPorDia: [
    { ano: 2026, mes: 11, dia: 23, total: 0 },
    { ano: 2026, mes: 11, dia: 24, total: 1 },
  ],
  vmld: {
    total_sem_impostos: 98765.43,
    total_com_impostos: 100000,
    variacao_sem_impostos: 'UP',
    variacao_com_impostos: 'UP',
    porcentagem_sem_impostos: 12.5,
    porcentagem_com_impostos: 10,
    vmld_periodo_anterior: { total_sem_impostos: 87791.49, total_com_impostos: 90909.09 },
  },
  peso_bruto: 12345.5,
  peso_liquido: 10000,
  frete: {
    total_periodo_atual: 5000,
    total_periodo_anterior: 4000,
    variacao: 'UP',
    porcentagem: 25,
    por_modal: [{ modal: 'MARITIMA', total: 5000 }],
  },
  media_periodo: '5.4321',
  moeda: 'USD',
};

const EMPTY: TImportDashboard = {
  ...DASHBOARD,
  processosPorModal: { total_processos: 0, total_maritimo: 0, total_aereo: 0, total_rodoviario: 0 },
  frete: { ...DASHBOARD.frete, total_periodo_atual: 0, por_modal: [] },
};

const process = (id: number) => ({ id, identification: 100 + id });
/** A drill-down answer: one page of the bucket and its whole count. */
const pageOf = (processes: ReturnType<typeof process>[], totalElements = processes.length) => ({
  data: processes,
  page: { number: 1, size: 15, totalElements, totalPages: Math.ceil(totalElements / 15) },
});

const ProcessListProbe = () => {
  const results = useSearchResults();
  return <p>{results ? `${countOf(results.source)} processos: ${results.query}` : 'sem lista'}</p>;
};

/** Twelve months in the address: the month chart fills its bars (the default is the month so far). */
const TWELVE_MONTHS = '/painel-importacao?de=2025-12-01&ate=2026-11-24';

const renderDashboard = (path = TWELVE_MONTHS) => {
  storage.setAccessToken('Bearer abc');
  storage.setJson(storageKeys.companies, [
    makeCompany({ id: 3, name: 'AURORA IMPORTADORA' }, 'analytics', 'delayedEtd'),
    makeCompany({ id: 7, name: 'BOREAL COMÉRCIO' }, 'analytics'),
  ]);
  return renderRoutes(
    [
      { path: '/painel-importacao', element: <ImportDashboardPage /> },
      { path: '/processos', element: <ProcessListProbe /> },
    ],
    path,
  );
};

const dashboardUrls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(`${DASHBOARD_PATH}?`));

const toastMessages = () => toast.getSnapshot().map((item) => item.message);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10, 30));
});
afterEach(() => {
  vi.useRealTimers();
  processModalStore.closeProcess();
  toast.clear();
});

describe('<ImportDashboardPage /> (spec part 2 §2.5)', { timeout: 30_000 }, () => {
  it('loads the period of its address and shows each tax with its direction, percentage and P.A.', async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith(`${DASHBOARD_PATH}?`) ? jsonResponse({ data: DASHBOARD }) : undefined,
    );
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Painel de Importação' })).toBeTruthy();
    // Skeletons: 12 month bars and 20 day bars (spec part 2 §9).
    expect(screen.getAllByTestId('dashboard-bar-placeholder')).toHaveLength(32);

    await waitFor(() => expect(screen.queryAllByTestId('dashboard-bar-placeholder')).toHaveLength(0));
    const ii = within(screen.getByTestId('tax-II'));
    expect(ii.getByText('R$ 1.234,56')).toBeTruthy();
    expect(ii.getByText('alta de 23,5% em relação ao período anterior')).toBeTruthy();
    expect(ii.getByText('P.A.')).toBeTruthy();
    expect(ii.getByText(/R\$\s1\.000,00/)).toBeTruthy();
    const ipi = within(screen.getByTestId('tax-IPI'));
    expect(ipi.getByText('▼ 50%')).toBeTruthy();
    expect(ipi.getByText('queda de 50% em relação ao período anterior')).toBeTruthy();
    for (const label of ['PIS', 'COFINS', 'SISCOMEX', 'ANTIDUMPING'])
      expect(screen.getByTestId(`tax-${label}`)).toBeTruthy();

    expect(dashboardUrls(fetchMock)).toEqual([`${DASHBOARD_PATH}?startDate=2025-12-01&endDate=2026-11-24`]);
    expect(within(screen.getByTestId('dash-vmld')).getByText('R$ 98.765,43')).toBeTruthy();
    // One weight and one month form on every screen (lib/format): 3 decimals in KG, 'Dez/25'.
    expect(within(screen.getByTestId('dash-weights')).getByText('12.345,500 KG')).toBeTruthy();
    expect(within(screen.getByTestId('dash-weights')).getByText('10.000,000 KG')).toBeTruthy();
    expect(within(screen.getByTestId('dash-months')).getByText('Dez/25')).toBeTruthy();
    expect(within(screen.getByTestId('dash-months')).getByText('Nov/26')).toBeTruthy();
    expect(within(screen.getByTestId('dash-rate')).getByText('R$ 5,4321')).toBeTruthy();
    expect(within(screen.getByTestId('dash-rate')).getByText('Dólar (USD)')).toBeTruthy();
    expect(screen.getByTestId('dashboard-period').textContent).toContain('07/12/2024 a 30/11/2025');
    expect(screen.getByRole('button', { name: 'janeiro de 2026: 0 processos' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('one period model: opens on the month so far, or on the period applied on another screen', async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith(`${DASHBOARD_PATH}?`) ? jsonResponse({ data: DASHBOARD }) : undefined,
    );
    const router = renderDashboard('/painel-importacao');
    await waitFor(() =>
      expect(dashboardUrls(fetchMock)).toEqual([`${DASHBOARD_PATH}?startDate=2026-11-01&endDate=2026-11-24`]),
    );
    // An address without a period is the default's.
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Período inicial') as HTMLInputElement).value).toBe('01/11/2026');

    // Gerar on a quick range pushes the new period; Back goes back to the previous one.
    fireEvent.click(screen.getByRole('button', { name: '3 meses' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?de=2026-08-24&ate=2026-11-24'));
    await waitFor(() =>
      expect(dashboardUrls(fetchMock)).toContain(`${DASHBOARD_PATH}?startDate=2026-08-24&endDate=2026-11-24`),
    );
    await router.navigate(-1);
    await waitFor(() =>
      expect((screen.getByLabelText('Período inicial') as HTMLInputElement).value).toBe('01/11/2026'),
    );

    // The period applied last in this tab is offered by the next screen a link opens without one, and
    // written into its address.
    expect(rememberedPeriod()).toEqual({ from: '2026-08-24', to: '2026-11-24' });
    rememberPeriod({ from: '2026-01-01', to: '2026-06-30' });
    await router.navigate('/processos');
    expect(await screen.findByText('sem lista')).toBeTruthy();
    await router.navigate('/painel-importacao');
    await waitFor(() => expect(router.state.location.search).toBe('?de=2026-01-01&ate=2026-06-30'));
    await waitFor(() =>
      expect(dashboardUrls(fetchMock)).toContain(`${DASHBOARD_PATH}?startDate=2026-01-01&endDate=2026-06-30`),
    );
  });

  it('refuses a missing date and an end before the start with the spec texts, without a request', async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith(`${DASHBOARD_PATH}?`) ? jsonResponse({ data: DASHBOARD }) : undefined,
    );
    renderDashboard();
    await screen.findByTestId('tax-II');
    await waitFor(() => expect(screen.queryAllByTestId('dashboard-bar-placeholder')).toHaveLength(0));
    fetchMock.mockClear();

    fireEvent.change(screen.getByLabelText('Período inicial'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    await waitFor(() =>
      expect(toastMessages()).toContain('A data de início e de fim devem estar preenchidas!'),
    );

    fireEvent.change(screen.getByLabelText('Período inicial'), { target: { value: '25/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    await waitFor(() => expect(toastMessages()).toContain('Data final não pode ser menor que data inicial.'));
    expect(dashboardUrls(fetchMock)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Período inicial'), { target: { value: '01/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    await waitFor(() =>
      expect(dashboardUrls(fetchMock)).toEqual([`${DASHBOARD_PATH}?startDate=2026-11-01&endDate=2026-11-24`]),
    );
  });

  it('says a filled date that does not exist is invalid and refuses over 731 days, without a request', async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith(`${DASHBOARD_PATH}?`) ? jsonResponse({ data: DASHBOARD }) : undefined,
    );
    renderDashboard();
    await waitFor(() => expect(screen.queryAllByTestId('dashboard-bar-placeholder')).toHaveLength(0));
    fetchMock.mockClear();

    fireEvent.change(screen.getByLabelText('Período inicial'), { target: { value: '31/02/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Data inválida: 31/02/2026. Informe uma data que exista, no formato DD/MM/AAAA.',
      ),
    );
    expect(toastMessages()).not.toContain('A data de início e de fim devem estar preenchidas!');

    // The contract's rule of the figures, checked before sending with the server's own text.
    fireEvent.change(screen.getByLabelText('Período inicial'), { target: { value: '01/01/2023' } });
    fireEvent.change(screen.getByLabelText('Período final'), { target: { value: '31/12/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    await waitFor(() => expect(toastMessages()).toContain('O período pode ter no máximo 731 dias.'));
    expect(dashboardUrls(fetchMock)).toEqual([]);
    expect(screen.getByTestId('dashboard-period').textContent).toContain('01/12/2025 a 24/11/2026');
    expect(within(screen.getByTestId('tax-II')).getByText('R$ 1.234,56')).toBeTruthy();
  });

  it('keeps the last figures and their period when the server refuses a run', async () => {
    const REFUSED = 'Você não tem acesso a uma ou mais empresas informadas em customerIds.';
    const fetchMock = mockFetch((url) => {
      if (!url.startsWith(`${DASHBOARD_PATH}?`)) return undefined;
      return url.includes('startDate=2025-01-01')
        ? jsonResponse({ code: 'FORBIDDEN', message: REFUSED }, 403)
        : jsonResponse({ data: DASHBOARD });
    });
    renderDashboard();
    await waitFor(() => expect(screen.queryAllByTestId('dashboard-bar-placeholder')).toHaveLength(0));

    fireEvent.change(screen.getByLabelText('Período inicial'), { target: { value: '01/01/2025' } });
    fireEvent.change(screen.getByLabelText('Período final'), { target: { value: '31/12/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    await waitFor(() => expect(toastMessages()).toContain(REFUSED));
    expect(dashboardUrls(fetchMock)).toContain(`${DASHBOARD_PATH}?startDate=2025-01-01&endDate=2025-12-31`);

    // The figures shown before, under their own period; no block waits for good.
    await waitFor(() => expect(screen.queryAllByTestId('dashboard-bar-placeholder')).toHaveLength(0));
    expect(within(screen.getByTestId('tax-II')).getByText('R$ 1.234,56')).toBeTruthy();
    expect(within(screen.getByTestId('dash-weights')).getByText('12.345,500 KG')).toBeTruthy();
    const subtitle = screen.getByTestId('dashboard-period').textContent;
    expect(subtitle).toContain('01/12/2025 a 24/11/2026');
    expect(subtitle).not.toContain('01/01/2025');
  });

  it('shows an empty state, not skeletons, when the first load is refused', async () => {
    mockFetch((url) =>
      url.startsWith(`${DASHBOARD_PATH}?`)
        ? jsonResponse({ code: 'BAD_REQUEST', message: 'Requisição inválida.' }, 400)
        : undefined,
    );
    renderDashboard();
    expect(await screen.findByTestId('dashboard-unavailable')).toBeTruthy();
    expect(toastMessages()).toContain('Requisição inválida.');
    expect(screen.queryAllByTestId('dashboard-bar-placeholder')).toHaveLength(0);
    expect(screen.getByTestId('dashboard-period').textContent).toBe(
      'Nenhum período carregado. Escolha o período e clique em Gerar.',
    );
  });

  it("says 'Sem Registros' and 'Sem Frete' when the period has no process", async () => {
    mockFetch((url) => (url.startsWith(`${DASHBOARD_PATH}?`) ? jsonResponse({ data: EMPTY }) : undefined));
    renderDashboard();
    expect(await within(await screen.findByTestId('dash-modes')).findByText('Sem Registros')).toBeTruthy();
    expect(within(screen.getByTestId('dash-freight')).getByText('Sem Frete')).toBeTruthy();
  });

  it('opens the processes behind a month bar in the process list, and one process in its modal', async () => {
    const fetchMock = mockFetch(
      (url) => (url.startsWith(`${DASHBOARD_PATH}?`) ? jsonResponse({ data: DASHBOARD }) : undefined),
      (url) =>
        url.startsWith(`${PROCESSES_PATH}?`) && url.includes('endDate=2025-12-31')
          ? jsonResponse(pageOf([process(1), process(2)], 20))
          : undefined,
      (url) => (url.startsWith(`${PROCESSES_PATH}?`) ? jsonResponse(pageOf([process(9)])) : undefined),
    );
    const router = renderDashboard();
    await screen.findByTestId('tax-II');

    fireEvent.click(await screen.findByRole('button', { name: 'dezembro de 2025: 2 processos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/processos'));
    // The count is the whole bucket's, not the first page's; the list answers after the navigation.
    expect(await screen.findByText('20 processos: Painel de Importação · dezembro de 2025')).toBeTruthy();
    expect(
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(PROCESSES_PATH)),
    ).toEqual([
      `${PROCESSES_PATH}?startDate=2025-12-01&endDate=2025-12-31&page=1&size=15&sort=step&desc=false`,
    ]);
    await waitFor(() => expect(toastMessages()).toContain('Foram encontrados 20 processos de importação.'));

    await router.navigate('/painel-importacao');
    fireEvent.click(await screen.findByRole('button', { name: 'Marítimo: 3. Ver processos' }));
    await waitFor(() => expect(processModalStore.getOpenProcessId()).toBe(9));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).at(-1)).toBe(
      `${PROCESSES_PATH}?startDate=2025-12-01&endDate=2026-11-24&modal=MARITIMA&page=1&size=15&sort=step&desc=false`,
    );
  });
});
