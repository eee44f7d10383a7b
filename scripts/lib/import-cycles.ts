import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Import circles among a tree's source files, type-only imports included. ESLint's
 * `import-x/no-cycle` passes over `import type`, but a circle of types still ties the files into one
 * piece that cannot be understood or moved apart; this check counts every import, export-from and
 * dynamic import that names a file of the tree (relative, or `@/…` for src/).
 */
const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED = /(\.test\.tsx?|\.d\.ts)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export type ImportGraph = Map<string, string[]>;

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !SKIPPED.test(name) ? [path] : [];
  });
}

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? join(root, 'src', specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : undefined;
  if (!base) return undefined;
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

/** Every source file under `folders` (tests and declarations left out) with the files of the tree it imports, paths relative to `root`. */
export function importGraph(root: string, folders: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of folders.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((imported) => resolveImport(root, file, imported.fileName)).filter((path): path is string => path !== undefined && !SKIPPED.test(path));
    graph.set(relative(root, file), [...new Set(targets.map((path) => relative(root, path)))]);
  }
  return graph;
}

/** The circles of a graph (its strongly connected components of more than one file, or a file importing itself), each sorted. */
export function importCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}
