import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCalendarFeed, TCalendarFeedRequest } from '@pc/contract/calendar-feed';
import type { TCompany } from '@pc/contract/company';
import { storage } from '../../lib/storage.ts';
import { answer, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { makeCompany } from '../../test/make-company.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

const FEED_PATH = '/api/public/customer/calendar-feed';
const URL_ONE = `http://localhost:8080/api/public/calendar-feed/${'a'.repeat(43)}.ics`;
const URL_TWO = `http://localhost:8080/api/public/calendar-feed/${'b'.repeat(43)}.ics`;

const company = (id: number, name: string): TCompany => makeCompany({ id, name });

const feed = (overrides: Partial<TCalendarFeed> = {}): TCalendarFeed => ({
  url: URL_ONE,
  companyIds: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  lastReadAt: null,
  ...overrides,
});

/** Signs Ana in with companies 7, 8 and 11, answers GET with `initial`, and records PUT bodies. */
const renderWithFeed = (
  initial: TCalendarFeed | null,
  answerPut: (body: TCalendarFeedRequest) => TCalendarFeed,
) => {
  const credential = makeCredential();
  credential.person.companies = [company(7, 'Aurora'), company(8, 'Litoral'), company(11, 'Serra Azul')];
  storage.setAccessToken('abc');
  const puts: TCalendarFeedRequest[] = [];
  const fetchMock = mockFetch(
    answer('GET', '/credential', { data: credential }),
    answer('GET', FEED_PATH, { data: initial }),
    answer('DELETE', FEED_PATH, { data: null }),
    (url, init) => {
      if (init.method !== 'PUT' || url !== FEED_PATH) return undefined;
      const body = JSON.parse(String(init.body)) as TCalendarFeedRequest;
      puts.push(body);
      return jsonResponse({ data: answerPut(body) });
    },
  );
  renderApp('/meus-dados');
  return { puts, fetchMock };
};

const card = async () => screen.findByRole('region', { name: 'Calendário no Outlook ou Google' });

describe('<CalendarFeedCard /> in My Data', () => {
  it('creates the address for all companies and shows it, not yet read', async () => {
    const { puts } = renderWithFeed(null, (body) => feed({ companyIds: body.companyIds }));
    const region = await card();
    fireEvent.click(await within(region).findByRole('button', { name: 'Criar endereço do calendário' }));

    const address = await within(region).findByRole('textbox', { name: 'Endereço do calendário' });
    expect((address as HTMLInputElement).value).toBe(URL_ONE);
    expect((address as HTMLInputElement).readOnly).toBe(true);
    expect(puts).toEqual([{ companyIds: null, regenerate: true }]);
    expect(within(region).getByText('Ainda não lido por nenhum calendário.')).toBeTruthy();
    const boxes = within(within(region).getByRole('group', { name: 'Empresas no calendário' })).getAllByRole(
      'checkbox',
    );
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
  });

  it('sends only the companies the user still has, and never none', async () => {
    // 99 was chosen once and is no longer the user's: the server would refuse it.
    const { puts } = renderWithFeed(
      feed({ companyIds: [7, 99], lastReadAt: '2026-11-24T13:05:00.000Z' }),
      (body) => feed({ companyIds: body.companyIds }),
    );
    const region = await card();
    const group = await within(region).findByRole('group', { name: 'Empresas no calendário' });
    expect(within(region).getByText(/^Lido por um calendário pela última vez em 24\/11\/2026 /)).toBeTruthy();
    const [aurora, litoral, serra] = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    expect([aurora?.checked, litoral?.checked, serra?.checked]).toEqual([true, false, false]);

    fireEvent.click(litoral as HTMLInputElement);
    await waitFor(() => expect(puts).toEqual([{ companyIds: [7, 8], regenerate: false }]));
    await waitFor(() => expect(litoral?.checked).toBe(true));

    // Ticking the last one is all of them: null, so companies the user gets later come in too.
    fireEvent.click(serra as HTMLInputElement);
    await waitFor(() => expect(puts.at(-1)).toEqual({ companyIds: null, regenerate: false }));
  });

  it('refuses to leave the feed without companies', async () => {
    const { puts } = renderWithFeed(feed({ companyIds: [8] }), (body) =>
      feed({ companyIds: body.companyIds }),
    );
    const group = await within(await card()).findByRole('group', { name: 'Empresas no calendário' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'LITORAL' }));
    expect(await screen.findByText('Escolha ao menos uma empresa.')).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it('asks before generating a new address or turning the feed off', async () => {
    const { puts, fetchMock } = renderWithFeed(feed({ companyIds: [8, 11] }), (body) =>
      feed({ url: URL_TWO, companyIds: body.companyIds }),
    );
    const region = await card();
    const address = await within(region).findByRole('textbox', { name: 'Endereço do calendário' });

    fireEvent.click(within(region).getByRole('button', { name: 'Gerar novo endereço' }));
    const regenerate = await screen.findByRole('alertdialog', { name: 'Gerar novo endereço?' });
    expect(within(regenerate).getByText(/O endereço atual deixará de funcionar/)).toBeTruthy();
    fireEvent.click(within(regenerate).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(puts).toEqual([]);

    fireEvent.click(within(region).getByRole('button', { name: 'Gerar novo endereço' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Gerar novo endereço' }),
    );
    await waitFor(() => expect((address as HTMLInputElement).value).toBe(URL_TWO));
    // The new address keeps the chosen companies.
    expect(puts).toEqual([{ companyIds: [8, 11], regenerate: true }]);

    fireEvent.click(within(region).getByRole('button', { name: 'Desativar' }));
    const turnOff = await screen.findByRole('alertdialog', { name: 'Desativar o calendário?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(turnOff).getByRole('button', { name: 'Desativar' }));
    expect(await within(region).findByRole('button', { name: 'Criar endereço do calendário' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
