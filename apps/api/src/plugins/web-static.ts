import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { hasCookieConsent } from '@pc/contract/cookie-consent';
import { createBrandedPageCache } from '../features/branding/brand-page.ts';
import { readPublicBranding } from '../core/branding/public-branding.ts';
import { addPageNonce } from './security-headers.ts';
import type { TPageAnswer } from './not-found.ts';

/** Path prefixes that belong to the API: an unknown path under them is a JSON 404, never index.html. */
export const apiPrefixes = [
  '/oauth',
  '/credential',
  '/userAccessLogs',
  '/customers',
  '/api',
  '/processSteps',
  '/freightQuotation',
  '/cash-calendar',
  '/bi',
  '/gescomex',
  '/processos-importacao',
  '/health',
  '/ready',
  '/docs',
];

const LOGIN_PATH = '/login';

const isApiPath = (url: string): boolean => {
  const pathname = url.split('?')[0] ?? '';
  return apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
};

const notBuiltPage = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Portal dos Clientes</title>
<body style="font-family:sans-serif;padding:2rem"><h1>Portal dos Clientes</h1>
<p>A aplicação web ainda não foi compilada. Execute <code>npm run build:web</code> (ou <code>npm start</code>) e recarregue.</p></body></html>`;

/** A built page, read once at start: its text cut where the build left the nonce's placeholder. */
type TPage = readonly string[];

const readPage = (file: string): string => readFileSync(file, 'utf8');

/**
 * Sends a page with a nonce of its own, the one its CSP header allows (addPageNonce). Built from the
 * text in memory, so no validator (ETag, Last-Modified) goes with it: a 304 would keep the cached
 * page and its old nonce under the new header. The page is a few KB, compressed on the fly.
 */
const sendPage = (reply: FastifyReply, page: TPage): FastifyReply =>
  reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page.join(addPageNonce(reply)));

/**
 * Serves the built web app and answers every other non-API GET with index.html, so that
 * history-mode deep links (/processos/123) load the app. The pages are read once, here: a new build
 * is served from the next start, as a deploy does. Returns the answer of the pages no route takes.
 */
export const registerWebStatic = async (app: FastifyInstance, webDistDir: string): Promise<TPageAnswer> => {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const index = hasBuild ? readPage(indexFile) : null;
  // The build prerenders the sign-in screen (scripts/prerender-web.ts); an older build has only index.html.
  const hasLogin = existsSync(path.join(webDistDir, 'login.html'));
  // Each page with the portal's identity, rebuilt when an admin saves a new one.
  const brandedPages = createBrandedPageCache({
    index: index ?? '',
    withBanner: hasLogin ? readPage(path.join(webDistDir, 'login.html')) : '',
    consented: hasLogin ? readPage(path.join(webDistDir, 'login-consented.html')) : '',
  });
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Pages go out only through the handler below, each with its nonce: /index.html is a deep link.
      globIgnore: ['**/*.html', '**/*.html.*'],
      // The build writes .br and .gz beside each asset (scripts/precompress-web.ts).
      preCompressed: true,
      // Hashed assets can be cached for good; the rest (the icon) must always be revalidated.
      setHeaders: (reply, filePath) => {
        void reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app build not found; serving a placeholder page');
  }

  if (index) {
    // A route, not the not-found handler: @fastify/compress compresses only a route's answers.
    // Hidden from the OpenAPI document (the API's reference), which has no business with pages.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isApiPath(request.url) || request.url.startsWith('/assets/')) return reply.callNotFound();
      const { branding, version } = await readPublicBranding({
        db: app.db,
        onError: (error) => request.log.warn({ err: error }, 'identidade visual não lida; página no padrão'),
      });
      const pages = brandedPages(branding, version);
      if (hasLogin && request.url.split('?')[0] === LOGIN_PATH) {
        // Two variants of the same screen, with and without the cookie banner (spec part 1 §2).
        void reply.header('vary', 'Cookie');
        return sendPage(reply, hasCookieConsent(request.headers.cookie) ? pages.consented : pages.withBanner);
      }
      return sendPage(reply, pages.index);
    });
  }

  // The not-found handler (plugins/not-found.ts) asks here for the requests that are a page's.
  return (request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPageRequest) return null;
    // A hashed file of another build (a page of the old version during a rolling deploy) is a
    // 404 the browser reports, never index.html under a script's name.
    if (request.url.startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Arquivo não encontrado.');
    }
    // With a build, the route above has answered every other page.
    return reply.type('text/html; charset=utf-8').send(notBuiltPage);
  };
};
