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

/**
 * The screens whose shared code gets a chunk of its own, in order: a module goes to the first
 * family whose screens import it (statically, from the screen's lazy chunk), relative to
 * apps/web/src. The lists come first because customers open them most; the back-office is left
 * to the last chunk, `shared`. One chunk of everything the screens shared made the process list
 * download (105 KB br) and evaluate the back-office's, the webhooks' and the map's code and
 * schemas: a long task on a phone.
 */
export const SHARED_FAMILIES = [
  // The dashboards share little of their own (a side sheet's styles): a chunk of their own would
  // be one more request for under 1 KB.
  {
    name: 'shared-lists',
    screens: [
      'features/processes/',
      'features/report/',
      'features/analytics/analytics-page',
      'features/import-dashboard/',
    ],
  },
  { name: 'shared-calendars', screens: ['features/calendars/'] },
  { name: 'shared-detail', screens: ['features/process-detail/'] },
  // The map's own lazy chunks share the projection and the outlines: Analytics loads them with
  // the map, and the dashboard, which draws none, never.
  { name: 'shared-map', screens: ['features/analytics/map/'] },
  // The notification centre's rows, calls and contract, shared by the bell's panel and its two
  // pages: without a chunk of their own they went to the back-office's, which the panel's first
  // open then downloaded (29 KB gzip) for 4 KB of its own.
  { name: 'shared-notifications', screens: ['features/notifications/'] },
] as const;

export type TSharedFamily = (typeof SHARED_FAMILIES)[number]['name'];

type TChunkGroupTests = {
  plugin: Plugin;
  /** Shared by the shell and the Home, or by either and another screen: on the Home's path. */
  isSignedInShared: (id: string) => boolean;
  /** Shared by other screens only, first imported by the family's screens (SHARED_FAMILIES). */
  isInFamily: (family: TSharedFamily) => (id: string) => boolean;
  /** Shared by other screens only: never downloaded by the Home. */
  isShareable: (id: string) => boolean;
};

type TFamilyOptions = {
  graph: TGraph;
  /** The lazy chunks' modules (the targets of dynamic imports), as absolute ids. */
  lazyRoots: readonly string[];
  /** Modules no family may take (the entry's, the charts', the signed-in chunk's). */
  except: ReadonlySet<string>;
};

const srcPathOf = (id: string): string => id.replaceAll('\\', '/').split('/apps/web/src/')[1] ?? '';

/** Which family's chunk each shared module goes to: the first family whose screens reach it. */
export const assignFamilies = ({ graph, lazyRoots, except }: TFamilyOptions): Map<string, TSharedFamily> => {
  const familyOf = new Map<string, TSharedFamily>();
  for (const family of SHARED_FAMILIES) {
    const roots = lazyRoots.filter((id) => family.screens.some((screen) => srcPathOf(id).startsWith(screen)));
    for (const id of staticClosure(graph, roots, except)) {
      if (!familyOf.has(id)) familyOf.set(id, family.name);
    }
  }
  return familyOf;
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
  let families = new Map<string, TSharedFamily>();
  return {
    isSignedInShared: (id) => signedIn.has(id),
    isInFamily: (family) => (id) => families.get(id) === family,
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
        const lazyRoots = ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
        families = assignFamilies({ graph, lazyRoots, except: new Set([...unshareable, ...signedIn]) });
      },
    },
  };
};
