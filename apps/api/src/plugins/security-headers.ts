import { createHash, randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import { AFTER_PAINT_SCRIPT } from '@pc/contract/after-paint-script';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TConfig } from '../lib/config.ts';

/**
 * The one inline script, on the prerendered /login (its text in the contract), allowed by hash
 * rather than by the page's nonce: a hash allows that text only, on every answer alike, where a
 * nonce would allow any inline script that carried it.
 */
const AFTER_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;

const isServedOverTls = (config: TConfig): boolean => config.PUBLIC_URL?.startsWith('https://') ?? false;

/** The CSP; `styleNonce` only in an HTML page's answer (addPageNonce). */
const cspDirectives = (config: TConfig, styleNonce?: string) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", AFTER_PAINT_SCRIPT_SOURCE],
  // The dialogs' scroll lock (Radix → react-remove-scroll) inserts a <style>; it carries the page's
  // nonce (apps/web/src/lib/csp-nonce.ts). No 'unsafe-inline': injected markup cannot style itself.
  styleSrc: ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
  // Profile photos are data: URIs; downloads are blob: URLs.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // The BI host may live on another origin (VITE_BI_BASE_URL): list it in CSP_CONNECT_SRC.
  connectSrc: ["'self'", ...config.CSP_CONNECT_SRC],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  ...(isServedOverTls(config) ? { upgradeInsecureRequests: [] } : {}),
});

/** application/json and its +json kinds (problem+json), with or without a charset. */
const isJson = (contentType: unknown): boolean =>
  typeof contentType === 'string' && /^application\/(?:[\w.-]+\+)?json\b/i.test(contentType);

/**
 * Browser security headers on every answer (@fastify/helmet): a CSP the built web app meets with
 * one inline script, allowed by its hash, and one inline style, allowed by an HTML page's nonce
 * (Vite emits only module files; React sets styles through the DOM, which CSP does not govern), no
 * framing, nosniff, no referrer, and HSTS only where the portal is served over TLS (PUBLIC_URL
 * https), since browsers ignore it on plain HTTP anyway. Every JSON answer (tokens, the user, a
 * process, an error alike) is kept by no cache, shared or the browser's, unless its route chose
 * its own Cache-Control: `no-store`, with HTTP/1.0's `Pragma: no-cache` that OAuth 2.0 (RFC 6749
 * §5.1) still asks of the token answer. Files and feeds set theirs (private, no-store).
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  const isTls = isServedOverTls(app.config);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config) },
    frameguard: { action: 'deny' },
    // Secrets ride in some page addresses (the forwarder's /cotacao-frete/<token>, the recovery
    // /redefinir-senha/<pin>): a same-origin Referer would copy them into every proxy access log,
    // and no call or outbound link needs to know where the browser came from.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: isTls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The app opens no cross-origin windows and embeds nothing cross-origin.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && isJson(reply.getHeader('content-type'))) {
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    }
    return payload;
  });
};

/**
 * A fresh nonce (128 random bits) for one HTML page's answer, added to that answer's style-src:
 * the page hands it to the scroll lock through its <meta property="csp-nonce"> (web-static.ts).
 * Per answer, so a nonce read from one page allows nothing in the next; other answers carry none,
 * and Swagger UI's pages keep their 'unsafe-inline' styles (a nonce would void it).
 */
export const addPageNonce = (reply: FastifyReply): string => {
  const nonce = randomBytes(16).toString('base64');
  // @fastify/helmet's reply.helmet: the same headers again, this answer's policy in place of the global one.
  reply.helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(reply.server.config, nonce) },
  });
  return nonce;
};
