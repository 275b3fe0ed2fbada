import type { Plugin } from 'vite';

/**
 * Which modules the bundle's chunk groups (vite.config.ts) may take, read from the module graph
 * once it is complete. A group that took a module the sign-in entry imports would make /login
 * download that group, so the groups are told the entry's static closure. The chart library is
 * one closure too, whatever packages it pulls in, so that it stays out of the shared chunk and
 * loads only with a screen's first chart.
 */
export type TModuleSets = { entry: Set<string>; charts: Set<string> };

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

/** Fills `sets` at the end of the build's module phase, before chunks are made. */
export const collectModuleSets = (sets: TModuleSets): Plugin => ({
  name: 'portal:collect-module-sets',
  apply: 'build',
  buildEnd() {
    const ids = [...this.getModuleIds()];
    const graph: TGraph = { importedIdsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [] };
    sets.entry = staticClosure(
      graph,
      ids.filter((id) => ENTRY.test(id)),
    );
    sets.charts = staticClosure(
      graph,
      ids.filter((id) => CHART_PACKAGE.test(id)),
      sets.entry,
    );
  },
});
