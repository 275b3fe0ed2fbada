/**
 * The bytes a browser fetches to render /login (the prerendered login.html's scripts: its
 * after-paint loader, the entry and the entry's preloads; and its stylesheets), gzipped as
 * transferred, against the budget in apps/web/bundle-budget.json; how many files the Home fetches
 * before it paints, and their JS bytes (index.html's scripts, the phone-speed goal). Neither page may carry
 * the charts, the map or the spreadsheet code: they load with the screens that draw them, and no
 * other screen's lazy chunk carries them either. Bytes and files, not time: the check cannot flake
 * on a busy machine. The budgets only go down; the
 * performance goal is printed next to them until it is met. The Home's JS as the server sends it
 * (brotli) is held to the phone-speed goal's 200 KB.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SIGNED_IN_SHELL, staticClosure } from '../apps/web/chunk-groups.ts';
import { chunksAfterEntry, manifestGraph, readWebManifest } from './web-manifest.ts';

type TBudget = {
  loginJsGzipBytes: number;
  loginCssGzipBytes: number;
  goalJsGzipBytes: number;
  homeFilesMax: number;
  homeJsGzipBytes: number;
  /** The phone-speed limit on the Home's JS as the server sends it (the .br files, precompress-web.ts). */
  homeJsSentMaxBytes: number;
};

const webDir = path.resolve(import.meta.dirname, '../apps/web');
const distDir = path.join(webDir, 'dist');
const budget = JSON.parse(readFileSync(path.join(webDir, 'bundle-budget.json'), 'utf8')) as TBudget;
const html = readFileSync(path.join(distDir, 'login.html'), 'utf8');
const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');

const assetsOf = (pattern: RegExp, page = html): string[] =>
  [...page.matchAll(pattern)].map((match) => match[1] ?? '');
// A chunk names the others by their content hashes, eight characters gzip cannot shrink: any change
// anywhere (a stylesheet) renames them and moves a chunk's size by tens of bytes, which a budget
// that only goes down would read as growth. The budgets count the code, the hashes written as zeros.
const CONTENT_HASH = /-[\w-]{8}\.(js|css)\b/g;
const gzipBytes = (asset: string): number => {
  const code = readFileSync(path.join(distDir, asset), 'utf8').replace(CONTENT_HASH, '-00000000.$1');
  return gzipSync(code, { level: 9 }).length;
};
const sum = (assets: string[]): number => assets.reduce((total, asset) => total + gzipBytes(asset), 0);

// scripts/prerender-web.ts moves the entry and its preloads into the loader's data attributes.
const scripts = [
  ...assetsOf(/<script[^>]+src="\/([^"]+\.js)"/g),
  // A preload left in the page is a script /login downloads too.
  ...assetsOf(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ...assetsOf(/data-entry="\/([^"]+\.js)"/g),
  ...[...html.matchAll(/data-preload="([^"]*)"/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(' ')
      .filter(Boolean)
      .map((href) => href.slice(1)),
  ),
];
const styles = assetsOf(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g);
const js = sum(scripts);
const css = sum(styles);
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

console.log(
  `/login JS  ${kb(js)} gz in ${scripts.length} files (budget ${kb(budget.loginJsGzipBytes)}, goal ${kb(budget.goalJsGzipBytes)})`,
);
console.log(`/login CSS ${kb(css)} gz in ${styles.length} files (budget ${kb(budget.loginCssGzipBytes)})`);
const isOver = js > budget.loginJsGzipBytes || css > budget.loginCssGzipBytes;
// The performance rule besides the bytes: no chart, map or spreadsheet code on a page that does not
// draw one (they load with their screens, or with a screen's first chart).
const HEAVY_PACKAGE =
  /node_modules\/(recharts|d3-[a-z-]+|victory-vendor|world-atlas|topojson-client|exceljs|xlsx)\//;
// Read once per script: the screens below share their chunks, and a source map is megabytes.
const heavyByScript = new Map<string, string[]>();
const heavySourcesOf = (script: string): string[] => {
  const known = heavyByScript.get(script);
  if (known) return known;
  const mapFile = path.join(distDir, `${script}.map`);
  // Only rolldown's runtime helper (under 1 KB, no package code) comes without a source map.
  const sources = existsSync(mapFile)
    ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources
    : [];
  const heavy = sources
    .filter((source) => HEAVY_PACKAGE.test(source))
    .map((source) => `${script}: ${source}`);
  heavyByScript.set(script, heavy);
  return heavy;
};
const heavySources = (pageScripts: readonly string[]): string[] => pageScripts.flatMap(heavySourcesOf);
const loginHeavy = heavySources(scripts);
if (loginHeavy.length > 0) {
  console.error(`Chart, map or spreadsheet code on /login:\n${loginHeavy.slice(0, 10).join('\n')}`);
  process.exit(1);
}
if (scripts.length === 0) {
  console.error('no entry script found in dist/login.html');
  process.exit(1);
}
if (isOver) {
  console.error('The /login bundle is over its budget (apps/web/bundle-budget.json).');
  process.exit(1);
}

