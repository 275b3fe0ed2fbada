import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCall } from '@pc/contract/call';
import type { TCompany } from '@pc/contract/company';
import { createQueryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast-store.ts';
import { processModalStore } from '../../hooks/use-process-modal.ts';
import { ApiError } from '../../lib/api-error.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import { FinancialCalendarPage } from './financial-calendar-page.tsx';
import { makeCashItem } from './test-fixtures.ts';
import { makeCompany } from '../../test/make-company.ts';
import { anyBlob } from '../../test/any-blob.ts';

const api = vi.hoisted(() => ({ callApi: vi.fn(), downloadFile: vi.fn(), saveBlob: vi.fn() }));
vi.mock('../../lib/api-client.ts', () => ({ callApi: api.callApi, downloadFile: api.downloadFile }));
vi.mock('../../lib/save-file.ts', () => ({ saveBlob: api.saveBlob }));

const AURORA: TCompany = makeCompany({ id: 3, name: 'AURORA' }, 'analytics', 'delayedEtd');
// Offered the TXT export (as company 102 is in the demo).
const NORTE: TCompany = makeCompany({ id: 102, name: 'NORTE' }, 'analytics', 'cashCalendarTxt');

const signIn = (companies: TCompany[]) => {
  storage.setAccessToken('abc');
  storage.setJson(storageKeys.companies, companies);
};

const log = {
  entityName: 'Documento',
  createdBy: 'Bruno Lima',
  type: 'DOWNLOAD' as const,
  created: '2026-11-20T13:05:00Z',
};
const sixItems = Array.from({ length: 6 }, (_, index) =>
  makeCashItem({ id: 10 + index, value: 100, customerReference: `PED-${index}` }),
);
const DAYS = {
  '2026-11-10': sixItems,
  '2026-11-24': [
    makeCashItem({
      id: 1,
      value: 1500,
      cashRequestDone: true,
      customerReference: 'PED-PAGO',
      documents: [{ document: { id: 91, originalFilename: 'numerario-1.pdf' }, logs: [log] }],
    }),
    makeCashItem({
      id: 2,
      value: 700,
      customerReference: 'PED-NOVO',
      documents: [{ document: { id: 92, originalFilename: 'numerario-2.pdf' }, logs: [] }],
    }),
    makeCashItem({
      id: 3,
      category: 'PARCELA_INVOICE',
      value: 5321,
      customerReference: 'PED-INV',
      invoiceCurrency: 'USD',
      invoiceInstallmentValue: 1000,
      invoiceInstallmentValueInBrl: 5321,
      lastExchangeRate: 5.321,
      lastExchangeUpdate: '2026-11-21T12:00:00Z',
    }),
  ],
};

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FinancialCalendarPage />
    </QueryClientProvider>,
  );

const summary = () => screen.getByTestId('calendar-summary').textContent;
const toastMessages = () => toast.getSnapshot().map((item) => item.message);
const dayCell = (key: string) => document.querySelector<HTMLElement>(`[data-day="${key}"]`) as HTMLElement;

const openMenu = (name: RegExp | string) => {
  const trigger = screen.getByRole('button', { name });
  fireEvent.keyDown(trigger, { key: 'Enter' });
};

