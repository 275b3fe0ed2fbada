/**
 * The import graph of a set of test files, for `npm run test:changed`'s choice of API tests
 * (findAffectedTests). TypeScript reads each file's imports (static, dynamic, type-only) and resolves
 * them as the compiler does, @pc/contract's subpaths included; packages in node_modules are left out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { TImportGraph } from './test-changed-plan.ts';

const toPosix = (file: string): string => file.split(path.sep).join('/');

const readCompilerOptions = ({ tsconfig }: { tsconfig: string }): ts.CompilerOptions => {
  const { config, error } = ts.readConfigFile(tsconfig, (file) => ts.sys.readFile(file));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(tsconfig)).options;
};

/** Every local file reachable from `entries`, with its imports (paths relative to `root`). */
export const buildImportGraph = ({
  root,
  entries,
  tsconfig,
}: {
  root: string;
  entries: readonly string[];
  tsconfig: string;
}): TImportGraph => {
  const options = readCompilerOptions({ tsconfig: path.join(root, tsconfig) });
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const graph = new Map<string, string[]>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (graph.has(file)) continue;
    const absolute = path.join(root, file);
    const { importedFiles } = ts.preProcessFile(readFileSync(absolute, 'utf8'), true, true);
    const imports = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, absolute, options, ts.sys, cache).resolvedModule;
      // Not isExternalLibraryImport: it is true of @pc/contract too, a workspace linked in node_modules.
      if (!resolved) return [];
      const relative = toPosix(path.relative(root, resolved.resolvedFileName));
      return relative.startsWith('..') || relative.includes('node_modules/') ? [] : [relative];
    });
    graph.set(file, imports);
    queue.push(...imports.filter((imported) => !graph.has(imported)));
  }
  return graph;
};
