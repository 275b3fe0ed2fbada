import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DuimpTab } from './duimp-tab.tsx';
import { DUIMP_CARDS_QUERY } from './duimp-tables.tsx';
import { duimpAnswer, makeDuimp } from './test-fixtures.ts';
import type { TProcessDuimp } from '@pc/contract/duimp';

const renderTab = (duimp: TProcessDuimp = makeDuimp()) => {
  const answer = duimpAnswer(duimp);
  render(<DuimpTab duimp={duimp} versions={answer.versions} />);
};

const section = (name: string) => screen.getByRole('region', { name });

const requirementTexts = () =>
  screen.getAllByTestId('duimp-requirement').map((item) => item.querySelector('p')?.textContent);

/** 'R$ 14.465,06' → 1446506 cents; 'N/I' → 0. */
const centsOf = (text: string | null): number => {
  const digits = (text ?? '').replace(/[^\d,]/g, '').replace(',', '.');
  return digits === '' ? 0 : Math.round(Number(digits) * 100);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 22:30 of 27/11 in São Paulo: already the 28th in UTC, still the 27th for the broker.
  vi.setSystemTime(new Date('2026-11-28T01:30:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('<DuimpTab />', () => {
  it('shows the header line: number, two-digit version, situation and the dates it has', () => {
    renderTab(makeDuimp({ clearedOn: '2026-11-27' }));
    const header = section('DUIMP 26BR00016589107 · versão 02');
    expect(within(header).getByRole('heading', { name: 'DUIMP 26BR00016589107 · versão 02' })).toBeTruthy();
    expect(within(header).getByTestId('duimp-situation').textContent).toBe(
      'Situação: Aguardando parametrização',
    );
    expect(within(header).getByText('Pendente')).toBeTruthy();
    expect(within(header).getByText('Armazenada')).toBeTruthy();
    expect(within(header).getByText('Data de registro').nextElementSibling?.textContent).toBe('24/11/2026');
    expect(within(header).getByText('Data de desembaraço').nextElementSibling?.textContent).toBe(
      '27/11/2026',
    );
  });

  it('leaves out the dates the DUIMP does not have yet', () => {
    renderTab(makeDuimp({ registeredOn: null, clearedOn: null }));
    const header = section('DUIMP 26BR00016589107 · versão 02');
    expect(within(header).queryByText('Data de registro')).toBeNull();
    expect(within(header).queryByText('Data de desembaraço')).toBeNull();
  });

  it('leaves out the day of the channel when it was not sent', () => {
    renderTab(makeDuimp({ channelAssignedOn: null }));
    expect(within(section('Canal')).queryByText('Data da parametrização')).toBeNull();
  });

  it('shows the channel by its name, the Receita Federal’s result and each agency’s result', () => {
    renderTab(
      makeDuimp({
        taxAuthorityResult: 'SEM_EXIGENCIA',
        agencyResults: [
          { agency: 'MAPA', result: 'EM_EXIGENCIA' },
          { agency: 'ANVISA', result: 'DEFERIDO' },
          { agency: 'INMETRO', result: 'EM_REVISAO_NOVA' },
        ],
      }),
    );
    const channel = section('Canal');
    expect(within(channel).getByText('Amarelo').getAttribute('data-channel')).toBe('AMARELO');
    expect(within(channel).getByText('Resultado da Receita Federal').nextElementSibling?.textContent).toBe(
      'Sem exigência',
    );
    // The day the channel came, for "registro → canal".
    expect(within(channel).getByText('Data da parametrização').nextElementSibling?.textContent).toBe(
      '26/11/2026',
    );
    // Agency → result: the agency's label, its result's label, an unknown one as sent.
    const resultOf = (agency: string) => within(channel).getByText(agency).nextElementSibling?.textContent;
    expect(resultOf('Ministério da Agricultura (MAPA)')).toBe('Em exigência');
    expect(resultOf('Anvisa')).toBe('Deferido');
    expect(resultOf('Inmetro')).toBe('EM_REVISAO_NOVA');
  });

  it('lists the open requirements first, the longest waiting first, with "há N dias" in São Paulo', () => {
    renderTab(
      makeDuimp({
        requirements: [
          {
            agency: 'ANVISA',
            text: 'Exigência respondida.',
            openedOn: '2026-11-10',
            dueOn: null,
            answeredOn: '2026-11-12',
            lpcoNumber: null,
          },
          {
            agency: 'MAPA',
            text: 'Exigência aberta há 2 dias.',
            openedOn: '2026-11-25',
            dueOn: '2026-12-02',
            answeredOn: null,
            lpcoNumber: 'I2600012345',
          },
          {
            agency: 'RECEITA_FEDERAL',
            text: 'Exigência aberta há 7 dias.',
            openedOn: '2026-11-20',
            dueOn: null,
            answeredOn: null,
            lpcoNumber: null,
          },
        ],
      }),
    );
    expect(requirementTexts()).toEqual([
      'Exigência aberta há 7 dias.',
      'Exigência aberta há 2 dias.',
      'Exigência respondida.',
    ]);
    const [oldest, newest, answered] = screen.getAllByTestId('duimp-requirement') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(oldest).getByText('Receita Federal')).toBeTruthy();
    expect(within(oldest).getByText('Aberta')).toBeTruthy();
    expect(within(oldest).getByText('aberta em 20/11/2026')).toBeTruthy();
    expect(within(oldest).getByText('há 7 dias')).toBeTruthy();
    expect(within(oldest).queryByText(/prazo até/)).toBeNull();

    expect(within(newest).getByText('Ministério da Agricultura (MAPA)')).toBeTruthy();
    expect(within(newest).getByText('LPCO I2600012345')).toBeTruthy();
    expect(within(newest).getByText('aberta em 25/11/2026')).toBeTruthy();
    expect(within(newest).getByText('há 2 dias')).toBeTruthy();
    expect(within(newest).getByText('prazo até 02/12/2026')).toBeTruthy();

    expect(within(answered).getByText('Anvisa')).toBeTruthy();
    expect(within(answered).getByText('Respondida')).toBeTruthy();
    expect(within(answered).getByText('aberta em 10/11/2026')).toBeTruthy();
    expect(within(answered).getByText('respondida em 12/11/2026')).toBeTruthy();
    expect(within(answered).queryByText(/^há /)).toBeNull();
  });

  it('reads "há 1 dia" and "hoje" for the newest requirements', () => {
    renderTab(
      makeDuimp({
        requirements: [
          {
            agency: 'MAPA',
            text: 'Ontem.',
            openedOn: '2026-11-26',
            dueOn: null,
            answeredOn: null,
            lpcoNumber: null,
          },
          {
            agency: 'MAPA',
            text: 'Hoje.',
            openedOn: '2026-11-27',
            dueOn: null,
            answeredOn: null,
            lpcoNumber: null,
          },
        ],
      }),
    );
    expect(screen.getByText('há 1 dia')).toBeTruthy();
    expect(screen.getByText('hoje')).toBeTruthy();
  });

  it('says "Nenhuma exigência." when there is none', () => {
    renderTab(makeDuimp({ requirements: [] }));
    expect(within(section('Exigências')).getByText('Nenhuma exigência.')).toBeTruthy();
  });

  it('shows an unknown code as sent, and a known one by its label', () => {
    renderTab(
      makeDuimp({
        situation: 'EM_REVISAO_DE_OFICIO',
        channel: 'LARANJA',
        agencyResults: [{ agency: 'ORGAO_NOVO', result: 'EM_ANALISE' }],
        lpcos: [
          {
            number: 'I2600099999',
            agency: 'ORGAO_NOVO',
            status: 'SOBRESTADO',
            requestedOn: '2026-11-18',
            decidedOn: null,
            validUntil: null,
          },
          {
            number: 'I2600012345',
            agency: 'ANVISA',
            status: 'DEFERIDO',
            requestedOn: '2026-11-10',
            decidedOn: '2026-11-19',
            validUntil: '2027-05-19',
          },
        ],
        taxes: [
          { tax: 'TAXA_NOVA', calculated: 10, due: 10, suspended: null, paid: null, status: 'A_RECOLHER' },
          { tax: 'II', calculated: 5, due: 0, suspended: null, paid: null, status: 'PARCELADO' },
        ],
      }),
    );
    expect(screen.getByTestId('duimp-situation').textContent).toBe('Situação: EM_REVISAO_DE_OFICIO');
    const channel = section('Canal');
    expect(within(channel).getByText('LARANJA')).toBeTruthy();
    expect(within(channel).getByText('ORGAO_NOVO')).toBeTruthy();

    const [unknown, known] = within(section('LPCOs')).getAllByTestId('duimp-lpco') as [
      HTMLElement,
      HTMLElement,
    ];
    expect([...unknown.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'I2600099999',
      'ORGAO_NOVO',
      'SOBRESTADO',
      '18/11/2026',
      'N/I',
      'N/I',
    ]);
    expect([...known.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'I2600012345',
      'Anvisa',
      'Deferido',
      '10/11/2026',
      '19/11/2026',
      '19/05/2027',
    ]);
    const taxes = within(section('Tributos')).getAllByRole('row');
    expect(within(taxes[1] as HTMLElement).getByText('TAXA_NOVA')).toBeTruthy();
    expect(within(taxes[1] as HTMLElement).getByText('A recolher')).toBeTruthy();
    expect(within(taxes[2] as HTMLElement).getByText('Imposto de Importação (II)')).toBeTruthy();
    expect(within(taxes[2] as HTMLElement).getByText('PARCELADO')).toBeTruthy();
  });

  it('adds each tax column in the total row, to the cent the rows show', () => {
    renderTab(
      makeDuimp({
        taxes: [
          {
            tax: 'II',
            calculated: 14465.06,
            due: 14465.06,
            suspended: 0,
            paid: 14465.06,
            status: 'RECOLHIDO',
          },
          { tax: 'IPI', calculated: 3200.1, due: 0, suspended: 3200.1, paid: 0, status: 'SUSPENSO' },
          { tax: 'PIS', calculated: 2761.51, due: 2761.51, suspended: 0, paid: 2761.51, status: 'RECOLHIDO' },
          {
            tax: 'COFINS',
            calculated: 12689.8,
            due: 12689.8,
            suspended: 0,
            paid: null,
            status: 'A_RECOLHER',
          },
          // 1.005 * 100 is 100.49… in binary: the row shows R$ 1,01 and the total adds 1,01.
          { tax: 'TAXA_SISCOMEX', calculated: 1.005, due: 1.005, suspended: null, paid: 1.005, status: null },
        ],
      }),
    );
    const table = within(section('Tributos')).getByRole('table', {
      name: 'Tributos da DUIMP em reais, com o total de cada coluna',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Tributo', 'Calculado', 'Devido', 'Suspenso', 'Recolhido', 'Situação']);

    const rows = within(table).getAllByRole('row').slice(1);
    const total = screen.getByTestId('duimp-tax-total');
    const bodyRows = rows.filter((row) => row !== total);
    expect(bodyRows).toHaveLength(5);
    // Each tax's state by its label; one the glossary does not know is shown as sent.
    expect(bodyRows.map((row) => row.querySelectorAll('td')[5]?.textContent)).toEqual([
      'Recolhido',
      'Suspenso',
      'Recolhido',
      'A recolher',
      'N/I',
    ]);
    expect(within(bodyRows[4] as HTMLElement).getByText('Taxa Siscomex')).toBeTruthy();
    expect([...(bodyRows[4] as HTMLElement).querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Taxa Siscomex',
      'R$\u00a01,01',
      'R$\u00a01,01',
      'N/I',
      'R$\u00a01,01',
      'N/I',
    ]);

    const totalCells = [...total.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(within(total).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect(totalCells).toEqual([
      'R$\u00a033.117,48',
      'R$\u00a029.917,38',
      'R$\u00a03.200,10',
      'R$\u00a017.227,58',
      '',
    ]);
    // Every total is the sum of the figures shown above it.
    for (const column of [1, 2, 3, 4]) {
      const shown = bodyRows.map((row) => centsOf(row.querySelectorAll('td')[column]?.textContent ?? null));
      expect(centsOf(totalCells[column - 1] ?? null)).toBe(shown.reduce((sum, cents) => sum + cents, 0));
    }
  });

  it('lists the rectifications and the versions received, the current one marked', () => {
    renderTab();
    const rectifications = section('Retificações');
    const rectificationTable = within(rectifications).getByRole('table', { name: 'Retificações da DUIMP' });
    expect(within(rectificationTable).getByText('02')).toBeTruthy();
    expect(within(rectificationTable).getByText('26/11/2026')).toBeTruthy();
    expect(within(rectificationTable).getByText('Correção do peso líquido.')).toBeTruthy();
    const versions = within(rectifications).getByRole('table', {
      name: 'Versões da DUIMP recebidas pelo portal',
    });
    const rows = within(versions).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['26BR00016589107', '02 (atual)', 'Aguardando parametrização', '26/11/2026 11:00'],
      ['26BR00016589107', '01', 'Registrada', '24/11/2026 10:00'],
    ]);
  });

  it('says so when there are no LPCOs, taxes or rectifications', () => {
    renderTab(makeDuimp({ lpcos: [], taxes: [], rectifications: [] }));
    expect(within(section('LPCOs')).getByText('Nenhum LPCO.')).toBeTruthy();
    expect(within(section('Tributos')).getByText('Nenhum tributo.')).toBeTruthy();
    expect(within(section('Retificações')).getByText('Nenhuma retificação.')).toBeTruthy();
  });

  it('shows the LPCOs as cards on a phone', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === DUIMP_CARDS_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderTab();
    const lpcos = section('LPCOs');
    expect(within(lpcos).queryByRole('table')).toBeNull();
    const card = within(lpcos).getByRole('listitem');
    expect(within(card).getByText('LPCO I2600012345')).toBeTruthy();
    expect(within(card).getByText('Em exigência')).toBeTruthy();
    expect(within(card).getByText('Órgão anuente').nextElementSibling?.textContent).toBe(
      'Ministério da Agricultura (MAPA)',
    );
    expect(within(card).getByText('Pedido em').nextElementSibling?.textContent).toBe('18/11/2026');
  });
});
