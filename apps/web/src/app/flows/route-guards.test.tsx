import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTE_NAMES } from '../../lib/routes.ts';
import { storage, storageKeys } from '../../lib/storage.ts';
import { answer, mockFetch } from '../../test/fetch-mock.ts';
import type { TCompany } from '@pc/contract/company';
import { entitlementsWith, makeCompany } from '../../test/make-company.ts';
import { makeCredential } from '../../test/make-credential.ts';
import { renderApp } from '../render-app.tsx';

/** A company without Analytics. */
const OFF_LIST_COMPANY = makeCompany({ id: 500, name: 'Mar Aberto' });

describe('route guard (spec part 2 §2.2)', () => {
  it('lists the spec public routes, ForwardersShippingQuote included', () => {
    expect(PUBLIC_ROUTE_NAMES).toEqual([
      'Login',
      'ForgotPassword',
      'RecoveryCode',
      'ResetPassword',
      'ForwardersShippingQuote',
    ]);
  });

  it('without a token stores the full path (search and hash) and goes to /login', async () => {
    mockFetch();
    const router = renderApp('/relatorio?x=1#topo');

    expect(await screen.findByRole('button', { name: 'ACESSAR' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(storage.getPreviousRoute()).toBe('/relatorio?x=1#topo');
  });

  it.each(['/codigo-verificacao', '/redefinir-senha/123456', '/esqueci-minha-senha'])(
    'lets %s through without a token',
    async (path) => {
      mockFetch();
      const router = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      expect(storage.getPreviousRoute()).toBeNull();
    },
  );

  it.each(['/login', '/esqueci-minha-senha'])('with a token redirects %s to Home', async (path) => {
    mockFetch(answer('GET', '/credential', { data: makeCredential() }));
    storage.setAccessToken('abc');
    const router = renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Portal dos Clientes' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('with a token fetches the current user at start under the loading overlay', async () => {
    const credential = makeCredential();
    credential.person.companies.push(
      makeCompany({ id: 9, name: 'Despachante X', customBroker: true }, 'analytics'),
      makeCompany({ id: 10, name: 'fornecedor y', customer: false }, 'analytics'),
    );
    const fetchMock = mockFetch(answer('GET', '/credential', { data: credential }));
    storage.setAccessToken('abc');
    renderApp('/meus-dados');

    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
    // Once (My Data also asks for its calendar feed).
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/credential'))).toHaveLength(1);
    expect(storage.getJson(storageKeys.user)).toMatchObject({ id: 1, name: 'Ana Souza' });
    // Only customer, non-broker companies, names upper-cased (spec part 1 §3), with their entitlements.
    expect(storage.getJson(storageKeys.companies)).toEqual([
      {
        id: 7,
        federalID: '12345678000190',
        name: 'AURORA IMPORTADORA',
        customer: true,
        customBroker: false,
        entitlements: {
          analytics: true,
          transitTime: false,
          delayedEtd: false,
          cashCalendarTxt: false,
          landedCost: false,
        },
      },
    ]);
  });

  it('sends a user without a company entitled to Analytics from /analytics to /, saying why', async () => {
    const credential = makeCredential({
      person: { ...makeCredential().person, companies: [OFF_LIST_COMPANY] },
    });
    mockFetch(answer('GET', '/credential', { data: credential }));
    storage.setAccessToken('abc');
    const router = renderApp('/analytics');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    // Decision 0102: the redirect the spec asks for, and the reason above the Home.
    const notice = await screen.findByTestId('forbidden-notice');
    expect(within(notice).getByRole('heading', { name: 'Analytics não contratado' })).toBeTruthy();
    expect(notice.textContent).toContain('Sua empresa não contratou o Analytics.');
    expect(notice.textContent).toContain('fale com o seu despachante');
    expect(await screen.findByRole('heading', { level: 1, name: 'Portal dos Clientes' })).toBeTruthy();
  });

  it('says nothing on a Home opened directly', async () => {
    mockFetch(answer('GET', '/credential', { data: makeCredential() }));
    storage.setAccessToken('abc');
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Portal dos Clientes' })).toBeTruthy();
    expect(screen.queryByTestId('forbidden-notice')).toBeNull();
  });

  it('shows Analytics to a user with a company entitled to it', async () => {
    mockFetch(answer('GET', '/credential', { data: makeCredential() }));
    storage.setAccessToken('abc');
    const router = renderApp('/analytics');

    expect(await screen.findByRole('heading', { name: 'Análise Operacional' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/analytics');
    expect(screen.getByRole('link', { name: 'Analytics' })).toBeTruthy();
  });

  const signInWith = (companies: TCompany[]) => {
    mockFetch(
      answer('GET', '/credential', {
        data: makeCredential({ person: { ...makeCredential().person, companies } }),
      }),
    );
    storage.setAccessToken('abc');
  };

  it("follows the company's flag, not its id: a company outside the demo's list, entitled, sees Analytics", async () => {
    signInWith([{ ...OFF_LIST_COMPANY, entitlements: entitlementsWith('analytics') }]);
    const router = renderApp('/analytics');

    expect(await screen.findByRole('heading', { name: 'Análise Operacional' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/analytics');
    expect(screen.getByRole('link', { name: 'Analytics' })).toBeTruthy();
  });

  it("follows the company's flag, not its id: company 7 with Analytics off has no entry", async () => {
    const [aurora] = makeCredential().person.companies;
    if (!aurora) throw new Error('makeCredential has a company');
    signInWith([
      { ...aurora, entitlements: entitlementsWith('transitTime', 'delayedEtd', 'cashCalendarTxt') },
    ]);
    const router = renderApp('/analytics');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
  });
});