// The Home paints once the shell's and the Home's chunks and everything they import statically
// have arrived. Each is a request, and HTTP/1.1 makes six at a time: counted from Vite's manifest,
// beyond what the entry has already loaded.
const homeFiles = chunksAfterEntry(readWebManifest(distDir), SIGNED_IN_SHELL).flatMap((chunk) => [
  chunk.file,
  ...(chunk.css ?? []),
]);
console.log(`Home      ${homeFiles.length} files after the entry's (budget ${budget.homeFilesMax})`);
if (homeFiles.length > budget.homeFilesMax) {
  console.error(`The Home needs more files than its budget:\n${homeFiles.join('\n')}`);
  process.exit(1);
}

// index.html requests them with the entry (scripts/prerender-web.ts), not once the entry has run.
const notPreloaded = homeFiles.filter((file) => !indexHtml.includes(`href="/${file}"`));
if (notPreloaded.length > 0) {
  console.error(`index.html does not preload the Home's files:\n${notPreloaded.join('\n')}`);
  process.exit(1);
}

// The Home's JS as transferred: index.html's entry and every script it preloads (the entry's and
// the Home's chunks), what the Home downloads before it can paint its figures.
const homeScripts = [
  ...new Set([
    ...assetsOf(/<script[^>]+src="\/([^"]+\.js)"/g, indexHtml),
    ...assetsOf(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g, indexHtml),
  ]),
];
const homeJs = sum(homeScripts);
// As sent: the .br the build wrote beside each asset (scripts/precompress-web.ts), which the server
// answers with since every browser the portal supports asks for br; an asset under 1 KB has none
// and goes as it is.
const sentBytes = (asset: string): number => {
  const brotli = path.join(distDir, `${asset}.br`);
  return statSync(existsSync(brotli) ? brotli : path.join(distDir, asset)).size;
};
const homeJsSent = homeScripts.reduce((total, asset) => total + sentBytes(asset), 0);
console.log(
  `Home JS   ${kb(homeJs)} gz in ${homeScripts.length} files (budget ${kb(budget.homeJsGzipBytes)}); ${kb(homeJsSent)} as sent, br (limit ${kb(budget.homeJsSentMaxBytes)})`,
);
const homeHeavy = heavySources(homeScripts);
if (homeHeavy.length > 0) {
  console.error(`Chart, map or spreadsheet code on the Home:\n${homeHeavy.slice(0, 10).join('\n')}`);
  process.exit(1);
}
if (homeJsSent > budget.homeJsSentMaxBytes) {
  console.error(
    `The Home's JS as sent is over its limit (apps/web/bundle-budget.json):\n${homeScripts.join('\n')}`,
  );
  process.exit(1);
}
if (homeJs > budget.homeJsGzipBytes) {
  console.error(`The Home's JS is over its budget (apps/web/bundle-budget.json):\n${homeScripts.join('\n')}`);
  process.exit(1);
}

// Every other screen as well: a lazy chunk, with what it imports statically, carries no chart,
// map or spreadsheet code, but the chunks that draw them (Analytics' map and period chart, a
// product's unit cost), which load when a screen draws one. One chunk of everything the screens
// shared once gave the process list and the dashboards the map's projection.
const DRAWING_CHUNKS = [
  'src/features/analytics/map/',
  'src/features/analytics/period-chart/',
  'src/features/products/unit-cost-chart',
];
const manifest = readWebManifest(distDir);
const lazyChunks = Object.entries(manifest)
  .filter(
    ([key, chunk]) =>
      chunk.isDynamicEntry === true && !DRAWING_CHUNKS.some((prefix) => key.startsWith(prefix)),
  )
  .map(([key]) => key);
const screensHeavy = lazyChunks.flatMap((key) =>
  heavySources(
    [...staticClosure(manifestGraph(manifest), [key])].map((chunk) => manifest[chunk]?.file ?? ''),
  ).map((source) => `${key} → ${source}`),
);
if (screensHeavy.length > 0) {
  console.error(
    `Chart, map or spreadsheet code on a screen that does not draw it:\n${screensHeavy.slice(0, 10).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Screens   ${lazyChunks.length} lazy chunks, none with chart, map or spreadsheet code it does not draw`,
);
