import type { Plugin } from 'vite';

type TGraph = { importedIdsOf: (id: string) => readonly string[] };

/** Every module reachable from `roots` by static imports, leaving out `except`. */
export const staticClosure = (
  graph: TGraph,
  roots: readonly string[],
  except: ReadonlySet<string> = new Set(),
): Set<string> => {
  const closure = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (closure.has(id) || except.has(id)) continue;
    closure.add(id);
    stack.push(...graph.importedIdsOf(id));
  }
  return closure;
};

/**
 * What every signed-in screen loads first (its shell) and the Home, where every session lands;
 * relative to apps/web, as Vite's manifest names them.
 */
export const SIGNED_IN_SHELL = ['src/app/signed-in-layout.tsx', 'src/features/home/home-page.tsx'];

const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const CHART_PACKAGE = /[\\/]node_modules[\\/](recharts|victory-vendor)[\\/]/;
const isSignedInShell = (id: string): boolean =>
  SIGNED_IN_SHELL.some((root) => id.replaceAll('\\', '/').endsWith(`/apps/web/${root}`));

type TChunkGroupTests = {
  plugin: Plugin;
  /** Shared by the shell and the Home, or by either and another screen: on the Home's path. */
  isSignedInShared: (id: string) => boolean;
  /** Shared by other screens only: never downloaded by the Home. */
  isShareable: (id: string) => boolean;
};

/**
 * Which modules the signed-in and the shared chunks (vite.config.ts) may take, read from the
 * module graph once it is complete, before chunks are made. Neither takes the sign-in entry's
 * static closure: the group would take them out of the entry and /login would download it; nor the
 * chart library's closure, whatever packages it pulls in: it loads only with a screen's first
 * chart. The signed-in chunk takes what the shell and the Home import statically, and only that:
 * one chunk of everything shared made the Home download the calendars', the webhooks' and the
 * tables' code (date-fns, table-core) that other screens share.
 */
export const chunkGroupTests = (): TChunkGroupTests => {
  let unshareable = new Set<string>();
  let signedIn = new Set<string>();
  return {
    isSignedInShared: (id) => signedIn.has(id),
    isShareable: (id) => !unshareable.has(id) && !signedIn.has(id),
    plugin: {
      name: 'portal:chunk-group-modules',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const graph: TGraph = { importedIdsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [] };
        const entry = staticClosure(
          graph,
          ids.filter((id) => ENTRY.test(id)),
        );
        const charts = staticClosure(
          graph,
          ids.filter((id) => CHART_PACKAGE.test(id)),
          entry,
        );
        unshareable = new Set([...entry, ...charts]);
        signedIn = staticClosure(graph, ids.filter(isSignedInShell), unshareable);
      },
    },
  };
};
