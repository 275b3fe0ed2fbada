/**
 * The web app's build: `vite build`, then the sign-in screen's prerender (prerender-web.ts) and the
 * precompressed copies (precompress-web.ts), into a folder of its own that replaces apps/web/dist
 * when complete (web-build-cache.ts).
 *
 *   node scripts/build-web.ts --force   `npm run build`, CI: always builds
 *   node scripts/build-web.ts           `npm start`: reuses dist/ when its inputs are unchanged
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWithCache, WEB_BUILD_INPUTS } from './web-build-cache.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');

const run = (command: string, args: readonly string[]): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: webDir, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });

const buildInto = async (outDir: string): Promise<void> => {
  await run('npx', ['--no-install', 'vite', 'build', '--outDir', outDir, '--emptyOutDir']);
  await run(process.execPath, [path.join(root, 'scripts/prerender-web.ts'), outDir]);
  await run(process.execPath, [path.join(root, 'scripts/precompress-web.ts'), outDir]);
};

const startedAt = performance.now();
const result = await buildWithCache({
  root,
  inputs: WEB_BUILD_INPUTS,
  distDir,
  workDir: path.join(webDir, '.web-build'),
  isForced: process.argv.includes('--force'),
  build: buildInto,
});
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(
  result.isBuilt
    ? `web build: apps/web/dist built in ${seconds} s`
    : `web build: apps/web/dist reused, ${result.reason} (checked in ${seconds} s)`,
);
