import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { ALL, parseModule, type ImportStatement, type ParsedModule } from './module-imports.ts';

/**
 * The home route's critical path in a few files (docs/architecture.md §10). Left to automatic chunking, the
 * modules of the entry and of the app are split by which lazy routes share them: ~55 small chunks, each a
 * request (a round trip on HTTP/1.1, six at a time). These chunk groups put the modules the home route
 * loads anyway into three chunks and leave everything else to automatic chunking, so lazy routes stay lazy:
 * - `index`: what the entry (`src/main.tsx`) runs, next to the entry chunk; the entry imports only this,
 *   so it sends the grid's REQ before the app has downloaded;
 * - `vendor` (node_modules) and `app` (ours): what the app module (`src/app/mount.tsx`) imports, minus the
 *   entry's.
 *
 * Both sets are static import closures, following imports by name through side-effect-free modules (the
 * features' `public.ts`, @nostrify, packages with `"sideEffects": false`) as the bundler's tree-shaking
 * does: importing one component from a feature's public entry must not pull in its other exports, which
 * only lazy routes use. Where a statement cannot be read, the closure takes the whole module; a module it
 * misses stays in an automatic chunk (one more file). Should the entry ever import the app's chunk, the
 * build fails (`appFiles` in dev/build/boot-script.ts).
 */

/** What the chunking context tells about a module. */
interface ModuleGraphInfo {
  importedIds: readonly string[];
  /** The modules it loads with `import()` (route groups only). */
  dynamicallyImportedIds?: readonly string[];
}
type ModuleLookup = (id: string) => ModuleGraphInfo | null;

type Request = ReadonlySet<string>;

const withoutQuery = (id: string) => id.split('?')[0] ?? id;
const withoutExtension = (path: string) => path.replace(/\.(?:[cm]?[jt]sx?)$/, '');

/** The package name of a bare specifier: `react-dom/client` → `react-dom`, `@a/b/c` → `@a/b`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

export interface RouteGroupEntry {
  /** The chunk's name. */
  name: string;
  /** A module whose static import closure the chunk holds. */
  module: string;
  /** The chunk for the group's modules that code outside it may load too (see HomeChunkOptions.routes). */
  shared?: string;
}

export interface HomeChunkOptions {
  srcDir: string;
  /** Modules whose imports are kept only for the names used (the bundler's tree-shaking setting). */
  isSideEffectFree: (id: string) => boolean;
  /**
   * Lazy routes opened directly from shared links (a listing's page): each named group gets one chunk with
   * what its modules import on top of the home route's, instead of dozens of small files fetched six at a
   * time. A module that code outside the group may load too (what any other `import()` reachable without
   * going through the group's modules needs: home's deferred parts, other routes) stays out of it, so that
   * code never downloads the group's chunk: it goes to the group's `shared` chunk if it names one (one more
   * file instead of several tiny ones; keep it small, as others download it), else to automatic chunking.
   * Entries with one name form one group; a module two groups could take goes with the first.
   */
  routes?: readonly RouteGroupEntry[];
}

