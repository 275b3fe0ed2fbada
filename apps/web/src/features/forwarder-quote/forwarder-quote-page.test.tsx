import {
  FORWARDER_LINK_INVALID,
  FORWARDER_ROUND_CLOSED,
  type TForwarderQuotePage,
} from '@pc/contract/forwarder-quote';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageLanguage } from '../../lib/page-language.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { FORWARDER_LANGUAGE_STORAGE_KEY } from './i18n/forwarder-i18n.ts';
import { ForwarderQuotePage } from './forwarder-quote-page.tsx';

const TOKEN = 'abc123';
const PAGE_PATH = `/api/public/forwarder-quote/${TOKEN}`;

const PAGE: TForwarderQuotePage = {
  forwarderName: 'Blue Ocean Freight',
  attachments: [],
  expiresAt: '2026-03-12T15:00:00.000Z',
  language: 'pt-BR',
  isOpen: true,
  process: {
    reference: 'PRI00042',
    companyName: 'Aurora Têxtil Ltda',
    wayOfTransport: 'MARITIMA',
    typeOfBoarding: 'CNTR',
    incoterm: 'FOB',
    placeOfLoading: 'Ningbo',
    originCountry: 'China',
    destinationPort: 'SANTOS',
    readyDate: '2026-03-20',
    grossWeight: 12500.5,
    netWeight: null,
  },
  quote: null,
};

/** What the cookie notice, drawn around the page, is told to say. */
const CookieNoticeWords = () => (
  <p data-testid="cookie-notice">{usePageLanguage().cookieNotice?.accept ?? '(pt-BR)'}</p>
);

/** The browser's languages, as navigator names them. */
const browserSpeaks = (...languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
};

const openPage = (page: TForwarderQuotePage | null = PAGE) => {
  mockFetch(
    page
      ? answer('GET', PAGE_PATH, { data: page })
      : answer('GET', PAGE_PATH, { code: 'NOT_FOUND', message: FORWARDER_LINK_INVALID }, 404),
  );
  return renderRoutes(
    [{ path: '/cotacao-frete/:token', Component: ForwarderQuotePage }],
    `/cotacao-frete/${TOKEN}`,
  );
};

const languageSwitch = () => screen.getByRole('group', { name: /^(Idioma|Language)$/ });

describe('ForwarderQuotePage: the forwarder’s page in Portuguese, English or Spanish', () => {
  it('speaks English to an English browser: texts, days, weights and the validation messages', async () => {
    browserSpeaks('en-US', 'en');
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Freight quotation · Shipment PRI00042' }),
    ).toBeTruthy();
    expect(screen.getByText(/The link is valid until March 12, 2026\.$/)).toBeTruthy();
    expect(screen.getByText('Sea')).toBeTruthy();
    expect(screen.getByText('March 20, 2026')).toBeTruthy();
    expect(screen.getByText('12,500.5 kg')).toBeTruthy();
    expect(
      within(languageSwitch()).getByRole('button', { name: 'English' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(document.documentElement.lang).toBe('en');
    render(<CookieNoticeWords />);
    expect(screen.getByTestId('cookie-notice').textContent).toBe('Accept cookies');
    expect(screen.getByRole('textbox', { name: /Quotation valid until/ }).getAttribute('placeholder')).toBe(
      'DD/MM/YYYY',
    );

    fireEvent.click(screen.getByRole('button', { name: 'SEND QUOTATION' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter the transit time in days.')).toBeTruthy();
    expect(screen.getByText('Please enter the date the quotation is valid until.')).toBeTruthy();
    expect(screen.queryByText('Informe o seu nome.')).toBeNull();
  });

  it('speaks Spanish to a Spanish browser of any country', async () => {
    browserSpeaks('es-AR');
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cotización de flete · Embarque PRI00042' }),
    ).toBeTruthy();
    expect(screen.getByText(/El enlace es válido hasta el 12 de marzo de 2026\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ENVIAR COTIZACIÓN' })).toBeTruthy();
  });

  it('keeps Portuguese for a Brazilian browser, and the switch changes the language and is remembered', async () => {
    browserSpeaks('pt-BR');
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cotação de frete · Processo PRI00042' }),
    ).toBeTruthy();
    expect(screen.getByText(/O link vale até 12\/03\/2026\.$/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Validade da cotação/ })).toBeTruthy();

    fireEvent.click(within(languageSwitch()).getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Freight quotation · Shipment PRI00042' }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toBeTruthy();
    expect(window.localStorage.getItem(FORWARDER_LANGUAGE_STORAGE_KEY)).toBe('en');
    // Each language is named in itself, and marked as such for screen readers.
    expect(within(languageSwitch()).getByRole('button', { name: 'Español' }).getAttribute('lang')).toBe('es');
  });

  it('follows the browser’s first language, not a later one of the three', async () => {
    browserSpeaks('en-US', 'pt-BR');
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Freight quotation · Shipment PRI00042' }),
    ).toBeTruthy();
  });

  it('takes the invitation’s language when the browser speaks none of the three', async () => {
    browserSpeaks('de-DE', 'de');
    openPage({ ...PAGE, language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cotización de flete · Embarque PRI00042' }),
    ).toBeTruthy();
  });

  it('says a closed round in the page’s language, and offers no send', async () => {
    browserSpeaks('en-GB');
    openPage({ ...PAGE, isOpen: false });
    expect(
      await screen.findByText(
        'The quotation round for this shipment is closed: the quotation can no longer be changed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(FORWARDER_ROUND_CLOSED)).toBeNull();
    expect(screen.queryByRole('button', { name: 'SEND QUOTATION' })).toBeNull();
  });

  it('says an invalid or expired link in English', async () => {
    browserSpeaks('en-US');
    openPage(null);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This quotation link is invalid, has expired or has been revoked.',
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Freight quotation' })).toBeTruthy();
  });
});
