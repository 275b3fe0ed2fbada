/**
 * The bytes a browser fetches to render /login (the prerendered login.html's scripts: its
 * after-paint loader, the entry and the entry's preloads; and its stylesheets), gzipped as
 * transferred, against the budget in apps/web/bundle-budget.json; and how many files the Home
 * fetches before it paints. Bytes and files, not time: the check cannot flake on a busy machine.
 * The budget only goes down; the goal is printed next to it until it is met.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunksAfterEntry, readWebManifest, SIGNED_IN_SHELL } from './web-manifest.ts';

type TBudget = {
  loginJsGzipBytes: number;
  loginCssGzipBytes: number;
  goalJsGzipBytes: number;
  homeFilesMax: number;
};

const webDir = path.resolve(import.meta.dirname, '../apps/web');
const distDir = path.join(webDir, 'dist');
const budget = JSON.parse(readFileSync(path.join(webDir, 'bundle-budget.json'), 'utf8')) as TBudget;
const html = readFileSync(path.join(distDir, 'login.html'), 'utf8');

const assetsOf = (pattern: RegExp): string[] => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
const gzipBytes = (asset: string): number =>
  gzipSync(readFileSync(path.join(distDir, asset)), { level: 9 }).length;
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
// The rule besides the bytes: no chart code on /login (the charts load with their screens).
const CHART_PACKAGE = /node_modules\/(recharts|d3-[a-z-]+|victory-vendor|world-atlas|topojson-client)\//;
const chartSources = scripts.flatMap((script) => {
  const mapFile = path.join(distDir, `${script}.map`);
  // Only rolldown's runtime helper (under 1 KB, no package code) comes without a source map.
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources.filter((source) => CHART_PACKAGE.test(source)).map((source) => `${script}: ${source}`);
});
if (chartSources.length > 0) {
  console.error(`Chart code on /login:\n${chartSources.slice(0, 10).join('\n')}`);
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
const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const notPreloaded = homeFiles.filter((file) => !indexHtml.includes(`href="/${file}"`));
if (notPreloaded.length > 0) {
  console.error(`index.html does not preload the Home's files:\n${notPreloaded.join('\n')}`);
  process.exit(1);
}
