/**
 * Writes .br and .gz next to every text asset of dist/, once at build time, so the server sends
 * the smallest encoding without compressing on each request (@fastify/static `preCompressed`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The folder the build wrote into (scripts/build-web.ts names its own); apps/web/dist by default.
const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
// Not the pages (.html): each answer carries a nonce of its own, so the server compresses them as
// it sends them (apps/api/src/plugins/web-static.ts).
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

let count = 0;
for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  // Vite's manifest (dist/.vite) is for the build's checks; the server never sends it.
  if (path.relative(distDir, file).startsWith('.vite')) continue;
  if (statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files (br, gz)`);
