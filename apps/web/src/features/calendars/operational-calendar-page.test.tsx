import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCompany } from '@pc/contract/company';
import { createQueryClient } from '../../lib/query-client.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import {
  NO_TYPE_SELECTED,
  NOTHING_IN_PERIOD,
  OperationalCalendarPage,
} from './operational-calendar-page.tsx';
import { makeCalendarProcess } from './test-fixtures.ts';
import { makeCompany } from '../../test/make-company.ts';

const api = vi.hoisted(() => ({ callApi: vi.fn(), downloadFile: vi.fn() }));
vi.mock('../../lib/api-client.ts', () => ({ callApi: api.callApi, downloadFile: api.downloadFile }));

const AURORA: TCompany = makeCompany({ id: 3, name: 'AURORA' }, 'analytics', 'delayedEtd');

// Seven processes arrive on 12/11 (CGD); one also had its ETD on 03/11 replaced by a departure.
const PROCESSES = [
  ...Array.from({ length: 7 }, (_, index) =>
    makeCalendarProcess({
      id: 20 + index,
      invoice: index === 0 ? null : `INV-${index}`,
      datesArrivalDate: '2026-11-12',
      datesETA: '2026-11-10',
    }),
  ),
  makeCalendarProcess({
    id: 40,
    invoice: 'INV-40',
    datesETD: '2026-11-03',
    datesDepartureDate: '2026-11-04',
    datesETA: '2026-11-26',
  }),
];

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OperationalCalendarPage />
    </QueryClientProvider>,
  );

const dayCell = (key: string) => document.querySelector<HTMLElement>(`[data-day="${key}"]`) as HTMLElement;

describe('<OperationalCalendarPage />', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0));
    storage.setAccessToken('abc');
    storage.setJson(storageKeys.companies, [AURORA]);
    api.callApi.mockResolvedValue({ data: PROCESSES });
  });

  afterEach(() => vi.useRealTimers());

  it('titles word for word, types placed with ETD/ETA dropped, more than 5 shows 4 + VER MAIS ITENS (N−4)', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Calendário Operacional' })).toBeTruthy();
    expect(
      screen.getByText('Visualize a previsão de embarque e chegada no formato Mensal ou Semanal'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'VISUALIZAÇÃO DA PREVISÃO OPERACIONAL' })).toBeTruthy();
    expect(screen.getByText('Selecione uma ou mais unidades')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Legenda' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Previsão Embarque (ETD)', 'Embarque (EMB)', 'Previsão Embarque ETA', 'Chegada (CGD)']);

    const arrivals = await waitFor(() => {
      const cell = dayCell('2026-11-12');
      expect(within(cell).getAllByTestId('operational-card')).toHaveLength(4);
      return cell;
    });
    // Invoice is the default field; S/I when empty.
    expect(within(arrivals).getAllByTestId('operational-card')[0]?.textContent).toBe('CGDS/I');
    expect(within(dayCell('2026-11-10')).queryAllByTestId('operational-card')).toHaveLength(0);
    expect(within(dayCell('2026-11-03')).queryAllByTestId('operational-card')).toHaveLength(0);
    expect(within(dayCell('2026-11-04')).getByTestId('operational-card').textContent).toBe('EMBINV-40');
    expect(within(dayCell('2026-11-26')).getByTestId('operational-card').textContent).toBe('ETAINV-40');

    fireEvent.click(within(arrivals).getByRole('button', { name: 'VER MAIS ITENS (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dia: 12 / 7 lançamentos' });
    expect(within(dialog).getAllByTestId('operational-card')).toHaveLength(7);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(api.callApi).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/public/customer/operational-calendar' }),
      {
        query: { customerIds: '3', startDate: '2026-11-01T00:00:00', endDate: '2026-11-30T23:59:59' },
        signal: expect.anything(),
      },
    );
  });

  it('Tipo filter hides a type; Semanal resets to the current week and shows every card', async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('operational-card').length).toBeGreaterThan(0));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Filtros' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Chegada' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('operational-card').map((card) => card.textContent)).toEqual([
        'EMBINV-40',
        'ETAINV-40',
      ]),
    );

    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Chegada' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Semanal' }));
    await waitFor(() =>
      expect(screen.getByTestId('period-label').textContent).toBe('22/11/2026 a 28/11/2026'),
    );
    expect(api.callApi).toHaveBeenLastCalledWith(expect.anything(), {
      query: { customerIds: '3', startDate: '2026-11-22T00:00:00', endDate: '2026-11-28T23:59:59' },
      signal: expect.anything(),
    });
  });

  it('says why the grid is empty: every type unticked, or nothing in the period', async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('operational-card').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('calendar-empty')).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Filtros' }), { key: 'Enter' });
    for (const name of ['ETD', 'ETA', 'Embarque', 'Chegada']) {
      fireEvent.click(await screen.findByRole('menuitemcheckbox', { name }));
    }
    expect((await screen.findByTestId('calendar-empty')).textContent).toBe(NO_TYPE_SELECTED);
    expect(screen.queryAllByTestId('operational-card')).toHaveLength(0);

    api.callApi.mockResolvedValue({ data: [] });
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'ETA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() => expect(screen.getByTestId('calendar-empty').textContent).toBe(NOTHING_IN_PERIOD));
  });
});
