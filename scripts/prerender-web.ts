/**
 * Prerenders the sign-in screen into apps/web/dist/login.html (banner shown) and
 * login-consented.html (consent cookie already set), after `vite build`. The server sends one of
 * them for GET /login (apps/api/src/plugins/web-static.ts), so the screen paints from the HTML
 * alone, before its scripts arrive; apps/web/src/main.tsx hydrates it.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { AFTER_PAINT_SCRIPT } from '@pc/contract/after-paint-script';
import { CSP_NONCE_PLACEHOLDER } from '@pc/contract/csp-nonce';
import { SIGNED_IN_SHELL } from '../apps/web/chunk-groups.ts';
import { chunksAfterEntry, readWebManifest } from './web-manifest.ts';

type TPrerenderModule = { prerenderLoginPage: (options: { hasCookieConsent: boolean }) => Promise<string> };

const webDir = path.resolve(import.meta.dirname, '../apps/web');
// The folder the build wrote into (scripts/build-web.ts names its own); apps/web/dist by default.
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const ssrDir = path.join(webDir, '.prerender');
const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

const buildRenderer = async (): Promise<TPrerenderModule> => {
  await build({
    root: webDir,
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
      // Plain splitting: the browser build's chunk groups (vite.config.ts) are made for downloads, and in
      // this build they let a group chunk and the entry import each other, so a module ran before
      // the one it needs had been evaluated.
      rolldownOptions: { output: { codeSplitting: true } },
    },
  });
  return (await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href)) as TPrerenderModule;
};

// CSS modules name classes from the file and its content; both builds must agree, or the
// prerendered page would paint unstyled. Checked here rather than trusted.
const assertClassesExist = (markup: string): void => {
  const css = readdirSync(path.join(distDir, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(distDir, 'assets', name), 'utf8'))
    .join('\n');
  const classNames = [...markup.matchAll(/class="([^"]+)"/g)].flatMap((match) =>
    (match[1] ?? '').split(/\s+/),
  );
  const missing = classNames.filter((name) => name && !css.includes(`.${name}`));
  if (missing.length > 0)
    throw new Error(`prerender: classes missing from the built CSS: ${missing.join(', ')}`);
};

// The page paints from its HTML and stylesheet alone; its scripts only make it interactive. They
// are requested once it has painted (the contract's after-paint-script.ts, inline, allowed by its
// hash in the CSP), so on a slow link they never compete with the stylesheet, and the fields can be
// typed in meanwhile (login-page.tsx keeps what was typed).
// Vite gives each tag the nonce placeholder (html.cspNonce in vite.config.ts).
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"(?: nonce="[^"]*")?><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"(?: nonce="[^"]*")?>\s*/g;
/** The page's nonce, for the dialogs' scroll lock (apps/web/src/lib/csp-nonce.ts). */
const NONCE_META = `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">`;

/** index.html's module script and preloads, replaced by the after-paint loader at the end of <body>. */
const loadScriptsAfterPaint = (html: string): string => {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('prerender: no module script in dist/index.html.');
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]).join(' ');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, '')
    .replace(
      '</body>',
      `  <script data-entry="${entry}" data-preload="${preload}">${AFTER_PAINT_SCRIPT}</script>\n  </body>`,
    );
};

const toPage = (template: string, markup: string): string => {
  // React emits the screen's <title> first (it belongs in <head>); the rest goes in #root.
  const title = TITLE.exec(markup)?.[0];
  if (!title || !markup.startsWith(title))
    throw new Error('prerender: the sign-in screen has no <title> first.');
  return loadScriptsAfterPaint(template)
    .replace(TITLE, title)
    .replace(ROOT, `<div id="root">${markup.slice(title.length)}</div>`);
};

/**
 * index.html (every screen but /login) preloads the signed-in shell's and the Home's chunks, and
 * links their stylesheets, beside the entry. Left to the router, they are requested only once the
 * entry has run (about 100 ms later on these cores), a second round trip before the Home can paint.
 */
const preloadSignedInShell = (html: string): string => {
  const links = chunksAfterEntry(readWebManifest(distDir), SIGNED_IN_SHELL).flatMap((chunk) => [
    `<link rel="modulepreload" crossorigin href="/${chunk.file}">`,
    // As stylesheets, not preloads: the chunk's loader finds them in place and does not wait for
    // them (a preload would also warn on the screens that never use the Home's).
    ...(chunk.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
  ]);
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
};

const main = async (): Promise<void> => {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT)) throw new Error(`prerender: ${ROOT} not found in dist/index.html.`);
  // Without it, a page's dialogs would open over a page that still scrolls (their style blocked).
  if (!template.includes(NONCE_META))
    throw new Error(`prerender: ${NONCE_META} not found in dist/index.html.`);
  const renderer = await buildRenderer();
  try {
    for (const [file, hasCookieConsent] of [
      ['login.html', false],
      ['login-consented.html', true],
    ] as const) {
      const markup = await renderer.prerenderLoginPage({ hasCookieConsent });
      assertClassesExist(markup);
      writeFileSync(path.join(distDir, file), toPage(template, markup));
    }
  } finally {
    if (existsSync(ssrDir)) rmSync(ssrDir, { recursive: true });
  }
  writeFileSync(path.join(distDir, 'index.html'), preloadSignedInShell(template));
  console.log(
    'prerendered /login (login.html, login-consented.html); index.html preloads the signed-in shell',
  );
};

await main();
