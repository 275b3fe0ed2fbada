import { setNonce } from 'get-nonce';

/**
 * Hands the page's CSP nonce to get-nonce, where the dialogs' scroll lock (Radix →
 * react-remove-scroll → react-style-singleton) reads it for the <style> it inserts as a dialog
 * opens. The server puts a fresh nonce in each page's <meta property="csp-nonce"> (Vite's
 * html.cspNonce) and in that answer's CSP; a style without it is blocked, and the page behind an
 * open dialog scrolls. main.tsx calls this before the first render.
 */
export const applyCspNonce = (page: Document = document): string | undefined => {
  const meta = page.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // The property first: once the page is parsed, a browser empties the nonce attribute (nonce
  // hiding, so no CSS selector can read it) and keeps the value there only.
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  if (!nonce) return undefined;
  setNonce(nonce);
  return nonce;
};
