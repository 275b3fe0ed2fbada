/**
 * A tiny stand-in for the web build, for web-build-cache.test.ts: the same cache, lock and swap
 * around a "build" that writes two files and waits, so two of them can be started at once.
 *
 *   node scripts/fake-web-build.ts <root> <log file> <build ms> [--force]
 *
 * The build appends `start <pid>` and `end <pid>` to the log file; the result goes to stdout as JSON.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildWithCache } from './web-build-cache.ts';

const [root = '', logFile = '', buildMs = '0'] = process.argv.slice(2);

const result = await buildWithCache({
  root,
  inputs: ['src'],
  distDir: path.join(root, 'dist'),
  workDir: path.join(root, '.web-build'),
  isForced: process.argv.includes('--force'),
  env: {},
  log: () => undefined,
  build: async (outDir) => {
    appendFileSync(logFile, `start ${process.pid}\n`);
    mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    writeFileSync(path.join(outDir, 'index.html'), `<html>${process.pid}</html>`);
    await sleep(Number(buildMs));
    writeFileSync(path.join(outDir, 'assets', 'app.js'), `console.log(${process.pid});`);
    appendFileSync(logFile, `end ${process.pid}\n`);
  },
});
console.log(JSON.stringify(result));