export function homeChunkGroups({ srcDir, isSideEffectFree, routes = [] }: HomeChunkOptions) {
  const parsed = new Map<string, ParsedModule | undefined>();
  const packageSideEffects = new Map<string, boolean>();

  const parse = (id: string): ParsedModule | undefined => {
    if (!parsed.has(id)) {
      const file = withoutQuery(id);
      parsed.set(id, !id.startsWith('\0') && existsSync(file) ? parseModule(readFileSync(file, 'utf8')) : undefined);
    }
    return parsed.get(id);
  };

  /** A module in a package whose package.json says `"sideEffects": false`. */
  const inSideEffectFreePackage = (id: string): boolean => {
    const file = withoutQuery(id);
    const index = file.lastIndexOf('/node_modules/');
    if (index < 0) return false;
    const rest = file.slice(index + '/node_modules/'.length).split('/');
    const root = join(file.slice(0, index), 'node_modules', ...rest.slice(0, rest[0]?.startsWith('@') ? 2 : 1));
    let free = packageSideEffects.get(root);
    if (free === undefined) {
      try {
        free = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { sideEffects?: unknown }).sideEffects === false;
      } catch {
        free = false;
      }
      packageSideEffects.set(root, free);
    }
    return free;
  };
  const sideEffectFree = (id: string) => isSideEffectFree(id) || inSideEffectFreePackage(id);

  /** Each import statement of a module with the imported module it points at, where that can be told. */
  const targetsCache = new Map<string, Map<ImportStatement, string | undefined>>();
  const targetsOf = (from: string, module: ParsedModule, importedIds: readonly string[]) => {
    let targets = targetsCache.get(from);
    if (targets) return targets;
    // Imported ids by path without extension (`x.ts` and `x/index.ts` both answer to `x`), and by package.
    const byPath = new Map<string, string>();
    const byPackage = new Map<string, string[]>();
    for (const id of importedIds) {
      const path = withoutExtension(withoutQuery(id));
      byPath.set(path, id);
      if (path.endsWith('/index')) byPath.set(path.slice(0, -'/index'.length), id);
      const index = id.lastIndexOf('/node_modules/');
      if (index >= 0) {
        const name = packageOf(id.slice(index + '/node_modules/'.length));
        byPackage.set(name, [...(byPackage.get(name) ?? []), id]);
      }
    }
    targets = new Map();
    for (const statement of module.statements) {
      const { specifier } = statement;
      let base: string | undefined;
      if (specifier.startsWith('.')) base = resolve(dirname(withoutQuery(from)), specifier);
      else if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
      if (base !== undefined) targets.set(statement, byPath.get(withoutExtension(base)));
      else {
        // A bare specifier: the package's one imported module (several, or an alias: told apart below).
        const inPackage = byPackage.get(packageOf(specifier)) ?? [];
        targets.set(statement, inPackage.length === 1 ? inPackage[0] : undefined);
      }
    }
    targetsCache.set(from, targets);
    return targets;
  };

  /** The static import closure of `root`, by name through side-effect-free modules. */
  const closure = (root: string, lookup: ModuleLookup): Set<string> => {
    const requested = new Map<string, Set<string>>();
    const queue: [string, Request][] = [];
    const request = (id: string, names: Iterable<string>) => {
      const wanted = [...names];
      if (wanted.length === 0) return;
      const seen = requested.get(id) ?? new Set<string>();
      const fresh = seen.has(ALL) ? [] : wanted.filter((name) => !seen.has(name));
      if (!requested.has(id)) requested.set(id, seen);
      if (fresh.length === 0) return;
      for (const name of fresh) seen.add(name);
      queue.push([id, new Set(fresh)]);
    };
    request(root, [ALL]);
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const [id, names] = next;
      const info = lookup(id);
      if (!info) continue;
      const module = parse(id);
      if (!module) {
        for (const imported of info.importedIds) request(imported, [ALL]);
        continue;
      }
      const targets = targetsOf(id, module, info.importedIds);
      const named = new Set([...targets.values()].filter((value) => value !== undefined));
      // Imports the source does not show (the JSX runtime, aliases, plugin-added ones): all of them.
      for (const imported of info.importedIds) if (!named.has(imported)) request(imported, [ALL]);

      // A module with side effects runs whole, so does one asked for everything; a side-effect-free one
      // runs its own code only when a requested name is declared in it (not an import passed on).
      const wantsAll = names.has(ALL) || !sideEffectFree(id);
      const declared = (name: string) => {
        const local = module.localExports.get(name);
        return local !== undefined && !module.importedLocals.has(local);
      };
      const ownCode = wantsAll || [...names].some(declared);
      const reexported = (name: string) => module.statements.some((statement) => statement.reexports?.has(name));
      for (const [statement, to] of targets) {
        if (to === undefined) continue;
        let wanted: string[];
        if (statement.reexports === undefined) {
          // `import { a } from …; export { a }`: the import passed on.
          const passedOn = [...names].flatMap((name) => {
            const local = module.localExports.get(name);
            const imported = local === undefined ? undefined : module.importedLocals.get(local);
            return imported !== undefined && imported[0] === statement.specifier ? [imported[1]] : [];
          });
          wanted = ownCode ? [...statement.names] : passedOn;
          if (ownCode && statement.names.size === 0 && !sideEffectFree(to)) wanted = [ALL];
        } else if (statement.star) {
          // Re-exports pass on only what is asked for, even from a module with side effects.
          wanted = names.has(ALL) ? [ALL] : [...names].filter((name) => !module.localExports.has(name) && !reexported(name));
        } else {
          const reexports = statement.reexports;
          wanted = names.has(ALL) ? [...reexports.values()] : [...names].flatMap((name) => reexports.get(name) ?? []);
        }
        // A module with side effects runs when anything that runs imports it.
        if (!sideEffectFree(to) && (wanted.length > 0 || !sideEffectFree(id))) wanted = [ALL];
        request(to, wanted);
      }
    }
    return new Set(requested.keys());
  };

  /**
   * Every module that code outside a group may load: the static closures of `starts` and of each `import()`
   * target found in them, again and again, except the targets `inside` (the group's own modules).
   */
  const loadableOutside = (inside: (id: string) => boolean, starts: readonly string[], lookup: ModuleLookup): Set<string> => {
    const reached = new Set<string>();
    const queued = new Set(starts);
    const queue = [...starts];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      for (const id of closure(next, lookup)) {
        reached.add(id);
        for (const target of lookup(id)?.dynamicallyImportedIds ?? []) {
          if (inside(target) || queued.has(target)) continue;
          queued.add(target);
          queue.push(target);
        }
      }
    }
    return reached;
  };

  let cached: { boot: Set<string>; vendor: Set<string>; app: Set<string>; routes: Map<string, string> } | undefined;
  const groupsOf = (lookupModule: ModuleLookup, entry: string, app: string) => {
    if (!cached) {
      // The chunking context builds a module's whole info (with its code) on each call: once per module.
      const infos = new Map<string, ModuleGraphInfo | null>();
      const lookup: ModuleLookup = (id) => {
        if (!infos.has(id)) infos.set(id, lookupModule(id));
        return infos.get(id) ?? null;
      };
      // Another bundle (a worker's) has neither module: nothing to group there.
      if (!lookup(entry) || !lookup(app)) return { boot: new Set<string>(), vendor: new Set<string>(), app: new Set<string>(), routes: new Map<string, string>() };
      const boot = closure(entry, lookup);
      const home = [...closure(app, lookup)].filter((id) => !boot.has(id) && !id.startsWith('\0') && !id.includes('?'));
      const onHome = new Set([...boot, ...home]);
      const routeOf = new Map<string, string>();
      for (const name of new Set(routes.map((route) => route.name))) {
        const group = routes.filter((route) => route.name === name && lookup(route.module));
        const roots = new Set(group.map((route) => route.module));
        const shared = group.find((route) => route.shared !== undefined)?.shared;
        const outside = loadableOutside((id) => roots.has(id), [entry, app], lookup);
        for (const root of roots) {
          for (const id of closure(root, lookup)) {
            if (onHome.has(id) || routeOf.has(id) || id.startsWith('\0') || id.includes('?')) continue;
            if (!outside.has(id)) routeOf.set(id, name);
            else if (shared !== undefined) routeOf.set(id, shared);
          }
        }
      }
      cached = {
        // Vite's helpers the entry uses (modulepreload polyfill, preload helper) go with it.
        boot: new Set([...boot].filter((id) => !id.includes('?'))),
        vendor: new Set(home.filter((id) => id.includes('/node_modules/'))),
        app: new Set(home.filter((id) => !id.includes('/node_modules/'))),
        routes: routeOf,
      };
    }
    return cached;
  };

  return {
    /** Forget the closure (a new build, e.g. in watch mode). */
    reset: () => {
      cached = undefined;
      parsed.clear();
      targetsCache.clear();
    },
    /** The chunk a module goes to: `index`, `vendor`, `app`, a route's name, or null (automatic chunking). */
    nameFor: (id: string, lookup: ModuleLookup, entry: string, app: string): string | null => {
      const groups = groupsOf(lookup, entry, app);
      if (groups.boot.has(id)) return 'index';
      if (groups.vendor.has(id)) return 'vendor';
      if (groups.app.has(id)) return 'app';
      return groups.routes.get(id) ?? null;
    },
  };
}
