/**
 * What the web build writes where a page's CSP nonce goes (Vite's `html.cspNonce`, in
 * apps/web/vite.config.ts): the `<meta property="csp-nonce">` of index.html and of the prerendered
 * /login. The server puts a fresh nonce in its place in every HTML answer, the same one as in that
 * answer's CSP header (apps/api/src/plugins/web-static.ts), so the placeholder itself allows nothing.
 */
export const CSP_NONCE_PLACEHOLDER = '__PDC_CSP_NONCE__';
