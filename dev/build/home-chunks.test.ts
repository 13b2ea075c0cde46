import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { homeChunkGroups } from './home-chunks';

/**
 * A small project on disk and the import graph a bundler would resolve for it: the entry boots from a
 * feature's public entry, the app module renders the feature's grid (which takes one icon from a
 * side-effect-free icon package) and lazily a detail page, which uses the feature's other export.
 */
const root = mkdtempSync(join(tmpdir(), 'home-chunks-'));
const src = join(root, 'src');
const files: Record<string, string> = {
  'src/main.ts': `import { boot } from '@/features/cars/public';\nboot();\nvoid import('./app/mount');\n`,
  'src/app/mount.ts': `import { Grid } from '@/features/cars/public';\nimport { layout } from './layout';\nimport type { Detail } from '@/features/cars/public';\nexport const mount = () => [Grid, layout, import('../pages/detail')];\n`,
  'src/app/layout.ts': `import './theme';\nexport const layout = 1;\n`,
  'src/app/theme.ts': `document.title = 'x';\n`,
  'src/pages/detail.ts': `import { Detail } from '@/features/cars/public';\nexport default Detail;\n`,
  'src/features/cars/public.ts': `/** Re-exports. */\nexport { boot } from './boot';\nexport { Grid, type GridProps } from './Grid';\nexport { Detail } from './Detail';\n`,
  'src/features/cars/boot.ts': `export function boot() {}\n`,
  'src/features/cars/Grid.ts': `import { Car, type IconProps } from 'icons';\nimport { boot } from './boot';\nexport type GridProps = IconProps;\nexport const Grid = [Car, boot];\n`,
  'src/features/cars/Detail.ts': `import { Wrench } from 'icons';\nexport const Detail = Wrench;\n`,
  'node_modules/icons/package.json': JSON.stringify({ name: 'icons', sideEffects: false }),
  'node_modules/icons/index.js': `export { default as Car } from './car.js';\nexport { default as Wrench } from './wrench.js';\n`,
  'node_modules/icons/car.js': `import make from './make.js';\nexport default make('car');\n`,
  'node_modules/icons/wrench.js': `import make from './make.js';\nexport default make('wrench');\n`,
  'node_modules/icons/make.js': `export default function make(name) { return name; }\n`,
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}
const id = (path: string) => join(root, path);
const graph: Record<string, string[]> = {
  'src/main.ts': ['src/features/cars/public.ts'],
  'src/app/mount.ts': ['src/features/cars/public.ts', 'src/app/layout.ts', 'node_modules/react/jsx-runtime.js'],
  'src/app/layout.ts': ['src/app/theme.ts'],
  'src/app/theme.ts': [],
  'src/pages/detail.ts': ['src/features/cars/public.ts'],
  'src/features/cars/public.ts': ['src/features/cars/boot.ts', 'src/features/cars/Grid.ts', 'src/features/cars/Detail.ts'],
  'src/features/cars/boot.ts': [],
  'src/features/cars/Grid.ts': ['node_modules/icons/index.js', 'src/features/cars/boot.ts'],
  'src/features/cars/Detail.ts': ['node_modules/icons/index.js'],
  'node_modules/icons/index.js': ['node_modules/icons/car.js', 'node_modules/icons/wrench.js'],
  'node_modules/icons/car.js': ['node_modules/icons/make.js'],
  'node_modules/icons/wrench.js': ['node_modules/icons/make.js'],
  'node_modules/icons/make.js': [],
  'node_modules/react/jsx-runtime.js': [],
};
const lookup = (moduleId: string) => {
  const path = Object.keys(graph).find((key) => id(key) === moduleId);
  return path === undefined ? null : { importedIds: graph[path]!.map(id) };
};

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('homeChunkGroups', () => {
  const groups = homeChunkGroups({ srcDir: src, isSideEffectFree: (moduleId) => moduleId.endsWith('/public.ts') });
  const chunkOf = (path: string) => groups.nameFor(id(path), lookup, id('src/main.ts'), id('src/app/mount.ts'));

  it("groups what the app module loads, by name through side-effect-free re-exports", () => {
    expect(chunkOf('src/app/mount.ts')).toBe('app');
    expect(chunkOf('src/app/layout.ts')).toBe('app');
    expect(chunkOf('src/app/theme.ts')).toBe('app');
    expect(chunkOf('src/features/cars/Grid.ts')).toBe('app');
    expect(chunkOf('node_modules/icons/car.js')).toBe('vendor');
    expect(chunkOf('node_modules/icons/make.js')).toBe('vendor');
    expect(chunkOf('node_modules/react/jsx-runtime.js')).toBe('vendor');
  });

  it("keeps what the entry runs with the entry, never in the app's chunks", () => {
    // In the app chunk, the entry would wait for the whole app before sending its REQ.
    expect(chunkOf('src/features/cars/boot.ts')).toBe('index');
    expect(chunkOf('src/features/cars/public.ts')).toBe('index');
  });

  it("leaves the lazy route's modules to automatic chunking", () => {
    expect(chunkOf('src/pages/detail.ts')).toBeNull();
    expect(chunkOf('src/features/cars/Detail.ts')).toBeNull();
    expect(chunkOf('node_modules/icons/wrench.js')).toBeNull();
  });

  describe('route groups', () => {
    // A listing route opened from shared links: its page lazily loads its extras and a profile screen;
    // home lazily loads a menu and another route, which share some of the listing route's modules.
    const routeFiles: Record<string, string> = {
      'src/pages/listing.ts': `import { spec } from '../features/cars/spec';\nimport { back } from '../features/cars/back';\nimport { label } from '../lib/label';\nexport const page = [spec, back, label, import('../features/cars/extras'), import('./profile')];\n`,
      'src/pages/profile.ts': `import { back } from '../features/cars/back';\nexport const profile = back;\n`,
      'src/pages/other.ts': `import { back } from '../features/cars/back';\nimport { schema } from '../lib/schema';\nexport const other = [back, schema];\n`,
      'src/app/menu.ts': `import { label } from '../lib/label';\nexport const menu = label;\n`,
      'src/app/routes.ts': `export const routes = [import('../pages/listing'), import('../pages/other'), import('./menu')];\n`,
      'src/features/cars/spec.ts': `export const spec = 1;\n`,
      'src/features/cars/back.ts': `export const back = 1;\n`,
      'src/features/cars/extras.ts': `import { schema } from '../../lib/schema';\nimport { seller } from './seller';\nexport const extras = [schema, seller];\n`,
      'src/features/cars/seller.ts': `export const seller = 1;\n`,
      'src/lib/label.ts': `export const label = 1;\n`,
      'src/lib/schema.ts': `export const schema = 1;\n`,
    };
    const routeGraph: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
      'src/main.ts': { importedIds: [] },
      'src/app/mount.ts': { importedIds: ['src/app/routes.ts'] },
      'src/app/routes.ts': { importedIds: [], dynamicallyImportedIds: ['src/pages/listing.ts', 'src/pages/other.ts', 'src/app/menu.ts'] },
      'src/app/menu.ts': { importedIds: ['src/lib/label.ts'] },
      'src/pages/listing.ts': {
        importedIds: ['src/features/cars/spec.ts', 'src/features/cars/back.ts', 'src/lib/label.ts'],
        dynamicallyImportedIds: ['src/features/cars/extras.ts', 'src/pages/profile.ts'],
      },
      'src/pages/profile.ts': { importedIds: ['src/features/cars/back.ts'] },
      'src/pages/other.ts': { importedIds: ['src/features/cars/back.ts', 'src/lib/schema.ts'] },
      'src/features/cars/spec.ts': { importedIds: [] },
      'src/features/cars/back.ts': { importedIds: [] },
      'src/features/cars/extras.ts': { importedIds: ['src/lib/schema.ts', 'src/features/cars/seller.ts'] },
      'src/features/cars/seller.ts': { importedIds: [] },
      'src/lib/label.ts': { importedIds: [] },
      'src/lib/schema.ts': { importedIds: [] },
    };
    const routeRoot = mkdtempSync(join(tmpdir(), 'route-chunks-'));
    for (const [path, content] of Object.entries(routeFiles)) {
      mkdirSync(dirname(join(routeRoot, path)), { recursive: true });
      writeFileSync(join(routeRoot, path), content);
    }
    writeFileSync(join(routeRoot, 'src/main.ts'), `export {};\n`);
    writeFileSync(join(routeRoot, 'src/app/mount.ts'), `import { routes } from './routes';\nexport const mount = routes;\n`);
    afterAll(() => rmSync(routeRoot, { recursive: true, force: true }));
    const at = (path: string) => join(routeRoot, path);
    const routeLookup = (moduleId: string) => {
      const path = Object.keys(routeGraph).find((key) => at(key) === moduleId);
      const info = path === undefined ? undefined : routeGraph[path];
      return info === undefined ? null : { importedIds: info.importedIds.map(at), dynamicallyImportedIds: (info.dynamicallyImportedIds ?? []).map(at) };
    };
    const routeGroups = homeChunkGroups({
      srcDir: join(routeRoot, 'src'),
      isSideEffectFree: () => false,
      routes: [
        { name: 'listing-page', module: at('src/pages/listing.ts'), shared: 'listing-shared' },
        { name: 'listing-extras', module: at('src/features/cars/extras.ts') },
      ],
    });
    const routeChunkOf = (path: string) => routeGroups.nameFor(at(path), routeLookup, at('src/main.ts'), at('src/app/mount.ts'));

    it("puts the route's own modules in its chunk, including what only its own lazy parts share", () => {
      expect(routeChunkOf('src/pages/listing.ts')).toBe('listing-page');
      expect(routeChunkOf('src/features/cars/spec.ts')).toBe('listing-page');
      expect(routeChunkOf('src/features/cars/seller.ts')).toBe('listing-extras');
      expect(routeChunkOf('src/features/cars/extras.ts')).toBe('listing-extras');
    });

    it('puts what other routes and home\'s lazy parts load too in the shared chunk, never in the route\'s', () => {
      // Another route and home's menu would otherwise download the whole route chunk.
      expect(routeChunkOf('src/features/cars/back.ts')).toBe('listing-shared');
      expect(routeChunkOf('src/lib/label.ts')).toBe('listing-shared');
    });

    it('leaves what others load to automatic chunking when the group names no shared chunk', () => {
      expect(routeChunkOf('src/lib/schema.ts')).toBeNull();
      expect(routeChunkOf('src/pages/other.ts')).toBeNull();
      expect(routeChunkOf('src/app/menu.ts')).toBeNull();
    });
  });

  it('groups nothing in a bundle without the entry and app modules (a worker)', () => {
    const worker = homeChunkGroups({ srcDir: src, isSideEffectFree: () => false });
    expect(worker.nameFor(id('src/app/layout.ts'), lookup, id('src/worker.ts'), id('src/app/mount.ts'))).toBeNull();
  });
});
