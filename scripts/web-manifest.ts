/**
 * Vite's manifest of the web build (apps/web/dist/.vite/manifest.json), read by the build's own
 * steps: the prerender (what index.html preloads) and the bundle budget (what the Home needs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { staticClosure } from '../apps/web/chunk-groups.ts';

export type TManifestChunk = { file: string; imports?: string[]; css?: string[]; isDynamicEntry?: boolean };
export type TWebManifest = Record<string, TManifestChunk>;

export const readWebManifest = (distDir: string): TWebManifest =>
  JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as TWebManifest;

/** The manifest as an import graph: a chunk's key to the keys it imports statically. */
export const manifestGraph = (manifest: TWebManifest) => ({
  importedIdsOf: (key: string): readonly string[] => manifest[key]?.imports ?? [],
});

/**
 * The chunks `roots` import statically beyond those the entry already loads, in the order to ask
 * for them: the first root, then what it imports, then the next.
 */
export const chunksAfterEntry = (manifest: TWebManifest, roots: readonly string[]): TManifestChunk[] => {
  const graph = manifestGraph(manifest);
  const entry = staticClosure(graph, ['index.html']);
  // The closure pops its roots from the end.
  const keys = [...staticClosure(graph, [...roots].reverse(), entry)];
  const missing = keys.filter((key) => !manifest[key]);
  if (missing.length > 0) throw new Error(`not in the build's manifest: ${missing.join(', ')}`);
  return keys.map((key) => manifest[key] as TManifestChunk);
};