// Whole-page renders with Radix portals take a few seconds on a loaded 2-core machine.
describe('<FinancialCalendarPage />', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10, 0));
    api.callApi.mockImplementation((call: TCall) => {
      if (call.path === '/api/public/customer/cash-calendar') return Promise.resolve({ data: DAYS });
      return Promise.reject(new Error(`unexpected ${call.path}`));
    });
    api.downloadFile.mockResolvedValue({ blob: new Blob(['%PDF']), filename: null });
  });

  afterEach(() => {
    vi.useRealTimers();
    processModalStore.closeProcess();
  });

  it('loads the month of all the user’s companies and shows title, breadcrumb, totals and today', async () => {
    signIn([AURORA, NORTE]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Previsão Financeira' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Trilha de navegação' }).textContent).toBe(
      'Portal dos ClientesCalendário Financeiro',
    );
    await waitFor(() =>
      expect(summary()).toBe('Estão sendo exibidos 9 lançamentos com a previsão total de R$\u00a08.121,00.'),
    );
    expect(api.callApi).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/public/customer/cash-calendar' }),
      expect.objectContaining({
        query: {
          customerIds: '3,102',
          startDate: '2026-11-01T00:00:00',
          endDate: '2026-11-30T23:59:59',
          type: 'SCREEN',
          category: 'TODOS',
        },
      }),
    );
    expect(within(dayCell('2026-11-22')).getByText('Hoje')).toBeTruthy();
    expect(within(dayCell('2026-11-24')).getByTestId('day-total').textContent).toBe('R$\u00a07.521,00');
    expect(screen.getByTestId('month-total').textContent).toBe('Previsão MensalR$\u00a08.121,00');
    const weekTotals = screen.getAllByTestId('week-total').map((cell) => cell.textContent);
    expect(weekTotals).toEqual([
      'Previsão SemanalR$\u00a00,00',
      'Previsão SemanalR$\u00a0600,00',
      'Previsão SemanalR$\u00a00,00',
      'Previsão SemanalR$\u00a07.521,00',
      'Previsão SemanalR$\u00a00,00',
    ]);
    // TXT only for companies 102 / 2397.
    expect(screen.getByRole('button', { name: 'GERAR TXT' })).toBeTruthy();
  });

  it('more than 4 items: 3 cards and VER MAIS ITENS (3); the day modal lists all and closes on Escape', async () => {
    signIn([AURORA]);
    renderPage();
    const day = await waitFor(() => {
      const cell = dayCell('2026-11-10');
      expect(within(cell).getAllByTestId('cash-card')).toHaveLength(3);
      return cell;
    });
    expect(screen.queryByRole('button', { name: 'GERAR TXT' })).toBeNull();
    fireEvent.click(within(day).getByRole('button', { name: 'VER MAIS ITENS (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dia: 10 / 6 lançamentos' });
    expect(within(dialog).getAllByTestId('cash-card')).toHaveLength(6);
    expect(dialog.textContent).toContain('Total do dia: R$\u00a0600,00');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A click on the day itself opens it in month view.
    fireEvent.click(day);
    expect(await screen.findByRole('dialog', { name: 'Dia: 10 / 6 lançamentos' })).toBeTruthy();
  });

  it('a card click opens the process; Pago ribbon on the paid numerário', async () => {
    signIn([AURORA]);
    renderPage();
    const paid = await screen.findByRole('button', { name: /^PED-PAGO .*, Numerário, Pago$/ });
    // The visible text starts the name (WCAG 2.5.3).
    expect(paid.getAttribute('aria-label')).toBeNull();
    expect(within(dayCell('2026-11-24')).getAllByText('Pago')).toHaveLength(1);
    fireEvent.click(paid);
    expect(processModalStore.getOpenProcessId()).toBe(1);
  });

  it('Status filters: none on gives an empty result without asking the server again', async () => {
    signIn([AURORA]);
    renderPage();
    await waitFor(() => expect(summary()).toContain('9 lançamentos'));
    const calls = api.callApi.mock.calls.length;
    openMenu('Filtros');
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Pago' }));
    await waitFor(() => expect(summary()).toContain('8 lançamentos'));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'À Pagar' }));
    await waitFor(() =>
      expect(summary()).toBe('Estão sendo exibidos 0 lançamentos com a previsão total de R$\u00a00,00.'),
    );
    expect(api.callApi.mock.calls.length).toBe(calls);
    // To pay only, invoices only: the unpaid instalment.
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'À Pagar' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Numerários' }));
    await waitFor(() => expect(summary()).toContain('Está sendo exibido 1 lançamento'));
  });

  it('Exibição switches the card text to our reference', async () => {
    signIn([AURORA]);
    renderPage();
    await screen.findByRole('button', { name: /PED-NOVO/ });
    openMenu(/^Exibição/);
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Nossa referência' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /PED-NOVO/ })).toBeNull());
    expect(screen.getAllByRole('button', { name: /^PRI00042 .*, Numerário/ }).length).toBeGreaterThan(0);
  });

  it('a load failure shows the server message and empties the calendar', async () => {
    signIn([AURORA]);
    api.callApi.mockRejectedValue(
      new ApiError(400, { message: 'Informe startDate no formato yyyy-MM-ddTHH:mm:ss.' }),
    );
    renderPage();
    await waitFor(() =>
      expect(toastMessages()).toContain('Informe startDate no formato yyyy-MM-ddTHH:mm:ss.'),
    );
    expect(summary()).toBe('Estão sendo exibidos 0 lançamentos com a previsão total de R$\u00a00,00.');
    expect(screen.queryAllByTestId('cash-card')).toHaveLength(0);
  });

  it('Baixar numerário: downloads a new one; a downloaded one warns first and Cancelar downloads nothing', async () => {
    signIn([AURORA]);
    renderPage();
    const day = await waitFor(() => {
      const cell = dayCell('2026-11-24');
      expect(within(cell).getAllByRole('button', { name: /Baixar numerário/ })).toHaveLength(2);
      return cell;
    });
    const [downloaded, fresh] = within(day).getAllByRole('button', { name: /Baixar numerário/ });
    expect(downloaded?.getAttribute('data-downloaded')).toBe('true');
    expect(fresh?.getAttribute('data-downloaded')).toBe('false');

    fireEvent.click(downloaded as HTMLElement);
    const warning = await screen.findByRole('alertdialog', {
      name: 'Este numerário já foi baixado anteriormente!',
    });
    expect(warning.textContent).toContain('Bruno Lima');
    expect(warning.textContent).toMatch(/20\/11\/2026 \d{1,2}:05/);
    fireEvent.click(within(warning).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.downloadFile).not.toHaveBeenCalled();

    fireEvent.click(fresh as HTMLElement);
    await waitFor(() => expect(api.saveBlob).toHaveBeenCalledWith(anyBlob(), 'numerario-2.pdf'));
    expect(api.downloadFile).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/public/customer/processes/{id}/documents/{docId}/download' }),
      { params: { id: '2', docId: '92' } },
    );
    await waitFor(() => expect(fresh?.getAttribute('data-downloaded')).toBe('true'));

    fireEvent.click(downloaded as HTMLElement);
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Baixar mesmo assim' }));
    await waitFor(() => expect(api.saveBlob).toHaveBeenCalledWith(anyBlob(), 'numerario-1.pdf'));
  });

  it('export: dates are required; EXPORTAR sends type, period at 00:00:00, category and status', async () => {
    signIn([AURORA, NORTE]);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'GERAR EXCEL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurações da Exportação do EXCEL' });
    const start = within(dialog).getByLabelText('Início');
    expect((start as HTMLInputElement).value).toBe('01/11/2026');
    fireEvent.change(start, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'EXPORTAR' }));
    await waitFor(() =>
      expect(toastMessages()).toContain('A data de início e de fim devem estar preenchidas!'),
    );
    expect(api.downloadFile).not.toHaveBeenCalled();

    // A filled date that does not exist is invalid, not missing; the calendars' rule is a year.
    fireEvent.change(start, { target: { value: '31022026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'EXPORTAR' }));
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Data inválida: 31/02/2026. Informe uma data que exista, no formato DD/MM/AAAA.',
      ),
    );
    fireEvent.change(start, { target: { value: '99999999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'EXPORTAR' }));
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Data inválida: 99/99/9999. Informe uma data que exista, no formato DD/MM/AAAA.',
      ),
    );
    fireEvent.change(start, { target: { value: '29112025' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'EXPORTAR' }));
    await waitFor(() => expect(toastMessages()).toContain('O período pode ter no máximo 366 dias.'));
    expect(api.downloadFile).not.toHaveBeenCalled();

    fireEvent.change(start, { target: { value: '05112026' } });
    fireEvent.change(within(dialog).getByLabelText('Tipo'), { target: { value: 'invoices' } });
    fireEvent.change(within(dialog).getByLabelText('Status Numerário'), { target: { value: 'A_PAGAR' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'EXPORTAR' }));
    await waitFor(() => expect(api.saveBlob).toHaveBeenCalledWith(anyBlob(), 'calendario-financeiro.xlsx'));
    expect(api.downloadFile).toHaveBeenCalledWith(expect.objectContaining({ isBinary: true }), {
      query: {
        customerIds: '3,102',
        startDate: '2026-11-05T00:00:00',
        endDate: '2026-11-30T00:00:00',
        category: 'invoices',
        status: 'A_PAGAR',
        type: 'EXCEL',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('TXT export: only companies 102/2397 offered; a failure shows the server message read from the blob', async () => {
    signIn([AURORA, NORTE]);
    api.downloadFile.mockRejectedValue(new ApiError(403, { message: 'Sem permissão para o TXT.' }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'GERAR TXT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configurações da Exportação do TXT' });
    expect(within(dialog).queryByLabelText('Tipo')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'EXPORTAR' }));
    await waitFor(() => expect(toastMessages()).toContain('Sem permissão para o TXT.'));
    expect(api.downloadFile).toHaveBeenCalledWith(expect.anything(), {
      query: expect.objectContaining({ customerIds: '102', type: 'TXT', category: 'TODOS', status: 'TODOS' }),
    });
    await act(async () => {});
  });

  it('week view shows every item of a day, and a day click opens no modal (spec §2.3: month view only)', async () => {
    signIn([AURORA]);
    renderPage();
    await waitFor(() => expect(summary()).toContain('9 lançamentos'));
    openMenu('Filtros');
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Semanal' }));
    await waitFor(() =>
      expect(screen.getByTestId('period-label').textContent).toBe('22/11/2026 a 28/11/2026'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Semana anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Semana anterior' }));
    await waitFor(() => expect(within(dayCell('2026-11-10')).getAllByTestId('cash-card')).toHaveLength(6));
    expect(within(dayCell('2026-11-10')).queryByRole('button', { name: /^VER MAIS ITENS/ })).toBeNull();
    expect(
      within(dayCell('2026-11-10')).queryByRole('button', { name: 'Ver os lançamentos do dia 10/11/2026' }),
    ).toBeNull();
    fireEvent.click(dayCell('2026-11-10'));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();

    // Back to Mensal (the Filtros menu stays open after a pick): there a day click opens the modal.
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Mensal' }));
    await waitFor(() => expect(screen.getByTestId('period-label').textContent).toBe('Novembro de 2026'));
    fireEvent.click(dayCell('2026-11-10'));
    expect(await screen.findByRole('dialog', { name: 'Dia: 10 / 6 lançamentos' })).toBeTruthy();
  });
});
