/**
 * The import graph of the repository's own TypeScript files, for the checks that oxlint's rules cannot make
 * (scripts/import-checks.ts): every `import`, `import type`, `import { type X }`, `export … from` and
 * `import('…')` (a lazy import, `lazy(() => import('…'))` included) of one file, resolved to the file it
 * names. Aliases are those of tsconfig.app.json's `paths` (`@/` is src/); a path without an extension finds
 * `.ts`, `.tsx`, `.d.ts` or a folder's `index`.
 * Packages, CSS and other assets are not part of the graph. Parsed with the parser vite ships (oxc), so
 * imports written inside strings, comments or JSX text are not mistaken for imports.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { parseSync } from 'vite';

/** `type`: only types are imported; `lazy`: `import('…')`; `static`: any other import or re-export. */
export type ImportKind = 'static' | 'type' | 'lazy';

export interface ImportEdge {
  /** The imported file, relative to the root, with `/` separators. */
  target: string;
  kind: ImportKind;
  /** The import path as written. */
  specifier: string;
}

/** Every scanned file (relative to the root, `/` separators) with the files it imports, sorted by path. */
export type ImportGraph = Map<string, ImportEdge[]>;

/** The folders whose files make up the graph, and the configuration files at the root. */
export const GRAPH_FOLDERS = ['src', 'dev', 'e2e', 'bench', 'scripts'] as const;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
const RESOLVED_SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

function sourceFilesBelow(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFilesBelow(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

export function listSourceFiles(root: string): string[] {
  const atRoot = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => join(root, entry.name));
  return [...atRoot, ...GRAPH_FOLDERS.flatMap((folder) => sourceFilesBelow(join(root, folder)))]
    .map((path) => toKey(root, path))
    .toSorted();
}

function toKey(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}

interface RawImport {
  specifier: string;
  kind: ImportKind;
}

/** A string literal's value (`'./x'`, `"./x"`, or a template without substitutions); null for an expression. */
function literalValue(text: string): string | null {
  const match = /^(['"`])([^'"`$\\]*)\1$/.exec(text.trim());
  return match ? (match[2] ?? null) : null;
}

/** The imports one file's source makes, as written. */
export function importsOf(fileName: string, source: string): RawImport[] {
  const { module } = parseSync(fileName, source);
  const statics = module.staticImports.map(({ moduleRequest, entries }) => ({
    specifier: moduleRequest.value,
    kind: entries.length > 0 && entries.every((entry) => entry.isType) ? 'type' : 'static',
  }));
  const reExports = module.staticExports.flatMap(({ entries }) =>
    entries.flatMap(({ moduleRequest, isType }) => (moduleRequest ? [{ specifier: moduleRequest.value, kind: isType ? 'type' : 'static' }] : [])),
  );
  const lazy = module.dynamicImports.flatMap(({ moduleRequest }) => {
    const specifier = literalValue(source.slice(moduleRequest.start, moduleRequest.end));
    return specifier === null ? [] : [{ specifier, kind: 'lazy' as const }];
  });
  return [...statics, ...reExports, ...lazy] as RawImport[];
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** Import path prefixes and the folders they stand for (`@/` → `src/`), relative to the root. */
export type Aliases = ReadonlyMap<string, string>;

/** The `paths` of tsconfig.app.json of the form `"@x/*": ["./folder/*"]`; `@/` alone when it has none. */
export function readAliases(root: string): Aliases {
  const aliases = new Map([['@/', 'src/']]);
  const tsconfig = join(root, 'tsconfig.app.json');
  if (!existsSync(tsconfig)) return aliases;
  const { compilerOptions } = JSON.parse(readFileSync(tsconfig, 'utf8')) as { compilerOptions?: { paths?: Record<string, string[]> } };
  for (const [pattern, [target]] of Object.entries(compilerOptions?.paths ?? {})) {
    if (pattern.endsWith('/*') && target?.endsWith('/*')) aliases.set(pattern.slice(0, -1), target.slice(0, -1).replace(/^\.\//, ''));
  }
  return aliases;
}

/** The file an import path names, relative to the root; null for a package or a path that names no source file. */
export function resolveImport(root: string, fromFile: string, specifier: string, aliases: Aliases = readAliases(root)): string | null {
  const path = specifier.replace(/\?.*$/, '');
  const alias = [...aliases.keys()].find((prefix) => path.startsWith(prefix));
  let base: string;
  if (alias !== undefined) base = join(root, aliases.get(alias)!, path.slice(alias.length));
  else if (path.startsWith('.')) base = resolve(root, dirname(fromFile), path);
  else return null;
  for (const suffix of RESOLVED_SUFFIXES) {
    const candidate = base + suffix;
    if (SOURCE_FILE.test(candidate) && isFile(candidate)) return toKey(root, candidate);
  }
  return null;
}

/** Several imports of one file from another count once, with the strongest kind (static before lazy before type). */
const KIND_ORDER: Record<ImportKind, number> = { static: 0, lazy: 1, type: 2 };

export function readImportGraph(root: string, files = listSourceFiles(root)): ImportGraph {
  const graph: ImportGraph = new Map();
  const aliases = readAliases(root);
  for (const file of files) {
    const edges = new Map<string, ImportEdge>();
    for (const { specifier, kind } of importsOf(file, readFileSync(join(root, file), 'utf8'))) {
      const target = resolveImport(root, file, specifier, aliases);
      if (target === null || target === file) continue;
      const known = edges.get(target);
      if (!known || KIND_ORDER[kind] < KIND_ORDER[known.kind]) edges.set(target, { target, kind, specifier });
    }
    graph.set(file, [...edges.values()].toSorted((a, b) => (a.target < b.target ? -1 : 1)));
  }
  return graph;
}
