import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCompany } from '@pc/contract/company';
import { createQueryClient } from '../../lib/query-client.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import { LegacyFinancialCalendarPage } from './legacy-financial-calendar-page.tsx';
import { makeLegacyProcess } from './test-fixtures.ts';
import { makeCompany } from '../../test/make-company.ts';
import { anyBlob } from '../../test/any-blob.ts';

const api = vi.hoisted(() => ({ callApi: vi.fn(), downloadFile: vi.fn(), saveBlob: vi.fn() }));
vi.mock('../../lib/api-client.ts', () => ({ callApi: api.callApi, downloadFile: api.downloadFile }));
vi.mock('../../lib/save-file.ts', () => ({ saveBlob: api.saveBlob }));

const AURORA: TCompany = makeCompany({ id: 3, name: 'AURORA' }, 'analytics', 'delayedEtd');
// Offered the TXT export (as company 102 is in the demo).
const NORTE: TCompany = makeCompany({ id: 102, name: 'NORTE' }, 'analytics', 'cashCalendarTxt');

const PROCESSES = {
  '1': makeLegacyProcess({
    id: 1,
    customerRef: 'PED-ETA',
    datesETA: '2026-11-12',
    stepCashRequestEstimatedValue: 800,
    cashRequestDone: true,
  }),
  '2': makeLegacyProcess({
    id: 2,
    customerRef: 'PED-EST',
    datesETA: '2026-11-12',
    stepCashRequestEstimatedValue: 0,
    estimatedStepCashRequest: '2026-11-05',
    estimatedStepCashRequestEstimatedValue: 300,
  }),
};

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LegacyFinancialCalendarPage />
    </QueryClientProvider>,
  );

describe('<LegacyFinancialCalendarPage />', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0));
    storage.setAccessToken('abc');
    storage.setJson(storageKeys.companies, [AURORA, NORTE]);
    api.callApi.mockResolvedValue({ data: PROCESSES });
    api.downloadFile.mockResolvedValue({ blob: new Blob(['x']), filename: 'calendario-financeiro.xlsx' });
  });

  afterEach(() => vi.useRealTimers());

  it('places the processes’ items itself, monthly by default, with the Pago ribbon and totals', async () => {
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('calendar-summary').textContent).toBe(
        'Estão sendo exibidos 2 lançamentos com a previsão total de R$\u00a01.100,00.',
      ),
    );
    expect(api.callApi).toHaveBeenCalledWith(expect.objectContaining({ path: '/cash-calendar' }), {
      query: { customerIds: '3,102', startDate: '2026-11-01T00:00:00', endDate: '2026-11-30T23:59:59' },
      signal: expect.anything(),
    });
    const eta = document.querySelector('[data-day="2026-11-12"]') as HTMLElement;
    expect(within(eta).getByRole('button', { name: 'PED-ETA R$\u00a0800,00, Numerário, Pago' })).toBeTruthy();
    const estimated = document.querySelector('[data-day="2026-11-05"]') as HTMLElement;
    expect(
      within(estimated).getByRole('button', { name: 'PED-EST R$\u00a0300,00, Numerário Previsto' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'GERAR TXT' })).toBeNull();
  });

  it('period sheet export: calendario-financeiro.xlsx through the EXCEL route with all companies', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'GERAR EXCEL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurações da Exportação do EXCEL' });
    expect(within(dialog).queryByText('SELECIONAR EMPRESA(s)')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'EXPORTAR' }));
    await waitFor(() => expect(api.saveBlob).toHaveBeenCalledWith(anyBlob(), 'calendario-financeiro.xlsx'));
    expect(api.downloadFile).toHaveBeenCalledWith(expect.anything(), {
      query: expect.objectContaining({
        customerIds: '3,102',
        type: 'EXCEL',
        startDate: '2026-11-01T00:00:00',
      }),
    });
  });
});
