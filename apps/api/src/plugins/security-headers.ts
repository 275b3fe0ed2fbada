import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { AFTER_PAINT_SCRIPT } from '@pc/contract/after-paint-script';
import type { FastifyInstance } from 'fastify';

/** The one inline script, on the prerendered /login (its text in the contract), allowed by hash. */
const AFTER_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;

/**
 * Browser security headers on every answer (@fastify/helmet): a CSP the built web app meets with
 * one inline script, allowed by its hash (Vite emits only module files; React sets styles through
 * the DOM, which CSP does not govern), no framing, nosniff, no referrer, and HSTS only where
 * the portal is served over TLS (PUBLIC_URL https), since browsers ignore it on plain HTTP anyway.
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  const { PUBLIC_URL, CSP_CONNECT_SRC } = app.config;
  const isTls = PUBLIC_URL?.startsWith('https://') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", AFTER_PAINT_SCRIPT_SOURCE],
        styleSrc: ["'self'"],
        // Profile photos are data: URIs; downloads are blob: URLs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The BI host may live on another origin (VITE_BI_BASE_URL): list it in CSP_CONNECT_SRC.
        connectSrc: ["'self'", ...CSP_CONNECT_SRC],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    // Secrets ride in some page addresses (the forwarder's /cotacao-frete/<token>, the recovery
    // /redefinir-senha/<pin>): a same-origin Referer would copy them into every proxy access log,
    // and no call or outbound link needs to know where the browser came from.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: isTls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The app opens no cross-origin windows and embeds nothing cross-origin.
    crossOriginEmbedderPolicy: false,
  });
};
