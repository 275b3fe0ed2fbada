import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast-store.ts';
import { processModalStore } from '../../hooks/use-process-modal.ts';
import { storeCredential } from '../../lib/session.ts';
import { storage } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../render-app.tsx';
import {
  ANALYTICS,
  company,
  credentialWith,
  indicatorHandler,
  makeDelayedProcess,
} from './home-test-data.ts';

const toastMessages = () => toast.getSnapshot().map((item) => item.message);

const signIn = (companies = [company(7, 'analytics')]) => {
  storage.setAccessToken('Bearer abc');
  return answer('GET', '/credential', { data: credentialWith(companies) });
};

const card = (testId: string) => within(screen.getByTestId(testId));

beforeEach(() => {
  // Only Date: timers stay real, so queries and Testing Library's waits work as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
});

afterEach(() => {
  vi.useRealTimers();
  processModalStore.closeProcess();
});

describe('<HomePage /> GERAL', { timeout: 20_000 }, () => {
  it('loads every card for the first day of the month to today, against the 22 days before', async () => {
    const fetchMock = mockFetch(signIn(), indicatorHandler({ currentFirstDate: '2026-11-01T00:00:00' }));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Portal dos Clientes', level: 1 })).toBeTruthy();
    expect(screen.getByLabelText('Data inicial')).toHaveProperty('value', '01/11/2026');
    expect(screen.getByLabelText('Data final')).toHaveProperty('value', '22/11/2026');
    expect(screen.getByTestId('comparison-period').textContent).toBe(
      'Comparado com: 10/10/2026 a 31/10/2026',
    );

    await waitFor(() => expect(card('step-card-total').getByText('20')).toBeTruthy());
    // The sections below the period are drawn one per turn after the first paint (DeferredMount).
    await screen.findByTestId('leadtime-card-loading');
    expect(card('step-card-7').getByText('Produção')).toBeTruthy();
    expect(card('step-card-7').getByText('5')).toBeTruthy();
    // The steps are the open processes now (the list a card opens): no variation to show.
    for (const testId of ['step-card-total', 'step-card-5'])
      expect(screen.getByTestId(testId).querySelector('[data-trend]')).toBeNull();
    expect(screen.getByTestId('movement-card-total').querySelector('[data-trend]')).not.toBeNull();
    expect(card('movement-card-totalFcl').getByText('6')).toBeTruthy();
    expect(card('movement-card-total').getByText('12')).toBeTruthy();

    const storageLegend = within(screen.getByTestId('home-storage')).getByRole('table');
    expect(within(storageLegend).getByRole('row', { name: /Primeiro período 4/ })).toBeTruthy();
    const diLegend = within(screen.getByTestId('home-di-channel')).getByRole('table');
    expect(within(diLegend).getByRole('row', { name: /Verde 5/ })).toBeTruthy();
    expect(within(diLegend).getByRole('row', { name: /Total 8/ })).toBeTruthy();

    // A lead time that went down is good news (green); one that went up is bad (red).
    const declaration = screen.getByTestId('leadtime-card-importDeclaration');
    expect(within(declaration).getByText('2,5')).toBeTruthy();
    expect(declaration.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('good');
    const loading = screen.getByTestId('leadtime-card-loading');
    expect(loading.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('bad');

    // Ten indicator calls: five indicators, both periods, whole days, teamId 0, all the companies.
    const indicatorUrls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith(ANALYTICS));
    expect(indicatorUrls).toHaveLength(10);
    expect(indicatorUrls).toContain(
      `${ANALYTICS}/leadtime/all?customersId=7&firstDate=2026-11-01T00%3A00%3A00&secondDate=2026-11-22T23%3A59%3A59&teamId=0`,
    );
    expect(indicatorUrls).toContain(
      `${ANALYTICS}/movimentacaoProcessual/all?customersId=7&firstDate=2026-10-10T00%3A00%3A00&secondDate=2026-10-31T23%3A59%3A59&teamId=0&isVariacaoAbertura=false`,
    );
    // The automatic first load is not announced; only a Filtrar is.
    expect(toastMessages()).not.toContain('Indicadores gerados com sucesso!');
  });

  it('reads the calls its route started: with the companies stored, each goes out once', async () => {
    storeCredential(credentialWith([company(3, 'analytics', 'delayedEtd'), company(7, 'analytics')]));
    const fetchMock = mockFetch(
      signIn([company(3, 'analytics', 'delayedEtd'), company(7, 'analytics')]),
      indicatorHandler({ currentFirstDate: '2026-11-01T00:00:00' }),
      answer('GET', `${ANALYTICS}/getHerculesEtdIndicator`, { data: [11] }),
      answer('GET', '/api/public/customer/attention', { data: [] }),
    );
    renderApp('/');

    await waitFor(() => expect(card('step-card-total').getByText('20')).toBeTruthy());
    await waitFor(() => expect(card('delayed-etd-card').getByText('1')).toBeTruthy());
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.startsWith(ANALYTICS))).toHaveLength(12);
    expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
  });

  it('compares a whole month with the previous month and announces the result of Filtrar', async () => {
    mockFetch(
      signIn([company(7, 'analytics'), company(102, 'analytics', 'cashCalendarTxt')]),
      indicatorHandler({ currentFirstDate: '2026-10-01T00:00:00' }),
    );
    renderApp('/');

    fireEvent.change(await screen.findByLabelText('Data inicial'), { target: { value: '01102026' } });
    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '31/10/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));

    expect(await screen.findByText('Indicadores gerados com sucesso!')).toBeTruthy();
    expect(screen.getByTestId('comparison-period').textContent).toBe(
      'Comparado com: 01/09/2026 a 30/09/2026',
    );
    expect(card('step-card-total').getByText('20')).toBeTruthy();
  });

  it('says which indicator failed, and no success', async () => {
    mockFetch(
      signIn(),
      indicatorHandler({ currentFirstDate: '2026-11-01T00:00:00', failing: ['leadtimes', 'storage'] }),
    );
    renderApp('/');

    expect(await screen.findByText('Não foi possível recuperar os indicadores de Lead times.')).toBeTruthy();
    expect(
      await screen.findByText('Não foi possível recuperar os indicadores de período de armazenagem.'),
    ).toBeTruthy();
    await waitFor(() => expect(card('step-card-total').getByText('20')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(toastMessages().filter((message) => message.includes('Lead times'))).toHaveLength(2),
    );
    expect(toastMessages()).not.toContain('Indicadores gerados com sucesso!');
    expect(card('leadtime-card-loading').getByText('Indisponível')).toBeTruthy();
  });

  it('validates the period before loading', async () => {
    const fetchMock = mockFetch(signIn(), indicatorHandler({ currentFirstDate: '2026-11-01T00:00:00' }));
    renderApp('/');
    await waitFor(() => expect(card('step-card-total').getByText('20')).toBeTruthy());
    const callsBefore = fetchMock.mock.calls.length;

    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '10/10/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A data final não pode ser menor que a data inicial',
    );

    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Preencha as datas para filtrar.');
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });

  it('links each step card to the list filtered by that step', async () => {
    mockFetch(signIn(), indicatorHandler({ currentFirstDate: '2026-11-01T00:00:00' }));
    const router = renderApp('/');
    const production = await screen.findByTestId('step-card-7');
    expect(production.getAttribute('href')).toBe('/processos?etapa=7');
    expect(screen.getByTestId('step-card-1').getAttribute('href')).toBe('/processos?etapa=1');
    expect(screen.getByTestId('step-card-total').getAttribute('href')).toBe('/processos?etapa=8');
    fireEvent.click(screen.getByTestId('step-card-3'));
    await waitFor(() => expect(router.state.location.search).toBe('?etapa=3'));
    expect(router.state.location.pathname).toBe('/processos');
  });

  it('sends a personalised-indicator request from its modal', async () => {
    const fetchMock = mockFetch(
      signIn(),
      indicatorHandler({ currentFirstDate: '2026-11-01T00:00:00' }),
      answer('POST', `${ANALYTICS}/enviarEmailSolicitacaoNovoIndicador`, { code: 'SUCCESS', message: 'ok' }),
    );
    renderApp('/');

    fireEvent.click(await screen.findByRole('button', { name: 'Solicitar indicador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personalize seu indicador' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Descreva o indicador que deseja solicitar.');

    fireEvent.change(within(dialog).getByLabelText('Descreva o indicador'), {
      target: { value: 'Tempo entre chegada e presença de carga' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));

    expect(await screen.findByText('Sua solicitação foi enviada com sucesso!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/enviarEmailSolicitacaoNovoIndicador'),
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      message: 'Tempo entre chegada e presença de carga',
    });
  });

  it('cancels the personalised-indicator modal without sending', async () => {
    const fetchMock = mockFetch(signIn(), indicatorHandler({ currentFirstDate: '2026-11-01T00:00:00' }));
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Solicitar indicador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personalize seu indicador' });
    fireEvent.change(within(dialog).getByLabelText('Descreva o indicador'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('enviarEmail'))).toBe(false);
  });
});

describe('<HomePage /> ETD Atrasados', { timeout: 20_000 }, () => {
  it('is hidden without a company entitled to it', async () => {
    mockFetch(
      signIn([company(7, 'analytics')]),
      indicatorHandler({ currentFirstDate: '2026-11-01T00:00:00' }),
    );
    renderApp('/');
    await waitFor(() => expect(card('step-card-total').getByText('20')).toBeTruthy());
    expect(screen.queryByTestId('delayed-etd-card')).toBeNull();
  });

  it('counts the delayed processes and opens the process from the full-width list', async () => {
    const fetchMock = mockFetch(
      // Any company the server marks delayedEtd, whatever its id or CNPJ.
      signIn([company(42, 'delayedEtd')]),
      indicatorHandler({ currentFirstDate: '2026-11-01T00:00:00' }),
      (url) => {
        if (!url.startsWith(`${ANALYTICS}/getHerculesEtdIndicator`)) return undefined;
        const isCurrent = url.includes('firstDate=2026-11-01');
        return new Response(JSON.stringify({ data: isCurrent ? [11, 12] : [11, 12, 13] }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
      answer('GET', `${ANALYTICS}/getProcessesByIds`, {
        data: [makeDelayedProcess(11, 42), makeDelayedProcess(12, 77)],
      }),
    );
    renderApp('/');

    const etd = await screen.findByTestId('delayed-etd-card');
    await waitFor(() => expect(within(etd).getByText('2')).toBeTruthy());
    // Fewer delays than before is good news.
    expect(etd.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('good');
    fireEvent.click(within(etd).getByRole('button', { name: 'Ver processos' }));

    const dialog = await screen.findByRole('dialog', { name: 'ETD Atrasados' });
    const table = await within(dialog).findByRole('table', { name: 'Processos com ETD atrasado' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual([
      'PRI',
      'Ref. Pedido/Cliente',
      'Status',
      'Exportador',
      'Invoice',
      'Tipo de Embarque',
      'ETD Inicial',
      'ETD',
    ]);
    const row = await within(table).findByRole('row', { name: /PRI00077/ });
    expect(row.textContent).toContain('02/11/2026');
    expect(row.textContent).toContain('15/11/2026');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/getProcessesByIds?ids=11%2C12'))).toBe(
      true,
    );

    fireEvent.click(row);
    expect(processModalStore.getOpenProcessId()).toBe(12);
  });

  it('says why the list of delayed processes could not be loaded', async () => {
    mockFetch(
      signIn([company(3, 'analytics', 'delayedEtd')]),
      indicatorHandler({ currentFirstDate: '2026-11-01T00:00:00' }),
      answer('GET', `${ANALYTICS}/getHerculesEtdIndicator`, { data: [11] }),
      answer('GET', `${ANALYTICS}/getProcessesByIds`, { message: 'Serviço indisponível.' }, 503),
    );
    renderApp('/');

    const etd = await screen.findByTestId('delayed-etd-card');
    await waitFor(() => expect(within(etd).getByText('1')).toBeTruthy());
    fireEvent.click(within(etd).getByRole('button', { name: 'Ver processos' }));
    const dialog = await screen.findByRole('dialog', { name: 'ETD Atrasados' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não foi possível recuperar os processos: Serviço indisponível.',
    );
  });
});
