import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TAttentionRule } from '@pc/contract/attention';
import { processModalStore } from '../../hooks/use-process-modal.ts';
import { storage } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../render-app.tsx';
import { company, credentialWith } from './home-test-data.ts';

const rule = (
  overrides: Partial<TAttentionRule> & Pick<TAttentionRule, 'rule' | 'title'>,
): TAttentionRule => ({
  count: 0,
  items: [],
  ...overrides,
});

const RULES: TAttentionRule[] = [
  rule({
    rule: 'delayedEtd',
    title: 'ETD adiado mais de 7 dias, ainda sem embarque',
    count: 3,
    items: [
      {
        processId: 41,
        reference: 'PRI00041',
        customerRef: 'PO-41',
        companyName: 'Aurora Têxtil Ltda',
        detail: 'ETD 09/11/2026, 12 dias após o ETD inicial (28/10/2026)',
      },
    ],
  }),
  rule({ rule: 'cashOverdue', title: 'Numerários vencidos' }),
  rule({ rule: 'cashDue', title: 'Numerários a vencer em até 7 dias' }),
  rule({ rule: 'storageChange', title: 'Armazenagem muda de período em até 3 dias' }),
  rule({ rule: 'channel', title: 'Canal vermelho ou amarelo sem desembaraço' }),
  rule({ rule: 'quotations', title: 'Cotações recebidas não visualizadas' }),
];

afterEach(() => processModalStore.closeProcess());

describe('Home: Precisa de atenção', { timeout: 20_000 }, () => {
  it("shows each rule's count for the Home's companies; a rule lists its processes, which open the modal", async () => {
    storage.setAccessToken('Bearer abc');
    const fetchMock = mockFetch(
      answer('GET', '/credential', {
        data: credentialWith([company(7, 'analytics'), company(3, 'analytics', 'delayedEtd')]),
      }),
      answer('GET', '/api/public/customer/attention', { data: RULES }),
    );
    renderApp('/');

    const card = within(await screen.findByTestId('attention-card'));
    const delayed = await card.findByRole('button', {
      name: /^3\s*ETD adiado mais de 7 dias, ainda sem embarque$/,
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/attention?customersId=7%2C3'))).toBe(
      true,
    );
    // Nothing to open where nothing needs attention.
    expect(card.getByRole('button', { name: /Numerários a vencer em até 7 dias/ })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(delayed);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'ETD adiado mais de 7 dias, ainda sem embarque' }),
    );
    expect(dialog.getByText('Os 1 mais urgentes de 3 processos.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: /PRI00041/ }));
    expect(processModalStore.getOpenProcessId()).toBe(41);
  });

  it.each([
    ['messages', 'Mensagens não lidas', '3 mensagens não lidas', 'mensagens'],
    [
      'lpcoRequirement',
      'LPCO em exigência',
      'LPCO I2600012345 (Anvisa) em exigência desde 25/11/2026, há 8 dias',
      'duimp',
    ],
    [
      'duimpAwaitingChannel',
      'DUIMP aguardando canal há mais de 3 dias',
      'DUIMP 26BR00016589107 (versão 01) registrada em 24/11/2026, há 9 dias, sem canal',
      'duimp',
    ],
  ] as const)("'%s' opens its process on the tab that shows why (%s)", async (key, title, detail, tab) => {
    storage.setAccessToken('Bearer abc');
    mockFetch(
      answer('GET', '/credential', { data: credentialWith([company(7, 'analytics')]) }),
      answer('GET', '/api/public/customer/attention', {
        data: [
          ...RULES,
          rule({
            rule: key,
            title,
            count: 1,
            items: [
              {
                processId: 61,
                reference: 'PRI00061',
                customerRef: null,
                companyName: 'Aurora Têxtil Ltda',
                detail,
              },
            ],
          }),
        ],
      }),
    );
    renderApp('/');
    const card = within(await screen.findByTestId('attention-card'));
    fireEvent.click(await card.findByRole('button', { name: new RegExp(`^1\\s*${title}$`) }));
    const dialog = within(await screen.findByRole('dialog', { name: title }));
    expect(dialog.getByText(detail)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: /PRI00061/ }));
    expect(processModalStore.getOpenProcess()).toEqual({ id: 61, tab });
  });

  it('says so when nothing needs attention', async () => {
    storage.setAccessToken('Bearer abc');
    mockFetch(
      answer('GET', '/credential', { data: credentialWith([company(7, 'analytics')]) }),
      answer('GET', '/api/public/customer/attention', {
        data: RULES.map((each) => ({ ...each, count: 0, items: [] })),
      }),
    );
    renderApp('/');
    expect(await screen.findByText('Nada precisa da sua atenção agora.')).toBeTruthy();
  });

  it('says the card is unavailable when the call fails, as the other Home cards do', async () => {
    storage.setAccessToken('Bearer abc');
    mockFetch(
      answer('GET', '/credential', { data: credentialWith([company(7, 'analytics')]) }),
      answer('GET', '/api/public/customer/attention', { code: 'INTERNAL', message: 'Erro.' }, 500),
    );
    renderApp('/');
    const card = within(await screen.findByTestId('attention-card'));
    expect(await card.findByText('Indisponível')).toBeTruthy();
    expect(card.queryByRole('button')).toBeNull();
  });
});
