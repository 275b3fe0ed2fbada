import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../render-app.tsx';
import { ANALYTICS, company, credentialWith, indicatorHandler } from './home-test-data.ts';

const signIn = (
  companies = [company(3, 'analytics', 'delayedEtd'), company(154, 'analytics', 'transitTime')],
) => {
  storage.setAccessToken('Bearer abc');
  return answer('GET', '/credential', { data: credentialWith(companies) });
};

const ROWS = [
  { countryOrigin: 'CHINA', boardingPlace: 'SHANGHAI', wayOfTransport: 'MARITIMA', avaregeOfDays: 35.5 },
  { countryOrigin: 'ALEMANHA', boardingPlace: 'FRANKFURT', wayOfTransport: 'AEREA', avaregeOfDays: 4 },
  { countryOrigin: 'CHINA', boardingPlace: 'NINGBO', wayOfTransport: 'MARITIMA', avaregeOfDays: 39.9 },
];

const transitHandlers = () => [
  answer('GET', `${ANALYTICS}/averageByOriginLeadTimeIndicatorFilters`, {
    data: { origins: ['ALEMANHA', 'CHINA'], placesOfLoading: ['FRANKFURT', 'NINGBO', 'SHANGHAI'] },
  }),
  (url: string) => {
    if (!url.startsWith(`${ANALYTICS}/averageByOriginLeadTimeIndicator?`)) return undefined;
    const rows = new URL(url, 'http://localhost').searchParams.get('modais') === '"RODOVIARIA"' ? [] : ROWS;
    return new Response(JSON.stringify({ data: rows }), { headers: { 'Content-Type': 'application/json' } });
  },
];

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const brDay = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;

/** The query of every transit-time call so far, in order. */
const transitCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === `${ANALYTICS}/averageByOriginLeadTimeIndicator`)
    .map((url) => Object.fromEntries(url.searchParams));

describe('<HomePage /> TRANSIT TIME', { timeout: 40_000 }, () => {
  it('is not offered without a company entitled to it (as 154 is in the demo), not even through the URL', async () => {
    mockFetch(signIn([company(7, 'analytics')]), indicatorHandler({ currentFirstDate: 'none' }));
    renderApp('/?aba=transit-time');
    expect(await screen.findByRole('tab', { name: 'GERAL' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'TRANSIT TIME' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Filtro de transit time' })).toBeNull();
  });

  it('validates the dates, filters and shows the rows with the mean transit time', async () => {
    const fetchMock = mockFetch(
      signIn(),
      indicatorHandler({ currentFirstDate: 'none' }),
      ...transitHandlers(),
    );
    const router = renderApp('/');

    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'TRANSIT TIME' }));
    await waitFor(() => expect(router.state.location.search).toBe('?aba=transit-time'));
    const today = new Date();
    const firstDay = new Date(today.getFullYear(), today.getMonth(), 1);
    const form = await screen.findByRole('form', { name: 'Filtro de transit time' });
    // It opens on the screens' one default period, the month so far, and loads it without a click.
    await waitFor(() => expect(transitCalls(fetchMock)).toHaveLength(1));
    expect(transitCalls(fetchMock)[0]).toMatchObject({ startDate: isoDay(firstDay), endDate: isoDay(today) });
    expect((within(form).getByLabelText('Data Inicial') as HTMLInputElement).value).toBe(brDay(firstDay));
    const opened = screen.getByRole('table', { name: 'Transit time por origem' });
    expect(await within(opened).findByText('SHANGHAI')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Data Inicial'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Data Final'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtrar' }));
    expect(within(form).getByRole('alert').textContent).toBe('Preencha as datas para filtrar.');

    fireEvent.change(within(form).getByLabelText('Data Inicial'), { target: { value: '01/11/2026' } });
    fireEvent.change(within(form).getByLabelText('Data Final'), { target: { value: '01/10/2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtrar' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'A data final não pode ser menor que a data inicial',
    );
    expect(transitCalls(fetchMock)).toHaveLength(1);

    // Options come from the filters call; País de Origem: CHINA, Modal: Marítimo.
    fireEvent.click(within(form).getByRole('button', { name: /^País de Origem/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'CHINA' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(within(form).getByRole('button', { name: /^Modal/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Marítimo' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(within(form).getByRole('button', { name: 'País de Origem: CHINA' })).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Data Final'), { target: { value: '22/11/2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(transitCalls(fetchMock).at(-1)).toEqual({
        startDate: '2026-11-01',
        endDate: '2026-11-22',
        origins: '"CHINA"',
        modais: '"MARITIMA"',
        placesOfLoading: '',
        companiesIds: '3,154',
      }),
    );

    // Each Filtrar starts a fresh table (search and page reset), so look it up again.
    const results = await screen.findByRole('table', { name: 'Transit time por origem' });
    expect(await within(results).findByText('SHANGHAI')).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(results).getByText('35,5')).toBeTruthy();
    expect(within(results).getAllByText('Marítimo')).toHaveLength(2);
    expect(within(results).getByText('Aéreo')).toBeTruthy();
    // (35.5 + 4 + 39.9) / 3 = 26.46… → 26.
    expect(screen.getByTestId('mean-transit-time').textContent).toBe('Transit time médio: 26 dias');
  });

  it('shows the empty text when nothing matches', async () => {
    mockFetch(signIn(), indicatorHandler({ currentFirstDate: 'none' }), ...transitHandlers());
    renderApp('/?aba=transit-time');
    const form = await screen.findByRole('form', { name: 'Filtro de transit time' });
    fireEvent.click(within(form).getByRole('button', { name: /^Modal/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Rodovia' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.change(within(form).getByLabelText('Data Inicial'), { target: { value: '01/01/2026' } });
    fireEvent.change(within(form).getByLabelText('Data Final'), { target: { value: '22/11/2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtrar' }));
    // Filtrar's period reaches the address first, then its rows load.
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Transit time por origem' })).getByText(
          'Nenhum processo filtrado.',
        ),
      ).toBeTruthy(),
    );
    // Absence is not zero: no row, no mean, and the reason beside the dash.
    expect(screen.getByTestId('mean-transit-time').textContent).toBe(
      'Transit time médio: — sem processos no período',
    );
  });
});
