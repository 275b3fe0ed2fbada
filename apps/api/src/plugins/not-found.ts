import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Answers a request the routes do not take with a page (the web app's), or null when it is not a page's. */
export type TPageAnswer = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

/** The methods each registered path answers, read from a concrete URL path. */
export type TRouteMethods = { methodsOf: (pathname: string) => string[] };

type TRoutePattern = { pattern: RegExp; methods: Set<string> };

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/a/:id/b` as a regular expression over a path; trailing slashes are ignored, as the router does. */
const toPattern = (url: string): RegExp => {
  const segments = url
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^${segments.join('/')}/?$`);
};

/** Longest text of the request's path echoed in an answer. */
const MAX_ECHOED_PATH = 200;

const pathOf = (request: FastifyRequest): string => {
  const pathname = request.url.split('?')[0] ?? '';
  return pathname.length > MAX_ECHOED_PATH ? `${pathname.slice(0, MAX_ECHOED_PATH)}…` : pathname;
};

/**
 * Records every route as it is registered (call before the routes), so a method a path does not
 * have can answer 405 with the ones it has. Wildcard routes (the web app's pages) are left out:
 * they would make every path look like a GET route.
 */
export const trackRouteMethods = (app: FastifyInstance): TRouteMethods => {
  const routes = new Map<string, TRoutePattern>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const key = route.url.replace(/\/+$/, '');
    const entry = routes.get(key) ?? { pattern: toPattern(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    // Fastify answers HEAD wherever there is a GET (exposeHeadRoutes).
    if (entry.methods.has('GET')) entry.methods.add('HEAD');
    routes.set(key, entry);
  });
  return {
    methodsOf: (pathname) => {
      const methods = new Set<string>();
      for (const { pattern, methods: routeMethods } of routes.values()) {
        if (pattern.test(pathname)) for (const method of routeMethods) methods.add(method);
      }
      return [...methods].sort();
    },
  };
};

/**
 * The API's answer to a request no route takes: 405 with `Allow` when the path exists under other
 * methods, else 404; both through the framework's error handler (the product's envelope, in pt-BR,
 * with the BI host's error_description on its paths). A page request goes to the web app when it is
 * served.
 */
export const registerNotFoundHandler = (
  app: FastifyInstance,
  {
    routes,
    answerError,
    answerPage,
  }: {
    routes: TRouteMethods;
    /** The framework's error handler (plugins/error-handler.ts createFrameworkErrorHandler). */
    answerError: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply;
    answerPage?: TPageAnswer | undefined;
  },
): void => {
  app.setNotFoundHandler((request, reply) => {
    const allowed = routes.methodsOf(request.url.split('?')[0] ?? '');
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const methods = allowed.join(', ');
      const error = new AppError(
        'METHOD_NOT_ALLOWED',
        `O método ${request.method} não é aceito em ${pathOf(request)}. Métodos aceitos: ${methods}.`,
        { headers: { allow: methods } },
      );
      return answerError(error as FastifyError, request, reply);
    }
    const page = answerPage?.(request, reply);
    if (page) return page;
    const error = new AppError('NOT_FOUND', `Rota não encontrada: ${request.method} ${pathOf(request)}`);
    return answerError(error as FastifyError, request, reply);
  });
};
