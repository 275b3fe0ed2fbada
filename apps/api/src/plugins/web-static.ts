import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { hasCookieConsent } from '@pc/contract/cookie-consent';

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

/**
 * Serves the built web app and answers every other non-API GET with index.html, so that
 * history-mode deep links (/processos/123) load the app.
 */
export const registerWebStatic = async (app: FastifyInstance, webDistDir: string): Promise<void> => {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  // The build prerenders the sign-in screen (scripts/prerender-web.ts); an older build has only index.html.
  const hasPrerenderedLogin = existsSync(path.join(webDistDir, 'login.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.ts).
      preCompressed: true,
      // Hashed assets can be cached for good; index.html must always be revalidated.
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

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPageRequest) {
      return reply.status(404).send({
        code: 'NOT_FOUND',
        message: `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}`,
        requestId: String(request.id),
      });
    }
    // A hashed file of another build (a page of the old version during a rolling deploy) is a
    // 404 the browser reports, never index.html under a script's name.
    if (request.url.startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Arquivo não encontrado.');
    }
    if (!hasBuild) return reply.type('text/html; charset=utf-8').send(notBuiltPage);
    if (hasPrerenderedLogin && request.url.split('?')[0] === LOGIN_PATH) {
      // Two variants of the same screen, with and without the cookie banner (spec part 1 §2).
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .sendFile(
          hasCookieConsent(request.headers.cookie) ? 'login-consented.html' : 'login.html',
          webDistDir,
        );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
  });
};
