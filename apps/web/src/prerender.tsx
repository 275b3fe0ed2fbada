import { COOKIE_CONSENT_NAME } from '@pc/contract/cookie-consent';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from './app/router.tsx';
import { Toaster } from './components/toast/toaster.tsx';
import { renderWithCookies } from './features/shell/cookie-consent.ts';
import { createQueryClient } from './lib/query-client.ts';
import { routes } from './lib/routes.ts';

type TPrerenderOptions = {
  /** The consent cookie is sent with the request, so the server picks the variant without the banner. */
  hasCookieConsent: boolean;
};

/**
 * The sign-in screen as HTML, built once with the app (scripts/prerender-web.ts), so it paints
 * before its code arrives; main.tsx hydrates it. The tree is App's (app/app.tsx) with the static
 * router, which renders the same markup as the browser's. Written out rather than imported: app.tsx
 * creates the browser router as it loads, and a shared shell component split /login's entry into
 * two more chunks; prerender.test.tsx fails on any difference between the two trees.
 */
export const prerenderLoginPage = async ({ hasCookieConsent }: TPrerenderOptions): Promise<string> => {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${routes.Login.path}`));
  if (context instanceof Response) throw new Error(`${routes.Login.path} redirected while prerendering.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The banner reads the consent cookie (features/shell/cookie-consent.ts); Node has no document.
  const cookies = hasCookieConsent ? `${COOKIE_CONSENT_NAME}=true` : '';
  return renderWithCookies(cookies, () =>
    renderToString(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <Toaster />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
};
