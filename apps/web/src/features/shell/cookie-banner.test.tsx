import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../lib/page-language.ts';
import { CookieBanner } from './cookie-banner.tsx';

describe('the cookie notice speaks the page’s language', () => {
  afterEach(() => setPageLanguage());

  it('in the spec’s Portuguese on every screen, and in English on a forwarder’s page in English', () => {
    render(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeTruthy();
    // LGPD: the notice leads to the privacy notice, readable before sign-in.
    expect(screen.getByRole('link', { name: 'Aviso de privacidade' }).getAttribute('href')).toBe(
      '/privacidade',
    );
    expect(screen.getByRole('button', { name: 'Aceitar cookies' })).toBeTruthy();
    act(() =>
      setPageLanguage({
        language: 'en',
        cookieNotice: {
          label: 'Cookie notice',
          text: 'We use cookies to make the portal work.',
          accept: 'Accept cookies',
        },
      }),
    );
    expect(screen.getByRole('region', { name: 'Cookie notice' }).textContent).toContain(
      'We use cookies to make the portal work',
    );
    expect(screen.getByRole('button', { name: 'Accept cookies' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
