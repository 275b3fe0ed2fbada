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

const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const CHART_PACKAGE = /[\\/]node_modules[\\/](recharts|victory-vendor)[\\/]/;

/**
 * Which modules the shared chunk (vite.config.ts) may take, read from the module graph once it is
 * complete, before chunks are made. Not the sign-in entry's static closure: the group would take
 * them out of the entry and /login would download it. Not the chart library's closure either,
 * whatever packages it pulls in: it loads only with a screen's first chart.
 */
export const sharedChunkModules = (): { plugin: Plugin; isShareable: (id: string) => boolean } => {
  let unshareable = new Set<string>();
  return {
    isShareable: (id) => !unshareable.has(id),
    plugin: {
      name: 'portal:shared-chunk-modules',
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
      },
    },
  };
};
