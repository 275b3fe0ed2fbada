import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PUBLIC_BRANDING } from '@pc/contract/branding-identity';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { forbiddenStateFor, type TForbiddenReason } from '../../lib/forbidden-reason.ts';
import { setPortalBranding } from '../../lib/portal-branding.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { ForbiddenNotice } from './forbidden-notice.tsx';

const Shell = () => (
  <main>
    <ForbiddenNotice />
    <h1>Portal dos Clientes</h1>
    <Outlet />
  </main>
);

const renderAt = (state: unknown) => {
  const router = renderRoutes([{ path: '/', Component: Shell }], '/');
  void router.navigate('/', { replace: true, state });
  return router;
};

const noticeFor = async (reason: TForbiddenReason) => {
  renderAt(forbiddenStateFor(reason));
  return screen.findByRole('status');
};

describe('ForbiddenNotice', () => {
  afterEach(() => setPortalBranding(DEFAULT_PUBLIC_BRANDING));

  it('says a company without Analytics did not contract it, and to ask the broker', async () => {
    const notice = await noticeFor('analytics');

    expect(within(notice).getByRole('heading', { name: 'Analytics não contratado' })).toBeTruthy();
    expect(notice.textContent).toContain(
      'Sua empresa não contratou o Analytics. Para contratá-lo, fale com o seu despachante.',
    );
  });

  it("says /admin is only for the broker's staff", async () => {
    const notice = await noticeFor('admin');

    expect(within(notice).getByRole('heading', { name: 'Área restrita' })).toBeTruthy();
    expect(notice.textContent).toContain(
      'Esta área é só para a equipe do despachante. Se precisar de algo dela, fale com o seu despachante.',
    );
  });

  it("names the broker's support contact when the back-office set one", async () => {
    setPortalBranding({
      ...DEFAULT_PUBLIC_BRANDING,
      supportEmail: 'atendimento@despachante.example',
      supportPhone: '(11) 4002-8922',
    });
    const notice = await noticeFor('analytics');

    expect(notice.textContent).toContain(
      'fale com o seu despachante: atendimento@despachante.example · (11) 4002-8922.',
    );
    expect(
      within(notice).getByRole('link', { name: 'atendimento@despachante.example' }).getAttribute('href'),
    ).toBe('mailto:atendimento@despachante.example');
    expect(within(notice).getByRole('link', { name: '(11) 4002-8922' }).getAttribute('href')).toBe(
      'tel:1140028922',
    );
  });

  it('closes, and the screen stays', async () => {
    const notice = await noticeFor('admin');

    fireEvent.click(within(notice).getByRole('button', { name: 'Fechar aviso' }));

    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Portal dos Clientes' })).toBeTruthy();
  });

  it('shows nothing on a visit no guard redirected, nor for a state it does not know', async () => {
    renderAt({ forbidden: 'reports' });

    expect(await screen.findByRole('heading', { name: 'Portal dos Clientes' })).toBeTruthy();
    expect(screen.queryByTestId('forbidden-notice')).toBeNull();
  });
});
