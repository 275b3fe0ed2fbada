import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** A `url(…)` that points anywhere but into the same document (`url(#gradient)` stays). */
const EXTERNAL_URL = /url\(\s*(['"]?)(?!#)[^)]*\)/gi;
const HAS_EXTERNAL_URL = /url\(\s*(['"]?)(?!#)/i;
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);

// jsdom's window (DOMPurify's recommended DOM on a server), built once: the sanitiser keeps no
// state between calls besides its hooks.
const window = new JSDOM('').window;

const createSanitiser = (): DOMPurify => {
  const purify = createDOMPurify(window);
  // DOMPurify's SVG profile already drops scripts, event handlers, <foreignObject>, <use> and
  // javascript: links; a logo must also load nothing: no link out of the file, no CSS url() to
  // another address, no @import.
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) {
      node.textContent = node.textContent.replace(/@import[^;]*;?/gi, '').replace(EXTERNAL_URL, 'none');
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!('attributes' in node)) return;
    for (const { name, value } of [...node.attributes]) {
      const isExternalLink = LINK_ATTRIBUTES.has(name) && !value.trim().startsWith('#');
      if (isExternalLink || HAS_EXTERNAL_URL.test(value)) node.removeAttribute(name);
    }
  });
  return purify;
};

const sanitiser = createSanitiser();

/** Whether the text is XML whose root is an SVG <svg> (judged by parsing, not by its name). */
export const isSvgDocument = (text: string): boolean => {
  try {
    const root = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document.documentElement;
    return root.localName === 'svg' && root.namespaceURI === SVG_NAMESPACE;
  } catch {
    return false;
  }
};

/**
 * The SVG with only drawing left (DOMPurify, SVG profiles, plus the hooks above), as an XML
 * document; null when nothing of the <svg> survives.
 */
export const sanitiseSvg = (text: string): string | null => {
  const fragment = sanitiser.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE) return null;
  return new window.XMLSerializer().serializeToString(root);
};
